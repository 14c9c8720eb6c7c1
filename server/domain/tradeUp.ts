import { EXTERIORS } from './exteriors'

/**
 * CS2 trade-up rules as pure functions (server/README.md "Trade-up contracts"): ten inputs of one rarity give one
 * item of the next rarity; the output's wear is the inputs' average wear mapped into the output skin's wear range.
 */

export const TRADE_UP_INPUTS = 10
/** CS2's weapon-skin grades, low to high; 隐秘 has no higher weapon grade, so it cannot be an input */
export const RARITY_LADDER = ['消费级', '工业级', '军规级', '受限', '保密', '隐秘'] as const
export const INPUT_RARITIES = RARITY_LADDER.slice(0, -1)

export function nextRarity (rarity: string): string | null {
  const at = (RARITY_LADDER as readonly string[]).indexOf(rarity)
  return at < 0 || at === RARITY_LADDER.length - 1 ? null : RARITY_LADDER[at + 1]
}

const E8 = 100_000_000
export interface WearRange { minE8: number, maxE8: number }
export const exteriorRange = (exterior: string): WearRange | null => {
  const found = EXTERIORS.find((wear) => wear.name === exterior)
  return found ? { minE8: Math.round(found.min * E8), maxE8: Math.round(found.max * E8) } : null
}

/**
 * A weared item's own range: its exterior's range within its skin's float caps (`caps` in hundred-millionths, 0–1 when the
 * skin has none); the exterior's range alone when the caps miss it.
 */
export function variantRange (exterior: WearRange, caps: WearRange): WearRange {
  const minE8 = Math.max(exterior.minE8, caps.minE8)
  const maxE8 = Math.min(exterior.maxE8, caps.maxE8)
  return minE8 < maxE8 ? { minE8, maxE8 } : exterior
}

/**
 * CS2: output float = min + average(input floats) × (max − min), in exact hundred-millionths (average rounded half up).
 * `inputsE8` are the inputs' wears × 10^8.
 */
export function outputWearE8 (inputsE8: readonly number[], range: WearRange): number {
  const sum = inputsE8.reduce((total, wear) => total + wear, 0)
  // min + sum × (max − min) / (n × 10^8), integer arithmetic with the division rounded half up
  const span = BigInt(range.maxE8 - range.minE8)
  const divisor = BigInt(inputsE8.length) * BigInt(E8)
  const scaled = BigInt(sum) * span
  return range.minE8 + Number((scaled * BigInt(2) + divisor) / (divisor * BigInt(2)))
}

export const wearText = (wearE8: number): string => `0.${String(wearE8).padStart(8, '0')}`

/** The exterior a wear falls in (a wear on a boundary belongs to the higher one, as in CS2). */
export function exteriorOf (wearE8: number): string {
  const found = EXTERIORS.find((wear) => wearE8 < Math.round(wear.max * E8)) ?? EXTERIORS[EXTERIORS.length - 1]
  return found.name
}

/** Equal odds over `count` outcomes in parts per million; the remainder goes to the first ones, so they sum to 1 000 000. */
export function equalOddsPpm (count: number): number[] {
  const base = Math.floor(1_000_000 / count)
  const rest = 1_000_000 - base * count
  return Array.from({ length: count }, (_, index) => base + (index < rest ? 1 : 0))
}
