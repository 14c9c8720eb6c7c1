import type { Deps } from '../deps'
import type { Offer, OfferStatus } from '../../types/api'
import { itemSummary, loadItem } from './catalogue'
import { fail, Status } from '../domain/status'
import { cancelOrder, completeOrder, orderById } from './orders'
import { offerTrust } from './tradeTrust'

/** A trade offer with its order's number and item. */
export interface OfferRow { offer_no: string, order_no: string, status: OfferStatus, item_id: number, created_at: number, updated_at: number, order_id: number }

const SELECT = 'SELECT f.offer_no, o.order_no, f.status, o.item_id, f.created_at, f.updated_at, f.order_id FROM offers f JOIN orders o ON o.id = f.order_id'

export const offerView = (deps: Deps, row: OfferRow): Offer => ({
  offer_id: row.offer_no,
  order_id: row.order_no,
  status: row.status,
  item: itemSummary(loadItem(deps.db, row.item_id)!),
  created_at: row.created_at,
  updated_at: row.updated_at,
  ...offerTrust(deps, row.order_id)
})

/** The buyer's latest 50 offers, newest first, of one status or all. */
export const buyerOffers = (deps: Deps, buyerId: number, status?: OfferStatus): OfferRow[] =>
  deps.db.prepare(`${SELECT} WHERE f.buyer_id = ? ${status ? 'AND f.status = ?' : ''} ORDER BY f.id DESC LIMIT 50`)
    .all(...(status ? [buyerId, status] : [buyerId])) as OfferRow[]

/** One of the buyer's offers by its number, or undefined. */
export const buyerOffer = (deps: Deps, buyerId: number, offerNo: string): OfferRow | undefined =>
  deps.db.prepare(`${SELECT} WHERE f.offer_no = ? AND f.buyer_id = ?`).get(offerNo, buyerId) as OfferRow | undefined

/**
 * The buyer accepts (the order completes) or declines (the order is cancelled and refunded) a sent offer, in the
 * caller's transaction. Returns the offer as it now is.
 */
export function answerOffer (deps: Deps, buyerId: number, offerNo: string, accept: boolean): OfferRow {
  const row = buyerOffer(deps, buyerId, offerNo)
  if (!row) fail(Status.notFound, '报价不存在')
  if (row!.status !== 'sent') fail(Status.conflict, row!.status === 'wait' ? '卖家尚未发送报价' : '报价已处理')
  const order = orderById(deps, row!.order_id)
  if (accept) completeOrder(deps, order)
  else cancelOrder(deps, order, '拒绝报价', 'declined')
  return buyerOffer(deps, buyerId, offerNo)!
}
