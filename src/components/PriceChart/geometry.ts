import type { PricePoint } from '../../../types/api'
import { compare, formatYuan, money } from '@/lib/money'

/** The periods the chart offers, in market days. */
export const CHART_RANGES = [7, 30, 90] as const
export type ChartRange = typeof CHART_RANGES[number]

/** The share of the chart's height the volume bars take at the bottom; the price line uses the rest. */
export const VOLUME_SHARE = 0.24

export interface ChartGeometry {
  /** one x per day, left to right */
  xs: number[]
  /** the price line: days with sales only (a day without sales has no price to draw) */
  line: { x: number, y: number }[]
  /** one bar per day with sales: its top (y) and bottom */
  bars: { x: number, top: number, bottom: number }[]
  barWidth: number
  /** the y the price line's area fills down to (just above the volume bars) */
  baseline: number
  /** the labels, already formatted by the money module; null when no day in the range had a sale */
  high: string | null
  low: string | null
  /** sales in the range */
  volume: number
}

/** The last `range` days of a history (oldest first). */
export const lastDays = (history: readonly PricePoint[], range: number): PricePoint[] => history.slice(Math.max(0, history.length - range))

/**
 * Screen positions of a daily history in a box `width` × `height` px with `pad` px around; `volumeShare` of the height
 * holds the volume bars (0 for a sparkline: the line only). Prices stay Decimals; only pixel positions are plain numbers.
 */
export function chartGeometry (days: readonly PricePoint[], width: number, height: number, pad = 8, volumeShare = VOLUME_SHARE): ChartGeometry | null {
  if (days.length < 2 || width <= 0 || height <= 0) return null
  const priced = days.filter((day): day is PricePoint & { price: string } => day.price !== null)
  let high = priced.length ? money(priced[0].price) : null
  let low = high
  for (const day of priced) {
    if (compare(day.price, high!) > 0) high = money(day.price)
    if (compare(day.price, low!) < 0) low = money(day.price)
  }
  const innerW = width - pad * 2
  const step = innerW / (days.length - 1)
  const xs = days.map((_, index) => pad + step * index)
  const volumeTop = height - pad - (height - pad * 2) * volumeShare
  const lineBottom = volumeShare === 0 ? volumeTop : volumeTop - pad
  const span = high && low ? high.minus(low) : null
  const line = days.flatMap((day, index) => {
    if (day.price === null || !span || !low) return []
    const share = span.isZero() ? 0.5 : money(day.price).minus(low).dividedBy(span).toNumber()
    return [{ x: xs[index], y: pad + (lineBottom - pad) * (1 - share) }]
  })
  const most = Math.max(0, ...days.map((day) => day.count))
  const barHeight = height - pad - volumeTop
  const bars = most === 0
    ? []
    : days.flatMap((day, index) => day.count === 0 ? [] : [{ x: xs[index], top: height - pad - Math.max(1, (barHeight * day.count) / most), bottom: height - pad }])
  return {
    xs,
    line,
    bars,
    barWidth: Math.max(1, Math.min(10, step * 0.6)),
    baseline: lineBottom,
    high: high ? formatYuan(high) : null,
    low: low ? formatYuan(low) : null,
    volume: days.reduce((total, day) => total + day.count, 0)
  }
}

/** The day under a finger at `x` px from the chart's left edge (the nearest day's index), clamped to the chart. */
export function dayAt (x: number, width: number, dayCount: number, pad = 8): number {
  if (dayCount < 2 || width <= pad * 2) return Math.max(0, dayCount - 1)
  const index = Math.round(((x - pad) / (width - pad * 2)) * (dayCount - 1))
  return Math.min(dayCount - 1, Math.max(0, index))
}
