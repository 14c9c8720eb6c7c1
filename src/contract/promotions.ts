/** The promotion engine (server/README.md "Promotions"): one shape for every campaign, its tiers and my part in it. */
import { array, boolean, nullable, number, object, optional, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema, pageOf } from './common'

export const PromotionStatusSchema = picklist(['upcoming', 'live', 'ended'])

export const PromotionCardSchema = object({
  key: string(),
  kind: string(),
  title: string(),
  subtitle: string(),
  appid: nullable(CountSchema),
  starts_at: TimeSchema,
  ends_at: TimeSchema,
  status: PromotionStatusSchema
})

export const PromotionTierSchema = object({
  tier: CountSchema,
  goal_text: string(),
  reward_text: string(),
  /** locked: not reached (or not joined); claimable; claimed; expired: reached but the claim window closed */
  state: picklist(['locked', 'claimable', 'claimed', 'expired'])
})

/** The viewer's part: null for a visitor. `reason` says why a user who has not joined may not. */
export const PromotionMeSchema = object({
  joined: boolean(),
  joined_at: nullable(TimeSchema),
  eligible: boolean(),
  reason: string(),
  /** settled progress (trades completed and past their reversal window, so a reversed trade never counted), as text; tiers unlock on it */
  progress_text: string(),
  /** the same in the metric's unit (cents for money) */
  progress: optional(number()),
  /** trades made in the campaign that have not settled yet (paid, or inside the 7-day trade protection), same unit */
  pending_progress: optional(number()),
  /** 待结算 ¥250.00, or '' when nothing is pending */
  pending_text: optional(string()),
  /** 0–100, towards the highest tier */
  percent: number(),
  next_text: string()
})

export const PromotionViewSchema = object({
  ...PromotionCardSchema.entries,
  claim_until: TimeSchema,
  metric_label: string(),
  rules: array(string()),
  perks: array(string()),
  tiers: array(PromotionTierSchema),
  me: nullable(PromotionMeSchema),
  server_time: TimeSchema
})

export const PromotionClaimRecordSchema = object({
  promotion_key: string(),
  title: string(),
  tier: CountSchema,
  reward_text: string(),
  claimed_at: TimeSchema
})
export const PromotionListSchema = object({ list: array(PromotionCardSchema) })
export const PromotionRecordPageSchema = pageOf(PromotionClaimRecordSchema)

/** One fee or rent perk on an order: a waived fee (the saving), a fee rebate or a rent subsidy paid (server/README.md "Fee and rent promotions"). */
export const PromotionPerkUseSchema = object({
  order_id: string(),
  perk: picklist(['fee_free', 'fee_rebate', 'rent_subsidy']),
  perk_text: string(),
  amount: MoneySchema,
  created_at: TimeSchema
})
/** My perk uses in one campaign, newest first; `total_amount` sums all of them (cancelled orders left out). */
export const PromotionPerkPageSchema = object({ ...pageOf(PromotionPerkUseSchema).entries, total_amount: MoneySchema })
