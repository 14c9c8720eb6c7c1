/** Issue 13 item 3 (h5): the gift draw, draw records and my prizes screens in every state. */
import Taro from '@tarojs/taro'
import GiftPage from '@/pages/gift/index'
import GiftRecordsPage from '@/pages/gift/record'
import MyPrizesPage from '@/pages/gift/myprize/index'
import { drawTicket, pickByOdds, seedHash } from '@/lib/fairness'
import type { FairRecord, GiftPool, GiftWin } from '../../../../types/api'
import { item } from '../../support/fixtures'
import { fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'

let env: Setup
const shown = () => (document.body.textContent ?? '').replace(/\s+/g, ' ')
const loggedIn = () => { localStorage.setItem('token', JSON.stringify({ data: 'tok-123456789' })) }
const page = (list: unknown[], more = false) => ({ list, total: list.length, page: 1, page_size: 20, has_more: more })
const hang = () => jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as never)
const now = () => Math.floor(Date.now() / 1000)
const ODDS = [600_000, 300_000, 100_000]

/** A real draw on a real seed: revealed, it recomputes; `tamper` moves its result. */
function record (nonce: number, revealed: boolean, tamper = false): FairRecord {
  const { hmac, ticket } = drawTicket('gift-seed', 'my-client', nonce)
  const index = pickByOdds(ticket, ODDS)
  return { id: nonce + 1, scope: 'gift', subject: 'pool:1', server_seed_hash: seedHash('gift-seed'), server_seed: revealed ? 'gift-seed' : null,
    client_seed: 'my-client', nonce, hmac, ticket, odds_ppm: ODDS, result_index: tamper ? (index + 1) % 3 : index, created_at: 1 }
}
const pool = (over: Partial<GiftPool> = {}): GiftPool => ({
  pool_id: 1, name: 'CS2 随机礼物', appid: 730, cost: '10.00', times: [1, 5], state: 'live', starts_at: now() - 86400, ends_at: now() + 86400,
  prizes: [
    { prize_id: 11, item: { ...item(1), name: 'P250 | 沙丘之黄' }, value: '3.00', weight_ppm: 600_000, sell_back_rate_bp: 8000, sell_back: '2.40' },
    { prize_id: 12, item: { ...item(2), name: 'AK-47 | 红线' }, value: '80.00', weight_ppm: 300_000, sell_back_rate_bp: 8000, sell_back: '64.00' },
    { prize_id: 13, item: { ...item(3), name: 'AWP | 二西莫夫' }, value: '600.00', weight_ppm: 100_000, sell_back_rate_bp: 0, sell_back: null }
  ],
  ...over
})
const win = (over: Partial<GiftWin> = {}): GiftWin => ({
  win_id: 5, pool_id: 1, pool_name: 'CS2 随机礼物', prize_id: 12, item: { ...item(2), name: 'AK-47 | 红线' }, value: '80.00', status: 'unclaimed', sell_back: '64.00',
  sell_back_rate_bp: 8000, asset_id: null, sold_amount: null, batch_no: 'G1', created_at: now() - 60, settled_at: null, record: record(0, false), ...over
})

beforeEach(() => {
  env = setUp()
  ;(Taro.getCurrentInstance() as { router: unknown }).router = { params: {}, path: '/x', onReady: '', onHide: '', onShow: '' }
})

describe('gift draw', () => {
  it('loading, then a failed load with a retry, then no pools', async () => {
    hang()
    const waiting = await mount(env.root, GiftPage)
    await text(waiting, '加载中…')
    env = setUp()
    fakeApi({ '/v1/gift/pools': { status: 5000, message: '服务器开小差了，请稍后再试' } })
    const failed = await mount(env.root, GiftPage)
    await text(failed, '服务器开小差了，请稍后再试')
    expect(shown()).toContain('重试')
    env = setUp()
    fakeApi({ '/v1/gift/pools': { status: 200, data: [] } })
    const empty = await mount(env.root, GiftPage)
    await text(empty, '暂无随机礼物活动')
  })

  it('shows the costs and the odds table; a visitor logs in to draw', async () => {
    fakeApi({ '/v1/gift/pools': { status: 200, data: [pool()] } })
    const utils = await mount(env.root, GiftPage)
    await text(utils, '60%')
    expect(shown()).toContain('10%')
    expect(shown()).toContain('可回收 ¥64.00')
    expect(shown()).toContain('不可回收')
    expect(shown()).toContain('最高可得 ¥600.00')
    await tap(utils, '登录后抽取')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=%2Fpages%2Fgift%2Findex' })
  })

  it('shows the expected return; a pool over the cap shows 暂停 with the reason and no draw button (issue 25)', async () => {
    loggedIn()
    const rtp = { cost: '10.00', expected_return: '8.80', rtp_bp: 8800, cap_bp: 9200, paused: false, reason: '' }
    fakeApi({ '/v1/gift/pools': { status: 200, data: [pool({ return_to_player: rtp })] } })
    const open = await mount(env.root, GiftPage)
    await text(open, '期望返还 ¥8.80（88%）· 上限 92%')
    env = setUp()
    const reason = '奖池暂停：期望返还 ¥9.93（99.3%）超过上限 92%'
    fakeApi({ '/v1/gift/pools': { status: 200,
      data: [pool({ state: 'paused', return_to_player: { ...rtp, expected_return: '9.93', rtp_bp: 9930, paused: true, reason } })] } })
    const paused = await mount(env.root, GiftPage)
    await text(paused, reason)
    expect(shown()).toContain('奖池暂停，暂不能抽取')
    expect(shown()).not.toContain('抽 1 次')
  })

  it('draws ×5 with one idempotency key and shows the prizes with their records at once', async () => {
    loggedIn()
    const wins = [0, 1, 2, 3, 4].map((n) => win({ win_id: n + 1, record: record(n, false) }))
    const sent = fakeApi({ '/v1/gift/pools': { status: 200, data: [pool()] },
      '/v1/gift/draw': { status: 200, data: { batch_no: 'G1', repeated: false, wins } } })
    const utils = await mount(env.root, GiftPage)
    await tap(utils, '抽 5 次 ¥50.00')
    await text(utils, '支付 ¥50.00 抽取 5 次')
    expect(sent.filter((s) => s.path === '/v1/gift/draw')).toHaveLength(0) // nothing is spent before the amount is confirmed
    await tap(utils, '确认支付')
    await text(utils, '抽中 5 件')
    const draws = sent.filter((s) => s.path === '/v1/gift/draw')
    expect(draws.map((s) => [s.method, s.data.pool_id, s.data.times])).toEqual([['POST', '1', '5']])
    expect(draws[0].data.idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(shown()).toContain('待公开种子')
  })

  it('a refused draw (balance) says so with a way to recharge; an ended pool cannot draw', async () => {
    loggedIn()
    fakeApi({ '/v1/gift/pools': { status: 200, data: [pool(), pool({ pool_id: 2, name: '周末限定礼物', state: 'ended' })] },
      '/v1/gift/draw': { status: 4201, message: '余额不足' } })
    const utils = await mount(env.root, GiftPage)
    await tap(utils, '抽 1 次 ¥10.00')
    await tap(utils, '确认支付')
    await text(utils, '余额不足')
    await tap(utils, '去充值')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/recharge/index' })
    await tap(utils, '周末限定礼物')
    await text(utils, '活动已结束')
    expect(shown()).not.toContain('抽 1 次')
  })
})

describe('draw records and my prizes', () => {
  it('records: a visitor logs in; revealed draws verify, a tampered one fails; empty says so', async () => {
    const visitor = await mount(env.root, GiftRecordsPage)
    await text(visitor, '登录后查看抽奖记录')
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/gift/wins': { status: 200, data: page([win({ win_id: 1, record: record(0, true) }), win({ win_id: 2, record: record(1, true, true) })]) },
      '/v1/gift/pools': { status: 200, data: [pool()] } })
    const utils = await mount(env.root, GiftRecordsPage)
    await text(utils, '已验证')
    expect(shown()).toContain('验证失败')
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/gift/wins': { status: 200, data: page([]) }, '/v1/gift/pools': { status: 200, data: [] } })
    const empty = await mount(env.root, GiftRecordsPage)
    await text(empty, '还没有抽奖记录')
  })

  it('my prizes: claim into the inventory; not bound says where to bind; sell back after confirming at the written rate', async () => {
    loggedIn()
    let claims = 0
    const sent = fakeApi({
      '/v1/gift/wins': { status: 200, data: page([win()]) },
      '/v1/gift/claim': () => (++claims === 1 ? { status: 4000, message: '请先绑定 Steam 账号' } : { status: 200, data: win({ status: 'claimed', asset_id: '1' }) }),
      '/v1/gift/sell-back': { status: 200, data: win({ status: 'sold', sold_amount: '64.00' }) }
    })
    const utils = await mount(env.root, MyPrizesPage)
    await tap(utils, '领取到库存')
    await text(utils, '请先绑定 Steam 账号')
    await tap(utils, '去绑定')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/steambind' })
    await tap(utils, '回收 ¥64.00')
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('按价值的 80% 回收') }))
    await text(utils, '待领取')
    expect(sent.filter((s) => s.path !== '/v1/gift/wins').map((s) => [s.path, s.data.win_id])).toEqual([['/v1/gift/claim', '5'], ['/v1/gift/sell-back', '5']])
  })

  it('my prizes: a visitor logs in; an empty tab says so; a failed list offers a retry', async () => {
    const visitor = await mount(env.root, MyPrizesPage)
    await text(visitor, '登录后查看我的奖品')
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/gift/wins': (s) => (s.data.status === 'sold' ? { status: 5000, message: '服务器开小差了，请稍后再试' } : { status: 200, data: page([]) }) })
    const utils = await mount(env.root, MyPrizesPage)
    await text(utils, '没有待领取的奖品')
    await tap(utils, '已回收')
    await text(utils, '服务器开小差了，请稍后再试')
  })
})
