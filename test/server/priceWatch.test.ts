import Database from 'better-sqlite3'
import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import { peek, tempDbFile, type DbPeek } from './dbPeek'
import type { Message, Order, Page, PriceAlert, PriceAlertList, PriceMoverPage } from '../../types/api'
import { changeBasisPoints, medianCents } from '../../server/domain/priceMoves'
import { percentText, shortPercentText } from '../../server/domain/percent'

/** Issue 15 item 1: price movers from recorded sales, price alerts that fire once per arming (server/README.md "Price fluctuation and alerts"). */
let api: TestApi
let db: DbPeek
let token: string
let buyer: string
beforeEach(async () => {
  const file = tempDbFile()
  api = await startApi({ dbFile: file })
  db = peek(file)
  token = await api.login()
  buyer = await api.login(DEMO2.phone, DEMO2.password)
})
afterEach(async () => { db.close(); await api.close() })

const NOW = Date.UTC(2026, 10, 22, 4, 0, 0) / 1000
const DAY = 86400
const post = <T = unknown>(path: string, params: Record<string, unknown>, as = token) => api.call<T>(path, params, { token: as, method: 'POST' })
const movers = (params: Record<string, unknown>) => api.ok<PriceMoverPage>('/v1/price/movers', params)
const alerts = () => api.ok<PriceAlertList>('/v1/price/alert/list', {}, { token })
const alertMessages = async () => (await api.ok<Page<Message>>(
  '/v1/user/message/list',
  { page_size: 50 },
  { token }
)).list.filter((m) => m.title.startsWith('价格提醒'))

/** Replaces an item's sales of the last 40 days with these (seconds before now → cents); another connection, before any read is cached. */
function setSales (itemId: number, sales: [number, number][]): void {
  const write = new Database(db.file)
  write.prepare('DELETE FROM sales WHERE item_id = ? AND sold_at > ?').run(itemId, NOW - 40 * DAY)
  for (const [ago, cents] of sales) write.prepare('INSERT INTO sales (item_id, price_cents, wear, sold_at) VALUES (?, ?, NULL, ?)').run(
    itemId,
    cents,
    NOW - ago
  )
  write.close()
}

describe('the movers maths', () => {
  it('medians average the two middle sales half up; changes round half away from zero', () => {
    expect(medianCents([])).toBeNull()
    expect(medianCents([300, 100, 200])).toBe(200)
    expect(medianCents([100, 201])).toBe(151)
    expect(changeBasisPoints(1100, 2100)).toBe(9091)
    expect(changeBasisPoints(3, 2)).toBe(-3333)
    expect(changeBasisPoints(200, 201)).toBe(50)
    expect(changeBasisPoints(200, 199)).toBe(-50)
    expect(percentText(9091)).toBe('90.91')
    expect(percentText(-5)).toBe('-0.05')
    expect(percentText(0)).toBe('0.00')
    expect(shortPercentText(8800)).toBe('88')
    expect(shortPercentText(9210)).toBe('92.1')
    expect(shortPercentText(9215)).toBe('92.15')
    expect(shortPercentText(0)).toBe('0')
  })

  it('ranks an item by the median of the latest window against the window one period earlier; thin items are left out', async () => {
    const [riser, thin, faller] = db.all<{ id: number }>('SELECT id FROM items WHERE appid = 570 ORDER BY id LIMIT 3').map((row) => row.id)
    // 7 days: windows of 2 days; start (9, 7] days ago, end the last 2 days
    setSales(riser, [[8 * DAY, 1000], [8 * DAY + 60, 1200], [DAY, 2000], [DAY + 60, 2100], [3600, 90000]])
    setSales(thin, [[8 * DAY, 1000], [8 * DAY + 60, 1000], [3600, 5000]])
    setSales(faller, [[8 * DAY, 100000], [7 * DAY + 60, 100000], [3600, 1000], [7200, 1000], [9000, 1000]])
    const up = await movers({ appid: 570, period: '7', kind: 'up', page_size: 50 })
    expect(up.window_days).toBe(2)
    expect(up.list[0]).toMatchObject({ item: { item_id: riser }, price: '21.00', start_price: '11.00', change: '10.00', change_pct: '90.91', sales: 5 })
    expect(up.list[0].spark).toHaveLength(7)
    expect(up.list[0].spark[6]).toMatchObject({ date: '2026-11-22', count: 1 })
    const pcts = up.list.map((row) => Number(row.change_pct))
    expect(pcts.every((pct) => pct > 0)).toBe(true)
    expect(pcts).toEqual([...pcts].sort((a, b) => b - a))
    const down = await movers({ appid: 570, period: '7', kind: 'down', page_size: 50 })
    expect(down.list[0]).toMatchObject({ item: { item_id: faller }, change: '-990.00', change_pct: '-99.00' })
    expect(down.list.every((row) => row.change.startsWith('-'))).toBe(true)
    for (const list of [up.list, down.list]) expect(list.some((row) => row.item.item_id === thin)).toBe(false)
    // pages cut the same ranking
    const second = await movers({ appid: 570, period: '7', kind: 'up', page: 2, page_size: 2 })
    expect(second.list.map((row) => row.item.item_id)).toEqual(up.list.slice(2, 4).map((row) => row.item.item_id))
    expect(second.total).toBe(up.total)
  })

  it('the seeded market has risers and fallers for each game and period; a bad period is refused', async () => {
    for (const appid of [570, 730]) {
      for (const period of ['7', '30']) {
        for (const kind of ['up', 'down']) expect((await movers({ appid, period, kind })).list.length).toBeGreaterThan(2)
      }
    }
    expect((await movers({ period: '30' })).list[0].spark).toHaveLength(30)
    expect(await api.call('/v1/price/movers', { period: '3' })).toMatchObject({ status: 4000, message: '周期不在可选范围内' })
    expect(await api.call('/v1/price/movers', { kind: 'flat' })).toMatchObject({ status: 4000, message: '榜单不在可选范围内' })
  })
})

/** An item with three listings of other sellers whose latest sale is under its lowest listing, so an 涨到 alert at that listing's price is valid. */
function itemToBuy (): { itemId: number, listings: { id: number, price_cents: number }[], last: number } {
  const rows = db.all<{
    id: number,
    last: number
  }>(`SELECT i.id, (SELECT price_cents FROM sales s WHERE s.item_id = i.id ORDER BY sold_at DESC, s.id DESC LIMIT 1) AS last
    FROM items i WHERE i.appid = 570 AND i.on_sale_count >= 3 ORDER BY i.id`)
  for (const row of rows) {
    const listings = db.all<{ id: number, price_cents: number }>(
      `SELECT id, price_cents FROM listings WHERE item_id = ? AND status = 'on_sale' AND seller_id NOT IN (SELECT id FROM users WHERE phone IN (?, ?))
          ORDER BY price_cents LIMIT 3`,
      row.id,
      DEMO.phone,
      DEMO2.phone
    )
    if (listings.length === 3 && row.last !== null && row.last < listings[0].price_cents) return { itemId: row.id, listings, last: row.last }
  }
  throw new Error('no item fits')
}

/** DEMO2 buys a listing and pays; `complete` then accepts the offer, which records the sale. */
async function paidOrder (listingId: number): Promise<() => Promise<unknown>> {
  const order = await api.ok<Order>('/v4/trade/order/create-p2p', { listing_id: listingId }, { token: buyer, method: 'POST' })
  await api.ok(
    '/v4/trade/order/payment',
    { order_id: order.order_id, pay_channel: 'balance', pay_password: DEMO2.payPassword },
    { token: buyer, method: 'POST' }
  )
  await api.ok('/v4/trade/order/notify-user', { order_id: order.order_id }, { token: buyer, method: 'POST' })
  return () => api.ok('/v4/trade/order/receive-offer', { order_id: order.order_id }, { token: buyer, method: 'POST' })
}
const yuan = (cents: number): string => (cents / 100).toFixed(2)

describe('price alerts', () => {
  it('fires once when two sales reach it at the same time: one 站内信 with the item link; re-armed, it fires again', async () => {
    const { itemId, listings } = itemToBuy()
    const alert = (await post<PriceAlert>('/v1/price/alert/add', { item_id: itemId, direction: 'up', threshold: yuan(listings[0].price_cents) })).data
    expect(alert).toMatchObject({ state: 'watching', direction: 'up', threshold: yuan(listings[0].price_cents) })
    const completes = [await paidOrder(listings[0].id), await paidOrder(listings[1].id)]
    expect(await alertMessages()).toHaveLength(0)
    await Promise.all(completes.map((complete) => complete()))
    const messages = await alertMessages()
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ link: `/pages/item/index?id=${itemId}`, content: expect.stringContaining(`已涨到你设置的 ¥${yuan(listings[0].price_cents)}`) })
    const fired = (await alerts()).list[0]
    expect(fired).toMatchObject({ alert_id: alert.alert_id, state: 'fired', fired_price: expect.any(String), fired_at: NOW })
    expect((await alerts()).live).toBe(0)
    // re-armed: watching again, and the next sale that reaches it fires it once more
    expect((await post<PriceAlert>('/v1/price/alert/switch', { alert_id: alert.alert_id, on: 1 })).data).toMatchObject({ state: 'watching', fired_at: null })
    await (await paidOrder(listings[2].id))()
    expect(await alertMessages()).toHaveLength(2)
  })

  it('a paused alert does not fire; a down alert must be under the latest sale', async () => {
    const { itemId, listings, last } = itemToBuy()
    const up = (await post<PriceAlert>('/v1/price/alert/add', { item_id: itemId, direction: 'up', threshold: yuan(listings[0].price_cents) })).data
    expect((await post<PriceAlert>('/v1/price/alert/switch', { alert_id: up.alert_id, on: 0 })).data.state).toBe('paused')
    await (await paidOrder(listings[0].id))()
    expect(await alertMessages()).toHaveLength(0)
    // the latest sale is now the listing's price; a down alert just above it is refused, under it is kept
    expect(last).toBeLessThan(listings[0].price_cents)
    const refused = await post('/v1/price/alert/add', { item_id: itemId, direction: 'down', threshold: yuan(listings[0].price_cents) })
    expect(refused).toMatchObject({ status: 4000, message: `跌到的提醒价须低于最新成交价 ¥${yuan(listings[0].price_cents)}` })
    expect((await alerts()).list.map((a) => a.state)).toEqual(['paused'])
  })

  it('validates the item, the price and the direction, one alert per item and direction, and the limits', async () => {
    const { itemId, last } = itemToBuy()
    const add = (params: Record<string, unknown>) => post('/v1/price/alert/add', { item_id: itemId, direction: 'up', threshold: '99999.00', ...params })
    expect(await add({ threshold: 'abc' })).toMatchObject({ status: 4000, message: '提醒价格必须是最多两位小数的金额' })
    expect(await add({ threshold: '1.234' })).toMatchObject({ status: 4000, message: '提醒价格必须是最多两位小数的金额' })
    expect(await add({ threshold: '-5' })).toMatchObject({ status: 4000, message: '提醒价格不能为负数' })
    expect(await add({ threshold: '0' })).toMatchObject({ status: 4000, message: '提醒价格过小' })
    expect(await add({ threshold: '' })).toMatchObject({ status: 4000, message: '请填写提醒价格' })
    expect(await add({ direction: 'sideways' })).toMatchObject({ status: 4000, message: '提醒方向不在可选范围内' })
    expect(await add({ item_id: 999999 })).toMatchObject({ status: 4004, message: '饰品不存在' })
    expect(await add({ threshold: yuan(last) })).toMatchObject({ status: 4000, message: `涨到的提醒价须高于最新成交价 ¥${yuan(last)}` })
    expect((await add({})).status).toBe(200)
    expect(await add({ threshold: '99998.00' })).toMatchObject({ status: 4103 })
    expect(await api.call('/v1/price/alert/add', { item_id: itemId, direction: 'up', threshold: '1.00' })).toMatchObject({ status: 401 })
    // 20 live at most; a paused one may be added back only under the limit
    const others = db.all<{ id: number }>('SELECT id FROM items WHERE id != ? ORDER BY id LIMIT 20', itemId).map((row) => row.id)
    for (const other of others.slice(0, 19)) expect((await post(
      '/v1/price/alert/add',
      { item_id: other, direction: 'up', threshold: '99999.00' }
    )).status).toBe(200)
    expect(await post(
      '/v1/price/alert/add',
      { item_id: others[19], direction: 'up', threshold: '99999.00' }
    )).toMatchObject({ status: 4009, message: '最多同时开启 20 个价格提醒，请先关闭或删除一些' })
    const list = await alerts()
    expect(list).toMatchObject({ live: 20, live_max: 20 })
    await post('/v1/price/alert/switch', { alert_id: list.list[0].alert_id, on: 0 })
    expect((await post('/v1/price/alert/add', { item_id: others[19], direction: 'up', threshold: '99999.00' })).status).toBe(200)
    expect(await post('/v1/price/alert/switch', { alert_id: list.list[0].alert_id, on: 1 })).toMatchObject({ status: 4009 })
    // another user's alert is not found; delete removes one
    expect(await post('/v1/price/alert/delete', { alert_id: list.list[0].alert_id }, buyer)).toMatchObject({ status: 4004, message: '提醒不存在' })
    expect(await post('/v1/price/alert/switch', { alert_id: list.list[0].alert_id, on: 1 }, buyer)).toMatchObject({ status: 4004 })
    expect((await post('/v1/price/alert/delete', { alert_id: list.list[0].alert_id })).status).toBe(200)
    expect((await alerts()).list).toHaveLength(20)
  })
})
