import { Canvas, View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useMemo, useRef } from 'react'
import type { PricePoint } from '../../../types/api'
import { windowInfo } from '@/lib/platform/windowInfo'
import { chartGeometry } from './geometry'
import './index.scss'

interface PriceChartProps {
  series: readonly PricePoint[]
  /** unique on the page: the canvas is looked up by id */
  id?: string
}

interface Canvas2d {
  width: number
  height: number
  getContext (type: '2d'): CanvasRenderingContext2D | null
}

/** The price trend: a line with a soft area under it, drawn on a type-2d canvas (H5 and the mini-program). */
export default function PriceChart ({ series, id = 'price-chart' }: PriceChartProps) {
  const drawn = useRef(false)
  const summary = useMemo(() => chartGeometry(series, 100, 100), [series])

  useEffect(() => {
    if (series.length < 2) return
    drawn.current = false
    const timer = setTimeout(() => {
      const query = Taro.createSelectorQuery()
      query.select(`#${id}`).node()
      query.select(`#${id}`).boundingClientRect()
      query.exec((result: Array<{ node?: Canvas2d, width?: number, height?: number } | null>) => {
        const canvas = result?.[0]?.node
        const box = result?.[1]
        if (!canvas || !box?.width || !box.height) return
        draw(canvas, box.width, box.height, series)
        drawn.current = true
      })
    }, 50)
    return () => clearTimeout(timer)
  }, [series, id])

  if (!summary) return <View className='price-chart price-chart--empty'><Text className='price-chart__note'>暂无价格走势</Text></View>
  return (
    <View className='price-chart'>
      <View className='price-chart__legend'>
        <Text className='price-chart__label'>近 {series.length} 天最高 <Text className='price-chart__value'>¥{summary.high}</Text></Text>
        <Text className='price-chart__label'>最低 <Text className='price-chart__value'>¥{summary.low}</Text></Text>
      </View>
      <Canvas type='2d' id={id} className='price-chart__canvas' />
      <View className='price-chart__axis'>
        <Text>{summary.first.slice(5)}</Text>
        <Text>{summary.last.slice(5)}</Text>
      </View>
    </View>
  )
}

function draw (canvas: Canvas2d, width: number, height: number, series: readonly PricePoint[]): void {
  const ctx = canvas.getContext('2d')
  if (!ctx) return
  const ratio = windowInfo().pixelRatio
  canvas.width = Math.round(width * ratio)
  canvas.height = Math.round(height * ratio)
  ctx.scale(ratio, ratio)
  ctx.clearRect(0, 0, width, height)
  const geometry = chartGeometry(series, width, height, 6)
  if (!geometry) return
  // grid
  ctx.strokeStyle = '#eef0f3'
  ctx.lineWidth = 1
  for (let row = 0; row <= 3; row++) {
    const y = 6 + ((height - 12) * row) / 3
    ctx.beginPath(); ctx.moveTo(0, y); ctx.lineTo(width, y); ctx.stroke()
  }
  const { points } = geometry
  // area
  const fill = ctx.createLinearGradient(0, 0, 0, height)
  fill.addColorStop(0, 'rgba(241, 90, 36, 0.28)')
  fill.addColorStop(1, 'rgba(241, 90, 36, 0)')
  ctx.beginPath()
  ctx.moveTo(points[0].x, height)
  points.forEach((point) => ctx.lineTo(point.x, point.y))
  ctx.lineTo(points[points.length - 1].x, height)
  ctx.closePath()
  ctx.fillStyle = fill
  ctx.fill()
  // line
  ctx.beginPath()
  points.forEach((point, index) => (index === 0 ? ctx.moveTo(point.x, point.y) : ctx.lineTo(point.x, point.y)))
  ctx.strokeStyle = '#f15a24'
  ctx.lineWidth = 2
  ctx.lineJoin = 'round'
  ctx.stroke()
  // the latest point
  const last = points[points.length - 1]
  ctx.beginPath()
  ctx.arc(last.x, last.y, 3.5, 0, Math.PI * 2)
  ctx.fillStyle = '#f15a24'
  ctx.fill()
}
