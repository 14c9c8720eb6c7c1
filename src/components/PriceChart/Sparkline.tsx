import { View } from '@tarojs/components'
import { useMemo } from 'react'
import type { PricePoint } from '../../../types/api'
import { colour } from '@/styles/tokens'
import { chartGeometry } from './geometry'
import './sparkline.scss'

interface SparklineProps {
  /** daily points, oldest first (the price history's shape) */
  days: readonly PricePoint[]
  /** red for a rise, green for a fall (the Chinese market's colours) */
  trend: 'up' | 'down'
  className?: string
}

/** The drawing box in SVG units; the view stretches it to its own size. */
const WIDTH = 120
const HEIGHT = 40
const COLOURS = { up: colour.priceRise, down: colour.priceFall }

/** The SVG of a sparkline as a CSS url: the chart's own line maths (chartGeometry), no canvas, the same on H5 and in the mini-program. */
export function sparklineUrl (days: readonly PricePoint[], trend: 'up' | 'down'): string | null {
  const geometry = chartGeometry(days, WIDTH, HEIGHT, 3, 0)
  if (!geometry || geometry.line.length < 2) return null
  const points = geometry.line.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ')
  const stroke = `stroke="${COLOURS[trend]}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round" vector-effect="non-scaling-stroke"`
  const polyline = `<polyline points="${points}" fill="none" ${stroke}/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="none">${polyline}</svg>`
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`
}

/** A row-sized price trend without axes or touch (the movers list); too few priced days draw a flat rule. */
export default function Sparkline ({ days, trend, className = '' }: SparklineProps) {
  const url = useMemo(() => sparklineUrl(days, trend), [days, trend])
  return <View className={`sparkline ${url ? '' : 'sparkline--flat'} ${className}`} style={url ? { backgroundImage: url } : undefined} aria-hidden />
}
