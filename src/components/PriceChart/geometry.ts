import type { PricePoint } from '../../../types/api'
import { compare, formatYuan, money } from '@/lib/money'

export interface ChartGeometry {
  points: { x: number, y: number }[]
  /** the labels, already formatted by the money module */
  high: string
  low: string
  first: string
  last: string
}

/**
 * Screen positions of a price series in a box `width` × `height` px with `pad` px around.
 * Prices stay Decimals for the high/low labels; only the pixel positions are plain numbers.
 */
export function chartGeometry (series: readonly PricePoint[], width: number, height: number, pad = 8): ChartGeometry | null {
  if (series.length < 2 || width <= 0 || height <= 0) return null
  let high = money(series[0].price)
  let low = high
  for (const point of series) {
    if (compare(point.price, high) > 0) high = money(point.price)
    if (compare(point.price, low) < 0) low = money(point.price)
  }
  const span = high.minus(low)
  const innerW = width - pad * 2
  const innerH = height - pad * 2
  const points = series.map((point, index) => {
    const share = span.isZero() ? 0.5 : money(point.price).minus(low).dividedBy(span).toNumber()
    return { x: pad + (innerW * index) / (series.length - 1), y: pad + innerH * (1 - share) }
  })
  return { points, high: formatYuan(high), low: formatYuan(low), first: series[0].date, last: series[series.length - 1].date }
}
