import Database from 'better-sqlite3'
import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import { tempDbFile } from './dbPeek'
import { definePromotion, type PromotionDef } from '../../server/model/promotions'
import type { InventoryAsset, InventoryPage, ItemDetail, ListingBatch, Order, PromotionPerkPage, SellOrder, SellPreview } from '../../types/api'

/** Fee and rent promotions (server/README.md "Fee and rent promotions"): perks of joined campaigns change real fees and pay real money, once per order. */
const DAY = 86400
let api: TestApi
let seller: string
let buyer: string
let db: Database.Database

beforeEach(async () => {
  const file = tempDbFile()
  api = await startApi({ dbFile: file })
  seller = await api.login()
  buyer = await api.login(DEMO2.phone, DEMO2.password)
  db = new Database(file)
})
afterEach(async () => { db.close(); await api.close() })

const cents = (text: string): number => { const [yuan, fen = ''] = text.split('.'); return Number(yuan) * 100 + Number(fen.padEnd(2, '0')) }
const post = <T = unknown>(path: string, params: Record<string, unknown>, token: string) => api.call<T>(path, params, { method: 'POST', token })
const balance = async (token: string) => cents((await api.ok<{ balance: string }>('/v1/user/my', {}, { token })).balance)
const join = (key: string, token = seller) => api.ok(`/v1/promotion/join`, { key }, { token, method: 'POST' })
const define = (def: Partial<PromotionDef> & { key: string }) => {
  const now = api.now()
  definePromotion(db, { kind: 'fee', title: '测试活动', starts_at: now - 3 * DAY, ends_at: now + 30 * DAY, metric: 'sales_count', ...def })
}

/** The seller's tradable DOTA2 items (their proceeds are released at once). */
async function assets (): Promise<InventoryAsset[]> {
  return (await api.ok<InventoryPage>('/v4/trade/inventory/list', { state: 'tradable', appid: 570, page_size: 100 }, { token: seller })).list
}
/** Lists one item at a price and has the buyer pay for it: the order waits for the seller's offer. */
async function sell (item: InventoryAsset, price: string): Promise<Order> {
  const batch = await api.ok<ListingBatch>(
    '/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: item.asset_id, price }]), pay_password: DEMO.payPassword },
    { token: seller, method: 'POST' }
  )
  return await api.ok<Order>(
    '/v4/trade/order/quick',
    { listing_id: batch.listings[0].listing_id, pay_channel: 'balance', pay_password: DEMO2.payPassword },
    { token: buyer, method: 'POST' }
  )
}
const sellView = (orderId: string) => api.ok<SellOrder>('/v4/trade/sell/order-detail', { order_id: orderId }, { token: seller })
async function deliver (order: Order): Promise<void> {
  await api.ok('/v4/trade/sell/send-offer', { order_id: order.order_id }, { token: seller, method: 'POST' })
}

describe('fee-free selling', () => {
  it('a joined seller\'s first N sales pay no fee and the proceeds are the full price; the (N+1)th and one over the price cap pay 2.5 %', async () => {
    define({ key: 'ff_test', perks: { fee_free_sales: 2, fee_free_max_cents: 5000 } })
    const items = await assets()
    // not joined: the preview and the sale pay the fee
    const preview0 = await api.ok<SellPreview>(
      '/v4/trade/sell/preview',
      { items: JSON.stringify([{ asset_id: items[0].asset_id, price: '20.00' }]) },
      { token: seller }
    )
    expect(preview0).toMatchObject({ total_fee: '0.50', fee_note: '', items: [{ fee: '0.50', receive: '19.50', fee_free: false }] })
    const paying = await sell(items[0], '20.00')
    expect((await sellView(paying.order_id))).toMatchObject({ fee: '0.50', proceeds: '19.50' })

    await join('ff_test')
    // the preview projects the two slots onto the first items that fit (the 60.00 one is over the cap)
    const batch = [
      { asset_id: items[1].asset_id, price: '60.00' },
      { asset_id: items[2].asset_id, price: '10.00' },
      { asset_id: items[3].asset_id, price: '20.00' },
      { asset_id: items[4].asset_id, price: '30.00' }
    ]
    const preview = await api.ok<SellPreview>('/v4/trade/sell/preview', { items: JSON.stringify(batch) }, { token: seller })
    expect(preview.items.map((q) => [q.fee, q.receive, q.fee_free])).toEqual([
      ['1.50', '58.50', false],
      ['0.00', '10.00', true],
      ['0.00', '20.00', true],
      ['0.75', '29.25', false]
    ])
    expect(preview).toMatchObject({ total_price: '120.00', total_fee: '2.25', total_receive: '117.75', fee_note: '「测试活动」：本次 2 件免手续费（按成交时计算）' })

    const before = await balance(seller)
    const over = await sell(items[1], '60.00')
    const free1 = await sell(items[2], '10.00')
    const free2 = await sell(items[3], '20.00')
    const third = await sell(items[4], '30.00')
    expect(await Promise.all([over, free1, free2, third].map(async (o) => (await sellView(o.order_id)).fee))).toEqual(['1.50', '0.00', '0.00', '0.75'])
    for (const order of [free1, free2]) {
      await deliver(order)
      await api.ok('/v4/trade/order/receive-offer', { order_id: order.order_id }, { token: buyer, method: 'POST' })
    }
    expect(await sellView(free1.order_id)).toMatchObject({ status: 'completed', price: '10.00', fee: '0.00', proceeds: '10.00' })
    expect(await balance(seller) - before).toBe(3000)
    const uses = await api.ok<PromotionPerkPage>('/v1/promotion/perks', { key: 'ff_test' }, { token: seller })
    expect(uses).toMatchObject({ total: 2, total_amount: '0.75' })
    expect(uses.list.map((u) => [u.perk_text, u.amount])).toEqual([['免手续费', '0.50'], ['免手续费', '0.25']])
  })

  it('a cancelled fee-free sale gives its slot back; once used, the next sale pays', async () => {
    define({ key: 'ff_one', perks: { fee_free_sales: 1 } })
    await join('ff_one')
    const items = await assets()
    const first = await sell(items[0], '20.00')
    expect((await sellView(first.order_id)).fee).toBe('0.00')
    await api.ok('/v4/trade/order/cancel', { order_id: first.order_id }, { token: buyer, method: 'POST' })
    const again = await sell(items[1], '20.00')
    expect((await sellView(again.order_id)).fee).toBe('0.00')
    // the slot is used again: a sale into the buyer's buy order pays the fee
    const buyOrder = await api.ok<{ buy_order_id: number }>(
      '/v4/trade/buy-order/create',
      { item_id: items[2].item.item_id, price: '20.00', quantity: 1, pay_password: DEMO2.payPassword },
      { token: buyer, method: 'POST' }
    )
    const sale = await api.ok<{ order_id: string, fee: string, receive: string }>(
      '/v4/trade/buy-order/sell',
      { buy_order_id: buyOrder.buy_order_id, asset_id: items[2].asset_id, pay_password: DEMO.payPassword },
      { token: seller, method: 'POST' }
    )
    expect(sale).toMatchObject({ fee: '0.50', receive: '19.50' })
  })

  it('a sale into a buy order uses a fee-free slot like any sale', async () => {
    define({ key: 'ff_fill', perks: { fee_free_sales: 1 } })
    await join('ff_fill')
    const item = (await assets())[0]
    const buyOrder = await api.ok<{ buy_order_id: number }>(
      '/v4/trade/buy-order/create',
      { item_id: item.item.item_id, price: '20.00', quantity: 1, pay_password: DEMO2.payPassword },
      { token: buyer, method: 'POST' }
    )
    const sale = await api.ok<{ order_id: string, fee: string, receive: string }>(
      '/v4/trade/buy-order/sell',
      { buy_order_id: buyOrder.buy_order_id, asset_id: item.asset_id, pay_password: DEMO.payPassword },
      { token: seller, method: 'POST' }
    )
    expect(sale).toMatchObject({ fee: '0.00', receive: '20.00' })
    expect(await sellView(sale.order_id)).toMatchObject({ fee: '0.00', proceeds: '20.00' })
  })

  it('a seller who has not joined pays, and another user\'s join changes nothing for them', async () => {
    define({ key: 'ff_other', perks: { fee_free_sales: 5 } })
    await join('ff_other', buyer)
    const order = await sell((await assets())[0], '40.00')
    expect(await sellView(order.order_id)).toMatchObject({ fee: '1.00', proceeds: '39.00' })
  })
})

describe('fee rebate', () => {
  it('pays part of the sale\'s fee back to the seller once when the sale completes, also when completion is fired in parallel', async () => {
    await join('sell_rebate') // the seeded campaign: 50 % of the fee
    const order = await sell((await assets())[0], '40.00')
    await deliver(order)
    const before = await balance(seller)
    const answers = await Promise.all([
      post('/v4/trade/order/receive-offer', { order_id: order.order_id }, buyer),
      post('/v4/trade/offer/accept', { offer_id: order.offer!.offer_id }, buyer),
      post('/v4/trade/order/receive-offer', { order_id: order.order_id }, buyer),
      post('/v4/trade/offer/accept', { offer_id: order.offer!.offer_id }, buyer)
    ])
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    // proceeds 39.00 released at once (DOTA2) + the rebate ⌊1.00 × 50 %⌋ = 0.50
    expect(await balance(seller) - before).toBe(3900 + 50)
    expect((db.prepare("SELECT COUNT(*) AS n FROM ledger WHERE ref = ?").get(`promo:fee_rebate:${order.order_id}`) as { n: number }).n).toBe(1)
    const uses = await api.ok<PromotionPerkPage>('/v1/promotion/perks', { key: 'sell_rebate' }, { token: seller })
    expect(uses).toMatchObject({ total: 1, total_amount: '0.50', list: [{ order_id: order.order_id, perk: 'fee_rebate', perk_text: '手续费返还', amount: '0.50' }] })
  })

  it('pays nothing for a sale of a seller who has not joined; the perk list needs a login', async () => {
    const order = await sell((await assets())[0], '40.00')
    await deliver(order)
    await api.ok('/v4/trade/order/receive-offer', { order_id: order.order_id }, { token: buyer, method: 'POST' })
    expect((db.prepare("SELECT COUNT(*) AS n FROM promotion_perk_uses").get() as { n: number }).n).toBe(0)
    expect((await api.call('/v1/promotion/perks', { key: 'sell_rebate' })).status).toBe(401)
  })
})

describe('rent subsidy', () => {
  async function rentable (): Promise<ItemDetail['listings'][number]> {
    const items = await api.ok<{ list: Array<{ item_id: number }> }>('/v3/store/item/list', { appid: 730, sort: 'price_asc', min_price: '50', page_size: 50 })
    for (const item of items.list) {
      const listing = (await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: item.item_id })).listings.find((l) => l.rentable && Number(l.price) < 400)
      if (listing) return listing
    }
    throw new Error('no rentable listing in the seed')
  }

  it('returns part of the paid rent (not the deposit) to the renter once when the rental completes, at the best joined rate', async () => {
    const renter = seller // the demo user has traded, as the upgraded campaign asks
    await join('rent_subsidy', renter) // 1 %
    const listing = await rentable()
    const order = await api.ok<Order>('/v4/trade/rent/create', { listing_id: listing.listing_id, days: 30 }, { token: renter, method: 'POST' })
    await api.ok(
      '/v4/trade/order/payment',
      { order_id: order.order_id, pay_channel: 'balance', pay_password: DEMO.payPassword },
      { token: renter, method: 'POST' }
    )
    // the upgraded campaign asks for one paid order: this rental is it; the best joined rate at completion applies, not the sum
    await join('rent_subsidy_plus', renter) // 2 % (within the 2.5 % fee, so the fee cap does not bind)
    await api.ok('/v4/trade/order/notify-user', { order_id: order.order_id }, { token: renter, method: 'POST' })
    const before = await balance(renter)
    const answers = await Promise.all([1, 2, 3].map(() => post('/v4/trade/order/receive-offer', { order_id: order.order_id }, renter)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    const rent = cents(order.price)
    expect(await balance(renter) - before).toBe(Math.floor(rent * 200 / 10000))
    const uses = await api.ok<PromotionPerkPage>('/v1/promotion/perks', { key: 'rent_subsidy_plus' }, { token: renter })
    expect(uses.list.map((u) => [u.perk, u.amount])).toEqual([['rent_subsidy', ((Math.floor(rent * 200 / 10000)) / 100).toFixed(2)]])
    expect((await api.ok<PromotionPerkPage>('/v1/promotion/perks', { key: 'rent_subsidy' }, { token: renter })).total).toBe(0)
    // the rental (paid after joining) counts towards the first campaign's rent_count tiers
    expect((await api.ok<{ me: { progress_text: string } }>('/v1/promotion/detail', { key: 'rent_subsidy' }, { token: renter })).me.progress_text).toBe('1 笔')
  })

  it('the grey release lets in only its share of users, and shows the reason to the others', async () => {
    const demoId = (db.prepare('SELECT id FROM users WHERE phone = ?').get(DEMO.phone) as { id: number }).id
    define({ key: 'grey_in', kind: 'rent', metric: 'rent_count', eligibility: { grey_percent: demoId % 100 + 1 }, perks: { rent_subsidy_bp: 1500 } })
    define({ key: 'grey_out', kind: 'rent', metric: 'rent_count', eligibility: { grey_percent: demoId % 100 }, perks: { rent_subsidy_bp: 1500 } })
    expect((await api.ok<{ me: { eligible: boolean } }>('/v1/promotion/detail', { key: 'grey_in' }, { token: seller })).me.eligible).toBe(true)
    expect(await post('/v1/promotion/join', { key: 'grey_out' }, seller)).toMatchObject({ status: 4009, message: '活动灰度开放中，你的账号暂未获得参与资格' })
  })
})
