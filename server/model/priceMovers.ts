import type { Deps } from '../deps'
import type { PriceMover, PriceMoverPage } from '../../types/api'
import { formatCents } from '../domain/money'
import { MIN_WINDOW_SALES, MOVE_WINDOW_DAYS, SPARK_DAYS, changeBasisPoints, medianCents, type MovePeriod } from '../domain/priceMoves'
import { itemSummary, loadItems } from './catalogue'
import { priceHistory } from './priceHistory'
import { percentText } from '../domain/percent'

const DAY = 86400
interface Move { itemId: number, start: number, end: number, basisPoints: number, sales: number }

/** Each item's sale prices in (from, to], by item. */
function pricesBetween (deps: Deps, appid: number, from: number, to: number): Map<number, number[]> {
  const rows = deps.db.prepare(`SELECT s.item_id, s.price_cents FROM sales s JOIN items i ON i.id = s.item_id
    WHERE i.appid = ? AND s.sold_at > ? AND s.sold_at <= ?`).all(appid, from, to) as { item_id: number, price_cents: number }[]
  const byItem = new Map<number, number[]>()
  for (const row of rows) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), row.price_cents])
  return byItem
}

/** Every item of the game whose two windows both hold enough sales, with its move (README "Price fluctuation and alerts"). */
function moves (deps: Deps, appid: number, period: MovePeriod): Move[] {
  const now = deps.now()
  const window = MOVE_WINDOW_DAYS[period] * DAY
  const back = Number(period) * DAY
  const latest = pricesBetween(deps, appid, now - window, now)
  const earlier = pricesBetween(deps, appid, now - back - window, now - back)
  const result: Move[] = []
  for (const [itemId, endPrices] of latest) {
    const startPrices = earlier.get(itemId) ?? []
    if (endPrices.length < MIN_WINDOW_SALES || startPrices.length < MIN_WINDOW_SALES) continue
    const start = medianCents(startPrices)!
    const end = medianCents(endPrices)!
    result.push({ itemId, start, end, basisPoints: changeBasisPoints(start, end), sales: startPrices.length + endPrices.length })
  }
  return result
}

/** Risers (the largest rise first) or fallers (the largest fall first); an item that did not move in that way is in neither. */
export function priceMovers (deps: Deps, appid: number, period: MovePeriod, kind: 'up' | 'down', page: number, pageSize: number): PriceMoverPage {
  const sign = kind === 'up' ? 1 : -1
  const ranked = moves(deps, appid, period)
    .filter((move) => move.basisPoints * sign > 0)
    .sort((a, b) => (b.basisPoints - a.basisPoints) * sign || a.itemId - b.itemId)
  const shown = ranked.slice((page - 1) * pageSize, page * pageSize)
  const items = loadItems(deps.db, shown.map((move) => move.itemId))
  const list: PriceMover[] = shown.map((move, index) => ({
    item: itemSummary(items[index]),
    price: formatCents(move.end),
    start_price: formatCents(move.start),
    change: formatCents(move.end - move.start),
    change_pct: percentText(move.basisPoints),
    sales: move.sales,
    spark: priceHistory(deps.db, move.itemId, deps.now(), SPARK_DAYS[period])
  }))
  return { list, total: ranked.length, page, page_size: pageSize, has_more: page * pageSize < ranked.length, window_days: MOVE_WINDOW_DAYS[period] }
}
