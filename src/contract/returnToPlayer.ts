/** Return to player of a paid draw (server/README.md "Return to player"), carried by every pool, box, recipe and smelt pool. */
import { boolean, object, string } from 'valibot'
import { CountSchema, MoneySchema } from './common'

export const ReturnToPlayerSchema = object({
  /** one draw's cost: the price, or the inputs' reference value (smelting, trade-up) */
  cost: MoneySchema,
  /** what a player can realise from one draw on average: each prize at the better of its reference price after the sell fee and its sell-back */
  expected_return: MoneySchema,
  /** expected_return / cost in basis points, rounded up (8800 = 88 %) */
  rtp_bp: CountSchema,
  /** the written cap (9200 = 92 %) */
  cap_bp: CountSchema,
  /** over the cap: no draws until prices or odds bring it back under */
  paused: boolean(),
  /** why it is paused ('' when it is not) */
  reason: string()
})
