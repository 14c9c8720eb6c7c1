/** Wallet, recharge, payments and the ledger. */
import { array, boolean, nullable, object, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema, pageOf } from './common'
import { PayChannelSchema } from './orders'

/** min_fee: the least fee of one recharge through the channel; simulated: played by the local API, no real money moves */
export const PayChannelInfoSchema = object({
  channel: PayChannelSchema, name: string(), fee_rate: string(), min_fee: MoneySchema, enabled: boolean(), simulated: boolean()
})
export const PayChannelsSchema = array(PayChannelInfoSchema)
/** recharge_min, recharge_max: the limits of one recharge */
export const WalletSchema = object({
  balance: MoneySchema, frozen: MoneySchema, recharge_min: MoneySchema, recharge_max: MoneySchema, channels: array(PayChannelInfoSchema)
})
export const RechargePreviewSchema = object({ amount: MoneySchema, fee: MoneySchema, pay_amount: MoneySchema })
/** pending: an Alipay hand-off not paid yet (a cancelled one, or one unpaid after 15 minutes, becomes failed) */
export const PaymentStatusSchema = picklist(['success', 'failed', 'pending'])
export const PaymentSchema = object({
  pay_no: string(),
  purpose: picklist(['order', 'recharge']),
  channel: PayChannelSchema,
  amount: MoneySchema,
  fee: MoneySchema,
  pay_amount: MoneySchema,
  status: PaymentStatusSchema,
  fail_reason: nullable(string()),
  created_at: TimeSchema
})
/** An Alipay recharge handed off: the pending payment and the cashier page to open (relative: under the API's base URL). */
export const AlipayHandOffSchema = object({ ...PaymentSchema.entries, cashier_url: string() })
export const LedgerEntrySchema = object({
  ledger_id: CountSchema,
  kind: string(),
  kind_text: string(),
  amount: MoneySchema,
  frozen_change: MoneySchema,
  balance_after: MoneySchema,
  frozen_after: MoneySchema,
  ref: nullable(string()),
  /** the item of the order the line belongs to, and that order's page (the buyer's or the seller's); null for other lines */
  item_name: nullable(string()),
  link: nullable(string()),
  memo: string(),
  created_at: TimeSchema
})
export const LedgerPageSchema = pageOf(LedgerEntrySchema)
