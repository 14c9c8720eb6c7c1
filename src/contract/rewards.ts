/** Redeem codes (CDK, activity, exchange topic), the CDK knapsack, the exchange topic and my rewards. */
import { array, boolean, nullable, object, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema, pageOf } from './common'

/** What a code or an exchange grants: balance (money), a coupon, a catalogue item, a game key, exchange points. */
export const GRANT_KINDS = ['balance', 'coupon', 'item', 'key', 'points'] as const
export const GrantKindSchema = picklist(GRANT_KINDS)
/** Where a code belongs: the general CDK page, an activity, the exchange topic. */
export const CAMPAIGN_KINDS = ['cdk', 'activity', 'topic'] as const

export const RedemptionSchema = object({
  redemption_id: CountSchema,
  /** the code redeemed, null for an exchange of points */
  code: nullable(string()),
  campaign: string(),
  campaign_title: string(),
  grant_kind: GrantKindSchema,
  /** what was granted, in words (账户余额 ¥10.00, 优惠券 新人立减 5 元, …) */
  grant_text: string(),
  /** balance granted, else null */
  amount: nullable(MoneySchema),
  points: CountSchema,
  points_spent: CountSchema,
  /** the page that shows the granted thing (knapsack, inventory, coupons, wallet, topic) */
  link: string(),
  /** true when this answers an earlier redemption of the same code or key: nothing was granted again */
  repeated: boolean(),
  created_at: TimeSchema
})
export const RedemptionPageSchema = pageOf(RedemptionSchema)

export const CdkKeySchema = object({
  key_id: CountSchema,
  product_name: string(),
  /** the key with its middle hidden (ABCD-****-****-WXYZ) */
  masked: string(),
  /** 'buy' (bought in the shop) or 'reward' (from a code or an exchange) */
  source: picklist(['buy', 'reward']),
  pay_amount: MoneySchema,
  revealed: boolean(),
  created_at: TimeSchema
})
export const CdkKeysSchema = array(CdkKeySchema)
export const CdkRevealSchema = object({ key_id: CountSchema, code: string(), reveal_count: CountSchema })

export const ExchangeRewardSchema = object({
  reward_id: CountSchema,
  title: string(),
  grant_kind: GrantKindSchema,
  grant_text: string(),
  cost_points: CountSchema,
  stock: CountSchema,
  per_user_limit: CountSchema,
  /** how many this user has taken (0 for a visitor) */
  taken: CountSchema,
  ends_at: TimeSchema
})
export const ExchangeTopicSchema = object({
  title: string(),
  /** the viewer's points, null for a visitor */
  points: nullable(CountSchema),
  rewards: array(ExchangeRewardSchema),
  rules: array(string()),
  ends_at: TimeSchema
})

export const CampaignSchema = object({
  campaign_id: string(),
  kind: picklist(CAMPAIGN_KINDS),
  title: string(),
  description: string(),
  starts_at: TimeSchema,
  ends_at: TimeSchema,
  status: picklist(['upcoming', 'live', 'ended']),
  rules: array(string()),
  /** codes of this campaign the viewer has redeemed (0 for a visitor) */
  redeemed: CountSchema
})

export const MyRewardSchema = object({
  /** unique across sources: `<source>:<id>` */
  reward_key: string(),
  /** cdk, activity, topic (and the draws' sources as they join) */
  source: string(),
  source_text: string(),
  title: string(),
  grant_text: string(),
  state: picklist(['claimed', 'unclaimed', 'expired']),
  link: string(),
  created_at: TimeSchema
})
export const MyRewardPageSchema = pageOf(MyRewardSchema)
