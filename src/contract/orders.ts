/** Orders, payments, offers and buy orders (the order poll and tab load these first). */
import { array, boolean, nullable, object, optional, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema, cursorPageOf } from './common'
import { ItemSummarySchema, SellerBriefSchema } from './catalogue'

export const OrderStatusSchema = picklist(['created', 'paid', 'offer_sent', 'completed', 'cancelled', 'timed_out'])
export const OrderKindSchema = picklist(['buy', 'sell', 'rent'])
/** actions open to the buyer now */
export const OrderOperationSchema = picklist(['pay', 'cancel', 'notify', 'receive', 'decline', 'return'])
export const PayChannelSchema = picklist(['balance', 'wechat', 'card', 'alipay'])
export const OfferStatusSchema = picklist(['wait', 'sent', 'accepted', 'declined'])

export const OrderSchema = object({
  order_id: string(),
  kind: OrderKindSchema,
  status: OrderStatusSchema,
  item: ItemSummarySchema,
  listing_id: CountSchema,
  price: MoneySchema,
  fee: MoneySchema,
  coupon_discount: MoneySchema,
  pay_amount: MoneySchema,
  /** Chinese label of the status, e.g. 待支付 */
  status_text: string(),
  seller: SellerBriefSchema,
  pay_channel: nullable(PayChannelSchema),
  rent_days: nullable(CountSchema),
  rent_deposit: nullable(MoneySchema),
  rent_returned_at: nullable(TimeSchema),
  /** a rental starts when the buyer accepts the offer and ends rent_days later; null before it starts and for other kinds */
  rent_start_at: nullable(TimeSchema),
  rent_end_at: nullable(TimeSchema),
  created_at: TimeSchema,
  paid_at: nullable(TimeSchema),
  /** an unpaid order times out at this time */
  expires_at: TimeSchema,
  /** a seller who must deliver sends the offer before this (paid + 12 h); null otherwise (optional: older fixtures lack it) */
  deliver_deadline: optional(nullable(TimeSchema)),
  offer: nullable(object({ offer_id: string(), status: OfferStatusSchema })),
  operation: array(OrderOperationSchema),
  timeline: array(object({ status: OrderStatusSchema, at: TimeSchema }))
})
export const OrderPageSchema = cursorPageOf(OrderSchema)
export const PendingCheckSchema = object({ num: CountSchema })
export const PaymentResultSchema = object({ ...OrderSchema.entries, pay_no: string() })

/** The seller's bound Steam account as the buyer checks it; level is null when Steam does not say (the simulated Steam) */
export const SellerSteamSchema = object({ name: string(), steam_id: string(), level: nullable(CountSchema), since: TimeSchema, verified: boolean() })
/**
 * verify_code: the trade's short code (server/README.md "Trade verification code"), also in the Steam offer's message;
 * offer_message: what the Steam offer says once sent (null before); seller_steam: null when the platform delivers
 */
export const OfferSchema = object({
  offer_id: string(), order_id: string(), status: OfferStatusSchema, item: ItemSummarySchema, created_at: TimeSchema, updated_at: TimeSchema,
  verify_code: nullable(string()), offer_message: nullable(string()), seller_steam: nullable(SellerSteamSchema)
})
export const OffersSchema = array(OfferSchema)

/** min_wear / max_wear: the wanted wear range as 4-decimal strings ("0.0700"), null when none was given */
export const BuyOrderSchema = object({
  buy_order_id: CountSchema,
  item: ItemSummarySchema,
  price: MoneySchema,
  quantity: CountSchema,
  frozen: MoneySchema,
  min_wear: nullable(string()),
  max_wear: nullable(string()),
  /** units sold into it so far (a sale at or under its price fills it, server/README.md "Selling") */
  filled: optional(CountSchema),
  status: picklist(['open', 'filled', 'cancelled']),
  created_at: TimeSchema
})
export const BuyOrdersSchema = array(BuyOrderSchema)
