/** Haggle (砍价) and grab (限时抢) answers (server/README.md "Haggle and grab"). */
import { array, boolean, nullable, object, picklist, string, type InferOutput } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema, pageOf } from './common'
import { ItemSummarySchema } from './catalogue'

export const HagglePrizeSchema = object({
  prize_id: CountSchema,
  item: ItemSummarySchema,
  start_price: MoneySchema,
  floor_price: MoneySchema,
  /** how long a haggle of this prize runs */
  hours: CountSchema,
  stock_left: CountSchema,
  /** the viewer's unfinished haggle of this prize (running, or at the floor and not claimed); null for none or a visitor */
  my_haggle_id: nullable(CountSchema)
})
export const HagglePrizeListSchema = object({ list: array(HagglePrizeSchema) })

/** running → floor (reached, claim open) → claimed; running past its deadline → expired */
export const HaggleStateSchema = picklist(['running', 'floor', 'claimed', 'expired'])
export const HaggleHelperSchema = object({ nickname: string(), avatar: string(), cut: MoneySchema, new_user: boolean(), at: TimeSchema })
export const HaggleSchema = object({
  haggle_id: CountSchema,
  prize: HagglePrizeSchema,
  owner_nickname: string(),
  is_mine: boolean(),
  state: HaggleStateSchema,
  start_price: MoneySchema,
  floor_price: MoneySchema,
  price: MoneySchema,
  cut_total: MoneySchema,
  /** cut so far as a share of what can be cut, 0-100 (whole percent, rounded down) */
  progress: CountSchema,
  expires_at: TimeSchema,
  claimed_at: nullable(TimeSchema),
  asset_id: nullable(string()),
  helpers: array(HaggleHelperSchema),
  /** for the viewer: may help now; null when they may, else why not (own haggle, helped, ended, visitor) */
  help_refusal: nullable(string()),
  /** the viewer counts as a new user (bigger cut) */
  viewer_new_user: boolean()
})
export const HaggleListSchema = object({ list: array(HaggleSchema) })
export const HaggleHelpResultSchema = object({ cut: MoneySchema, new_user: boolean(), haggle: HaggleSchema })
export const HaggleRankSchema = object({
  rank: CountSchema, nickname: string(), avatar: string(), item_name: string(), helpers: CountSchema, cut_total: MoneySchema, state: HaggleStateSchema
})
export const HaggleRankingSchema = object({ list: array(HaggleRankSchema) })

export const GrabStateSchema = picklist(['upcoming', 'live', 'sold_out', 'ended'])
export const GrabDropSchema = object({
  drop_id: CountSchema,
  title: string(),
  item: ItemSummarySchema,
  price: MoneySchema,
  /** the item's reference price, struck through beside the drop price */
  ref_price: MoneySchema,
  stock: CountSchema,
  left: CountSchema,
  per_user_limit: CountSchema,
  starts_at: TimeSchema,
  ends_at: TimeSchema,
  state: GrabStateSchema,
  /** how many the viewer grabbed (0 for a visitor) */
  my_count: CountSchema
})
export const GrabDropListSchema = object({ list: array(GrabDropSchema) })
/** held: kept by the shop for the user; withdrawn: granted into the user's Steam inventory */
export const GrabOrderSchema = object({
  grab_no: string(),
  drop_id: CountSchema,
  item: ItemSummarySchema,
  price: MoneySchema,
  created_at: TimeSchema,
  status: picklist(['held', 'withdrawn']),
  withdrawn_at: nullable(TimeSchema),
  asset_id: nullable(string())
})
export const GrabOrderPageSchema = pageOf(GrabOrderSchema)

export type HagglePrize = InferOutput<typeof HagglePrizeSchema>
export type Haggle = InferOutput<typeof HaggleSchema>
export type HaggleState = InferOutput<typeof HaggleStateSchema>
export type HaggleHelpResult = InferOutput<typeof HaggleHelpResultSchema>
export type HaggleRank = InferOutput<typeof HaggleRankSchema>
export type GrabDrop = InferOutput<typeof GrabDropSchema>
export type GrabState = InferOutput<typeof GrabStateSchema>
export type GrabOrder = InferOutput<typeof GrabOrderSchema>
