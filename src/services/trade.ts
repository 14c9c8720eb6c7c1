import type { CursorPage, Order, OrderListQuery, PaymentResult, PayParams, PendingCheck } from '../../types/api'
import { OrderPageSchema, OrderSchema, PaymentResultSchema, PendingCheckSchema } from '../contract/orders'
import { request } from '../lib/request'
import { answer } from './shape'

const ORDER_LIST = '/v4/trade/order/list'
const ORDER_DETAIL = '/v4/trade/order/detail'
const PENDING_CHECK = '/v4/trade/order/pending-check'
const CREATE_P2P = '/v4/trade/order/create-p2p'
const CREATE_P2B = '/v4/trade/order/create-p2b'
const PAYMENT = '/v4/trade/order/payment'
const CANCEL = '/v4/trade/order/cancel'

export function orderList (query: OrderListQuery): Promise<CursorPage<Order>> {
  return request<unknown>(ORDER_LIST, { data: { ...query } }).then(answer(OrderPageSchema, ORDER_LIST))
}

/** No toast: the order detail says what went wrong on the page itself, once, not also as a toast. */
export function orderDetail (orderId: string): Promise<Order> {
  return request<unknown>(ORDER_DETAIL, { data: { order_id: orderId }, toast: false }).then(answer(OrderSchema, ORDER_DETAIL))
}

/** spec 4 / 7: the pending-orders poll — silent: no toast, no dialog, no login redirect, no retry. */
export function pendingCheck (): Promise<PendingCheck> {
  return request<unknown>(PENDING_CHECK, { toast: false, dialog: false, autoLogin: false, retry: false }).then(answer(PendingCheckSchema, PENDING_CHECK))
}

/** Creates a buy order for one listing of a seller (POST: never retried). */
export function createOrder (listingId: number, couponId?: number): Promise<Order> {
  return request<unknown>(CREATE_P2P, { method: 'POST', data: { listing_id: listingId, coupon_id: couponId } }).then(answer(OrderSchema, CREATE_P2P))
}

/** Creates a buy order for an item at its lowest listing (POST: never retried). */
export function createOrderForItem (itemId: number, couponId?: number): Promise<Order> {
  return request<unknown>(CREATE_P2B, { method: 'POST', data: { item_id: itemId, coupon_id: couponId } }).then(answer(OrderSchema, CREATE_P2B))
}

/**
 * Pays an order (POST: never retried by the pipeline). Keep one idempotency key per
 * payment attempt the user makes, so a repeated tap charges once. No toast: the pay panel
 * shows every failure inline, once (a wrong password used to be a toast and a line).
 */
export function payOrder (orderId: string, params: PayParams): Promise<PaymentResult> {
  const data = { order_id: orderId, ...params, idempotency_key: params.idempotency_key ?? newIdempotencyKey() }
  return request<unknown>(PAYMENT, { method: 'POST', data, toast: false }).then(answer(PaymentResultSchema, PAYMENT))
}

export function newIdempotencyKey (): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

export function cancelOrder (orderId: string): Promise<Order> {
  return request<unknown>(CANCEL, { method: 'POST', data: { order_id: orderId } }).then(answer(OrderSchema, CANCEL))
}
