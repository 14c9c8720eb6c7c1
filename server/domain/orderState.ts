import type { OrderStatus } from '../../types/api'

/**
 * The order state machine (server/README.md):
 *   created → paid → offer_sent → completed
 *   created → cancelled (buyer) | timed_out (not paid within ORDER_PAY_SECONDS)
 *   paid → cancelled (buyer, before the seller sends the offer; refunded)
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

/** Orders the buyer still has to act on: pay (created) or accept the trade offer (offer_sent). */
export const PENDING_FOR_BUYER: OrderStatus[] = ['created', 'offer_sent']

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  created: '待支付',
  paid: '待发货',
  offer_sent: '待收货',
  completed: '已完成',
  cancelled: '已取消',
  timed_out: '已超时'
}
