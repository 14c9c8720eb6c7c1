import type { PricePoint } from '../../../types/api'
import { compare, formatYuan, money, type Amount } from '@/lib/money'

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
  /** the price axis: round prices from the bottom of the line's room to its top, each with its height and label ("¥50") */
  ticks: { y: number, label: string }[]
  /** the labels, already formatted by the money module; null when no day in the range had a sale */
  high: string | null
  low: string | null
  /** sales in the range */
  volume: number
}

/** Tick steps in cents, smallest first: 1, 2, 5 × 10ⁿ (¥0.01 up to ¥5,000,000). */
const STEPS = [1, 2, 5].flatMap((m) => [1, 10, 100, 1000, 10000, 100000, 1000000].map((p) => m * p)).sort((a, b) => a - b)
/** The axis never spans less than this share of the top price: a ±1% wobble should not fill the chart like a crash. */
const MIN_SPAN_SHARE = 0.1
const cents = (price: Amount): number => Number(formatYuan(price).replace('.', ''))
const yuanText = (value: number, whole: boolean): string => whole ? `${value / 100}` : `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`

/**
 * The price axis for prices from `low` to `high` (cents): at most four ticks a round step apart (1, 2 or 5 × 10ⁿ),
 * from a tick at or below the lowest price to one at or above the highest, spanning at least MIN_SPAN_SHARE of the
 * top price (centred on the prices, never below zero), so the line's rise and fall read at their true size.
 */
export function priceAxis (low: number, high: number): number[] {
  const span = Math.max(high - low, Math.ceil(high * MIN_SPAN_SHARE), 1)
  const bottom = Math.max(0, Math.floor((low + high - span) / 2))
  const top = bottom + span
  const step = STEPS.find((size) => Math.ceil(top / size) - Math.floor(bottom / size) <= 3) ?? STEPS[STEPS.length - 1]
  const ticks: number[] = []
  for (let value = Math.floor(bottom / step) * step; value <= Math.ceil(top / step) * step; value += step) ticks.push(value)
  return ticks
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
  // the line's room runs from the axis' lowest tick to its highest (a sparkline has no axis: its prices fill the room)
  const axis = high && low && volumeShare > 0 ? priceAxis(cents(low), cents(high)) : []
  const floor = axis.length ? money(yuanText(axis[0], false)) : low
  const span = axis.length ? money(yuanText(axis[axis.length - 1] - axis[0], false)) : high && low ? high.minus(low) : null
  const heightOf = (price: Amount): number => {
    const share = !span || span.isZero() ? 0.5 : price.minus(floor!).dividedBy(span).toNumber()
    return pad + (lineBottom - pad) * (1 - share)
  }
  const line = days.flatMap((day, index) => day.price === null || !floor ? [] : [{ x: xs[index], y: heightOf(money(day.price)) }])
  const whole = axis.every((value) => value % 100 === 0)
  const ticks = axis.map((value) => ({ y: heightOf(money(yuanText(value, false))), label: `¥${yuanText(value, whole)}` }))
  const most = Math.max(0, ...days.map((day) => day.count))
  const barHeight = height - pad - volumeTop
  const bars = most === 0
    ? []
    : days.flatMap((day, index) => day.count === 0
      ? []
      : [{ x: xs[index], top: height - pad - Math.max(1, (barHeight * day.count) / most), bottom: height - pad }])
  return {
    xs,
    line,
    bars,
    barWidth: Math.max(1, Math.min(10, step * 0.6)),
    baseline: lineBottom,
    ticks,
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
