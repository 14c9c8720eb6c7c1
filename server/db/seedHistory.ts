import type { Db } from './database'
import { EXTERIORS } from '../domain/exteriors'
import { beijingDay, beijingDayStartOf } from '../domain/beijingDay'

/** How many days of sales the seed writes per item. */
export const SEED_HISTORY_DAYS = 180
const ROWS_PER_INSERT = 250

/** Mean sales per day by price: cheap items trade often, knives rarely (keeps the seed near 45 000 rows). */
function dailyVolume (cents: number): number {
  if (cents < 500) return 1.4
  if (cents < 5_000) return 0.8
  if (cents < 50_000) return 0.4
  return 0.2
}

/** A Poisson draw (Knuth): the number of sales on one day. */
function poisson (mean: number, rand: () => number): number {
  const limit = Math.exp(-mean)
  let count = 0
  let product = rand()
  while (product > limit) { count++; product *= rand() }
  return count
}

/**
 * A plausible 180-day market per item, written as recorded sales: a random walk of the day's price, walked back from
 * today's level (just under the lowest listing, where buyers meet sellers) towards a slow trend, with a daily volume by price.
 * Rows go in 250 at a time: one statement per row made every test suite's seed ~2× slower.
 */
export function seedPriceHistory (db: Db, now: number, rand: () => number): void {
  // the lowest listing read from listings itself: the seed also runs on older schemas (before items kept min_price_cents)
  const items = db.prepare(`SELECT i.id, i.exterior, COALESCE((SELECT MIN(l.price_cents) FROM listings l WHERE l.item_id = i.id
      AND l.status = 'on_sale'), i.ref_price_cents) AS anchor
    FROM items i ORDER BY i.id`).all() as { id: number, exterior: string | null, anchor: number }[]
  const today = beijingDay(now)
  const rows: (number | string | null)[] = []
  const flush = (): void => {
    const count = rows.length / 4
    if (count === 0) return
    db.prepare(`INSERT INTO sales (item_id, price_cents, wear, sold_at) VALUES ${Array(count).fill('(?, ?, ?, ?)').join(', ')}`).run(rows)
    rows.length = 0
  }
  for (const item of items) {
    const wear = EXTERIORS.find((entry) => entry.name === item.exterior)
    const volume = dailyVolume(item.anchor)
    // the whole half year drifts by up to ±20 %; each day moves ~2.5 % and is pulled back towards that trend
    const trend = (rand() - 0.5) * 0.4
    let level = item.anchor * 0.97
    for (let back = 0; back < SEED_HISTORY_DAYS; back++) {
      const day = today - back
      const start = beijingDayStartOf(day)
      const end = Math.min(start + 86400, now)
      for (let n = poisson(volume, rand); n > 0; n--) {
        const price = Math.max(1, Math.round(level * (0.97 + rand() * 0.06)))
        rows.push(item.id, price, wear ? (wear.min + rand() * (wear.max - wear.min)).toFixed(6) : null, start + Math.floor(rand() * (end - start)))
        if (rows.length >= ROWS_PER_INSERT * 4) flush()
      }
      const target = item.anchor * 0.97 * (1 - trend * (back + 1) / SEED_HISTORY_DAYS)
      level = Math.max(1, level * (1 + (rand() - 0.5) * 0.05) + (target - level) * 0.08)
    }
  }
  flush()
}
