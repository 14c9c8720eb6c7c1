import type { Db } from '../db/database'
import type { Deps } from '../deps'
import type { PricePoint } from '../../types/api'
import { formatCents } from '../domain/money'
import { beijingDate, beijingDay, beijingDayStartOf, beijingDaySql } from '../domain/beijingDay'
import { firePriceAlerts } from './priceAlerts'

export const HISTORY_DAYS = [7, 30, 90, 180] as const
export type HistoryDays = typeof HISTORY_DAYS[number]


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
  const today = beijingDay(now)
  const first = today - days + 1
  const rows = db.prepare(`SELECT ${beijingDaySql('sold_at')} AS day, COUNT(*) AS count, (SUM(price_cents) * 2 + COUNT(*)) / (COUNT(*) * 2) AS average
    FROM sales WHERE item_id = ? AND sold_at >= ? AND sold_at <= ? GROUP BY day`).all(itemId, beijingDayStartOf(first), now) as {
      day: number,
      count: number,
      average: number
    }[]
  const byDay = new Map(rows.map((row) => [row.day, row]))
  return Array.from({ length: days }, (_, index) => {
    const row = byDay.get(first + index)
    return { date: beijingDate(beijingDayStartOf(first + index)), price: row ? formatCents(row.average) : null, count: row?.count ?? 0 }
  })
}
