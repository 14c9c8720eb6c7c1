/** Item page states and the buy flow's amounts (real stores and services, network faked at Taro.request). */
import Taro from '@tarojs/taro'
import { act } from 'react'
import ItemPage from '@/pages/item/index'
import ItemTabsPage from '@/pages/item/newindex'
import { orderAmounts, bestCoupon } from '@/features/BuySheet/amounts'
import type { Coupon, ItemDetail, Listing } from '../../../../types/api'
import { mountPage } from '../../support/mountPage'
import { item, order, walletOf } from '../../support/fixtures'
import { byText, click, eventually, pageText, stubIntersectionObserver } from './helpers'

const DETAIL = '/api/v1/open/v3/store/item/detail'
const CAN_USE = '/api/v1/open/v1/coupon/can-use'
const WALLET = '/api/v1/open/v1/pay/pay/index'
const CREATE = '/api/v1/open/v4/trade/order/create-p2p'

const seller = { seller_id: 3, nickname: '刀塔老司机', avatar: '', deliver_rate: '99.80%', avg_deliver_minutes: 3 }
const listing = (listing_id: number, price: string, extra: Partial<Listing> = {}): Listing => ({
  listing_id, item_id: 9, seller, price, wear: '0.0712', exterior: '崭新出厂', rentable: false, rent_daily: null, rent_deposit: null, status: 'on_sale', ...extra
})
const detail = (): ItemDetail => ({
  ...item(9), name: 'AK-47 | 红线 (崭新出厂)', exterior: '崭新出厂', min_price: '158.00', on_sale_count: 2,
  description: '步枪', wears: [], listings: [listing(1, '158.00'), listing(2, '160.50', { rentable: true, rent_daily: '1.20', rent_deposit: '150.00' })],
  highest_buy_order: '150.00',
  recent_sales: [{ price: '157.30', wear: '0.0650', sold_at: 1763780000 }],
  price_history: Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, price: `${150 + i}.00`, count: 1 }))
})
const coupon = (coupon_id: number, discount: string, min_amount: string, usable: boolean): Coupon => ({
  coupon_id, template_id: coupon_id, name: `满${min_amount}减${discount}`, discount, min_amount, appid: null, status: 'unused', expires_at: 2000000000, usable
})
const setRoute = (params: Record<string, string>) => {
  const instance = Taro.getCurrentInstance() as { router: unknown }
  instance.router = { params, path: '/pages/item/index', onReady: '', onHide: '', onShow: '' }
}

beforeAll(stubIntersectionObserver)
jest.setTimeout(15000)
// jsdom has no mounted Taro page for selector queries: the chart's canvas lookup answers nothing
beforeEach(() => {
  const query = { select: () => query, node: () => query, boundingClientRect: () => query, fields: () => query,
    exec: (cb?: (r: unknown[]) => void) => cb?.([null, null]) }
  jest.spyOn(Taro, 'createSelectorQuery').mockReturnValue(query as never)
})
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })

describe('item page', () => {
  it('shows the item, listings with short wear and float, recent sales and the price trend', async () => {
    setRoute({ id: '9' })
    const { testUtils } = await mountPage(ItemPage, { [DETAIL]: { data: detail() } })
    await testUtils.queries.waitForQueryByText('AK-47 | 红线 (崭新出厂)', '*', { timeout: 5000 })
    const text = pageText()
    expect(text).toContain('价格走势')
    expect(text).toContain('近 30 天 最高 ¥179.00 最低 ¥150.00 成交 30 笔')
    expect(text).toContain('最高求购 ¥150.00')
    expect(text).toContain('磨损 0.071200')
    expect(text).toContain('崭新') // listing wear tag, shortened
    expect(text).toContain('160.50')
    expect(text).toContain('157.30') // recent sale
    expect(document.querySelector('.price-chart__canvas')).not.toBeNull()
  })

  it('says clearly when the item no longer exists', async () => {
    setRoute({ id: '99999' })
    const { testUtils } = await mountPage(ItemPage, { [DETAIL]: { status: 4004, message: '饰品不存在', data: null } })
    await testUtils.queries.waitForQueryByText('饰品不存在', '*', { timeout: 5000 })
    expect(pageText()).toContain('返回商城')
  })

  it('says clearly when the link has no item', async () => {
    setRoute({})
    const { testUtils } = await mountPage(ItemPage, {})
    await testUtils.queries.waitForQueryByText('链接缺少饰品编号，请返回商城重新选择', '*', { timeout: 5000 })
  })

  it('the tabbed layout shows rentable listings under 租赁', async () => {
    setRoute({ id: '9' })
    await mountPage(ItemTabsPage, { [DETAIL]: { data: detail() } })
    await eventually(() => expect(pageText()).toContain('在售 · 2'))
    expect(pageText()).not.toContain('可租赁')
    await click(document.querySelectorAll('.item-tabs__tab')[2])
    await eventually(() => expect(pageText()).toContain('可租赁 · 1'))
    expect(pageText()).toContain('¥1.20/天')
  }, 15000)

  it('confirms a purchase with the best usable coupon and creates exactly one order on a double tap', async () => {
    Taro.setStorageSync('token', 'tok')
    setRoute({ id: '9' })
    let creates = 0
    const { testUtils, sent } = await mountPage(ItemPage, {
      [DETAIL]: { data: detail() },
      [CAN_USE]: { data: [coupon(1, '5.00', '50.00', true), coupon(2, '20.00', '100.00', true), coupon(3, '50.00', '1000.00', false)] },
      [WALLET]: { data: walletOf('500.00', '0.00') },
      [CREATE]: () => { creates++; return { data: { ...order('2026112200000001'), pay_amount: '138.00' } } }
    })
    await testUtils.queries.waitForQueryByText('立即购买', '*', { timeout: 5000 })
    await click(byText('立即购买'))
    await testUtils.queries.waitForQueryByText('确认订单', '*', { timeout: 5000 })
    await eventually(() => expect(pageText()).toContain('-¥20.00'))
    expect(pageText()).toContain('138.00') // 158.00 - 20.00
    const submit = byText('提交订单')
    await act(async () => { submit.click(); submit.click() }) // a double tap
    await click(submit) // and a late tap on the old button
    await testUtils.queries.waitForQueryByText('支付订单', '*', { timeout: 5000 })
    expect(creates).toBe(1)
    const body = String(sent.find((r) => r.url.includes('create-p2p'))!.data)
    expect(body).toContain('listing_id=1')
    expect(body).toContain('coupon_id=2')
  })
})

describe('order amounts (the server rule, to the cent)', () => {
  it('buy: price minus the coupon', () => {
    expect(orderAmounts({ price: '158.00', rent_daily: null, rent_deposit: null }, null, { discount: '20.00' }).payAmount).toBe('138.00')
    expect(orderAmounts({ price: '0.10', rent_daily: null, rent_deposit: null }, null, { discount: '0.20' })).toMatchObject({ discount: '0.09',
      payAmount: '0.01' })
    expect(orderAmounts({ price: '0.30', rent_daily: null, rent_deposit: null }, null, null).payAmount).toBe('0.30')
  })
  it('rent: daily rate × days plus deposit, the coupon off the rent fee only (never the refundable deposit)', () => {
    expect(orderAmounts({ price: '160.50', rent_daily: '1.20', rent_deposit: '150.00' }, 7, null)).toEqual({ price: '8.40', deposit: '150.00', gross: '158.40',
      discount: '0.00', payAmount: '158.40' })
    expect(orderAmounts({ price: '160.50', rent_daily: '0.10', rent_deposit: '0.20' }, 3, { discount: '5.00' })).toMatchObject({ discount: '0.29',
      payAmount: '0.21' })
    expect(orderAmounts({ price: '160.50', rent_daily: '2.00', rent_deposit: '150.00' }, 30, { discount: '5.00' })).toMatchObject({ price: '60.00',
      discount: '5.00', payAmount: '205.00' })
  })
  it('offers the largest usable coupon', () => {
    expect(bestCoupon([coupon(1, '5.00', '0', true), coupon(2, '50.00', '0', false), coupon(3, '8.00', '0', true)])?.coupon_id).toBe(3)
    expect(bestCoupon([coupon(2, '50.00', '0', false)])).toBeNull()
  })
})
