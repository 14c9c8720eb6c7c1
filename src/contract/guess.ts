/** The tournament match guess, one engine for CS2 Major and DOTA2 TI (server/README.md "Tournament match guess"). */
import { array, custom, nullable, object, picklist, string } from 'valibot'
import { CountSchema, TimeSchema, pageOf } from './common'

export const GUESS_GAMES = ['major', 'ti'] as const
export const GUESS_SIDES = ['a', 'b'] as const
/** A whole number that may be negative: points won net of stakes */
const SignedSchema = custom<number>((input) => Number.isSafeInteger(input))

export const GuessPickSchema = object({
  side: picklist(GUESS_SIDES),
  stake: CountSchema,
  /** points back if it wins (stake × odds, rounded down) */
  potential: CountSchema,
  /** points paid back once settled; null until then */
  payout: nullable(CountSchema),
  result: picklist(['pending', 'won', 'lost'])
})
export const GuessMatchSchema = object({
  match_id: CountSchema,
  stage: string(),
  best_of: CountSchema,
  team_a: string(),
  team_b: string(),
  /** decimal odds as text, "1.85" */
  odds_a: string(),
  odds_b: string(),
  starts_at: TimeSchema,
  state: picklist(['open', 'locked', 'finished']),
  winner: nullable(picklist(GUESS_SIDES)),
  score: nullable(string()),
  picks_a: CountSchema,
  picks_b: CountSchema,
  my_pick: nullable(GuessPickSchema)
})
export const GuessBoardSchema = object({
  game: picklist(GUESS_GAMES),
  title: string(),
  subtitle: string(),
  /** the viewer's points; null for a visitor */
  points: nullable(CountSchema),
  stake_min: CountSchema,
  stake_max: CountSchema,
  matches: array(GuessMatchSchema)
})
export const MyGuessSchema = object({
  pick_id: CountSchema,
  match_id: CountSchema,
  stage: string(),
  team_a: string(),
  team_b: string(),
  starts_at: TimeSchema,
  score: nullable(string()),
  picked_team: string(),
  odds: string(),
  stake: CountSchema,
  payout: nullable(CountSchema),
  result: picklist(['pending', 'won', 'lost']),
  created_at: TimeSchema
})
export const MyGuessPageSchema = pageOf(MyGuessSchema)
export const GuessRankRowSchema = object({ rank: CountSchema, nickname: string(), won: SignedSchema, picks: CountSchema, hits: CountSchema })
export const GuessRankingSchema = object({ list: array(GuessRankRowSchema), mine: nullable(GuessRankRowSchema) })
export const GuessPlacedSchema = object({ match_id: CountSchema, side: picklist(GUESS_SIDES), stake: CountSchema, potential: CountSchema, points: CountSchema })
