/** Gift draws (server/README.md "Gift draws"). */
import { array, boolean, nullable, object, optional, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema, pageOf } from './common'
import { ItemSummarySchema } from './catalogue'
import { FairRecordSchema } from './fairness'
import { ReturnToPlayerSchema } from './returnToPlayer'

export const GiftPrizeSchema = object({
  prize_id: CountSchema,
  item: ItemSummarySchema,
  /** the item's reference price */
  value: MoneySchema,
  /** odds in parts per million; a pool's add up to 1 000 000 */
  weight_ppm: CountSchema,
  /** what the platform pays for it back, in basis points of its value (0: no sell back) */
  sell_back_rate_bp: CountSchema,
  sell_back: nullable(MoneySchema)
})

export const GiftPoolSchema = object({
  pool_id: CountSchema,
  name: string(),
  appid: CountSchema,
  /** one draw */
  cost: MoneySchema,
  times: array(CountSchema),
  /** paused: live by time, but over the return cap (return_to_player.reason says why): no draws */
  state: picklist(['upcoming', 'live', 'paused', 'ended']),
  starts_at: TimeSchema,
  ends_at: TimeSchema,
  prizes: array(GiftPrizeSchema),
  /** one draw's expected return against its cost (the server always sends it) */
  return_to_player: optional(ReturnToPlayerSchema)
})
export const GiftPoolsSchema = array(GiftPoolSchema)

export const GiftWinSchema = object({
  win_id: CountSchema,
  pool_id: CountSchema,
  pool_name: string(),
  prize_id: CountSchema,
  item: ItemSummarySchema,
  value: MoneySchema,
  status: picklist(['unclaimed', 'claimed', 'sold']),
  sell_back: nullable(MoneySchema),
  sell_back_rate_bp: CountSchema,
  asset_id: nullable(string()),
  sold_amount: nullable(MoneySchema),
  batch_no: string(),
  created_at: TimeSchema,
  settled_at: nullable(TimeSchema),
  /** the draw's fairness record (lib/fairness recomputes it once the seed is revealed) */
  record: FairRecordSchema
})
export const GiftWinPageSchema = pageOf(GiftWinSchema)

export const GiftDrawResultSchema = object({ batch_no: string(), repeated: boolean(), wins: array(GiftWinSchema) })
