/** The item page's public buy orders and 出售给求购: shown only with a matching tradable item (wear in range), sold with the pay password. */
import Taro from '@tarojs/taro'
import ItemPage from '@/pages/item/index'
import type { ItemBuyOrders, ItemDetail } from '../../../../types/api'
import { mountPage, type ApiRoutes } from '../../support/mountPage'
import { item } from '../../support/fixtures'
import { byText, click, eventually, pageText, stubIntersectionObserver, typePayPassword } from '../trade/helpers'
import { P, asset, inventoryPage } from './fixtures'

const detail = (): ItemDetail => ({ ...item(3), name: '饰品3', description: '', wears: [], listings: [], highest_buy_order: null, recent_sales: [],
  price_history: [] })
const orders: ItemBuyOrders = {
  highest: '12.00', total_remaining: 3,
  list: [
    { buy_order_id: 7, price: '12.00', remaining: 1, min_wear: '0.00', max_wear: '0.07', created_at: 1 },
    { buy_order_id: 8, price: '11.00', remaining: 2, min_wear: null, max_wear: null, created_at: 2 }
  ]
}
const routes = (extra: ApiRoutes = {}): ApiRoutes => ({
  [P('/v3/store/item/detail')]: { data: detail() },
  [P('/v4/trade/buy-order/item')]: { data: orders },
  // worn 0.15: fits only the buy order without a range
  [P('/v4/trade/inventory/list')]: { data: inventoryPage([{ ...asset('1001'), wear: '0.15000000' }, asset('1002', 'tradable', 4)]) },
  ...extra
})

beforeAll(stubIntersectionObserver)
jest.setTimeout(15000)
beforeEach(() => {
  ;(Taro.getCurrentInstance() as { router: unknown }).router = { params: { id: '3' }, path: '/pages/item/index', onReady: '', onHide: '', onShow: '' }
  const query = { select: () => query, node: () => query, boundingClientRect: () => query, fields: () => query,
    exec: (cb?: (r: unknown[]) => void) => cb?.([null, null]) }
  jest.spyOn(Taro, 'createSelectorQuery').mockReturnValue(query as never)
})
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })

it('shows a visitor the buy orders and the highest, without selling', async () => {
  const { sent } = await mountPage(ItemPage, routes())
  await eventually(() => expect(pageText()).toContain('最高求购 ¥12.00 · 共求购 3 件'))
  expect(pageText()).toContain('求购 1 件 · 磨损 0.00-0.07')
  expect(pageText()).not.toContain('出售给求购')
  expect(sent.some((request) => request.url.includes('inventory'))).toBe(false)
})

it('offers 出售给求购 only where the wear fits, and sells with the pay password', async () => {
  Taro.setStorageSync('token', 'tok')
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
  const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never)
  const { sent } = await mountPage(ItemPage, routes({
    [P('/v4/trade/buy-order/sell')]: { data: { order_id: 'o9', status: 'paid', buy_order_id: 8, listing_id: 5, asset_id: '1001', item: item(3), price: '11.00',
      fee: '0.28', receive: '10.72' } }
  }))
  await eventually(() => expect(byText('出售给求购')).toBeTruthy())
  expect(document.querySelectorAll('.buy-order-row__sell')).toHaveLength(1)
  await click(byText('出售给求购'))
  await eventually(() => expect(pageText()).toContain('按求购价 ¥11.00 成交'))
  await click(byText('确认出售 ¥11.00'))
  await eventually(() => expect(pageText()).toContain('请输入支付密码'))
  await typePayPassword('123456')
  await click(byText('确认出售 ¥11.00'))
  await eventually(() => expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('到手 ¥10.72') })))
  // the sale waits for the seller's offer: the dialog's way on is 去发货, to the sale
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ confirmText: '去发货', cancelText: '稍后' }))
  await eventually(() => expect(navigate).toHaveBeenCalledWith({ url: '/pages/sell/order/index?id=o9' }))
  const body = new URLSearchParams(String(sent.find((request) => request.url.includes('buy-order/sell'))!.data))
  expect([body.get('buy_order_id'), body.get('asset_id'), body.get('pay_password')]).toEqual(['8', '1001', '123456'])
})

it('shows the buy orders error with a retry', async () => {
  let calls = 0
  await mountPage(ItemPage,
    routes({ [P('/v4/trade/buy-order/item')]: () => (++calls === 1 ? { status: 5000, message: '求购加载失败', data: null } : { data: orders }) }))
  await eventually(() => expect(pageText()).toContain('求购加载失败'))
  await click(byText('重试'))
  await eventually(() => expect(pageText()).toContain('最高求购 ¥12.00'))
})
