import type { Deps } from '../deps'
import type { Db } from '../db/database'
import type { SellerSteam } from '../../types/api'
import { loadItem } from './catalogue'
import { needsDelivery, type OrderRow } from './orders'
import { sellOrderLink } from './sellerNotices'

/**
 * What lets the two sides of a trade check each other (server/README.md "Trade verification code"): the buyer's trade
 * link for the seller, the seller's Steam identity for the buyer, and the offer's code, which both see and the Steam
 * offer's message carries.
 */

/** The order's offer code (made by the database when the offer row is made) and, once sent, the Steam offer's message. */
export function offerCode (db: Db, orderId: number): { verify_code: string | null, offer_message: string | null } {
  const row = db.prepare('SELECT verify_code, message FROM offers WHERE order_id = ?').get(orderId) as {
    verify_code: string | null,
    message: string | null
  } | undefined
  return { verify_code: row?.verify_code ?? null, offer_message: row?.message ?? null }
}

/** The buyer's trade link while the seller still has to send the offer (paid, a seller who delivers), else null. */
export function buyerTradeUrl (deps: Deps, order: OrderRow): string | null {
  if (order.status !== 'paid' || !needsDelivery(deps, order)) return null
  return (deps.db.prepare('SELECT trade_url FROM users WHERE id = ?').get(order.buyer_id) as { trade_url: string | null }).trade_url
}

/**
 * The seller's Steam identity as the buyer checks it: the name and Steam ID of the bound account, how long the account
 * has traded here, and whether it is verified (a bound Steam account with a trade link). The simulated Steam has no
 * level, so it is null. Null for a seller without a bound account (the platform delivers those).
 */
export function sellerSteam (deps: Deps, order: OrderRow): SellerSteam | null {
  const seller = deps.db.prepare('SELECT nickname, steam_id, trade_url, created_at FROM users WHERE id = ?').get(order.seller_id) as
    { nickname: string, steam_id: string | null, trade_url: string | null, created_at: number } | undefined
  if (!seller?.steam_id || !needsDelivery(deps, order)) return null
  return { name: seller.nickname, steam_id: seller.steam_id, level: null, since: seller.created_at, verified: seller.trade_url !== null }
}

/** The seller's Steam identity and the offer's code for one order by its row id. */
export function offerTrust (deps: Deps, orderId: number): { verify_code: string | null, offer_message: string | null, seller_steam: SellerSteam | null } {
  const order = deps.db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as OrderRow
  return { ...offerCode(deps.db, orderId), seller_steam: sellerSteam(deps, order) }
}

/** A wallet line's item and the order it opens (the buyer's or the seller's page), when its reference is an order of the user. */
export function ledgerSubject (deps: Deps, userId: number, ref: string | null): { item_name: string | null, link: string | null } {
  const order = ref ? deps.db.prepare('SELECT order_no, item_id, buyer_id, seller_id FROM orders WHERE order_no = ?').get(ref) as
    Pick<OrderRow, 'order_no' | 'item_id' | 'buyer_id' | 'seller_id'> | undefined : undefined
  if (!order || (order.buyer_id !== userId && order.seller_id !== userId)) return { item_name: null, link: null }
  return {
    item_name: loadItem(deps.db, order.item_id)?.name ?? null,
    link: order.seller_id === userId ? sellOrderLink(order.order_no) : `/pages/order/detail/index?id=${order.order_no}`
  }
}

/** What an item fetches on the market now: its lowest listing, else its reference price (cents). */
export function marketValues (db: Db, itemIds: readonly number[]): Map<number, number> {
  if (itemIds.length === 0) return new Map()
  const rows = db.prepare(`SELECT id, COALESCE(min_price_cents, ref_price_cents) AS cents FROM items WHERE id IN (${itemIds.map(() => '?').join(',')})`)
    .all(...itemIds) as Array<{ id: number, cents: number }>
  return new Map(rows.map((row) => [row.id, row.cents]))
}
