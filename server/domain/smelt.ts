import { toPpm } from './odds'

/**
 * Smelting rules as pure functions (server/README.md "Smelting"): 3–10 low-value items of one game go into the furnace;
 * their total reference value picks a value band of catalogue items, and the odds make the expected value a fixed share
 * of what went in.
 */

export const SMELT_MIN_INPUTS = 3
export const SMELT_MAX_INPUTS = 10
/** an input's reference value may be at most ¥200.00 (smelting turns small items into one item) */
export const SMELT_MAX_ITEM_CENTS = 20_000
/** the expected value of the output is this share of the inputs' reference value */
export const SMELT_RETURN_PCT = 90
/** at most this many outcomes are published (spread across the band) */
export const SMELT_POOL_SIZE = 12

/** Outcomes are catalogue items worth between a quarter and four times the input value. */
export const smeltBand = (inputCents: number): { lowCents: number, highCents: number } => ({ lowCents: Math.ceil(inputCents / 4), highCents: inputCents * 4 })

/** The expected output value in cents: ⌊input × 90 %⌋. */
export const smeltTargetCents = (inputCents: number): number => Math.floor(inputCents * SMELT_RETURN_PCT / 100)

/** `count` indexes spread evenly over 0 … n − 1, both ends included (all of them when n ≤ count). */
export function spreadIndexes (n: number, count: number): number[] {
  if (n <= count) return Array.from({ length: n }, (_, index) => index)
  return [...new Set(Array.from({ length: count }, (_, k) => Math.round(k * (n - 1) / (count - 1))))]
}

/**
 * Odds (ppm) over outcome values (cents) whose expected value is `targetCents`: within the items worth at most the
 * target and within those worth more, an item's weight is 1 / value (a cheap item is likelier than a dear one); the two
 * groups are mixed so that Σ value × odds = target. Null when one side is empty (no mix can reach the target).
 */
export function smeltOddsPpm (valuesCents: readonly number[], targetCents: number): number[] | null {
  const low = valuesCents.filter((value) => value <= targetCents)
  const high = valuesCents.filter((value) => value > targetCents)
  if (low.length === 0 || high.length === 0) return null
  const inverseSum = (values: number[]): number => values.reduce((total, value) => total + 1 / value, 0)
  const lowSum = inverseSum(low)
  const highSum = inverseSum(high)
  // each group's own expected value under 1/value weights is its harmonic mean
  const lowMean = low.length / lowSum
  const highMean = high.length / highSum
  const lowShare = (highMean - targetCents) / (highMean - lowMean)
  return toPpm(valuesCents.map((value) => (value <= targetCents ? lowShare / lowSum : (1 - lowShare) / highSum) / value))
}
