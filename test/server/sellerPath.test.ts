import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import type { InventoryAsset, InventoryPage, LedgerEntry, ListingBatch, Offer, Order, Page, SellGuidance, SellOrder } from '../../types/api'

/** The seller's path (server/README.md "Trade verification code", "Inventory value"): trade link, code, Steam identity, ledger links. */
let api: TestApi
let seller: string
let buyer: string
beforeEach(async () => {
  api = await startApi()
  seller = await api.login()
  buyer = await api.login(DEMO2.phone, DEMO2.password)
})
afterEach(async () => { await api.close() })

const cents = (text: string): number => { const [yuan, fen = ''] = text.split('.'); return Number(yuan) * 100 + Number(fen.padEnd(2, '0')) }

async function soldOrder (price: string): Promise<{ order: Order, item: InventoryAsset }> {
  const page = await api.ok<InventoryPage>('/v4/trade/inventory/list', { state: 'tradable', appid: 570, page_size: 100 }, { token: seller })
  const item = page.list[0]
  const batch = await api.ok<ListingBatch>(
    '/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: item.asset_id, price }]), pay_password: DEMO.payPassword },
    { token: seller, method: 'POST' }
  )
  const order = await api.ok<Order>(
    '/v4/trade/order/quick',
    { listing_id: batch.listings[0].listing_id, pay_channel: 'balance', pay_password: DEMO2.payPassword },
    { token: buyer, method: 'POST' }
  )
  return { order, item }
}
const offers = () => api.ok<Offer[]>('/v4/trade/offer/list', {}, { token: buyer })

it('the seller sees the buyer\'s trade link until the offer is sent; both sides see one 6-character code, which the Steam offer carries', async () => {
  const { order, item } = await soldOrder('20.00')
  const waiting = await api.ok<SellOrder>('/v4/trade/sell/order-detail', { order_id: order.order_id }, { token: seller })
  expect(waiting.buyer_trade_url).toMatch(/^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d+&token=\w+$/)
  expect(waiting.verify_code).toMatch(/^[0-9A-F]{6}$/)
  const [before] = await offers()
  expect(before).toMatchObject({ order_id: order.order_id, status: 'wait', verify_code: waiting.verify_code, offer_message: null })
  // the seller's bound Steam account as the buyer checks it (the simulated Steam has no level)
  expect(before.seller_steam).toMatchObject({ name: '演示用户', level: null, verified: true })
  expect(before.seller_steam!.steam_id).toMatch(/^7656\d{13}$/)

  const sent = await api.ok<SellOrder>('/v4/trade/sell/send-offer', { order_id: order.order_id }, { token: seller, method: 'POST' })
  expect(sent).toMatchObject({ status: 'offer_sent', buyer_trade_url: null, verify_code: waiting.verify_code })
  const [after] = await offers()
  expect(after.offer_message).toBe(`C5 验证码 ${waiting.verify_code} · ${item.item.name} · 订单 ${order.order_id}`)
  // each trade has its own code
  const second = await soldOrder('21.00')
  const [newest] = await offers()
  expect(newest.order_id).toBe(second.order.order_id)
  expect(newest.verify_code).toMatch(/^[0-9A-F]{6}$/)
})

it('a sale\'s wallet lines name the item, link to the order on each side, and the frozen line carries its amount', async () => {
  const { order, item } = await soldOrder('20.00')
  const sellerLines = await api.ok<Page<LedgerEntry>>('/v1/pay/ledger/list', { page: 1, page_size: 5 }, { token: seller })
  const frozen = sellerLines.list.find((line) => line.kind === 'sale_frozen' && line.ref === order.order_id)!
  expect(frozen).toMatchObject({ item_name: item.item.name, link: `/pages/sell/order/index?id=${order.order_id}`, amount: '0.00', frozen_change: '19.50' })
  const buyerLines = await api.ok<Page<LedgerEntry>>('/v1/pay/ledger/list', { page: 1, page_size: 5 }, { token: buyer })
  expect(buyerLines.list.find((line) => line.kind === 'pay' && line.ref === order.order_id)).toMatchObject({
    item_name: item.item.name, link: `/pages/order/detail/index?id=${order.order_id}`
  })
  // a line about no order names nothing
  expect(buyerLines.list.filter((line) => line.ref !== order.order_id).every((line) => line.item_name === null && line.link === null)).toBe(true)
})

it('我的库存 prices each item at its lowest listing (else its reference price) and totals every item the filter matches', async () => {
  const all = await api.ok<InventoryPage>('/v4/trade/inventory/list', { appid: 570, page_size: 100 }, { token: seller })
  const ids = [...new Set(all.list.map((asset) => asset.item.item_id))].slice(0, 50)
  const guidance = await api.ok<SellGuidance[]>('/v4/trade/sell/guidance', { item_ids: ids.join(',') }, { token: seller })
  for (const entry of guidance) {
    const asset = all.list.find((one) => one.item.item_id === entry.item_id)!
    expect(asset.market_price).toBe(entry.lowest_price ?? entry.reference_price)
  }
  expect(cents(all.total_value)).toBe(all.list.reduce((sum, asset) => sum + cents(asset.market_price), 0))
  const firstPage = await api.ok<InventoryPage>('/v4/trade/inventory/list', { appid: 570, page_size: 2 }, { token: seller })
  expect(firstPage.total_value).toBe(all.total_value)
})
