import type { CursorPage, OrderStatus, SellOrder } from '../../types/api'
import { SellOrderPageSchema, SellOrderSchema } from '../contract/sellOrders'
import { request } from '../lib/request'
import { answer } from './shape'

/** The seller's side of orders (server/README.md "Sell orders"): list, detail, send the trade offer, cancel. */

const LIST = '/v4/trade/sell/orders'
/** One cursor page of the seller's orders; pointer 0 is the first page. */
export function sellOrders (pointer: number, status?: OrderStatus, pageSize = 20): Promise<CursorPage<SellOrder>> {
  const data: Record<string, string | number> = { pointer, page_size: pageSize }
  if (status) data.status = status
  return request<unknown>(LIST, { data, toast: false }).then(answer(SellOrderPageSchema, LIST))
}

const DETAIL = '/v4/trade/sell/order-detail'
export function sellOrderDetail (orderId: string): Promise<SellOrder> {
  return request<unknown>(DETAIL, { data: { order_id: orderId }, toast: false }).then(answer(SellOrderSchema, DETAIL))
}

const SEND_OFFER = '/v4/trade/sell/send-offer'
/** The simulated Steam takes the offer at once: the order goes offer_sent. */
export function sendOffer (orderId: string): Promise<SellOrder> {
  return request<unknown>(SEND_OFFER, { method: 'POST', data: { order_id: orderId }, toast: false }).then(answer(SellOrderSchema, SEND_OFFER))
}

const CANCEL = '/v4/trade/sell/cancel-order'
/** The seller cannot deliver: the buyer is refunded and the delivery rate falls. */
export function cancelSellOrder (orderId: string): Promise<SellOrder> {
  return request<unknown>(CANCEL, { method: 'POST', data: { order_id: orderId }, toast: false }).then(answer(SellOrderSchema, CANCEL))
}
