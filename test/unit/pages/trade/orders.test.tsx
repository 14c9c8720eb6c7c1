/** Orders tab, order detail, search, offers, buy orders: their states with the real stores; network faked at Taro.request. */
import Taro from '@tarojs/taro'
import { act } from 'react'
import OrdersTab from '@/pages/order/index'
import OrderDetailPage from '@/pages/order/detail/index'
import SearchPage from '@/pages/market/search/index'
import OffersPage from '@/pages/offer/index'
import BuyOrdersPage from '@/pages/target/index'
import { buyOrderProblem } from '@/pages/target/form'
import type { Order } from '../../../../types/api'
import { mountPage } from '../../support/mountPage'
import { game, item, offer, order, page } from '../../support/fixtures'
import { byText, click, eventually, pageText, queryOf, stubIntersectionObserver, typeInto } from './helpers'

const P = (path: string) => `/api/v1/open${path}`
const MENU = { [P('/v4/sys/menu/game-menu-multi')]: { data: { main_game: game(570, 'DOTA2'), games: [game(570, 'DOTA2')] } } }
const setRoute = (params: Record<string, string>) => { (Taro.getCurrentInstance() as { router: unknown }).router = { params, path: '/x', onReady: '',
  onHide: '', onShow: '' } }
const named = (id: string, status: Order['status'], name: string,
  extra: Partial<Order> = {}): Order => ({ ...order(id, status), item: { ...item(1), name }, status_text: name, ...extra })

beforeAll(stubIntersectionObserver)
jest.setTimeout(15000)
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })

describe('orders tab', () => {
  it('asks a visitor to log in and calls no order API', async () => {
    const { testUtils, sent } = await mountPage(OrdersTab, MENU)
    await testUtils.queries.waitForQueryByText('我的订单', '*', { timeout: 5000 })
    expect(pageText()).toContain('登录 / 注册')
    expect(sent.some((r) => r.url.includes('/order/list'))).toBe(false)
  })

  it('lists bought orders, filters by status with pointer 0, and pages on with the cursor', async () => {
    Taro.setStorageSync('token', 'tok')
    const { sent } = await mountPage(OrdersTab, {
      ...MENU,
      [P('/v4/trade/offer/list')]: { data: [] },
      [P('/v4/trade/order/list')]: (request) => {
        const q = queryOf(request.url)
        if (q.status === 'created') return { data: { list: [named('3', 'created', '待付的饰品')], next_pointer: 0, has_more: false } }
        if (q.pointer === '7') return { data: { list: [named('2', 'completed', '第二页的饰品')], next_pointer: 0, has_more: false } }
        return { data: { list: [named('1', 'paid', '第一页的饰品'), named('9', 'paid', '租来的饰品', { kind: 'rent' })], next_pointer: 7, has_more: true } }
      }
    })
    await eventually(() => expect(pageText()).toContain('第一页的饰品'))
    expect(pageText()).not.toContain('租来的饰品') // the rent tab has it
    await eventually(() => expect(pageText()).toContain('第二页的饰品')) // too few bought orders shown: the next cursor page loads
    expect(sent.some((r) => queryOf(r.url).pointer === '7')).toBe(true)

    await click(byText('待支付'))
    await eventually(() => expect(pageText()).toContain('待付的饰品'))
    const last = queryOf(sent.filter((r) => r.url.includes('/order/list')).pop()!.url)
    expect(last).toMatchObject({ status: 'created', pointer: '0' })
    expect(pageText()).not.toContain('第一页的饰品') // pointer 0 replaced the list

    await click(byText('租赁'))
    await click(byText('全部'))
    await eventually(() => expect(pageText()).toContain('租来的饰品'))
  }, 15000)

  it('sends a buyer without orders to the shop from the empty list', async () => {
    Taro.setStorageSync('token', 'tok')
    const go = jest.spyOn(Taro, 'switchTab').mockResolvedValue({} as never)
    await mountPage(OrdersTab,
      { ...MENU, [P('/v4/trade/offer/list')]: { data: [] }, [P('/v4/trade/order/list')]: { data: { list: [], next_pointer: 0, has_more: false } } })
    await eventually(() => expect(pageText()).toContain('暂无购买订单'))
    await click(byText('去商城逛逛'))
    expect(go).toHaveBeenCalledWith({ url: '/pages/market/home/index' })
  })
})

describe('order detail', () => {
  it('shows the timeline, amounts and only the actions the state allows; cancel asks first', async () => {
    Taro.setStorageSync('token', 'tok')
    setRoute({ id: '2026112200000001' })
    const created = named('2026112200000001', 'created', '待支付', {
      price: '158.00', coupon_discount: '20.00', pay_amount: '138.00', fee: '3.95',
      timeline: [{ status: 'created', at: 1763780000 }], operation: ['pay', 'cancel']
    })
    let cancelled = false
    const { testUtils } = await mountPage(OrderDetailPage, {
      [P('/v4/trade/order/detail')]: () => ({ data: cancelled ? { ...created, status: 'cancelled', status_text: '已取消', operation: [],
        timeline: [...created.timeline, { status: 'cancelled', at: 1763780100 }] } : created }),
      [P('/v4/trade/order/cancel')]: () => { cancelled = true; return { data: { ...created, status: 'cancelled', status_text: '已取消', operation: [] } } }
    })
    await testUtils.queries.waitForQueryByText('立即支付', '*', { timeout: 5000 })
    const text = pageText()
    expect(text).toContain('138.00')
    expect(text).toContain('-¥20.00')
    expect(text).toContain('取消订单')
    expect(text).not.toContain('确认收货')
    await click(byText('取消订单'))
    await eventually(() => expect(document.querySelector('.confirm-sheet')?.textContent).toContain('尚未支付'))
    expect(pageText()).toContain('立即支付') // nothing happens before the sheet is confirmed
    await click(byText('确定取消'))
    await eventually(() => expect(pageText()).toContain('订单取消'))
    expect(pageText()).not.toContain('立即支付')
  }, 15000)

  it('asks before 确认收货 with the item and the amount; 再想想 sends nothing, 确认收货 in the sheet completes', async () => {
    Taro.setStorageSync('token', 'tok')
    setRoute({ id: '2026112200000002' })
    const sent = named('2026112200000002', 'offer_sent', '龙爪钩', { pay_amount: '11.90', operation: ['decline', 'receive'] })
    let received = 0
    await mountPage(OrderDetailPage, {
      [P('/v4/trade/order/detail')]: () => ({ data: received ? { ...sent, status: 'completed', status_text: '已完成', operation: [] } : sent }),
      [P('/v4/trade/order/receive-offer')]: () => { received++; return { data: { ...sent, status: 'completed', status_text: '已完成', operation: [] } } }
    })
    await eventually(() => expect(byText('确认收货')).toBeDefined())
    await click(byText('确认收货'))
    await eventually(() => expect(document.querySelector('.confirm-sheet')?.textContent).toContain('「龙爪钩」'))
    expect(document.querySelector('.confirm-sheet')?.textContent).toContain('¥11.90 将结算给卖家')
    await click(document.querySelector('.confirm-sheet__cancel')!)
    await eventually(() => expect(document.querySelector('.confirm-sheet')).toBeNull())
    expect(received).toBe(0)
    await click(byText('确认收货'))
    await eventually(() => expect(document.querySelector('.confirm-sheet .submit-button')).not.toBeNull())
    await click(document.querySelector('.confirm-sheet .submit-button')!)
    await eventually(() => expect(received).toBe(1))
    await eventually(() => expect(pageText()).not.toContain('确认收货'))
  })

  it('says so when the order does not exist', async () => {
    Taro.setStorageSync('token', 'tok')
    setRoute({ id: '99999999' })
    const { testUtils } = await mountPage(OrderDetailPage, { [P('/v4/trade/order/detail')]: { status: 4004, message: '订单不存在', data: null } })
    await testUtils.queries.waitForQueryByText('订单不存在', '*', { timeout: 5000 })
  })
})

describe('search', () => {
  it('shows hot words, suggests as you type (debounced), remembers searches and shows filtered results', async () => {
    setRoute({})
    Taro.removeStorageSync('trade_recent_searches')
    const { testUtils, sent } = await mountPage(SearchPage, {
      ...MENU,
      [P('/v3/store/search/hot-words')]: { data: [{ word: '至宝' }, { word: '信使' }] },
      [P('/v3/store/search/suggest')]: { data: [{ item_id: 5, name: '金色小罗' }] },
      [P('/v3/store/item/list')]: { data: page([{ ...item(5), name: '金色小罗' }], 1, false) }
    })
    await testUtils.queries.waitForQueryByText('至宝', '*', { timeout: 5000 })
    const box = document.querySelector('.search__input')!
    await typeInto(box, '金')
    await typeInto(box, '金色')
    await eventually(() => expect(pageText()).toContain('金色小罗'))
    expect(sent.filter((r) => r.url.includes('/search/suggest'))).toHaveLength(1) // debounced: one call for two keystrokes
    // a suggestion names one item: it opens that item, and the typed words are remembered
    const opened = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await click(byText('金色小罗'))
    expect(opened).toHaveBeenCalledWith({ url: '/pages/item/index?id=5' })
    expect(JSON.parse(Taro.getStorageSync('trade_recent_searches'))).toEqual(['金色'])
    // 搜索 shows the filtered results in place
    await typeInto(box, '金色小罗')
    await click(byText('搜索'))
    await eventually(() => expect(document.querySelector('.item-card')).not.toBeNull())
    expect(queryOf(sent.filter((r) => r.url.includes('/item/list')).pop()!.url).keyword).toBe('金色小罗')
    expect(JSON.parse(Taro.getStorageSync('trade_recent_searches'))).toEqual(['金色小罗', '金色'])
  }, 15000)
})

describe('offers', () => {
  it('lists offers and clears the red dot once shown', async () => {
    Taro.setStorageSync('token', 'tok')
    const { root } = await mountPage(OffersPage, { [P('/v4/trade/offer/list')]: { data: [offer('OF1', 'sent')] } })
    await eventually(() => expect(pageText()).toContain('接受报价'))
    expect(root.offer.dot).toBe(false)
  })

  it('shows the seller\'s Steam identity, the trade\'s code and the Steam offer\'s message carrying it', async () => {
    Taro.setStorageSync('token', 'tok')
    const sent = {
      ...offer('OF2', 'sent'), verify_code: '9F3A1C', offer_message: 'C5 验证码 9F3A1C · 饰品 · 订单 o-OF2',
      seller_steam: { name: '卖家甲', steam_id: '76561198000000007', level: null, since: 1700000000, verified: true }
    }
    await mountPage(OffersPage, { [P('/v4/trade/offer/list')]: { data: [sent] } })
    await eventually(() => expect(pageText()).toContain('交易验证码9F3A1C'))
    expect(pageText()).toContain('卖家 Steam：卖家甲 · 已验证')
    expect(pageText()).toContain('Steam ID 76561198000000007')
    expect(pageText()).not.toContain('等级')
    expect(pageText()).toContain('Steam 报价留言：C5 验证码 9F3A1C')
  })

  it('accepts an offer only after the confirmation sheet', async () => {
    Taro.setStorageSync('token', 'tok')
    const accepted: string[] = []
    await mountPage(OffersPage, {
      [P('/v4/trade/offer/list')]: { data: [offer('OF2', 'sent')] },
      [P('/v4/trade/offer/accept')]: (request) => { accepted.push(String(request.data)); return { data: offer('OF2', 'accepted') } }
    })
    await eventually(() => expect(byText('接受报价')).toBeDefined())
    await click(byText('接受报价'))
    await eventually(() => expect(document.querySelector('.confirm-sheet')?.textContent).toContain('确认后交易完成'))
    expect(accepted).toHaveLength(0)
    await click(byText('确认接受'))
    await eventually(() => expect(accepted).toHaveLength(1))
  })
})

describe('buy orders', () => {
  it('explains bad input before anything is sent', () => {
    expect(buyOrderProblem('', '1', '123456')).toBe('请输入求购单价')
    expect(buyOrderProblem('abc', '1', '123456')).toContain('请输入数字')
    expect(buyOrderProblem('0', '1', '123456')).toContain('至少 0.01')
    expect(buyOrderProblem('1.234', '1', '123456')).toContain('两位小数')
    expect(buyOrderProblem('1.20', '0', '123456')).toContain('1-100')
    expect(buyOrderProblem('1.20', '2', '12')).toContain('6 位')
    expect(buyOrderProblem('1.20', '2', '123456')).toBe('')
  })

  it('lists my buy orders for a logged-in user', async () => {
    Taro.setStorageSync('token', 'tok')
    setRoute({})
    await mountPage(BuyOrdersPage, {
      [P('/v4/trade/buy-order/list')]: { data: [{ buy_order_id: 1, item: { ...item(1), name: '龙爪钩' }, price: '1.50', quantity: 2, frozen: '3.00',
        min_wear: null, max_wear: null, status: 'open', created_at: 1 }] }
    })
    await eventually(() => expect(pageText()).toContain('龙爪钩'))
    expect(pageText()).toContain('冻结 ¥3.00')
    expect(pageText()).toContain('求购中')
    await act(async () => undefined)
  })
})
