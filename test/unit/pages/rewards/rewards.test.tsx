/** Issue 13 (h6): the CDK, knapsack, exchange topic, activity CD key and my-rewards screens in every state. */
import Taro from '@tarojs/taro'
import CdkRedeemPage from '@/pages/cdk/index'
import KnapsackPage from '@/pages/cdk/knapsack/index'
import CdkeyExchangePage from '@/pages/topic/cdkey-exchange/index'
import ExchangeHistoryPage from '@/pages/topic/cdkey-exchange-history/index'
import RewardRulePage from '@/pages/topic/reward-rule/index'
import ActivityCdkeyPage from '@/pages/active/cdkey/index'
import ActivityCdkeyRecordPage from '@/pages/active/cdkey/record/index'
import MyRewardsPage from '@/pages/my-rewards/index'
import type { Campaign, CdkKey, ExchangeTopic, MyReward, Redemption } from '../../../../types/api'
import { fakeApi, mount, setUp, tap, text, typeInto, type Setup, eventually } from '../account/support'

let env: Setup
const shown = () => (document.body.textContent ?? '').replace(/\s+/g, ' ')
const loggedIn = () => { localStorage.setItem('token', JSON.stringify({ data: 'tok-123456789' })) }
const CODE_FIELD = '请输入 16 位兑换码'
const page = (list: unknown[], more = false) => ({ list, total: list.length, page: 1, page_size: 20, has_more: more })
const hang = () => jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as never)
const now = () => Math.floor(Date.now() / 1000)

const redemption = (over: Partial<Redemption> = {}): Redemption => ({
  redemption_id: 7, code: 'C5CD-K000-0000-0001', campaign: 'cdk', campaign_title: 'CDK 兑换', grant_kind: 'balance', grant_text: '账户余额 ¥10.00',
  amount: '10.00', points: 0, points_spent: 0, link: '/pages/user/balance/index', repeated: false, created_at: 1763780000, ...over
})
const key = (over: Partial<CdkKey> = {}): CdkKey => ({ key_id: 3, product_name: 'Steam 钱包充值卡 50 元', masked: 'A7F3-****-****-4E5B', source: 'reward',
  pay_amount: '0.00', revealed: false, created_at: 1763780000, ...over })
const topic = (over: Partial<ExchangeTopic> = {}): ExchangeTopic => ({
  title: 'CDKey 积分兑换', points: 120, ends_at: now() + 86400, rules: ['积分不可提现'],
  rewards: [
    { reward_id: 1, title: '余额红包 2 元', grant_kind: 'balance', grant_text: '账户余额 ¥2.00', cost_points: 50, stock: 500, per_user_limit: 3, taken: 0,
      ends_at: now() + 86400 },
    { reward_id: 2, title: 'CS2 满 100 减 10 优惠券', grant_kind: 'coupon', grant_text: '优惠券', cost_points: 80, stock: 0, per_user_limit: 1, taken: 0,
      ends_at: now() + 86400 },
    { reward_id: 3, title: 'DOTA2 饰品一件', grant_kind: 'item', grant_text: '饰品', cost_points: 300, stock: 10, per_user_limit: 1, taken: 0,
      ends_at: now() + 86400 },
    { reward_id: 4, title: '限兑一次', grant_kind: 'key', grant_text: '卡密', cost_points: 10, stock: 5, per_user_limit: 1, taken: 1, ends_at: now() + 86400 }
  ],
  ...over
})
const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  campaign_id: 'newyear2027', kind: 'activity', title: '新年福利 CDKey', description: '新年期间领取 CDKey', starts_at: now() - 86400, ends_at: now() + 86400,
  status: 'live', rules: ['每个兑换码每人限兑一次'], redeemed: 0, ...over
})

beforeEach(() => {
  env = setUp()
  ;(Taro.getCurrentInstance() as { router: unknown }).router = { params: {}, path: '/x', onReady: '', onHide: '', onShow: '' }
})

describe('CDK redeem', () => {
  it('sends a visitor to login and back', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, CdkRedeemPage)
    await tap(utils, '登录后兑换')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=%2Fpages%2Fcdk%2Findex' })
    expect(sent).toEqual([])
  })

  it('checks the format on the device and sends the code in its one form', async () => {
    loggedIn()
    const sent = fakeApi({ '/v1/cdk/redeem': { status: 200, data: redemption() } })
    const utils = await mount(env.root, CdkRedeemPage)
    await typeInto(utils, CODE_FIELD, 'abc')
    await tap(utils, '立即兑换')
    await text(utils, '兑换码格式不正确，应为 16 位字母或数字')
    expect(sent).toEqual([])
    await typeInto(utils, CODE_FIELD, 'c5cd k000 0000 0001')
    await tap(utils, '立即兑换')
    await text(utils, '兑换成功')
    // the amount went into the balance; 账户余额 ¥10.00 read as if the balance were now ¥10
    expect(shown()).toContain('已存入余额 ¥10.00')
    expect(shown()).not.toContain('账户余额')
    expect(sent.map((s) => [s.path, s.data.code])).toEqual([['/v1/cdk/redeem', 'C5CD-K000-0000-0001']])
  })

  it('says a repeat granted nothing new, and shows a used code refusal under the field', async () => {
    loggedIn()
    let calls = 0
    fakeApi({ '/v1/cdk/redeem': () => (++calls === 1 ? { status: 200, data: redemption({ repeated: true }) } : { status: 4009, message: '兑换码已被使用' }) })
    const utils = await mount(env.root, CdkRedeemPage)
    await typeInto(utils, CODE_FIELD, 'C5CD-K000-0000-0001')
    await tap(utils, '立即兑换')
    await text(utils, '该兑换码你已兑换过，奖励不会重复发放')
    await typeInto(utils, CODE_FIELD, 'C5CD-K000-0000-0002')
    await tap(utils, '立即兑换')
    await text(utils, '兑换码已被使用')
    expect(shown()).not.toContain('兑换成功')
  })

  it('offers 去绑定 when an item needs a Steam account', async () => {
    loggedIn()
    fakeApi({ '/v1/cdk/redeem': { status: 4000, message: '请先绑定 Steam 账号', data: { bind: '/pages/user/steambind' } } })
    const utils = await mount(env.root, CdkRedeemPage)
    await typeInto(utils, CODE_FIELD, 'C5CD-K000-0000-0006')
    await tap(utils, '立即兑换')
    await tap(utils, '去绑定')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/steambind' })
  })
})

describe('knapsack', () => {
  it('shows a visitor the login gate', async () => {
    fakeApi({})
    const utils = await mount(env.root, KnapsackPage)
    await text(utils, '登录后查看我的 CDK')
  })

  it('loading, empty and error with a retry', async () => {
    loggedIn()
    hang()
    let utils = await mount(env.root, KnapsackPage)
    await text(utils, '加载中…')
    env = setUp(); loggedIn()
    fakeApi({ '/v1/cdk/knapsack': { status: 200, data: [] } })
    utils = await mount(env.root, KnapsackPage)
    await text(utils, '还没有卡密，购买点卡或兑换 CDK 后会放在这里')
    env = setUp(); loggedIn()
    let fail = true
    fakeApi({ '/v1/cdk/knapsack': () => (fail ? { status: 5000, message: '服务器开小差了' } : { status: 200, data: [key()] }) })
    utils = await mount(env.root, KnapsackPage)
    await text(utils, '服务器开小差了')
    fail = false
    await tap(utils, '重试')
    await text(utils, 'A7F3-****-****-4E5B')
  })

  it('keeps a key masked until revealed, then copies it', async () => {
    loggedIn()
    const clip = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    const sent = fakeApi({ '/v1/cdk/knapsack': { status: 200, data: [key()] },
      '/v1/cdk/reveal': { status: 200, data: { key_id: 3, code: 'A7F3-19C2-88D0-4E5B', reveal_count: 1 } } })
    const utils = await mount(env.root, KnapsackPage)
    await text(utils, 'A7F3-****-****-4E5B')
    expect(shown()).not.toContain('19C2')
    await tap(utils, '查看卡密')
    await text(utils, 'A7F3-19C2-88D0-4E5B')
    expect(sent.find((s) => s.path === '/v1/cdk/reveal')).toMatchObject({ method: 'POST', data: { key_id: '3' } })
    await tap(utils, '复制卡密')
    expect(clip).toHaveBeenCalledWith({ data: 'A7F3-19C2-88D0-4E5B' })
  })
})

describe('exchange topic', () => {
  it('shows why each reward cannot be taken: sold out, limit reached, too few points', async () => {
    loggedIn()
    fakeApi({ '/v1/cdk/exchange/topic': { status: 200, data: topic() } })
    const utils = await mount(env.root, CdkeyExchangePage)
    await text(utils, '120 积分')
    expect(shown()).toContain('已兑完')
    expect(shown()).toContain('已达上限')
    expect(shown()).toContain('积分不足')
  })

  it('exchanges after the confirmation, with an idempotency key, and shows the grant', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/cdk/exchange/topic': { status: 200, data: topic() },
      '/v1/cdk/exchange': { status: 200, data: redemption({ code: null, campaign: 'topic', grant_text: '账户余额 ¥2.00', amount: '2.00', points_spent: 50 }) }
    })
    const utils = await mount(env.root, CdkeyExchangePage)
    await tap(utils, '兑换', 'taro-button-core')
    await text(utils, '已存入余额 ¥2.00')
    const call = sent.find((s) => s.path === '/v1/cdk/exchange')!
    expect(call.data.reward_id).toBe('1')
    expect(call.data.idempotency_key).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
  })

  it('shows a visitor the rewards and a login call to action; an ended topic closes the form', async () => {
    fakeApi({ '/v1/cdk/exchange/topic': { status: 200, data: topic({ points: null, ends_at: now() - 60 }) } })
    const utils = await mount(env.root, CdkeyExchangePage)
    await text(utils, '登录查看我的积分 ›')
    expect(shown()).toContain('本期兑换已结束，感谢参与')
    expect(shown()).toContain('活动已结束')
  })

  it('shows a load failure with a retry', async () => {
    fakeApi({ '/v1/cdk/exchange/topic': { status: 5000, message: '服务器开小差了，请稍后再试' } })
    const utils = await mount(env.root, CdkeyExchangePage)
    await text(utils, '服务器开小差了，请稍后再试')
    expect(shown()).toContain('重试')
  })

  it('lists the history by kind and the rules', async () => {
    loggedIn()
    const sent = fakeApi({ '/v1/cdk/history': { status: 200, data: page([redemption({ code: null, points_spent: 50, campaign_title: 'CDKey 积分兑换' })]) } })
    const utils = await mount(env.root, ExchangeHistoryPage)
    await text(utils, '消耗 50 积分 · CDKey 积分兑换')
    await tap(utils, 'CDK 兑换')
    await eventually(() => {
      expect(sent.map((s) => s.data.kind)).toEqual(['topic', 'cdk'])
    })
    env = setUp()
    fakeApi({ '/v1/cdk/exchange/topic': { status: 200, data: topic() },
      '/v1/cdk/campaign': { status: 200, data: campaign({ campaign_id: 'topic', kind: 'topic' }) } })
    await mount(env.root, RewardRulePage)
    await text(utils, '余额红包 2 元：50 积分，每人限兑 3 次')
    expect(shown()).toContain('每个兑换码每人限兑一次')
  })

  it('the rules page: loading, then a failure with a retry that loads them', async () => {
    hang()
    await mount(env.root, RewardRulePage)
    await eventually(() => {
      expect(shown()).toContain('加载中')
    })
    env = setUp()
    fakeApi({ '/v1/cdk/exchange/topic': { status: 5000, message: '服务器开小差了，请稍后再试' },
      '/v1/cdk/campaign': { status: 200, data: campaign({ campaign_id: 'topic', kind: 'topic' }) } })
    const utils = await mount(env.root, RewardRulePage)
    await text(utils, '服务器开小差了，请稍后再试')
    fakeApi({ '/v1/cdk/exchange/topic': { status: 200, data: topic() },
      '/v1/cdk/campaign': { status: 200, data: campaign({ campaign_id: 'topic', kind: 'topic' }) } })
    await tap(utils, '重试')
    await text(utils, '余额红包 2 元：50 积分，每人限兑 3 次')
  })
})

describe('activity CD keys', () => {
  it('redeems only this activity\'s codes while it is live', async () => {
    loggedIn()
    const sent = fakeApi({ '/v1/cdk/campaign': { status: 200, data: campaign() },
      '/v1/cdk/redeem': { status: 200, data: redemption({ campaign: 'newyear2027' }) } })
    const utils = await mount(env.root, ActivityCdkeyPage)
    await text(utils, '进行中')
    await typeInto(utils, CODE_FIELD, 'NEWY-EAR0-2027-0001')
    await tap(utils, '立即兑换')
    await text(utils, '兑换成功')
    expect(sent.find((s) => s.path === '/v1/cdk/redeem')!.data).toMatchObject({ code: 'NEWY-EAR0-2027-0001', campaign: 'newyear2027' })
  })

  it('an ended or upcoming activity closes the form', async () => {
    fakeApi({ '/v1/cdk/campaign': { status: 200, data: campaign({ status: 'ended' }) } })
    let utils = await mount(env.root, ActivityCdkeyPage)
    await text(utils, '已结束')
    expect(shown()).toContain('活动已结束')
    env = setUp()
    ;(Taro.getCurrentInstance() as { router: unknown }).router = { params: { campaign: 'spring' }, path: '/x', onReady: '', onHide: '', onShow: '' }
    const sent = fakeApi({ '/v1/cdk/campaign': { status: 200, data: campaign({ status: 'upcoming' }) } })
    utils = await mount(env.root, ActivityCdkeyPage)
    await text(utils, '即将开始')
    expect(shown()).toContain('活动未开始')
    expect(sent[0].data.campaign).toBe('spring')
  })

  it('shows an unknown activity as an error with a retry', async () => {
    fakeApi({ '/v1/cdk/campaign': { status: 4004, message: '活动不存在' } })
    const utils = await mount(env.root, ActivityCdkeyPage)
    await text(utils, '活动不存在')
  })

  it('records: visitor gate, empty, list', async () => {
    fakeApi({})
    let utils = await mount(env.root, ActivityCdkeyRecordPage)
    await text(utils, '登录后查看活动 CDKey 记录')
    env = setUp(); loggedIn()
    fakeApi({ '/v1/cdk/history': { status: 200, data: page([]) } })
    utils = await mount(env.root, ActivityCdkeyRecordPage)
    await text(utils, '还没有兑换过活动 CDKey')
    env = setUp(); loggedIn()
    fakeApi({ '/v1/cdk/history': { status: 200, data: page([redemption({ campaign_title: '新年福利 CDKey' })]) } })
    utils = await mount(env.root, ActivityCdkeyRecordPage)
    await text(utils, 'C5CD-K000-0000-0001 · 新年福利 CDKey')
  })
})

describe('my rewards', () => {
  const reward = (over: Partial<MyReward> = {}): MyReward => ({
    reward_key: 'redeem:1', source: 'cdk', source_text: 'CDK 兑换', title: 'CDK 兑换', grant_text: '卡密 Steam 钱包充值卡 50 元', state: 'claimed',
      link: '/pages/cdk/knapsack/index', created_at: 1763780000, ...over
  })

  it('visitor, empty, error', async () => {
    fakeApi({})
    let utils = await mount(env.root, MyRewardsPage)
    await text(utils, '登录后查看我的奖励')
    env = setUp(); loggedIn()
    fakeApi({ '/v1/rewards/mine': { status: 200, data: page([]) } })
    utils = await mount(env.root, MyRewardsPage)
    await text(utils, '还没有奖励，去兑换 CDK 或参加活动吧')
    expect(shown()).toContain('积分兑换')
    env = setUp(); loggedIn()
    fakeApi({ '/v1/rewards/mine': { status: 5000, message: '服务器开小差了' } })
    utils = await mount(env.root, MyRewardsPage)
    await text(utils, '服务器开小差了')
  })

  it('lists rewards with their state and opens where each one is', async () => {
    loggedIn()
    fakeApi({ '/v1/rewards/mine': { status: 200, data: page([reward(),
      reward({ reward_key: 'roll:2', source_text: 'Roll 房', state: 'unclaimed', grant_text: 'AK-47 | 红线', link: '/pages/roll/mine/index' })]) } })
    const utils = await mount(env.root, MyRewardsPage)
    await text(utils, '待领取 ›')
    expect(shown()).toContain('已到账 ›')
    await tap(utils, '卡密 Steam 钱包充值卡 50 元')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/cdk/knapsack/index' })
  })
})
