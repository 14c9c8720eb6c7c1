/**
 * Price movers (server/README.md "Price fluctuation and alerts"): an item's move over a period is the median sale
 * price of the latest window against the median of the window that ended one period earlier. Integers only.
 */
export const MOVE_PERIODS = ['1', '7', '30'] as const
export type MovePeriod = typeof MOVE_PERIODS[number]

/** How many days of sales make one side's price, by period: a thin market needs a wider window for a median. */
export const MOVE_WINDOW_DAYS: Record<MovePeriod, number> = { 1: 1, 7: 2, 30: 5 }
/** Days of daily prices each row's sparkline shows (the price history's own ranges). */
export const SPARK_DAYS: Record<MovePeriod, 7 | 30> = { 1: 7, 7: 7, 30: 30 }
/** A side with fewer sales than this has no price: the item is left out of the lists. */
export const MIN_WINDOW_SALES = 2

/** The median of integer cents, the two middle ones averaged half up; null for none. */
export function medianCents (prices: readonly number[]): number | null {
  if (prices.length === 0) return null
  const sorted = [...prices].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[middle] : Math.floor((sorted[middle - 1] + sorted[middle] + 1) / 2)
}

/** The change in basis points of `from` (1234 = 12.34 %), rounded half away from zero; from must be > 0. */
export function changeBasisPoints (from: number, to: number): number {
  const diff = Math.abs(to - from)
  const points = Math.floor((diff * 20000 + from) / (from * 2))
  return to < from ? -points : points
}

