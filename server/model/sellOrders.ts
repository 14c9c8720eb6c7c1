import type { Deps } from '../deps'
import type { SellOrder, SellOrderOperation } from '../../types/api'
import { CANCEL_REASON_TEXT, ORDER_STATUS_TEXT } from '../domain/orderState'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { itemSummary, loadItem } from './catalogue'
import { deliverDeadline, needsDelivery, type OrderRow } from './orders'
import { sendMessage } from './messages'
import { sellOrderLink } from './sellerNotices'
import { maskNickname } from '../domain/nickname'
import { buyerTradeUrl, offerCode } from './tradeTrust'

/** What the seller can do now: send the offer or cancel, while a paid order waits for a seller who must deliver. */
export function sellerOperations (deps: Deps, order: OrderRow): SellOrderOperation[] {
  return order.status === 'paid' && needsDelivery(deps, order) ? ['send_offer', 'cancel'] : []
}

/** The seller's own order by its public id, or 4004 (another seller's order, or one bought, is "not found" too). */
export function findSellOrder (deps: Deps, sellerId: number, orderNo: string): OrderRow {
  const row = deps.db.prepare('SELECT * FROM orders WHERE order_no = ? AND seller_id = ?').get(orderNo, sellerId) as OrderRow | undefined
  return row ?? fail(Status.notFound, '订单不存在')
}

export function sellOrderView (deps: Deps, row: OrderRow): SellOrder {
  const { db } = deps
  const listing = db.prepare('SELECT asset_id, wear FROM listings WHERE id = ?').get(row.listing_id) as { asset_id: string | null, wear: string | null }
  const buyer = db.prepare('SELECT nickname FROM users WHERE id = ?').get(row.buyer_id) as { nickname: string }
  const offer = db.prepare('SELECT offer_no, status FROM offers WHERE order_id = ?').get(row.id) as { offer_no: string, status: string } | undefined
  return {
    order_id: row.order_no,
    kind: row.kind,
    status: row.status,
    status_text: ORDER_STATUS_TEXT[row.status],
    item: itemSummary(loadItem(db, row.item_id)!),
    listing_id: row.listing_id,
    asset_id: listing.asset_id,
    wear: listing.wear,
    price: formatCents(row.price_cents),
    fee: formatCents(row.fee_cents),
    proceeds: formatCents(row.price_cents - row.fee_cents),
    buyer_nickname: maskNickname(buyer.nickname),
    created_at: row.created_at,
    paid_at: row.paid_at,
    deliver_deadline: deliverDeadline(deps, row),
    offer_sent_at: row.offer_sent_at,
    completed_at: row.completed_at,
    proceeds_release_at: row.proceeds_release_at,
    proceeds_released: row.proceeds_released_at !== null,
    cancel_reason: row.cancel_reason,
    cancel_reason_text: row.cancel_reason === null ? null : CANCEL_REASON_TEXT[row.cancel_reason],
    offer: offer ? { offer_id: offer.offer_no, status: offer.status as NonNullable<SellOrder['offer']>['status'] } : null,
    buyer_trade_url: buyerTradeUrl(deps, row),
    verify_code: offerCode(db, row.id).verify_code,
    operation: sellerOperations(deps, row),
    timeline: db.prepare('SELECT status, at FROM order_events WHERE order_id = ? ORDER BY rowid').all(row.id) as SellOrder['timeline']
  }
}

/** The buyer reminds a seller who must deliver: a message to the seller (the order does not change). */
export function remindSeller (deps: Deps, order: OrderRow): void {
  const name = loadItem(deps.db, order.item_id)?.name ?? '饰品'
  sendMessage(deps, order.seller_id, {
    title: '买家提醒您发货',
    content: `订单 ${order.order_no}（${name}）的买家已付款，请在发货期限内发送 Steam 交易报价，超时订单将自动取消并退款。`,
    link: sellOrderLink(order.order_no)
  })
}
