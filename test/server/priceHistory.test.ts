import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import { peek, tempDbFile, type DbPeek } from './dbPeek'
import type { BuyOrder, BuyOrderSale, InventoryAsset, InventoryPage, ItemDetail, ItemSummary, Order, Page, PricePoint, SaleRecord } from '../../types/api'
import { parseCents } from '../../server/domain/money'
import { beijingDate } from '../../server/domain/beijingDay'

/** Issue 11 item 6: a price history made of recorded sales (seeded 180 days, then every sale in the app) and sortable listings (item 7). */
let api: TestApi
let db: DbPeek
let token: string
let buyer: string
beforeAll(async () => {
  const file = tempDbFile()
  api = await startApi({ dbFile: file })
  db = peek(file)
  token = await api.login()
  buyer = await api.login(DEMO2.phone, DEMO2.password)
})
afterAll(async () => { db.close(); await api.close() })

const NOW = Date.UTC(2026, 10, 22, 4, 0, 0) / 1000
const detail = (itemId: number, extra: Record<string, unknown> = {}) => api.ok<ItemDetail>('/v3/store/item/detail', { item_id: itemId, ...extra })
const cents = (text: string): number => parseCents(text)!
const firstItems = async (appid: number, count: number): Promise<ItemSummary[]> => (await api.ok<Page<ItemSummary>>(
  '/v3/store/item/list',
  { appid, page_size: count }
)).list
const today = (history: PricePoint[]): PricePoint => history[history.length - 1]

/** The days the recent sales list covers whole (every day but its oldest, which may go on below the list), with count and rounded average. */
function daysOfList (sales: SaleRecord[]): Map<string, { count: number, average: number }> {
  const byDate = new Map<string, number[]>()
  for (const sale of sales) {
    const date = beijingDate(sale.sold_at)
    byDate.set(date, [...(byDate.get(date) ?? []), cents(sale.price)])
  }
  byDate.delete(beijingDate(sales[sales.length - 1].sold_at))
  return new Map([...byDate].map(([date, prices]) => {
    const sum = prices.reduce((total, price) => total + price, 0)
    return [date, { count: prices.length, average: Math.floor((sum * 2 + prices.length) / (prices.length * 2)) }]
  }))
}

describe('the seeded market', () => {
  it('records 180 days of sales per item, anchored near its lowest listing, within a bounded size', () => {
    const spans = db.all<{
      item_id: number,
      first: number,
      last: number,
      n: number
    }>('SELECT item_id, MIN(sold_at) AS first, MAX(sold_at) AS last, COUNT(*) AS n FROM sales GROUP BY item_id')
    const items = db.all<{ n: number }>('SELECT COUNT(*) AS n FROM items')[0].n
    expect(spans.length).toBeGreaterThan(items * 0.9)
    expect(spans.every((span) => span.first >= NOW - 181 * 86400 && span.last <= NOW)).toBe(true)
    expect(spans.filter((span) => span.first < NOW - 150 * 86400).length).toBeGreaterThan(items * 0.8)
    // the seed is reset by every test suite: its size is part of its cost
    const total = spans.reduce((sum, span) => sum + span.n, 0)
    expect(total).toBeGreaterThan(20_000)
    expect(total).toBeLessThan(60_000)
    // the last week trades within 15 % of today's lowest listing for most items
    const near = db.all<{ id: number }>(`SELECT i.id FROM items i JOIN (SELECT item_id, AVG(price_cents) AS avg FROM sales WHERE sold_at > ?
        GROUP BY item_id) s ON s.item_id = i.id
      WHERE i.min_price_cents IS NOT NULL AND s.avg BETWEEN i.min_price_cents * 0.85 AND i.min_price_cents * 1.15`, NOW - 7 * 86400)
    expect(near.length).toBeGreaterThan(items * 0.7)
  })

  it('the detail gives 90 market days ending today (Beijing), from the same sales as the recent sales list', async () => {
    let checkedDays = 0
    for (const item of [...await firstItems(570, 15), ...await firstItems(730, 15)]) {
      const shown = await detail(item.item_id)
      expect(shown.price_history).toHaveLength(90)
      expect(today(shown.price_history).date).toBe('2026-11-22')
      for (const point of shown.price_history) expect(point.price === null).toBe(point.count === 0)
      const byDate = new Map(shown.price_history.map((point) => [point.date, point]))
      for (const [date, day] of daysOfList(shown.recent_sales)) {
        expect({
          date,
          count: byDate.get(date)!.count,
          price: byDate.get(date)!.price
        }).toEqual({ date, count: day.count, price: (day.average / 100).toFixed(2) })
        checkedDays++
      }
      // and the chart's days match every sale recorded, not just the listed ones
      const rows = db.all<{ day: string, n: number, sum: number }>(
        "SELECT date(sold_at + 28800, 'unixepoch') AS day, COUNT(*) AS n, SUM(price_cents) AS sum FROM sales WHERE item_id = ? AND sold_at > ? GROUP BY day",
        item.item_id,
        NOW - 89 * 86400 - 43200
      )
      for (const row of rows) expect({ day: row.day, count: byDate.get(row.day)?.count }).toEqual({ day: row.day, count: row.n })
    }
    expect(checkedDays).toBeGreaterThan(10)
  })
})

describe('every sale made in the app adds to the history', () => {
  it('a bought item, once its offer is accepted, is today\'s latest sale and counts in today\'s point', async () => {
    const [item] = await firstItems(570, 1)
    const before = await detail(item.item_id)
    const listing = before.listings[0]
    const call = <T>(path: string, params: Record<string, unknown>) => api.ok<T>(path, params, { token, method: 'POST' })
    const order = await call<Order>('/v4/trade/order/create-p2p', { listing_id: listing.listing_id })
    await call('/v4/trade/order/payment', { order_id: order.order_id, pay_channel: 'balance', pay_password: DEMO.payPassword })
    expect(today((await detail(item.item_id)).price_history).count).toBe(today(before.price_history).count) // paid is not sold yet
    await call('/v4/trade/order/notify-user', { order_id: order.order_id })
    await call('/v4/trade/order/receive-offer', { order_id: order.order_id })
    const after = await detail(item.item_id)
    expect(after.recent_sales[0]).toEqual({ price: listing.price, wear: null, sold_at: NOW })
    expect(today(after.price_history).count).toBe(today(before.price_history).count + 1)
  })

  it('an item sold into a buy order counts too, once the buyer accepts', async () => {
    const assets = (await api.ok<InventoryPage>(
      '/v4/trade/inventory/list',
      { page_size: 100 },
      { token }
    )).list.filter((asset: InventoryAsset) => asset.state === 'tradable' && asset.wear !== null)
    const asset = assets[0]
    const before = await detail(asset.item.item_id)
    const wanted = await api.ok<BuyOrder>(
      '/v4/trade/buy-order/create',
      { item_id: asset.item.item_id, price: '3.21', quantity: 1, pay_password: DEMO2.payPassword },
      { token: buyer, method: 'POST' }
    )
    expect((await detail(asset.item.item_id)).highest_buy_order).toBe('3.21')
    const sale = await api.ok<BuyOrderSale>(
      '/v4/trade/buy-order/sell',
      { buy_order_id: wanted.buy_order_id, asset_id: asset.asset_id, pay_password: DEMO.payPassword },
      { token, method: 'POST' }
    )
    await api.ok('/v4/trade/sell/send-offer', { order_id: sale.order_id }, { token, method: 'POST' })
    await api.ok('/v4/trade/order/receive-offer', { order_id: sale.order_id }, { token: buyer, method: 'POST' })
    const after = await detail(asset.item.item_id)
    expect(after.recent_sales[0]).toEqual({ price: '3.21', wear: asset.wear, sold_at: NOW })
    expect(today(after.price_history).count).toBe(today(before.price_history).count + 1)
  })
})

describe('the item page\'s listings and bid', () => {
  it('sort by price or wear on the server, and refuse an unknown order', async () => {
    const [skin] = (await firstItems(730, 40)).filter((item) => item.on_sale_count >= 4)
    const wears = async (sort: string) => (await detail(skin.item_id, { listing_sort: sort })).listings.map((listing) => Number(listing.wear))
    const prices = async (sort: string) => (await detail(skin.item_id, { listing_sort: sort })).listings.map((listing) => cents(listing.price))
    const up = await wears('wear_asc')
    expect(up).toEqual([...up].sort((a, b) => a - b))
    expect(await wears('wear_desc')).toEqual([...up].reverse())
    const cheap = await prices('price_asc')
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b))
    expect(await prices('price_desc')).toEqual([...cheap].sort((a, b) => b - a))
    expect(await api.call(
      '/v3/store/item/detail',
      { item_id: skin.item_id, listing_sort: 'seller' }
    )).toMatchObject({ status: 4000, message: expect.stringContaining('在售排序') })
  })

  it('show the highest open buy order beside the lowest price, or null without one', async () => {
    const [, item] = await firstItems(570, 2)
    expect((await detail(item.item_id)).highest_buy_order).toBeNull()
    for (const price of ['1.50', '2.40', '2.10']) {
      await api.ok(
        '/v4/trade/buy-order/create',
        { item_id: item.item_id, price, quantity: 1, pay_password: DEMO2.payPassword },
        { token: buyer, method: 'POST' }
      )
    }
    expect((await detail(item.item_id)).highest_buy_order).toBe('2.40')
  })
})
