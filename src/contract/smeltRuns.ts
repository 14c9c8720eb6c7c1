/** Smelting (server/README.md "Smelting"). Only the smelt screens load this (not the shop's first load: contract/smelt.ts is the overview). */
import { array, boolean, object, optional, string } from 'valibot'
import { CountSchema, FilledSchema, MoneySchema, TimeSchema, pageOf } from './common'
import { PrizeItemSchema } from './draws'
import { FairRecordSchema } from './fairness'
import { InventoryStateSchema } from './selling'
import { ReturnToPlayerSchema } from './returnToPlayer'

/** The furnace's rules: 3–10 inputs of one game, each worth at most max_item_value; output expected value = return_pct % of the inputs */
export const SmeltRulesSchema = object({
  min_inputs: CountSchema,
  max_inputs: CountSchema,
  max_item_value: MoneySchema,
  return_pct: CountSchema,
  description: string()
})
/** One item of my inventory for the picker: usable, or why not (reason) */
export const SmeltCandidateSchema = object({ asset_id: FilledSchema, item: PrizeItemSchema, usable: boolean(), reason: string() })
export const SmeltInventorySchema = object({
  state: InventoryStateSchema,
  state_text: string(),
  appid: CountSchema,
  rules: SmeltRulesSchema,
  items: array(SmeltCandidateSchema)
})
/**
 * What some inputs can become: the band the input value picks (each input at the lower of its catalogue and market prices),
 * the published outcomes with odds, expected = Σ odds × what each outcome realises (its reference price after the sell fee)
 */
export const SmeltPoolSchema = object({
  appid: CountSchema,
  input_count: CountSchema,
  input_value: MoneySchema,
  band_low: MoneySchema,
  band_high: MoneySchema,
  expected: MoneySchema,
  return_pct: CountSchema,
  outcomes: array(object({ item: PrizeItemSchema, odds_ppm: CountSchema })),
  /** expected return against the input value; paused: the smelt is refused (the server always sends it) */
  return_to_player: optional(ReturnToPlayerSchema)
})
const OwnedItemSchema = object({ asset_id: FilledSchema, item: PrizeItemSchema })
/** A smelt that ran: its inputs, the pool it was drawn from, the output (in my inventory) and the draw's record */
export const SmeltRunSchema = object({
  id: CountSchema,
  created_at: TimeSchema,
  inputs: array(OwnedItemSchema),
  pool: SmeltPoolSchema,
  output: OwnedItemSchema,
  record: FairRecordSchema
})
export const SmeltBriefSchema = object({ id: CountSchema, created_at: TimeSchema, input_count: CountSchema, input_value: MoneySchema, output: OwnedItemSchema })
export const SmeltPageSchema = pageOf(SmeltBriefSchema)
