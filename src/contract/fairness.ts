/** Provably fair draws (SPEC 7): a user's seed pair and the stored records. Only the draw screens load this. */
import { array, nullable, object, string } from 'valibot'
import { CountSchema, FilledSchema, TimeSchema, pageOf } from './common'

/** The active pair: the server seed stays secret, its sha256 is published; nonce = the next draw's number. */
export const SeedPairSchema = object({ server_seed_hash: FilledSchema, client_seed: FilledSchema, nonce: CountSchema })
/** A retired pair: its server seed revealed, with how many draws it made. */
export const RevealedPairSchema = object({ server_seed: FilledSchema, server_seed_hash: FilledSchema, client_seed: FilledSchema, draws: CountSchema })
export const SeedChangeSchema = object({ revealed: RevealedPairSchema, pair: SeedPairSchema })
/** One draw; server_seed is null until its pair is rotated (then the device recomputes it). */
export const FairRecordSchema = object({
  id: CountSchema,
  scope: FilledSchema,
  subject: string(),
  server_seed_hash: FilledSchema,
  server_seed: nullable(FilledSchema),
  client_seed: FilledSchema,
  nonce: CountSchema,
  hmac: FilledSchema,
  ticket: CountSchema,
  odds_ppm: array(CountSchema),
  result_index: CountSchema,
  created_at: TimeSchema
})
export const FairRecordPageSchema = pageOf(FairRecordSchema)
