/** Trade-up contracts (server/README.md "Trade-up contracts"). Only the trade-up screens load this (not the shop's first load). */
import { array, boolean, nullable, object, optional, picklist, string } from 'valibot'
import { CountSchema, FilledSchema, MoneySchema, TimeSchema, WearSchema } from './common'
import { PrizeItemSchema } from './draws'
import { FairRecordSchema } from './fairness'
import { ReturnToPlayerSchema } from './returnToPlayer'

/** One possible output: the item at the exact wear it would have, with its odds in parts per million */
export const TradeUpOutcomeSchema = object({ item: PrizeItemSchema, odds_ppm: CountSchema })
/** What some inputs can become: cost = the inputs' reference value (each the lower of catalogue and market), expected = Σ value × odds */
export const TradeUpPoolSchema = object({
  rarity: FilledSchema,
  next_rarity: FilledSchema,
  stattrak: boolean(),
  input_count: CountSchema,
  average_wear: WearSchema,
  cost: MoneySchema,
  expected: MoneySchema,
  outcomes: array(TradeUpOutcomeSchema),
  /** the contract's expected return against the inputs' reference value; paused: it cannot run (the server always sends it) */
  return_to_player: optional(ReturnToPlayerSchema)
})
export const TradeUpRecipesSchema = object({ input_count: CountSchema, description: string(), recipes: array(TradeUpPoolSchema) })
/**
 * A saved formula: ready to execute, unavailable (an input left the inventory), paused (its return is over the cap:
 * unavailable_text says why) or done (with its result and draw)
 */
export const TradeUpFormulaSchema = object({
  id: CountSchema,
  name: FilledSchema,
  created_at: TimeSchema,
  state: picklist(['ready', 'unavailable', 'paused', 'done']),
  unavailable_text: string(),
  inputs: array(object({ asset_id: FilledSchema, item: PrizeItemSchema })),
  pool: TradeUpPoolSchema,
  result: nullable(object({ ran_at: TimeSchema, asset_id: FilledSchema, item: PrizeItemSchema, record: FairRecordSchema }))
})
export const TradeUpFormulaListSchema = array(TradeUpFormulaSchema)
