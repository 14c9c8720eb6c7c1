/** Roll rooms, gift boxes and the koi draw. Only their screens load this. */
import { array, boolean, nullable, object, optional, picklist, string } from 'valibot'
import { CountSchema, FilledSchema, MoneySchema, TimeSchema, WearSchema, pageOf } from './common'
import { FairRecordSchema } from './fairness'
import { ReturnToPlayerSchema } from './returnToPlayer'

/** A prize or box entry: a catalogue item with the value it is shown at. */
export const PrizeItemSchema = object({ item_id: CountSchema, name: string(), image: string(), rarity_color: string(), wear: WearSchema, value: MoneySchema })
export const PersonSchema = object({ user_id: CountSchema, nickname: string(), avatar: string() })

/** none; password (口令); recharge / spend: recharged / spent ≥ amount in the last 30 days */
export const RollConditionSchema = object({ kind: picklist(['none', 'password', 'recharge', 'spend']), amount: nullable(MoneySchema) })
/** open: joinable; drawn: winners known (the room closed by time) */
export const RollSummarySchema = object({
  id: CountSchema,
  title: string(),
  host_name: string(),
  appid: CountSchema,
  condition: RollConditionSchema,
  starts_at: TimeSchema,
  ends_at: TimeSchema,
  state: picklist(['open', 'drawn']),
  total_value: MoneySchema,
  prize_count: CountSchema,
  entrant_count: CountSchema,
  cover: PrizeItemSchema,
  joined: boolean()
})
export const RollPageSchema = pageOf(RollSummarySchema)
export const RollPrizeSchema = object({ k: CountSchema, item: PrizeItemSchema, winner: nullable(PersonSchema), hmac: nullable(FilledSchema) })
/** eligible: can join now; reason says why not (口令 is asked at join time, so eligible stays true for it) */
export const RollEligibilitySchema = object({ eligible: boolean(), reason: nullable(string()), progress: nullable(MoneySchema) })
export const RollDetailSchema = object({
  ...RollSummarySchema.entries,
  prizes: array(RollPrizeSchema),
  /** the latest entrants (at most 30) */
  entrants: array(PersonSchema),
  eligibility: nullable(RollEligibilitySchema),
  server_seed_hash: FilledSchema,
  /** revealed at the draw, with the client seed and every entrant id (to recompute the winners) */
  server_seed: nullable(FilledSchema),
  client_seed: nullable(FilledSchema),
  entrant_ids: nullable(array(CountSchema)),
  /** the viewer's own entrant number (their user id, as in entrant_ids) when they joined, so they can find themselves */
  viewer_entrant_id: nullable(CountSchema),
  drawn_at: nullable(TimeSchema)
})
export const MyRollSchema = object({
  roll: RollSummarySchema,
  won: array(object({ k: CountSchema, item: PrizeItemSchema, asset_id: nullable(FilledSchema) }))
})
export const MyRollPageSchema = pageOf(MyRollSchema)
export const RollClaimSchema = object({ roll_id: CountSchema, k: CountSchema, asset_id: FilledSchema })

export const BoxSummarySchema = object({
  id: CountSchema,
  kind: picklist(['box', 'koi']),
  appid: CountSchema,
  name: string(),
  price: MoneySchema,
  cover: PrizeItemSchema,
  item_count: CountSchema,
  /** the best prize's value */
  top_value: MoneySchema,
  /** one paid opening's expected return against its price; paused: no openings (the server always sends it) */
  return_to_player: optional(ReturnToPlayerSchema)
})
export const BoxEntrySchema = object({ k: CountSchema, item: PrizeItemSchema, odds_ppm: CountSchema })
export const BoxDetailSchema = object({
  ...BoxSummarySchema.entries,
  entries: array(BoxEntrySchema),
  free_per_day: CountSchema,
  /** today's free chances left (Beijing day); null for a visitor */
  free_left: nullable(CountSchema)
})
export const BoxOpeningSchema = object({
  batch_id: CountSchema,
  box_id: CountSchema,
  paid: MoneySchema,
  free: boolean(),
  balance: MoneySchema,
  results: array(object({ k: CountSchema, item: PrizeItemSchema, asset_id: FilledSchema, record: FairRecordSchema }))
})
/** A recent opening anybody can see (the ticker under a box) */
export const BoxRecentSchema = object({ id: CountSchema, nickname: string(), item: PrizeItemSchema, created_at: TimeSchema })
export const BoxRecentListSchema = array(BoxRecentSchema)
export const BoxListSchema = array(BoxSummarySchema)
