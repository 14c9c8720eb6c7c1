/** Issue 13 item 5 (h5): the red packet and red envelope screens in every state. */
import Taro from '@tarojs/taro'
import RedPackPage from '@/pages/redpack/index'
import MyPacketsPage from '@/pages/mine-red-packet/index'
import EnvelopeEventPage from '@/pages/topic/red-envelope-event/index'
import MyEnvelopesPage from '@/pages/topic/red-envelope/index'
import EnvelopeOrdersPage from '@/pages/topic/red-envelope-order/index'
import EnvelopeRulesPage from '@/pages/topic/red-envelope-rule/index'
import { splitPacket } from '@/lib/redpackSplit'
import { seedHash } from '@/lib/fairness'
import type { Coupon, EnvelopeEvent, EnvelopeOrder, RedPacket, RedPacketPromotion } from '../../../../types/api'
import { fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'

let env: Setup
const shown = () => (document.body.textContent ?? '').replace(/\s+/g, ' ')
const loggedIn = () => { localStorage.setItem('token', JSON.stringify({ data: 'tok-123456789' })) }
const page = (list: unknown[], more = false) => ({ list, total: list.length, page: 1, page_size: 20, has_more: more })
const hang = () => jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as never)
const now = () => Math.floor(Date.now() / 1000)
const params = (values: Record<string, string>) => { (Taro.getCurrentInstance() as { router: unknown }).router = { params: values, path: '/x', onReady: '',
  onHide: '', onShow: '' } }
const wire = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

const packet = (over: Partial<RedPacket> = {}): RedPacket => ({
  code: 'C5NEWYR8', name: '新春分享红包', kind: 'balance', total: '8.88', count: 5, opened_count: 2, opened_total: '3.10', state: 'open',
  min_amount: '0.00', created_at: now() - 3600, expires_at: now() + 80000, creator: { nickname: '演***号', avatar: '/a.svg' }, mine: false, my_share: null,
  claims: [{ nickname: '刀***客', amount: '1.20', claimed_at: now() - 600, best: false },
    { nickname: '饰***家', amount: '1.90', claimed_at: now() - 1200, best: false }],
  seed_hash: seedHash('s'), server_seed: null, shares: null, ...over
})
/** A finished packet with a real revealed split (the seed recomputes every share). */
const finished = (): RedPacket => {
  const shares = splitPacket('seed-EMPTYBAG', 'EMPTYBAG', 300, 3).map(wire)
  return packet({ code: 'EMPTYBAG', name: '成交分享红包', total: '3.00', count: 3, opened_count: 3, opened_total: '3.00', state: 'empty',
    seed_hash: seedHash('seed-EMPTYBAG'), server_seed: 'seed-EMPTYBAG', shares })
}

beforeEach(() => {
  env = setUp()
  params({})
})

describe('a shared red packet', () => {
  it('says a missing or malformed code is not a packet, without a call', async () => {
    const sent = fakeApi({})
    params({ code: 'bad' })
    const utils = await mount(env.root, RedPackPage)
    await text(utils, '红包链接无效')
    expect(sent).toEqual([])
  })

  it('shows loading, then an unknown packet as an error with a retry', async () => {
    params({ code: 'ZZZZZZZZ' })
    hang()
    const utils = await mount(env.root, RedPackPage)
    await text(utils, '加载中…')
    jest.restoreAllMocks()
    env = setUp()
    params({ code: 'ZZZZZZZZ' })
    fakeApi({ '/v1/redpack/detail': { status: 4004, message: '红包不存在或链接有误' } })
    const again = await mount(env.root, RedPackPage)
    await text(again, '红包打不开')
    expect(shown()).toContain('红包不存在或链接有误')
    expect(shown()).toContain('重试')
  })

  it('a visitor sees the packet and logs in to open it, coming back to this packet', async () => {
    params({ code: 'C5NEWYR8' })
    fakeApi({ '/v1/redpack/detail': { status: 200, data: packet() } })
    const utils = await mount(env.root, RedPackPage)
    await text(utils, '新春分享红包')
    expect(shown()).toContain('已领取 2/5 份')
    expect(shown()).toContain('领完后公开')
    await tap(utils, '登录后领取')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=%2Fpages%2Fredpack%2Findex%3Fcode%3DC5NEWYR8' })
  })

  it('opens once: the share shows at once; a refusal is said on the packet', async () => {
    loggedIn()
    params({ code: 'C5NEWYR8' })
    let opens = 0
    const sent = fakeApi({
      '/v1/redpack/detail': { status: 200, data: packet() },
      '/v1/redpack/open': () => (++opens === 1 ? { status: 200,
        data: { amount: '2.35', packet: packet({ my_share: '2.35', opened_count: 3 }) } } : { status: 4009, message: '你已经领取过这个红包了' })
    })
    const utils = await mount(env.root, RedPackPage)
    await tap(utils, '開')
    await text(utils, '¥2.35')
    expect(shown()).toContain('已存入余额')
    expect(sent.filter((s) => s.path === '/v1/redpack/open').map((s) => [s.method, s.data.code])).toEqual([['POST', 'C5NEWYR8']])
    expect(shown()).not.toContain('開')
  })

  it('shows a refusal (opened elsewhere) instead of the open button', async () => {
    loggedIn()
    params({ code: 'C5NEWYR8' })
    fakeApi({ '/v1/redpack/detail': { status: 200, data: packet() }, '/v1/redpack/open': { status: 4009, message: '手慢了，红包已被领完' } })
    const utils = await mount(env.root, RedPackPage)
    await tap(utils, '開')
    await text(utils, '手慢了，红包已被领完')
  })

  it('empty, expired and my own packet each say so, with no open button', async () => {
    loggedIn()
    for (const [data, words] of [[packet({ state: 'expired' }), '红包已过期'], [packet({ state: 'empty', opened_count: 5 }), '来晚了，红包已被领完'],
      [packet({ mine: true }), '这是你分享的红包']] as const) {
      env = setUp()
      loggedIn()
      params({ code: 'C5NEWYR8' })
      fakeApi({ '/v1/redpack/detail': { status: 200, data } })
      const utils = await mount(env.root, RedPackPage)
      await text(utils, words)
      expect(shown()).not.toContain('開')
    }
    expect(shown()).toContain('复制链接分享')
  })

  it('recomputes a finished packet\'s split on the device; a tampered share fails', async () => {
    params({ code: 'EMPTYBAG' })
    fakeApi({ '/v1/redpack/detail': { status: 200, data: finished() } })
    const utils = await mount(env.root, RedPackPage)
    await text(utils, '已验证')
    env = setUp()
    params({ code: 'EMPTYBAG' })
    const forged = finished()
    forged.shares = [forged.shares![1], forged.shares![0], forged.shares![2]]
    if (forged.shares[0] === forged.shares[1]) forged.shares[2] = '9.99'
    fakeApi({ '/v1/redpack/detail': { status: 200, data: forged } })
    const again = await mount(env.root, RedPackPage)
    await text(again, '验证失败')
  })
})

describe('my red packets', () => {
  const promotion: RedPacketPromotion = { promotion_id: 1, name: '新春分享红包', kind: 'balance', total: '8.88', count: 5, min_amount: '0.00', open_hours: 24,
    left: 2, active_until: now() + 86400 }

  it('a visitor is asked to log in', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, MyPacketsPage)
    await text(utils, '登录后查看我的红包')
    expect(sent).toEqual([])
  })

  it('lists packets I opened, says when there are none shared, and makes one from a promotion', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/redpack/mine': (s) => ({ status: 200, data: page(s.data.tab === 'received' ? [packet({ my_share: '1.23' })] : []) }),
      '/v1/redpack/promotions': { status: 200, data: [promotion, { ...promotion, promotion_id: 3, name: '成交分享红包', left: 0 }] },
      '/v1/redpack/create': { status: 200, data: packet({ code: 'NEWPACK2', mine: true }) }
    })
    const utils = await mount(env.root, MyPacketsPage)
    await text(utils, '¥1.23')
    expect(shown()).toContain('已发完')
    await tap(utils, '我分享的')
    await text(utils, '还没有分享过红包')
    await tap(utils, '发红包（剩 2 次）')
    expect(sent.filter((s) => s.path === '/v1/redpack/create').map((s) => s.data.promotion_id)).toEqual(['1'])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/redpack/index?code=NEWPACK2' })
  })

  it('shows a failed list with a retry', async () => {
    loggedIn()
    fakeApi({ '/v1/redpack/mine': { status: 5000, message: '服务器开小差了，请稍后再试' }, '/v1/redpack/promotions': { status: 200, data: [] } })
    const utils = await mount(env.root, MyPacketsPage)
    await text(utils, '服务器开小差了，请稍后再试')
    expect(shown()).toContain('重试')
  })
})

describe('red envelope event', () => {
  const event = (over: Partial<EnvelopeEvent> = {}): EnvelopeEvent => ({
    start_at: now() - 86400, end_at: now() + 86400 * 20, ended: false,
    tasks: [
      { template_id: 5, name: '新人红包', task: 'newcomer', task_text: '参与活动即可领取', discount: '3.00', min_amount: '30.00', valid_days: 7, done: true, claimed: false,
        claim_until: now() + 86400, go_url: '' },
      { template_id: 6, name: '绑定 Steam 红包', task: 'steam', task_text: '绑定 Steam 账号', discount: '5.00', min_amount: '50.00', valid_days: 7, done: false,
        claimed: false, claim_until: now() + 86400, go_url: '/pages/user/steambind' },
      { template_id: 7, name: '分享红包', task: 'share', task_text: '分享一个红包给好友', discount: '2.00', min_amount: '20.00', valid_days: 7, done: true, claimed: true,
        claim_until: now() + 86400, go_url: '/pages/mine-red-packet/index' }
    ],
    ...over
  })

  it('a visitor sees the tasks and logs in to claim', async () => {
    fakeApi({ '/v1/red-envelope/event': { status: 200, data: event({ tasks: event().tasks.map((t) => ({ ...t, done: false, claimed: false })) }) } })
    const utils = await mount(env.root, EnvelopeEventPage)
    await text(utils, '做任务，领红包')
    await tap(utils, '登录领取')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=%2Fpages%2Ftopic%2Fred-envelope-event%2Findex' })
  })

  it('claims a done task, leads to an undone one, and shows a claimed one as such', async () => {
    loggedIn()
    const sent = fakeApi({ '/v1/red-envelope/event': { status: 200, data: event() }, '/v1/red-envelope/claim': { status: 200, data: {} } })
    const utils = await mount(env.root, EnvelopeEventPage)
    await text(utils, '已领取')
    await tap(utils, '去完成')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/steambind' })
    await tap(utils, '立即领取')
    expect(sent.filter((s) => s.path === '/v1/red-envelope/claim').map((s) => [s.method, s.data.template_id])).toEqual([['POST', '5']])
  })

  it('an ended event claims nothing; a failed load offers a retry', async () => {
    loggedIn()
    fakeApi({ '/v1/red-envelope/event': { status: 200, data: event({ ended: true }) } })
    const utils = await mount(env.root, EnvelopeEventPage)
    await text(utils, '红包活动已结束')
    expect(shown()).not.toContain('立即领取')
    expect(shown()).toContain('已结束')
    env = setUp()
    fakeApi({ '/v1/red-envelope/event': { status: 5000, message: '服务器开小差了，请稍后再试' } })
    const again = await mount(env.root, EnvelopeEventPage)
    await text(again, '服务器开小差了，请稍后再试')
  })
})

describe('my envelopes, envelope orders, rules', () => {
  const envelope = (over: Partial<Coupon> = {}): Coupon => ({ coupon_id: 9, template_id: 5, name: '新人红包', kind: 'envelope', discount: '3.00',
    min_amount: '30.00', appid: null, status: 'unused', expires_at: now() + 86400, ...over })
  const order: EnvelopeOrder = { order_id: '2026112200000001', status: 'completed', status_text: '已完成', item_name: 'AK-47 | 红线', item_image: '/i.svg',
    price: '80.00', envelope_name: '新人红包', discount: '3.00', pay_amount: '77.00', created_at: now() - 600 }

  it('my envelopes: a visitor logs in; usable ones lead to the shop; tabs ask by status; empty says how to get some', async () => {
    const visitor = await mount(env.root, MyEnvelopesPage)
    await text(visitor, '登录后查看我的红包')
    env = setUp()
    loggedIn()
    const sent = fakeApi({ '/v1/red-envelope/mine': (s) => ({ status: 200, data: s.data.status === 'unused' ? [envelope()] : [] }) })
    const utils = await mount(env.root, MyEnvelopesPage)
    await tap(utils, '去使用')
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/market/home/index' })
    await tap(utils, '已使用')
    await text(utils, '还没有用过红包')
    expect(sent.map((s) => s.data.status)).toEqual(['unused', 'used'])
  })

  it('envelope orders: rows with the discount and what was paid, opening the order; empty; error', async () => {
    loggedIn()
    fakeApi({ '/v1/red-envelope/orders': { status: 200, data: page([order]) } })
    const utils = await mount(env.root, EnvelopeOrdersPage)
    await text(utils, '红包 -¥3.00')
    expect(shown()).toContain('实付 ¥77.00')
    await tap(utils, 'AK-47 | 红线')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/order/detail/index?id=2026112200000001' })
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/red-envelope/orders': { status: 200, data: page([]) } })
    const empty = await mount(env.root, EnvelopeOrdersPage)
    await text(empty, '还没有使用红包的订单')
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/red-envelope/orders': { status: 5000, message: '服务器开小差了，请稍后再试' } })
    const failed = await mount(env.root, EnvelopeOrdersPage)
    await text(failed, '服务器开小差了，请稍后再试')
  })

  it('rules say the deposit is never discounted and lead to the other screens', async () => {
    const utils = await mount(env.root, EnvelopeRulesPage)
    await text(utils, '押金不参与抵扣')
    await tap(utils, '红包活动')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/topic/red-envelope-event/index' })
  })
})
