/** Orders tab 出售 and 出售订单详情, and the buyer's delivery countdown: every state, the network faked at Taro.request. */
import Taro from '@tarojs/taro'
import OrdersTab from '@/pages/order/index'
import SellOrderScreen from '@/pages/sell/order/index'
import OrderDetailPage from '@/pages/order/detail/index'
import { countdownText, noteServerTime, secondsUntil } from '@/lib/serverClock'
import { mountPage } from '../../support/mountPage'
import type { SentRequest } from '../../support/fakeNetwork'
import { game, order } from '../../support/fixtures'
import { byText, click, eventually, pageText, queryOf, stubIntersectionObserver } from '../trade/helpers'
import { P, sellOrder } from './fixtures'
import { configureRequest, requestSettings } from '@/lib/request'
import { fakePlatform } from '../../support/fakePlatform'

const MENU = { [P('/v4/sys/menu/game-menu-multi')]: { data: { main_game: game(570, 'DOTA2'), games: [game(570, 'DOTA2')] } },
  [P('/v4/trade/offer/list')]: { data: [] } }
const BOUGHT = { [P('/v4/trade/order/list')]: { data: { list: [], next_pointer: 0, has_more: false } } }
const setRoute = (params: Record<string, string>) => { (Taro.getCurrentInstance() as { router: unknown }).router = { params, path: '/x', onReady: '',
  onHide: '', onShow: '' } }
const login = () => Taro.setStorageSync('token', 'tok')
const cursor = (list: unknown[], next = 0) => ({ data: { list, next_pointer: next, has_more: next !== 0 } })
const bodyOf = (data: unknown) => new URLSearchParams(String(data))
// the server's clock is 1010 + 2 s after payment, whatever the test machine's clock says
const serverAt = (seconds: number) => noteServerTime({ 'X-Server-Time': String(seconds) })

beforeAll(stubIntersectionObserver)
beforeEach(() => serverAt(1012))
jest.setTimeout(15000)
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })

describe('server clock', () => {
  it('counts from the offset of the last answer, not the phone clock', () => {
    noteServerTime({ 'x-server-time': '5000' }, 9_000_000)
    expect(secondsUntil(5100, 9_000_000)).toBe(100)
    expect(secondsUntil(5100, 9_010_000)).toBe(90)
    noteServerTime({}, 1)
    expect(secondsUntil(5100, 9_000_000)).toBe(100)
    expect(secondsUntil(4000, 9_000_000)).toBe(0)
    expect(countdownText(43198)).toBe('11:59:58')
  })
})

describe('orders tab 出售', () => {
  const open出售 = async () => { await eventually(() => expect(pageText()).toContain('出售')); await click(byText('出售')) }

  it('shows the loading state, then the seller\'s orders with price, 到手, status and the countdown of one to deliver', async () => {
    login()
    await mountPage(OrdersTab, {
      ...MENU, ...BOUGHT,
      [P('/v4/trade/sell/orders')]: (request) => queryOf(request.url).status === 'paid' ? cursor([sellOrder('1')]) : cursor([sellOrder('1'),
        sellOrder('2', 'completed')])
    })
    await open出售()
    await eventually(() => expect(pageText()).toContain('出售饰品1'))
    expect(pageText()).toContain('到手 ¥97.50')
    expect(pageText()).toContain('买家 演***号')
    expect(pageText()).toMatch(/剩余 11:59:5\d/)
    expect(pageText()).toContain('已完成')
    await eventually(() => expect(document.querySelector('.orders__dot--kind')).not.toBeNull())
  })

  it('shows 加载中 while the first page is on its way', async () => {
    login()
    await mountPage(OrdersTab, { ...MENU, ...BOUGHT, [P('/v4/trade/sell/orders')]: cursor([]) })
    const fake = Taro.request as unknown as jest.Mock
    const answer = fake.getMockImplementation() as (options: { url: string }) => unknown
    const listing = (url: string) => url.includes('/sell/orders') && !url.includes('page_size=1')
    fake.mockImplementation((options: { url: string }) => listing(options.url) ? new Promise(() => undefined) : answer(options))
    await open出售()
    await eventually(() => expect(pageText()).toContain('加载中'))
  })

  it('shows the empty state with a way to the inventory, and no dot, when nothing was sold', async () => {
    login()
    const go = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({} as never)
    await mountPage(OrdersTab, { ...MENU, ...BOUGHT, [P('/v4/trade/sell/orders')]: cursor([]) })
    await open出售()
    await eventually(() => expect(pageText()).toContain('暂无出售订单'))
    expect(document.querySelector('.orders__dot--kind')).toBeNull()
    await click(byText('去库存上架'))
    expect(go).toHaveBeenCalledWith({ url: '/pages/sell/inventory/index' })
  })

  it('shows an error with a retry', async () => {
    login()
    let calls = 0
    const orders = (request: SentRequest) => queryOf(request.url).page_size === '1' ? cursor([])
      : ++calls === 1 ? { status: 5000, message: '服务繁忙', data: null } : cursor([sellOrder('5', 'offer_sent')])
    await mountPage(OrdersTab, { ...MENU, ...BOUGHT, [P('/v4/trade/sell/orders')]: orders })
    await open出售()
    await eventually(() => expect(pageText()).toContain('服务繁忙'))
    await click(byText('重试'))
    await eventually(() => expect(pageText()).toContain('出售饰品5'))
    expect(pageText()).toContain('待收货')
  })

  it('filters by status from pointer 0 and pages on with the cursor; an order opens the seller\'s detail', async () => {
    login()
    const go = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({} as never)
    const { sent } = await mountPage(OrdersTab, {
      ...MENU, ...BOUGHT,
      [P('/v4/trade/sell/orders')]: (request) => {
        const q = queryOf(request.url)
        if (q.page_size === '1') return cursor([])
        if (q.status === 'cancelled') return cursor([sellOrder('9', 'cancelled', { cancel_reason: 'deliver_timeout', cancel_reason_text: '卖家超时未发货' })])
        return q.pointer === '4' ? cursor([sellOrder('3', 'completed')]) : cursor([sellOrder('2', 'completed')], 4)
      }
    })
    await open出售()
    await eventually(() => expect(pageText()).toContain('出售饰品2'))
    await click(byText('加载更多'))
    await eventually(() => expect(pageText()).toContain('出售饰品3'))
    expect(pageText()).toContain('出售饰品2')
    await click(byText('已取消'))
    await eventually(() => expect(pageText()).toContain('出售饰品9'))
    expect(pageText()).not.toContain('出售饰品2')
    const cancelledAsk = sent.filter((r) => r.url.includes('/sell/orders')).map((r) => queryOf(r.url)).find((q) => q.status === 'cancelled')
    expect(cancelledAsk?.pointer).toBe('0')
    await click(byText('出售饰品9'))
    expect(go).toHaveBeenCalledWith({ url: '/pages/sell/order/index?id=9' })
  })
})

describe('出售订单详情', () => {
  const detail = (answer: unknown) => ({ [P('/v4/trade/sell/order-detail')]: typeof answer === 'function' ? answer as never : { data: answer } })

  it('shows the buyer\'s trade link and the code; 在 Steam 中打开 hands the link to the browser, and copies it in the mini-program', async () => {
    login(); setRoute({ id: '1' })
    const before = requestSettings().platform
    const h5 = fakePlatform()
    configureRequest({ platform: h5 })
    try {
      const link = sellOrder('1').buyer_trade_url!
      await mountPage(SellOrderScreen, detail(sellOrder('1')))
      await eventually(() => expect(pageText()).toContain(link))
      expect(pageText()).toContain('交易验证码A1B2C3')
      await click(byText('在 Steam 中打开'))
      expect(h5.calls.openExternal).toEqual([link])
      configureRequest({ platform: fakePlatform({ runtime: 'weapp' }) })
      const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never)
      const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' } as never)
      await click(byText('在 Steam 中打开'))
      expect(copy).toHaveBeenCalledWith({ data: link })
      await eventually(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '交易链接已复制，请在 Steam 中打开' })))
      expect(h5.calls.openExternal).toHaveLength(1)
    } finally {
      configureRequest({ platform: before })
    }
  })

  it('shows no trade link once the offer is sent', async () => {
    login(); setRoute({ id: '1' })
    await mountPage(SellOrderScreen, detail(sellOrder('1', 'offer_sent')))
    await eventually(() => expect(pageText()).toContain('报价已发送，等待买家接受'))
    expect(pageText()).not.toContain('在 Steam 中打开')
  })

  it('asks a visitor to log in and calls nothing', async () => {
    setRoute({ id: '1' })
    const { sent } = await mountPage(SellOrderScreen)
    await eventually(() => expect(pageText()).toContain('登录后查看出售订单并发货'))
    expect(sent).toHaveLength(0)
  })

  it('shows an error with a retry', async () => {
    login(); setRoute({ id: '1' })
    let calls = 0
    await mountPage(SellOrderScreen, detail(() => (++calls === 1 ? { status: 4004, message: '订单不存在', data: null } : { data: sellOrder('1') })))
    await eventually(() => expect(pageText()).toContain('订单不存在'))
    await click(byText('重试'))
    await eventually(() => expect(pageText()).toContain('出售饰品1'))
  })

  it('shows a paid order: price, fee, 到手, masked buyer, the countdown; 发送报价 asks first, then the order is offer_sent', async () => {
    login(); setRoute({ id: '1' })
    const ask = jest.spyOn(Taro,
      'showModal').mockResolvedValueOnce({ confirm: false, cancel: true } as never).mockResolvedValueOnce({ confirm: true, cancel: false } as never)
    const { sent } = await mountPage(SellOrderScreen, {
      ...detail(sellOrder('1')),
      [P('/v4/trade/sell/send-offer')]: { data: sellOrder('1', 'offer_sent',
        { timeline: [{ status: 'created', at: 1000 }, { status: 'paid', at: 1010 }, { status: 'offer_sent', at: 1020 }] }) }
    })
    await eventually(() => expect(pageText()).toContain('出售饰品1'))
    for (const text of ['待发货', '¥100.00', '-¥2.50', '97.50', '演***号', '前发送报价']) expect(pageText()).toContain(text)
    expect(pageText()).toMatch(/剩余 11:59:5\d/)
    await click(byText('发送报价'))
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ title: '发送报价' }))
    expect(sent.some((r) => r.url.includes('/send-offer'))).toBe(false)
    await click(byText('发送报价'))
    await eventually(() => expect(pageText()).toContain('报价已发送，等待买家接受'))
    expect(bodyOf(sent.find((r) => r.url.includes('/send-offer'))?.data).get('order_id')).toBe('1')
    expect(pageText()).not.toContain('剩余')
    expect(document.querySelector('.order-detail__bar')).toBeNull()
  })

  it('取消订单 says the buyer is refunded and the delivery rate falls, then shows the cancelled order', async () => {
    login(); setRoute({ id: '1' })
    const ask = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    const { sent } = await mountPage(SellOrderScreen, {
      ...detail(sellOrder('1')),
      [P('/v4/trade/sell/cancel-order')]: { data: sellOrder('1', 'cancelled', { paid_at: 1010, cancel_reason: 'seller', cancel_reason_text: '卖家取消订单' }) }
    })
    await eventually(() => expect(pageText()).toContain('出售饰品1'))
    await click(byText('取消订单'))
    const content = String((ask.mock.calls[0][0] as { content: string }).content)
    expect(content).toContain('退回')
    expect(content).toContain('发货率')
    await eventually(() => expect(pageText()).toContain('卖家取消订单'))
    expect(pageText()).toContain('货款已退回买家')
    expect(sent.filter((r) => r.url.includes('/cancel-order'))).toHaveLength(1)
  })

  it('a refused send shows the server\'s reason and reloads', async () => {
    login(); setRoute({ id: '1' })
    let reads = 0
    const ask = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    await mountPage(SellOrderScreen, {
      ...detail(() => ({ data: ++reads === 1 ? sellOrder('1') : sellOrder('1', 'cancelled',
        { cancel_reason: 'deliver_timeout', cancel_reason_text: '卖家超时未发货' }) })),
      [P('/v4/trade/sell/send-offer')]: { status: 4009, message: '订单当前状态为「已取消」，无需发货', data: null }
    })
    await eventually(() => expect(pageText()).toContain('出售饰品1'))
    await click(byText('发送报价'))
    await eventually(() => expect(ask).toHaveBeenCalledWith(expect.objectContaining({ content: '订单当前状态为「已取消」，无需发货' })))
    await eventually(() => expect(pageText()).toContain('卖家超时未发货'))
  })

  it('a completed CS2 sale shows its proceeds frozen until the protection ends', async () => {
    login(); setRoute({ id: '1' })
    await mountPage(SellOrderScreen, detail(sellOrder('1', 'completed', { proceeds_release_at: 1893456000, proceeds_released: false })))
    await eventually(() => expect(pageText()).toContain('货款冻结中'))
    expect(pageText()).toContain('交易保护期至 ')
    expect(pageText()).toContain('交易保护期结束后货款到账')
  })

  it('a completed DOTA2 sale shows its proceeds paid', async () => {
    login(); setRoute({ id: '1' })
    await mountPage(SellOrderScreen, detail(sellOrder('1', 'completed')))
    await eventually(() => expect(pageText()).toContain('货款已到账'))
    expect(pageText()).not.toContain('冻结')
  })

  it('an order not yet paid has no actions and no countdown', async () => {
    login(); setRoute({ id: '1' })
    await mountPage(SellOrderScreen, detail(sellOrder('1', 'created')))
    await eventually(() => expect(pageText()).toContain('买家尚未付款'))
    expect(pageText()).not.toContain('剩余')
    expect(document.querySelector('.order-detail__bar')).toBeNull()
  })
})

describe('buyer\'s order detail', () => {
  it('counts the real seller\'s deadline down and still offers 提醒发货', async () => {
    login(); setRoute({ id: 'b1' })
    await mountPage(OrderDetailPage,
      { [P('/v4/trade/order/detail')]: { data: { ...order('b1', 'paid', ['notify']), status_text: '待发货', paid_at: 1010, deliver_deadline: 1010 + 43200 } } })
    await eventually(() => expect(pageText()).toContain('卖家需在'))
    expect(pageText()).toMatch(/剩余 11:59:5\d/)
    expect(pageText()).toContain('超时未发货将自动退款')
    expect(pageText()).toContain('提醒发货')
  })

  it('shows no countdown when the platform delivers', async () => {
    login(); setRoute({ id: 'b2' })
    await mountPage(OrderDetailPage,
      { [P('/v4/trade/order/detail')]: { data: { ...order('b2', 'paid', ['notify']), status_text: '待发货', paid_at: 1010, deliver_deadline: null } } })
    await eventually(() => expect(pageText()).toContain('等待卖家发送 Steam 交易报价'))
    expect(pageText()).not.toContain('卖家需在')
  })
})
