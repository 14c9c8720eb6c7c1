/** Odds in parts per million (the fairness module's unit, src/lib/fairness.ts) shared by the draws that weigh outcomes. */

/** Real shares that sum to 1 as parts per million summing to exactly 1 000 000 (largest remainder, ties to the first). */
export function toPpm (shares: readonly number[]): number[] {
  const exact = shares.map((share) => share * 1_000_000)
  const ppm = exact.map(Math.floor)
  const rest = 1_000_000 - ppm.reduce((a, b) => a + b, 0)
  const order = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) })).sort((a, b) => b.fraction - a.fraction || a.index - b.index)
  for (let k = 0; k < rest; k++) ppm[order[k % order.length].index] += 1
  // float shares may sum a hair over 1: take the excess from the smallest fractions
  const spare = order.filter((entry) => ppm[entry.index] > 0).reverse()
  for (let k = 0; k < -rest; k++) ppm[spare[k % spare.length].index] -= 1
  return ppm
}

/** ⌊Σ value × ppm / 10⁶⌋ in cents, exact. */
export function expectedCents (valuesCents: readonly number[], oddsPpm: readonly number[]): number {
  const total = valuesCents.reduce((sum, value, index) => sum + BigInt(value) * BigInt(oddsPpm[index]), BigInt(0))
  return Number(total / BigInt(1_000_000))
}
