import type { OrderStatus } from '../../types/api'

/**
 * The order state machine (server/README.md):
 *   created → paid → offer_sent → completed
 *   created → cancelled (buyer) | timed_out (not paid within ORDER_PAY_SECONDS)
 *   paid → cancelled (buyer, before the seller sends the offer; the seller cancels or misses DELIVER_SECONDS; refunded)
 *   offer_sent → cancelled (buyer declines the offer; refunded)
 */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  created: ['paid', 'cancelled', 'timed_out'],
  paid: ['offer_sent', 'cancelled'],
  offer_sent: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
  timed_out: []
}

export function canMove (from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to)
}

/** Unpaid orders hold the listing for 15 minutes. */
export const ORDER_PAY_SECONDS = 15 * 60

/** A seller who is a real user (the listing carries an inventory asset) must send the trade offer within 12 hours of payment. */
export const DELIVER_SECONDS = 12 * 3600

/** CS2 trades stay reversible on Steam for 7 days (trade protection): the seller's share stays frozen until then. */
export const TRADE_PROTECTION_SECONDS = 7 * 86400
/** Games whose trades Steam can still reverse after the trade (CS2); DOTA2 proceeds are released at once. */
export const PROTECTED_APPIDS: readonly number[] = [730]

/** Why an order was cancelled: the buyer (before the offer), the buyer declining the offer, the seller missing the delivery deadline, the seller. */
export type CancelReason = 'buyer' | 'declined' | 'deliver_timeout' | 'seller'
export const CANCEL_REASON_TEXT: Record<CancelReason, string> = {
  buyer: '买家取消',
  declined: '买家拒绝报价',
  deliver_timeout: '卖家超时未发货',
  seller: '卖家取消'
}

/** Orders the buyer still has to act on: pay (created) or accept the trade offer (offer_sent). */
export const PENDING_FOR_BUYER: OrderStatus[] = ['created', 'offer_sent']

/** The public order number: the day (UTC) and the row id, e.g. 2026112300000042. */
export const orderNumber = (
  now: number,
  id: number
): string => `${new Date(now * 1000).toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(8, '0')}`

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  created: '待支付',
  paid: '待发货',
  offer_sent: '待收货',
  completed: '已完成',
  cancelled: '已取消',
  timed_out: '已超时'
}
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_TEXT) as OrderStatus[]
