import { tradeFee } from './fees'
import { formatCents } from './money'
import { shortPercentText } from './percent'

/**
 * Return to player (server/README.md "Return to player"): what one paid draw gives back on average, against
 * what it costs, never above a written cap under 100 %. Integers only: cents, ppm and basis points, exact in BigInt.
 */

/** The cap: a draw may return at most 92 % of its cost (a fee-free sale, 2.5 % more, still leaves the house its edge). */
export const RTP_CAP_BP = 9200

/** An item's two reference prices: the catalogue's, and the market's (null when its recent sales are too few). */
export interface ReferencePrice { catalogueCents: number, marketCents: number | null }

/** A prize counts at the higher of its two reference prices: a winner sells where it pays more. */
export const prizeReferenceCents = (price: ReferencePrice): number => Math.max(price.catalogueCents, price.marketCents ?? 0)

/** An input counts at the lower of the two: a player can buy inputs where they are cheaper. */
export const inputReferenceCents = (price: ReferencePrice): number =>
  price.marketCents === null ? price.catalogueCents : Math.min(price.catalogueCents, price.marketCents)

/** What a player can realise from a prize: the better of selling it (reference − the sell fee) and the platform's sell-back. */
export const realisableCents = (referenceCents: number, sellBackCents = 0): number =>
  Math.max(referenceCents - tradeFee(referenceCents), sellBackCents, 0)

/** What the platform pays for a gift prize sold back: the rate of its reference price at the draw, rounded down to the cent. */
export const sellBackCents = (valueCents: number, rateBp: number): number => Math.floor((valueCents * rateBp) / 10000)

export interface ReturnEntry { returnCents: number, oddsPpm: number }
export interface ReturnToPlayer { costCents: number, expectedCents: number, rtpBp: number, paused: boolean }

const MILLION = BigInt(1_000_000)
const TEN_THOUSAND = BigInt(10_000)

/**
 * One draw's expected return ⌊Σ return × ppm / 10⁶⌋ against its cost. `rtpBp` is rounded up, so a draw is over the cap
 * exactly when rtpBp > RTP_CAP_BP (the comparison itself is exact); a draw that costs nothing is over it if it returns anything.
 */
export function returnToPlayer (costCents: number, entries: readonly ReturnEntry[]): ReturnToPlayer {
  const total = entries.reduce((sum, entry) => sum + BigInt(entry.returnCents) * BigInt(entry.oddsPpm), BigInt(0))
  const expectedCents = Number(total / MILLION)
  if (costCents <= 0) return { costCents, expectedCents, rtpBp: total > BigInt(0) ? Number.MAX_SAFE_INTEGER : 0, paused: total > BigInt(0) }
  const denominator = BigInt(costCents) * MILLION
  const rtpBp = Number((total * TEN_THOUSAND + denominator - BigInt(1)) / denominator)
  return { costCents, expectedCents, rtpBp, paused: rtpBp > RTP_CAP_BP }
}


/** Why a draw is paused, in the words its screen and its 4009 show: 奖池暂停：期望返还 ¥9.93（99.3%）超过上限 92%. */
export const pauseReason = (what: string, rtp: ReturnToPlayer): string =>
  `${what}暂停：期望返还 ¥${formatCents(rtp.expectedCents)}（${shortPercentText(rtp.rtpBp)}%）超过上限 ${shortPercentText(RTP_CAP_BP)}%`

/** The seeds' pricing: a seeded draw returns at most 88 %, 4 points under the cap, so prices have room to move before a pause. */
export const SEED_RTP_BP = 8800

/** The least cost (cents) at which a draw with this expected return stays at or under `targetBp`. */
export const leastCostFor = (expectedCents: number, targetBp: number): number => Math.ceil(expectedCents * 10000 / targetBp)
