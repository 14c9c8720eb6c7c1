import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import { DELIVER_SECONDS, TRADE_PROTECTION_SECONDS } from '../../server/domain/orderState'
import type { CursorPage, InventoryAsset, InventoryPage, LedgerEntry, ListingBatch, Order, Page, SellerShop, SellOrder, UserInfo } from '../../types/api'

/** Sell orders (server/README.md "Sell orders"): a real seller delivers within 12 hours; proceeds, CS2 trade protection, lapses, statistics. */
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
const post = <T = unknown>(path: string, params: Record<string, unknown>, token: string) => api.call<T>(path, params, { method: 'POST', token })
const me = (token: string) => api.ok<UserInfo & { balance: string, frozen: string }>('/v1/user/my', {}, { token })
const sellView = (orderId: string) => api.ok<SellOrder>('/v4/trade/sell/order-detail', { order_id: orderId }, { token: seller })
const buyView = (orderId: string) => api.ok<Order>('/v4/trade/order/detail', { order_id: orderId }, { token: buyer })
/** Both sessions last 7 days: after a long wait, log in again. */
async function wait (seconds: number): Promise<void> {
  api.advance(seconds)
  seller = await api.login()
  buyer = await api.login(DEMO2.phone, DEMO2.password)
}

/** A tradable item of the seller's of one game (570 DOTA2 releases proceeds at once, 730 CS2 after trade protection). */
async function asset (appid: 570 | 730, skip = 0): Promise<InventoryAsset> {
  const page = await api.ok<InventoryPage>('/v4/trade/inventory/list', { state: 'tradable', appid, page_size: 100 }, { token: seller })
  return page.list[skip]
}
/** Lists an item and has the buyer pay for it with the balance: the order waits for the seller's offer. */
async function soldOrder (appid: 570 | 730, price: string, skip = 0): Promise<{ order: Order, item: InventoryAsset }> {
  const item = await asset(appid, skip)
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

describe('the seller delivers', () => {
  it('after payment the seller has 12 hours; sending the offer, the buyer accepting, and a DOTA2 sale pays price − fee at once', async () => {
    const before = await me(seller)
    const { order } = await soldOrder(570, '20.00')
    // the buyer sees the deadline; reminding a real seller sends a message, not the offer
    expect(order).toMatchObject({ status: 'paid', deliver_deadline: order.paid_at! + DELIVER_SECONDS, offer: { status: 'wait' } })
    expect((await post<Order>('/v4/trade/order/notify-user', { order_id: order.order_id }, buyer)).data.status).toBe('paid')
    const messages = await api.ok<Page<{ title: string, content: string }>>('/v1/user/message/list', { page: 1, page_size: 5 }, { token: seller })
    expect(messages.list[0]).toMatchObject({ title: '买家提醒您发货' })
    expect(messages.list[0].content).toContain(order.order_id)
    // the seller's view: price, fee, proceeds, masked buyer, deadline, what to do
    const waiting = await sellView(order.order_id)
    expect(waiting).toMatchObject({
      status: 'paid', price: '20.00', fee: '0.50', proceeds: '19.50', buyer_nickname: '演***号', deliver_deadline: order.paid_at! + DELIVER_SECONDS,
      operation: ['send_offer', 'cancel'], offer_sent_at: null, proceeds_release_at: null, proceeds_released: false, cancel_reason: null
    })
    expect(cents((await me(seller)).frozen) - cents(before.frozen)).toBe(1950)
    api.advance(30 * 60)
    const sent = await post<SellOrder>('/v4/trade/sell/send-offer', { order_id: order.order_id }, seller)
    expect(sent.data).toMatchObject({ status: 'offer_sent', offer: { status: 'sent' }, operation: [], offer_sent_at: order.paid_at! + 1800 })
    expect(await post('/v4/trade/sell/send-offer', { order_id: order.order_id }, seller)).toMatchObject({ status: 4009, message: '订单当前状态为「待收货」，无需发货' })
    expect((await buyView(order.order_id))).toMatchObject({ status: 'offer_sent', offer: { status: 'sent' }, operation: ['receive', 'decline'] })
    await api.ok('/v4/trade/offer/accept', { offer_id: order.offer!.offer_id }, { token: buyer, method: 'POST' })
    const done = await sellView(order.order_id)
    expect(done).toMatchObject({ status: 'completed', proceeds_released: true, proceeds_release_at: done.completed_at })
    expect(done.timeline.map((step) => step.status)).toEqual(['created', 'paid', 'offer_sent', 'completed'])
    const after = await me(seller)
    expect(cents(after.balance) - cents(before.balance)).toBe(1950)
    expect(after.frozen).toBe(before.frozen)
    // statistics from real orders: one delivered on time, 30 minutes after payment
    const shop = await api.ok<SellerShop>('/v3/store/seller/shop', { seller_id: before.user_id })
    expect(shop.seller).toMatchObject({ deliver_rate: '100.00%', avg_deliver_minutes: 30 })
  })

  it('a CS2 sale\'s proceeds stay frozen for the 7 days of trade protection, then are released with a ledger line', async () => {
    const before = await me(seller)
    const { order } = await soldOrder(730, '40.00')
    await api.ok('/v4/trade/sell/send-offer', { order_id: order.order_id }, { token: seller, method: 'POST' })
    await api.ok('/v4/trade/order/receive-offer', { order_id: order.order_id }, { token: buyer, method: 'POST' })
    const done = await sellView(order.order_id)
    expect(done).toMatchObject({
      status: 'completed',
      proceeds: '39.00',
      proceeds_released: false,
      proceeds_release_at: done.completed_at! + TRADE_PROTECTION_SECONDS
    })
    expect(cents((await me(seller)).frozen) - cents(before.frozen)).toBe(3900)
    expect((await me(seller)).balance).toBe(before.balance)
    await wait(TRADE_PROTECTION_SECONDS - 1)
    expect((await sellView(order.order_id)).proceeds_released).toBe(false)
    expect((await me(seller)).balance).toBe(before.balance)
    await wait(1)
    const wallet = await me(seller)
    expect(cents(wallet.balance) - cents(before.balance)).toBe(3900)
    expect(wallet.frozen).toBe(before.frozen)
    expect((await sellView(order.order_id)).proceeds_released).toBe(true)
    const ledger = await api.ok<Page<LedgerEntry>>('/v1/pay/ledger/list', { page: 1, page_size: 1 }, { token: seller })
    expect(ledger.list[0]).toMatchObject({ kind: 'sale_settled', amount: '39.00', frozen_change: '-39.00', ref: order.order_id })
    expect(ledger.list[0].memo).toContain('交易保护期结束')
  })
})

describe('a missed deadline', () => {
  it('lapses lazily after 12 hours: the buyer is refunded, the item goes back to the inventory, ' +
    'the frozen share is removed, the delivery rate falls', async () => {
    const sellerBefore = await me(seller)
    const buyerBefore = await me(buyer)
    const delivered = await soldOrder(570, '10.00')
    await api.ok('/v4/trade/sell/send-offer', { order_id: delivered.order.order_id }, { token: seller, method: 'POST' })
    const { order, item } = await soldOrder(570, '12.00', 1)
    api.advance(DELIVER_SECONDS - 1)
    expect((await sellView(order.order_id)).status).toBe('paid')
    api.advance(1)
    const lapsed = await sellView(order.order_id)
    expect(lapsed).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'deliver_timeout',
      cancel_reason_text: '卖家超时未发货',
      operation: [],
      offer: { status: 'declined' }
    })
    expect(await post('/v4/trade/sell/send-offer', { order_id: order.order_id }, seller)).toMatchObject({ status: 4009 })
    expect(await buyView(order.order_id)).toMatchObject({ status: 'cancelled' })
    // the buyer paid 10.00 for the delivered one and got 12.00 back; the seller keeps only the delivered order's frozen share
    expect(cents(buyerBefore.balance) - cents((await me(buyer)).balance)).toBe(1000)
    expect(cents((await me(seller)).frozen) - cents(sellerBefore.frozen)).toBe(1000 - 25)
    const back = (await api.ok<InventoryPage>('/v4/trade/inventory/list', { page_size: 100 }, { token: seller })).list.find((a) => a.asset_id === item.asset_id)
    expect(back).toMatchObject({ state: 'tradable', listing_id: null })
    // one delivered, one lapsed: 50 %
    const shop = await api.ok<SellerShop>('/v3/store/seller/shop', { seller_id: sellerBefore.user_id })
    expect(shop.seller.deliver_rate).toBe('50.00%')
  })

  it('the seller may cancel instead: the buyer is refunded and it counts as not delivered', async () => {
    const { order } = await soldOrder(570, '15.00')
    const cancelled = await post<SellOrder>('/v4/trade/sell/cancel-order', { order_id: order.order_id }, seller)
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancel_reason: 'seller', cancel_reason_text: '卖家取消' })
    const shop = await api.ok<SellerShop>('/v3/store/seller/shop', { seller_id: (await me(seller)).user_id })
    expect(shop.seller.deliver_rate).toBe('0.00%')
    expect(await post('/v4/trade/sell/cancel-order', { order_id: order.order_id }, seller)).toMatchObject({ status: 4009 })
  })
})

describe('at once', () => {
  it('the seller sending the offer and the buyer cancelling at the same moment: exactly one wins, and the money follows it', async () => {
    const sellerBefore = await me(seller)
    const buyerBefore = await me(buyer)
    const { order } = await soldOrder(570, '30.00')
    const [sent, cancelled] = await Promise.all([
      post('/v4/trade/sell/send-offer', { order_id: order.order_id }, seller),
      post('/v4/trade/order/cancel', { order_id: order.order_id }, buyer)
    ])
    expect([sent.status, cancelled.status].sort()).toEqual([200, 4009])
    const final = await sellView(order.order_id)
    const buyerPaid = cents(buyerBefore.balance) - cents((await me(buyer)).balance)
    const sellerFrozen = cents((await me(seller)).frozen) - cents(sellerBefore.frozen)
    if (sent.status === 200) expect({ status: final.status, buyerPaid, sellerFrozen }).toEqual({ status: 'offer_sent', buyerPaid: 3000, sellerFrozen: 2925 })
    else expect({ status: final.status, buyerPaid, sellerFrozen }).toEqual({ status: 'cancelled', buyerPaid: 0, sellerFrozen: 0 })
  })

  it('two sends of one offer at once: one succeeds, the other is refused, one offer_sent event', async () => {
    const { order } = await soldOrder(570, '30.00')
    const answers = await Promise.all([1, 2].map(() => post('/v4/trade/sell/send-offer', { order_id: order.order_id }, seller)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 4009])
    expect((await sellView(order.order_id)).timeline.filter((step) => step.status === 'offer_sent')).toHaveLength(1)
  })
})

describe('the seller\'s order list and who may act', () => {
  it('cursor pages with a status filter; the buyer cannot see or act on the seller\'s side, the seller not on the buyer\'s', async () => {
    const first = await soldOrder(570, '11.00')
    const second = await soldOrder(570, '12.00', 1)
    await api.ok('/v4/trade/sell/send-offer', { order_id: second.order.order_id }, { token: seller, method: 'POST' })
    const page1 = await api.ok<CursorPage<SellOrder>>('/v4/trade/sell/orders', { pointer: 0, page_size: 1 }, { token: seller })
    expect(page1).toMatchObject({ has_more: true, list: [{ order_id: second.order.order_id }] })
    const page2 = await api.ok<CursorPage<SellOrder>>('/v4/trade/sell/orders', { pointer: page1.next_pointer, page_size: 1 }, { token: seller })
    expect(page2).toMatchObject({ has_more: false, next_pointer: 0, list: [{ order_id: first.order.order_id }] })
    const paid = await api.ok<CursorPage<SellOrder>>('/v4/trade/sell/orders', { status: 'paid' }, { token: seller })
    expect(paid.list.map((o) => o.order_id)).toEqual([first.order.order_id])
    expect((await api.ok<CursorPage<SellOrder>>('/v4/trade/sell/orders', {}, { token: buyer })).list).toEqual([])
    expect(await api.call(
      '/v4/trade/sell/order-detail',
      { order_id: first.order.order_id },
      { token: buyer }
    )).toMatchObject({ status: 4004, message: '订单不存在' })
    expect(await post('/v4/trade/sell/send-offer', { order_id: first.order.order_id }, buyer)).toMatchObject({ status: 4004 })
    expect(await api.call('/v4/trade/order/detail', { order_id: first.order.order_id }, { token: seller })).toMatchObject({ status: 4004 })
    expect(await api.call('/v4/trade/sell/orders', { status: 'shipped' }, { token: seller })).toMatchObject({ status: 4000 })
    expect(await api.call('/v4/trade/sell/orders', {})).toMatchObject({ status: 401 })
  })

  it('a seed seller (no login) keeps the simulation: reminding sends the offer at once, no deadline', async () => {
    const items = await api.ok<Page<{ item_id: number }>>('/v3/store/item/list', { appid: 570, sort: 'price_asc', min_price: '1', page_size: 1 })
    const detail = await api.ok<{ listings: { listing_id: number, rentable: boolean }[] }>('/v3/store/item/detail', { item_id: items.list[0].item_id })
    const listing = detail.listings.find((l) => !l.rentable)!
    const order = await api.ok<Order>(
      '/v4/trade/order/quick',
      { listing_id: listing.listing_id, pay_channel: 'balance', pay_password: DEMO2.payPassword },
      { token: buyer, method: 'POST' }
    )
    expect(order.deliver_deadline).toBeNull()
    expect((await post<Order>('/v4/trade/order/notify-user', { order_id: order.order_id }, buyer)).data.status).toBe('offer_sent')
  })
})
