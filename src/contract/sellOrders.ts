/** The seller's side of orders (delivery, proceeds) and withdrawal (server/README.md "Sell orders", "Withdrawal"). */
import { array, boolean, nullable, object, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema, WearSchema, cursorPageOf, pageOf } from './common'
import { ItemSummarySchema } from './catalogue'
import { OfferStatusSchema, OrderKindSchema, OrderStatusSchema } from './orders'

/** actions open to the seller now: send the trade offer, or cancel (the buyer is refunded; counts as not delivered) */
export const SellOrderOperationSchema = picklist(['send_offer', 'cancel'])
export const CancelReasonSchema = picklist(['buyer', 'declined', 'deliver_timeout', 'seller'])

export const SellOrderSchema = object({
  order_id: string(),
  kind: OrderKindSchema,
  status: OrderStatusSchema,
  status_text: string(),
  item: ItemSummarySchema,
  listing_id: CountSchema,
  asset_id: nullable(string()),
  wear: WearSchema,
  price: MoneySchema,
  fee: MoneySchema,
  /** price − fee: what the seller receives */
  proceeds: MoneySchema,
  /** masked: 演***号 */
  buyer_nickname: string(),
  created_at: TimeSchema,
  paid_at: nullable(TimeSchema),
  /** the seller must send the offer before this (paid + 12 h); null when the order was not paid or the platform delivers */
  deliver_deadline: nullable(TimeSchema),
  offer_sent_at: nullable(TimeSchema),
  completed_at: nullable(TimeSchema),
  /** when the proceeds become available (CS2: completed + 7 days of trade protection); null before completion */
  proceeds_release_at: nullable(TimeSchema),
  proceeds_released: boolean(),
  cancel_reason: nullable(CancelReasonSchema),
  cancel_reason_text: nullable(string()),
  offer: nullable(object({ offer_id: string(), status: OfferStatusSchema })),
  /** the buyer's Steam trade link while the offer is still to send, else null */
  buyer_trade_url: nullable(string()),
  /** the trade's short code the seller's offer carries and the buyer compares (server/README.md "Trade verification code") */
  verify_code: nullable(string()),
  operation: array(SellOrderOperationSchema),
  timeline: array(object({ status: OrderStatusSchema, at: TimeSchema }))
})
export const SellOrderPageSchema = cursorPageOf(SellOrderSchema)

export const WithdrawChannelSchema = picklist(['bank', 'alipay'])
/**
 * amount, fee and arrive_amount are null when no amount was given (the limits and the withdrawable amount only);
 * enabled: a withdrawal can be made now; arrival: when the money arrives (e.g. 即时到账); simulated: no real money moves
 */
export const WithdrawPreviewSchema = object({
  channel: WithdrawChannelSchema,
  amount: nullable(MoneySchema),
  fee: nullable(MoneySchema),
  arrive_amount: nullable(MoneySchema),
  withdrawable: MoneySchema,
  min_amount: MoneySchema,
  max_amount: MoneySchema,
  fee_rate: string(),
  min_fee: MoneySchema,
  remaining_today: CountSchema,
  enabled: boolean(),
  arrival: string(),
  simulated: boolean()
})
export const WithdrawalSchema = object({
  withdraw_no: string(),
  channel: WithdrawChannelSchema,
  channel_name: string(),
  /** masked: **** 1234, 138****8000, a***@qq.com */
  account: string(),
  amount: MoneySchema,
  fee: MoneySchema,
  arrive_amount: MoneySchema,
  status: picklist(['success', 'failed']),
  fail_reason: nullable(string()),
  created_at: TimeSchema,
  finished_at: TimeSchema
})
export const WithdrawalPageSchema = pageOf(WithdrawalSchema)
