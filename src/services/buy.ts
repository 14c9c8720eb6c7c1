import type { BuyOrder, BuyOrderCreateParams, CdkProduct, CdkPurchase, Coupon, Order } from '../../types/api'
import { CdkProductsSchema, CdkPurchaseSchema, CouponsSchema } from '../contract/buying'
import { BuyOrderSchema, BuyOrdersSchema, OrderSchema } from '../contract/orders'
import { request } from '../lib/request'
import { answer } from './shape'
import { newIdempotencyKey } from './trade'

/** The buyer's side beyond services/trade: coupons for an order, rent, seller reminders, offers, buy orders, CDK. */

const CAN_USE = '/v1/coupon/can-use'
/** The user's unused coupons, each marked usable or not for `amount` in game `appid`. */
export function usableCoupons (amount: string, appid: number): Promise<Coupon[]> {
  return request<unknown>(CAN_USE, { data: { amount, appid }, toast: false }).then(answer(CouponsSchema, CAN_USE))
}

const RENT = '/v4/trade/rent/create'
/** Creates an unpaid rent order: daily rate × days plus the deposit (POST: never retried). */
export function createRentOrder (listingId: number, days: number, couponId?: number): Promise<Order> {
  return request<unknown>(RENT, { method: 'POST', data: { listing_id: listingId, days, coupon_id: couponId } }).then(answer(OrderSchema, RENT))
}

const NOTIFY = '/v4/trade/order/notify-user'
/** Reminds the seller to send the trade offer. */
export function remindSeller (orderId: string): Promise<Order> {
  return request<unknown>(NOTIFY, { method: 'POST', data: { order_id: orderId } }).then(answer(OrderSchema, NOTIFY))
}

const RECEIVE = '/v4/trade/order/receive-offer'
/** Accepts the seller's trade offer: the order completes. */
export function receiveOffer (orderId: string): Promise<Order> {
  return request<unknown>(RECEIVE, { method: 'POST', data: { order_id: orderId } }).then(answer(OrderSchema, RECEIVE))
}

const RETURN = '/v4/trade/rent/return'
export function returnRental (orderId: string): Promise<Order> {
  return request<unknown>(RETURN, { method: 'POST', data: { order_id: orderId } }).then(answer(OrderSchema, RETURN))
}

const BUY_ORDERS = '/v4/trade/buy-order/list'
export function buyOrders (): Promise<BuyOrder[]> {
  return request<unknown>(BUY_ORDERS).then(answer(BuyOrdersSchema, BUY_ORDERS))
}

/** The optional wear (float) range of a buy order, decimal strings such as "0.07"; only for skins with wear. */
export interface WearRange { min_wear?: string, max_wear?: string }

const CREATE_BUY_ORDER = '/v4/trade/buy-order/create'
/**
 * A buy order freezes price × quantity on the balance until it is cancelled. Keep one idempotency key per
 * order the user means to place, so a repeat (a lost answer, a second tap) freezes once. No toast, like
 * the CDK purchase: the form says a refusal (a wrong pay password with its tries left) inline, once.
 */
export function createBuyOrder (
  itemId: number,
  price: string,
  quantity: number,
  payPassword?: string,
  wear: WearRange = {},
  idempotencyKey = newIdempotencyKey()
): Promise<BuyOrder> {
  const data: BuyOrderCreateParams = { item_id: itemId, price, quantity, pay_password: payPassword, idempotency_key: idempotencyKey }
  if (wear.min_wear) data.min_wear = wear.min_wear
  if (wear.max_wear) data.max_wear = wear.max_wear
  return request<unknown>(CREATE_BUY_ORDER, { method: 'POST', data: { ...data }, toast: false }).then(answer(BuyOrderSchema, CREATE_BUY_ORDER))
}

const CANCEL_BUY_ORDER = '/v4/trade/buy-order/cancel'
export function cancelBuyOrder (buyOrderId: number): Promise<BuyOrder> {
  return request<unknown>(CANCEL_BUY_ORDER, { method: 'POST', data: { buy_order_id: buyOrderId } }).then(answer(BuyOrderSchema, CANCEL_BUY_ORDER))
}

const CDK_PRODUCTS = '/v4/trade/cdk/products'
export function cdkProducts (): Promise<CdkProduct[]> {
  return request<unknown>(CDK_PRODUCTS).then(answer(CdkProductsSchema, CDK_PRODUCTS))
}

const CDK_BUY = '/v4/trade/order/cdk-buy'
/** Buys one code from the balance; the idempotency key makes a repeated tap buy once. */
export function buyCdk (productId: number, payPassword: string, idempotencyKey: string): Promise<CdkPurchase> {
  return request<unknown>(
    CDK_BUY,
    { method: 'POST', data: { product_id: productId, pay_password: payPassword, idempotency_key: idempotencyKey }, toast: false }
  ).then(answer(CdkPurchaseSchema, CDK_BUY))
}
