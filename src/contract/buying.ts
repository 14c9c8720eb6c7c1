/** The buyer's extras: quick buy, CDK, coupons. */
import { array, boolean, nullable, object, optional, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema } from './common'
import { OrderSchema } from './orders'

export const QuickBuyResultSchema = object({ ...OrderSchema.entries, pay_no: string(), repeated: boolean() })
export const CdkProductSchema = object({ product_id: CountSchema, name: string(), price: MoneySchema, stock: CountSchema })
export const CdkProductsSchema = array(CdkProductSchema)
export const CdkPurchaseSchema = object({ code: string(), product_id: CountSchema, pay_amount: MoneySchema, repeated: boolean() })

export const CouponSchema = object({
  coupon_id: CountSchema,
  template_id: CountSchema,
  name: string(),
  discount: MoneySchema,
  min_amount: MoneySchema,
  appid: nullable(CountSchema),
  status: picklist(['unused', 'used', 'expired']),
  expires_at: TimeSchema,
  /** a coupon or a red envelope (an envelope is a coupon kind, chosen at payment the same way) */
  kind: optional(picklist(['coupon', 'envelope'])),
  /** only in can-use: whether it fits the amount and game asked about */
  usable: optional(boolean())
})
export const CouponsSchema = array(CouponSchema)
export const CouponTemplateSchema = object({
  template_id: CountSchema,
  name: string(),
  discount: MoneySchema,
  min_amount: MoneySchema,
  appid: nullable(CountSchema),
  valid_days: CountSchema,
  remaining: CountSchema,
  claimed: boolean()
})
export const CouponTemplatesSchema = array(CouponTemplateSchema)
