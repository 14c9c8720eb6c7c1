import type { CursorPage, Order, OrderListQuery, PaymentResult, PayParams, PendingCheck } from '../../types/api'
import { request } from '../lib/request'
import { ensure, hasList, isCount } from './shape'

const ORDER_LIST = '/v4/trade/order/list'
const ORDER_DETAIL = '/v4/trade/order/detail'
const PENDING_CHECK = '/v4/trade/order/pending-check'

export function orderList (query: OrderListQuery): Promise<CursorPage<Order>> {
  return request<unknown>(ORDER_LIST, { data: { ...query } })
    .then((data) => ensure<CursorPage<Order>>(data, hasList, ORDER_LIST, 'order page'))
}

export function orderDetail (orderId: string): Promise<Order> {
  return request<unknown>(ORDER_DETAIL, { data: { order_id: orderId } })
    .then((data) => ensure<Order>(data, (v) => typeof v.order_id === 'string', ORDER_DETAIL, 'order'))
}

/** spec 4 / 7: the pending-orders poll — silent: no toast, no dialog, no login redirect, no retry. */
export function pendingCheck (): Promise<PendingCheck> {
  return request<unknown>(PENDING_CHECK, { toast: false, dialog: false, autoLogin: false, retry: false })
    .then((data) => ensure<PendingCheck>(data, (v) => isCount(v.num), PENDING_CHECK, 'pending-orders count'))
}

/** Creates a buy order for one listing of a seller (POST: never retried). */
export function createOrder (listingId: number, couponId?: number): Promise<Order> {
  return request<Order>('/v4/trade/order/create-p2p', { method: 'POST', data: { listing_id: listingId, coupon_id: couponId } })
}

/** Creates a buy order for an item at its lowest listing (POST: never retried). */
export function createOrderForItem (itemId: number, couponId?: number): Promise<Order> {
  return request<Order>('/v4/trade/order/create-p2b', { method: 'POST', data: { item_id: itemId, coupon_id: couponId } })
}

/**
 * Pays an order (POST: never retried by the pipeline). Keep one idempotency key per
 * payment attempt the user makes, so a repeated tap charges once.
 */
export function payOrder (orderId: string, params: PayParams): Promise<PaymentResult> {
  const data = { order_id: orderId, ...params, idempotency_key: params.idempotency_key ?? newIdempotencyKey() }
  return request<PaymentResult>('/v4/trade/order/payment', { method: 'POST', data })
}

export function newIdempotencyKey (): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

export function cancelOrder (orderId: string): Promise<Order> {
  return request<Order>('/v4/trade/order/cancel', { method: 'POST', data: { order_id: orderId } })
}
