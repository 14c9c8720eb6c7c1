import type { Deps } from '../deps'

/**
 * A seller's delivery figures from real orders (server/README.md "Sell orders"): the orders that needed
 * delivery (listing with an inventory asset) and were decided: offer sent (on time: a lapse is swept before any send)
 * or cancelled for a missed deadline / by the seller. Rate in basis points rounded down; average minutes from paid to
 * offer sent, rounded. A seller with no decided order keeps the figures on the row (the seed's).
 */
export function refreshSellerStats (deps: Deps, sellerId: number): void {
  const row = deps.db.prepare(`SELECT COUNT(o.offer_sent_at) AS delivered,
      COALESCE(SUM(CASE WHEN o.cancel_reason IN ('deliver_timeout', 'seller') AND o.offer_sent_at IS NULL THEN 1 ELSE 0 END), 0) AS failed,
      COALESCE(SUM(o.offer_sent_at - o.paid_at), 0) AS seconds
    FROM orders o JOIN listings l ON l.id = o.listing_id WHERE o.seller_id = ? AND l.asset_id IS NOT NULL`).get(sellerId) as {
      delivered: number,
      failed: number,
      seconds: number
    }
  const total = row.delivered + row.failed
  if (total === 0) return
  const rateBp = Math.floor(row.delivered * 10000 / total)
  if (row.delivered === 0) {
    deps.db.prepare('UPDATE users SET deliver_rate_bp = ? WHERE id = ?').run(rateBp, sellerId)
    return
  }
  const minutes = Math.floor((row.seconds + 30 * row.delivered) / (60 * row.delivered))
  deps.db.prepare('UPDATE users SET deliver_rate_bp = ?, avg_deliver_minutes = ? WHERE id = ?').run(rateBp, minutes, sellerId)
}
