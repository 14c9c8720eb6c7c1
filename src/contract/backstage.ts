/** The streamer (anchor) backstage (server/README.md "Streamer backstage"). */
import { array, object, optional, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema, pageOf } from './common'

/** The periods the dashboard sums over, in days. */
export const ANCHOR_PERIODS = [7, 30, 90] as const

export const AnchorDaySchema = object({ day: TimeSchema, label: string(), orders: CountSchema, commission: MoneySchema })
export const AnchorOverviewSchema = object({
  nickname: string(),
  channel: string(),
  rate_text: string(),
  days: picklist(ANCHOR_PERIODS),
  since: TimeSchema,
  invitees_total: CountSchema,
  invitees_new: CountSchema,
  orders_count: CountSchema,
  orders_amount: MoneySchema,
  commission: MoneySchema,
  commission_total: MoneySchema,
  /** invitees' orders not settled yet (paid, or inside the reversal window): no commission until they settle */
  pending_orders: optional(CountSchema),
  pending_commission: optional(MoneySchema),
  daily: array(AnchorDaySchema)
})
export const AnchorOrderSchema = object({
  order_no: string(),
  invitee: string(),
  item_name: string(),
  amount: MoneySchema,
  commission: MoneySchema,
  paid_at: TimeSchema
})
export const AnchorOrderPageSchema = pageOf(AnchorOrderSchema)
