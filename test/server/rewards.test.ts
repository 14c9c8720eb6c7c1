/**
 * Issue 13, redeem codes and exchange (server/README.md "Redeem codes, exchange and my rewards"): format, unknown /
 * used / expired / ended codes, idempotent redemption, guesses limited per user and per address, the knapsack's
 * masked keys and logged reveals, the exchange topic's stock and per-user limits, my rewards; parallel requests.
 */
import { DEMO2, startApi, type TestApi } from './apiClient'
import type { CdkKey, CdkReveal, ExchangeTopic, MyRewardPage, Redemption, RedemptionPage } from '../../types/api'

let api: TestApi
let demo: string
let buyer: string

async function newUser (phone: string): Promise<string> {
  await api.ok('/passport/sms-send', { phone, scene: 'login' }, { method: 'POST' })
  const code = await api.smsCode(phone)
  return (await api.ok<{ access_token: string }>('/passport/login', { type: 'sms', phone, code }, { method: 'POST' })).access_token
}
const balance = async (token: string): Promise<string> => (await api.ok<{ balance: string }>('/v1/pay/pay/index', {}, { token })).balance
const redeem = (
  token: string,
  code: string,
  extra: Record<string, unknown> = {}
) => api.call<Redemption>('/v1/cdk/redeem', { code, ...extra }, { token, method: 'POST' })

beforeAll(async () => {
  api = await startApi()
  demo = await api.login()
  buyer = await api.login(DEMO2.phone, DEMO2.password)
})
afterAll(() => api.close())

describe('redeeming a code', () => {
  it('grants balance once; the same user again gets the same answer, another user is refused', async () => {
    const before = await balance(demo)
    const first = await redeem(demo, 'c5cd k000 0000 0001')
    expect(first.status).toBe(200)
    expect(first.data).toMatchObject({
      code: 'C5CD-K000-0000-0001',
      grant_kind: 'balance',
      amount: '10.00',
      repeated: false,
      link: '/pages/user/balance/index'
    })
    expect(Number(await balance(demo)) * 100).toBe(Number(before) * 100 + 1000)
    const again = await redeem(demo, 'C5CD-K000-0000-0001')
    expect(again.data).toMatchObject({ redemption_id: first.data.redemption_id, repeated: true, amount: '10.00' })
    expect(Number(await balance(demo)) * 100).toBe(Number(before) * 100 + 1000)
    const other = await redeem(buyer, 'C5CD-K000-0000-0001')
    expect([other.status, other.message]).toEqual([4009, '兑换码已被使用'])
  })

  it('refuses a malformed, unknown, expired, ended or other-campaign code with a clear message', async () => {
    expect(await redeem(demo, 'ABC')).toMatchObject({ status: 4000, message: '兑换码格式不正确，应为 16 位字母或数字' })
    expect(await redeem(demo, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ')).toMatchObject({ status: 4004, message: '兑换码不存在，请核对后重试' })
    expect(await redeem(demo, 'C5CD-K000-0000-0003')).toMatchObject({ status: 4009, message: '兑换码已过期' })
    expect(await redeem(demo, 'AUTU-MN00-2026-0001')).toMatchObject({ status: 4009, message: '活动已结束，兑换码已失效' })
    expect(await redeem(demo, 'C5CD-K000-0000-0010', { campaign: 'newyear2027' })).toMatchObject({ status: 4009, message: '该兑换码不属于本活动，请在「CDK 兑换」兑换' })
    expect((await api.call('/v1/cdk/redeem', { code: 'C5CD-K000-0000-0010' })).status).toBe(401)
  })

  it('grants a coupon, a game key into the knapsack, points; an item needs a bound Steam account', async () => {
    const fresh = await newUser('13700000001')
    expect((await redeem(fresh, 'C5CD-K000-0000-0005')).data).toMatchObject({ grant_kind: 'coupon', grant_text: '优惠券 DOTA2 满 50 减 3' })
    const coupons = await api.ok<{ template_id: number }[]>('/v1/coupon/my-coupons', {}, { token: fresh })
    expect(coupons.map((c) => c.template_id)).toEqual([3])
    expect((await redeem(fresh, 'C5CD-K000-0000-0004')).data).toMatchObject({ grant_kind: 'key', link: '/pages/cdk/knapsack/index' })
    expect((await redeem(fresh, 'NEWY-EAR0-2027-0003', { campaign: 'newyear2027' })).data).toMatchObject({ grant_kind: 'points', points: 50 })
    expect((await api.ok<ExchangeTopic>('/v1/cdk/exchange/topic', {}, { token: fresh })).points).toBe(50)
    const item = await redeem(fresh, 'C5CD-K000-0000-0006')
    expect([item.status, item.message]).toEqual([4000, '请先绑定 Steam 账号'])
    // refused before anything was taken: the code is still free for a user with Steam
    expect((await redeem(demo, 'C5CD-K000-0000-0006')).data).toMatchObject({ grant_kind: 'item', link: '/pages/sell/inventory/index' })
  })

  it('locks a user out after 10 unknown codes, and an address after 30, for 10 minutes', async () => {
    const guesser = await newUser('13700000002')
    for (let n = 0; n < 10; n++) expect((await redeem(guesser, `QQQQ-QQQQ-QQQQ-${String(n).padStart(4, '0')}`)).status).toBe(4004)
    const locked = await redeem(guesser, 'C5CD-K000-0000-0011')
    expect(locked.status).toBe(4029)
    expect(locked.message).toBe('兑换尝试过于频繁，请 10 分钟后再试')
    // 20 more unknown codes from other users on this address reach the address's 30
    const others = await Promise.all(['13700000003', '13700000004'].map(newUser))
    for (let n = 0; n < 20; n++) await redeem(others[n % 2], `QQQQ-QQQQ-QQQQ-${String(100 + n).padStart(4, '0')}`)
    expect((await redeem(demo, 'C5CD-K000-0000-0012')).status).toBe(4029)
    api.advance(601)
    expect((await redeem(guesser, 'C5CD-K000-0000-0011')).status).toBe(200)
  })
})

describe('parallel requests', () => {
  it('a single-use code fired by several users at once is granted once', async () => {
    const users = await Promise.all(['13700000011', '13700000012', '13700000013', '13700000014', '13700000015', '13700000016'].map(newUser))
    const answers = await Promise.all(users.map((token) => redeem(token, 'C5CD-K000-0000-0020')))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 4009).map((a) => a.message)).toEqual(Array(5).fill('兑换码已被使用'))
    const balances = await Promise.all(users.map(balance))
    expect(balances.filter((b) => b === '11.00')).toHaveLength(1)
    expect(balances.filter((b) => b === '0.00')).toHaveLength(5)
  })

  it('the same user firing one code many times is granted once', async () => {
    const user = await newUser('13700000021')
    const answers = await Promise.all(Array.from({ length: 8 }, () => redeem(user, 'C5CD-K000-0000-0021')))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(answers.filter((a) => !a.data.repeated)).toHaveLength(1)
    expect(await balance(user)).toBe('12.00')
  })

  it('exchanges at once never pass the per-user limit, the stock or the points', async () => {
    const user = await newUser('13700000031')
    await redeem(user, 'TOPI-C000-PNTS-0500')
    // 余额红包 2 元: 50 points, 3 per user
    const answers = await Promise.all(Array.from(
      { length: 6 },
      () => api.call<Redemption>('/v1/cdk/exchange', { reward_id: 1 }, { token: user, method: 'POST' })
    ))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3)
    expect(answers.filter((a) => a.status === 4009).map((a) => a.message)).toEqual(Array(3).fill('每人限兑 3 次，你已兑完'))
    const topic = await api.ok<ExchangeTopic>('/v1/cdk/exchange/topic', {}, { token: user })
    expect(topic.points).toBe(350)
    expect(topic.rewards.find((r) => r.reward_id === 1)).toMatchObject({ taken: 3, stock: 497 })
    expect(await balance(user)).toBe('6.00')
  })
})

describe('exchange topic', () => {
  it('refuses a sold-out reward, too few points, and answers a repeated key with the first exchange', async () => {
    const user = await newUser('13700000041')
    expect(await api.call('/v1/cdk/exchange', { reward_id: 2 }, { token: user, method: 'POST' })).toMatchObject({ status: 4009, message: '奖励已兑完' })
    expect(await api.call('/v1/cdk/exchange', { reward_id: 4 }, { token: user, method: 'POST' })).toMatchObject({ status: 4201, message: '积分不足，需要 400 积分' })
    await redeem(user, 'NEWY-EAR0-2027-0003')
    const first = await api.ok<Redemption>('/v1/cdk/exchange', { reward_id: 1, idempotency_key: 'ex-1' }, { token: user, method: 'POST' })
    const again = await api.ok<Redemption>('/v1/cdk/exchange', { reward_id: 1, idempotency_key: 'ex-1' }, { token: user, method: 'POST' })
    expect(again).toMatchObject({ redemption_id: first.redemption_id, repeated: true })
    expect((await api.ok<ExchangeTopic>('/v1/cdk/exchange/topic', {}, { token: user })).points).toBe(0)
    const history = await api.ok<RedemptionPage>('/v1/cdk/history', { kind: 'topic' }, { token: user })
    expect(history.list.map((r) => [r.grant_kind, r.points_spent])).toEqual([['balance', 50]])
  })

  it('shows a visitor the rewards without points', async () => {
    const topic = await api.ok<ExchangeTopic>('/v1/cdk/exchange/topic')
    expect(topic.points).toBeNull()
    expect(topic.rewards.map((r) => r.cost_points)).toEqual([50, 80, 300, 400])
  })
})

describe('knapsack and my rewards', () => {
  it('masks keys until revealed; every reveal is logged; another user cannot reveal it', async () => {
    const keys = await api.ok<CdkKey[]>('/v1/cdk/knapsack', {}, { token: demo })
    const seeded = keys.find((k) => k.masked === 'A7F3-****-****-4E5B')!
    expect(seeded).toMatchObject({ revealed: false, source: 'reward', pay_amount: '0.00' })
    expect(JSON.stringify(keys)).not.toContain('19C2')
    const shown = await api.ok<CdkReveal>('/v1/cdk/reveal', { key_id: seeded.key_id }, { token: demo, method: 'POST' })
    expect(shown).toEqual({ key_id: seeded.key_id, code: 'A7F3-19C2-88D0-4E5B', reveal_count: 1 })
    expect((await api.ok<CdkReveal>('/v1/cdk/reveal', { key_id: seeded.key_id }, { token: demo, method: 'POST' })).reveal_count).toBe(2)
    expect((await api.ok<CdkKey[]>('/v1/cdk/knapsack', {}, { token: demo })).find((k) => k.key_id === seeded.key_id)!.revealed).toBe(true)
    expect(await api.call('/v1/cdk/reveal', { key_id: seeded.key_id }, { token: buyer, method: 'POST' })).toMatchObject({ status: 4004, message: '卡密不存在' })
  })

  it('reads the red packets a user opened (h5\'s tables) beside the codes', async () => {
    const creator = await newUser('13700000051')
    const packet = await api.ok<{ code: string }>('/v1/redpack/create', { promotion_id: 1 }, { token: creator, method: 'POST' })
    const opener = await newUser('13700000052')
    await api.ok('/v1/redpack/open', { code: packet.code }, { token: opener, method: 'POST' })
    await redeem(opener, 'C5CD-K000-0000-0016')
    const mine = await api.ok<MyRewardPage>('/v1/rewards/mine', {}, { token: opener })
    expect(mine.list.map((r) => [r.source, r.state, r.link])).toEqual(expect.arrayContaining([
      ['redpack', 'claimed', '/pages/user/balance/index'], ['cdk', 'claimed', '/pages/user/balance/index']]))
    expect(mine.list.find((r) => r.source === 'redpack')!.grant_text).toMatch(/^账户余额 ¥\d+\.\d{2}$/)
  })

  it('lists every redemption in my rewards, newest first, with its link', async () => {
    const mine = await api.ok<MyRewardPage>('/v1/rewards/mine', { page: 1, page_size: 50 }, { token: demo })
    expect(mine.list.length).toBe(mine.total)
    expect(mine.list.map((r) => r.source_text)).toContain('积分兑换')
    const times = mine.list.map((r) => r.created_at)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(mine.list.every((r) => r.state === 'claimed' && r.link.startsWith('/pages/'))).toBe(true)
  })
})
