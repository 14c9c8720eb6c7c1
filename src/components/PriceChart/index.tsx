import { Canvas, View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { PricePoint } from '../../../types/api'
import { windowInfo } from '@/lib/platform/windowInfo'
import { CHART_RANGES, chartGeometry, dayAt, lastDays, type ChartRange } from './geometry'
import { drawChart, type Canvas2d } from './draw'
import Empty from '../Empty'
import './index.scss'

interface PriceChartProps {
  /** daily points, oldest first (the item detail's price_history) */
  history: readonly PricePoint[]
  /** unique on the page: the canvas is looked up by id */
  id?: string
}

const PAD = 6
/** A touch or a tap, H5 or mini-program: where the finger is across the screen. */
interface PointerLike { touches?: ArrayLike<{ clientX: number }>, changedTouches?: ArrayLike<{ clientX: number }>, detail?: { x?: number }, clientX?: number }
const pointerX = (event: PointerLike): number | undefined =>
  event.touches?.[0]?.clientX ?? event.changedTouches?.[0]?.clientX ?? event.detail?.x ?? event.clientX

/** The price trend: 7 / 30 / 90 days of average sale price with daily volume; tap or drag to read one day. */
export default function PriceChart ({ history, id = 'price-chart' }: PriceChartProps) {
  const [range, setRange] = useState<ChartRange>(30)
  const [picked, setPicked] = useState<number | null>(null)
  const box = useRef<{ left: number, width: number, height: number, canvas: Canvas2d } | null>(null)
  const days = useMemo(() => lastDays(history, range), [history, range])
  const summary = useMemo(() => chartGeometry(days, 100, 100), [days])

  /** The canvas and its place on screen, asked once (Taro's selector query works on both targets). */
  const measure = (then: (known: NonNullable<typeof box.current>) => void) => {
    if (box.current) { then(box.current); return }
    const query = Taro.createSelectorQuery()
    query.select(`#${id}`).node()
    query.select(`#${id}`).boundingClientRect()
    query.exec((result: Array<{ node?: Canvas2d, left?: number, width?: number, height?: number } | null>) => {
      const canvas = result?.[0]?.node
      const rect = result?.[1]
      if (!canvas || !rect?.width || !rect.height) return
      box.current = { left: rect.left ?? 0, width: rect.width, height: rect.height, canvas }
      then(box.current)
    })
  }

  useEffect(() => {
    if (days.length < 2) return
    const timer = setTimeout(() => measure((known) => {
      const geometry = chartGeometry(days, known.width, known.height, PAD)
      if (geometry) drawChart(known.canvas, known.width, known.height, windowInfo().pixelRatio, geometry, picked, PAD)
    }), 30)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measure reads only the id and the kept box
  }, [days, picked, id])

  // a finger before the first measure (a slow start) is not lost: the box is asked for then
  const point = (event: PointerLike) => {
    const x = pointerX(event)
    if (x === undefined) return
    measure((known) => setPicked(dayAt(x - known.left, known.width, days.length, PAD)))
  }
  const choose = (next: ChartRange) => { setRange(next); setPicked(null) }

  if (!summary) return <View className='price-chart price-chart--empty'><Empty compact icon='chart' text='暂无价格走势' note='有成交后这里会画出价格走势' /></View>
  const day = picked === null ? null : days[picked]
  return (
    <View className='price-chart'>
      <View className='price-chart__ranges'>
        {CHART_RANGES.map((value) => (
          <Text key={value} className={`price-chart__range ${value === range ? 'is-active' : ''}`} onClick={() => choose(value)}>{value} 天</Text>
        ))}
      </View>
      <View className='price-chart__readout'>
        {day
          ? <Text className='price-chart__label'>{day.date.slice(5)} {day.price === null
            ? '无成交'
            : <>均价 <Text className='price-chart__value'>¥{day.price}</Text> · 成交 <Text className='price-chart__value'>{day.count}</Text> 笔</>}</Text>
          : <Text className='price-chart__label'>近 {range} 天 {summary.high === null
            ? '无成交'
            : <>最高 <Text
              className='price-chart__value'
            >¥{summary.high}</Text> 最低 <Text className='price-chart__value'>¥{summary.low}</Text> 成交 <Text className='price-chart__value'>
              {summary.volume}
            </Text> 笔</>}</Text>}
      </View>
      <View className='price-chart__plot'>
        <Canvas type='2d' id={id} className='price-chart__canvas' />
        <View className='price-chart__touch' onTouchStart={point} onTouchMove={point} onClick={point} />
      </View>
      <View className='price-chart__axis'>
        {[0, Math.round((days.length - 1) / 2), days.length - 1].map((index) => <Text key={index}>{days[index].date.slice(5)}</Text>)}
      </View>
    </View>
  )
}
