import type { Db } from '../db/database'
import type { Deps } from '../deps'
import type { PricePoint } from '../../types/api'
import { formatCents } from '../domain/money'
import { firePriceAlerts } from './priceAlerts'

/** Market days are China days (UTC+8): the players and the sales list read Beijing time. */
const DAY_OFFSET = 8 * 3600
export const HISTORY_DAYS = [7, 30, 90, 180] as const
export type HistoryDays = typeof HISTORY_DAYS[number]

/** The market day (days since 1970-01-01, Beijing time) a moment falls on. */
export const marketDay = (seconds: number): number => Math.floor((seconds + DAY_OFFSET) / 86400)
/** A market day as YYYY-MM-DD. */
export const marketDate = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10)
/** When a market day starts, in unix seconds. */
export const marketDayStart = (day: number): number => day * 86400 - DAY_OFFSET

export interface SaleInput { item_id: number, price_cents: number, wear: string | null, sold_at: number }

/** Records one sale (the price history and the recent sales list both read these rows, so they always agree) and fires the price alerts it reaches. */
export function recordSale (deps: Deps, sale: SaleInput): void {
  deps.db.prepare('INSERT INTO sales (item_id, price_cents, wear, sold_at) VALUES (@item_id, @price_cents, @wear, @sold_at)').run(sale)
  firePriceAlerts(deps, sale.item_id, sale.price_cents)
}

/** An item's last sale, or undefined before its first. */
export const lastSale = (deps: Deps, itemId: number): { price_cents: number, sold_at: number } | undefined =>
  deps.db.prepare('SELECT price_cents, sold_at FROM sales WHERE item_id = ? ORDER BY sold_at DESC, id DESC LIMIT 1')
    .get(itemId) as { price_cents: number, sold_at: number } | undefined

/** An item's ten latest sales, newest first. */
export const recentSales = (deps: Deps, itemId: number): { price_cents: number, wear: string | null, sold_at: number }[] =>
  deps.db.prepare('SELECT price_cents, wear, sold_at FROM sales WHERE item_id = ? ORDER BY sold_at DESC, id DESC LIMIT 10')
    .all(itemId) as { price_cents: number, wear: string | null, sold_at: number }[]

/**
 * The last `days` market days up to today, oldest first: each day's average sale price (rounded half up, integers only)
 * and number of sales; a day without sales has price null and count 0.
 */
export function priceHistory (db: Db, itemId: number, now: number, days: HistoryDays): PricePoint[] {
  const today = marketDay(now)
  const first = today - days + 1
  const rows = db.prepare(`SELECT (sold_at + ${DAY_OFFSET}) / 86400 AS day, COUNT(*) AS count, (SUM(price_cents) * 2 + COUNT(*)) / (COUNT(*) * 2) AS average
    FROM sales WHERE item_id = ? AND sold_at >= ? AND sold_at <= ? GROUP BY day`).all(itemId, marketDayStart(first), now) as { day: number, count: number, average: number }[]
  const byDay = new Map(rows.map((row) => [row.day, row]))
  return Array.from({ length: days }, (_, index) => {
    const row = byDay.get(first + index)
    return { date: marketDate(first + index), price: row ? formatCents(row.average) : null, count: row?.count ?? 0 }
  })
}
