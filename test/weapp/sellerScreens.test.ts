import type { InventoryPage, ListingBatch, Order, SellGuidance } from '../../types/api'
import { DEMO, DEMO2 } from '../../server/db/seed'
import { weappSuite } from './harness'

// The seller's other screens in the mini-program build (issue 10 items 3, 5, 6): 我的在售 change one price, a batch rule and
// delist, the sale's 站内信 (去发货) opening 出售订单详情, and 提现 of the proceeds to a bank card with the pay password.
const suite = weappSuite()

/** The demo user lists a DOTA2 item at the ceiling (above any buy order); the second demo user buys it. */
async function sell (seller: string, buyer: string | null): Promise<{ name: string, order: Order | null, listingId: number }> {
  const stock = await suite.api.ok<InventoryPage>('/v4/trade/inventory/list', { appid: 570, state: 'tradable', page_size: 100 }, { token: seller })
  const chosen = stock.list[0]
  const [guide] = await suite.api.ok<SellGuidance[]>('/v4/trade/sell/guidance', { item_ids: String(chosen.item.item_id) }, { token: seller })
  const batch = await suite.api.ok<ListingBatch>('/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: chosen.asset_id, price: guide.max_price }]), pay_password: DEMO.payPassword }, { token: seller, method: 'POST' })
  const listingId = batch.listings[0].listing_id
  if (!buyer) return { name: chosen.item.name, order: null, listingId }
  const order = await suite.api.ok<Order>('/v4/trade/order/quick', { listing_id: listingId, pay_channel: 'balance', pay_password: DEMO2.payPassword },
    { token: buyer, method: 'POST' })
  return { name: chosen.item.name, order, listingId }
}

test('我的在售: delist one after the confirm; the sale\'s 站内信 opens 出售订单详情', async () => {
  const seller = await suite.api.login()
  const buyer = await suite.api.login(DEMO2.phone, DEMO2.password)
  // newest first in 我的在售: the idle listing above the sold one
  const sold = await sell(seller, buyer)
  const idle = await sell(seller, null)
  const mp = suite.boot({ storage: { token: seller } })
  const shows = (text: string) => mp.waitFor(`"${text}"`, () => mp.current() !== undefined && mp.texts().join('').includes(text))
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/sell/listings/index')).toBeNull()
  await mp.waitForText(idle.name)
  mp.answerModals(true)
  mp.tap('下架')
  await mp.waitFor('the listing gone', () => !mp.texts().join('').includes(idle.name), 5000)
  const listings = await suite.api.ok<{ list: Array<{ listing_id: number }> }>('/v4/trade/sell/my-listings', { page: 1, page_size: 50 }, { token: seller })
  expect(listings.list.some((entry) => entry.listing_id === idle.listingId)).toBe(false)

  expect(mp.navigate('navigateTo', '/pages/user/message/index')).toBeNull()
  await shows(`您出售的 ${sold.name} 已被购买，请在 `)
  // a sale waiting for the seller's offer: its 站内信 offers the seller's way on, 去发货
  mp.tap('去发货 ›')
  await mp.waitFor('出售订单详情', () => mp.current()?.route === 'pages/sell/order/index', 5000)
  await shows(sold.order!.order_id)
  await shows('前发送报价')
}, 60000)

test('提现: the proceeds of a sale go to a bank card with the pay password; the result says what arrived', async () => {
  const seller = await suite.api.login()
  const buyer = await suite.api.login(DEMO2.phone, DEMO2.password)
  const stock = await suite.api.ok<InventoryPage>('/v4/trade/inventory/list', { appid: 570, state: 'tradable', page_size: 1 }, { token: seller })
  const batch = await suite.api.ok<ListingBatch>('/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: stock.list[0].asset_id, price: '100.00' }]), pay_password: DEMO.payPassword }, { token: seller, method: 'POST' })
  const order = await suite.api.ok<Order>('/v4/trade/order/quick',
    { listing_id: batch.listings[0].listing_id, pay_channel: 'balance', pay_password: DEMO2.payPassword }, { token: buyer, method: 'POST' })
  await suite.api.ok('/v4/trade/sell/send-offer', { order_id: order.order_id }, { token: seller, method: 'POST' })
  await suite.api.ok('/v4/trade/order/receive-offer', { order_id: order.order_id }, { token: buyer, method: 'POST' })

  const mp = suite.boot({ storage: { token: seller } })
  const shows = (text: string) => mp.waitFor(`"${text}"`, () => mp.current() !== undefined && mp.texts().join('').includes(text))
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/user/withdraw/index')).toBeNull()
  // 100.00 less the 2.5 % fee is withdrawable; the seeded balance is not
  await shows('97.50')
  mp.type('请输入银行卡号', '4111 1111 1111 1111')
  mp.type('最低 10.00 元', '50')
  await shows('确认提现，到账 ¥49.00')
  mp.tap('支付密码')
  await mp.waitForText('完成')
  for (const digit of DEMO.payPassword) mp.tap(digit)
  await mp.waitFor('the pad closing at the sixth digit', () => !mp.texts().includes('完成'))
  mp.tap('确认提现，到账 ¥49.00')
  await mp.waitFor('the result page', () => mp.current()?.route === 'pages/user/withdraw/result', 5000)
  await shows('提现成功')
  await shows('银行卡 **** 1111')
}, 60000)

test('我的在售: change one price in the sheet, then 批量管理 puts it 0.01 under the others\' lowest', async () => {
  const seller = await suite.api.login()
  const stock = await suite.api.ok<InventoryPage>('/v4/trade/inventory/list', { appid: 570, state: 'tradable', page_size: 100 }, { token: seller })
  const ids = [...new Set(stock.list.map((asset) => asset.item.item_id))].slice(0, 50)
  const guides = await suite.api.ok<SellGuidance[]>('/v4/trade/sell/guidance', { item_ids: ids.join(',') }, { token: seller })
  const cents = (money: string): number => Math.round(Number(money.replace('.', '')))
  // an item others sell above 1.00 with no buy order at the undercut price (a fill would lock it)
  const guide = guides.find((entry) => entry.lowest_price !== null && cents(entry.lowest_price) > 100 &&
    (entry.highest_buy_order === null || cents(entry.highest_buy_order) < cents(entry.lowest_price) - 1))!
  const chosen = stock.list.find((asset) => asset.item.item_id === guide.item_id)!
  await suite.api.ok<ListingBatch>('/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: chosen.asset_id, price: guide.max_price }]), pay_password: DEMO.payPassword }, { token: seller, method: 'POST' })
  const under = cents(guide.lowest_price!) - 1
  const underText = `${Math.floor(under / 100)}.${String(under % 100).padStart(2, '0')}`

  const mp = suite.boot({ storage: { token: seller } })
  const shows = (text: string) => mp.waitFor(`"${text}"`, () => mp.current() !== undefined && mp.texts().join('').includes(text))
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/sell/listings/index')).toBeNull()
  await mp.waitForText(chosen.item.name)
  mp.tap('改价')
  await mp.waitForText('确认改价')
  mp.type('新的售价（元）', '88.00')
  // a finger cannot tap before the typed value is rendered
  await mp.waitFor('the typed price', () => JSON.stringify(mp.current()?.data ?? {}).includes('"88.00"'))
  mp.tap('确认改价')
  await shows('售价 ¥88.00')
  mp.tap('批量管理')
  await mp.waitForText('○')
  mp.tap('○')
  await shows('已选 1')
  mp.tap('比最低价低 0.01')
  await shows(`售价 ¥${underText}`)
  const mine = await suite.api.ok<{ list: Array<{ price: string, is_lowest: boolean }> }>('/v4/trade/sell/my-listings', { page: 1, page_size: 50 },
    { token: seller })
  expect(mine.list[0]).toMatchObject({ price: underText, is_lowest: true })
}, 60000)
