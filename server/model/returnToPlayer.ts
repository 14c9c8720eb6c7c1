import type { Deps } from '../deps'
import type { ReturnToPlayerView } from '../../types/api'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { MIN_WINDOW_SALES, MOVE_WINDOW_DAYS, medianCents } from '../domain/priceMoves'
import { pauseReason, RTP_CAP_BP, type ReferencePrice, type ReturnToPlayer } from '../domain/returnToPlayer'

/**
 * Return to player read from the database (server/README.md "Return to player"): every item's catalogue
 * reference price and its market price now, so every listing and every draw sees a price move at once.
 */

/** The market price's window: the movers' widest (5 days, at least 2 sales), the median of the recorded sales in it. */
export const MARKET_WINDOW_SECONDS = MOVE_WINDOW_DAYS['30'] * 86400

/** Each item's catalogue reference price and its market price (the median of its sales in the last 5 days; null with fewer than 2). */
export function referencePrices (deps: Deps, itemIds: readonly number[]): Map<number, ReferencePrice> {
  const unique = [...new Set(itemIds)]
  if (unique.length === 0) return new Map()
  const marks = unique.map(() => '?').join(',')
  const now = deps.now()
  const sales = new Map<number, number[]>()
  for (const row of deps.db.prepare(`SELECT item_id, price_cents FROM sales WHERE item_id IN (${marks}) AND sold_at > ? AND sold_at <= ?`)
    .all(...unique, now - MARKET_WINDOW_SECONDS, now) as { item_id: number, price_cents: number }[]) {
    sales.set(row.item_id, [...(sales.get(row.item_id) ?? []), row.price_cents])
  }
  const rows = deps.db.prepare(`SELECT id, ref_price_cents FROM items WHERE id IN (${marks})`).all(...unique) as { id: number, ref_price_cents: number }[]
  return new Map(rows.map((row) => {
    const prices = sales.get(row.id) ?? []
    return [row.id, { catalogueCents: row.ref_price_cents, marketCents: prices.length >= MIN_WINDOW_SALES ? medianCents(prices) : null }]
  }))
}

/** The wire view of a draw's return: cost, expected return, RTP and, over the cap, 暂停 with the reason. */
export const returnView = (rtp: ReturnToPlayer, what: string): ReturnToPlayerView => ({
  cost: formatCents(rtp.costCents),
  expected_return: formatCents(rtp.expectedCents),
  rtp_bp: rtp.rtpBp,
  cap_bp: RTP_CAP_BP,
  paused: rtp.paused,
  reason: rtp.paused ? pauseReason(what, rtp) : ''
})

/** A draw over the cap is refused (4009 with the reason) before anything is paid or consumed. */
export function refuseIfPaused (rtp: ReturnToPlayer, what: string): void {
  if (rtp.paused) fail(Status.conflict, pauseReason(what, rtp))
}
