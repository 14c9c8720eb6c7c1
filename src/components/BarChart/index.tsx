import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { money } from '@/lib/money'
import './index.scss'

export interface Bar {
  key: number | string
  /** under the bar and in the read-out, e.g. "11-24" */
  label: string
  /** a wire amount ("12.30") */
  value: string
  /** a second line in the read-out, e.g. "3 单" */
  note?: string
}

/** Bar height in percent of the tallest (display only; the amounts stay strings). */
export function barHeights (bars: readonly Bar[]): number[] {
  const top = bars.reduce((max, bar) => (money(bar.value).greaterThan(max) ? money(bar.value) : max), money(0))
  return bars.map((bar) => (top.isZero() ? 0 : money(bar.value).dividedBy(top).times(100).toDecimalPlaces(1).toNumber()))
}

/** Where a tap is across the screen (H5 click or mini-program tap). */
interface TapLike { detail?: { x?: number }, clientX?: number, changedTouches?: ArrayLike<{ clientX: number }> }
const tapX = (event: TapLike): number | undefined => event.detail?.x ?? event.changedTouches?.[0]?.clientX ?? event.clientX

/**
 * Daily amounts as bars, drawn with views (the same on H5 and the mini-program, no canvas): tap the plot to read the
 * bar under the finger (one 44 px+ target, not 90 thin ones); the newest day with an amount is read out first. Labels under the
 * first, middle and last bars only, so 90 bars still fit. `id` must be unique on the page (the plot is measured by it).
 */
export default function BarChart ({ bars, unit = '¥', id = 'bar-chart' }: { bars: readonly Bar[], unit?: string, id?: string }) {
  // the newest day with something in it is read out first (else the newest day)
  const [picked, setPicked] = useState(() => {
    for (let index = bars.length - 1; index >= 0; index--) if (!money(bars[index].value).isZero()) return index
    return bars.length - 1
  })
  const pick = (event: TapLike) => {
    const x = tapX(event)
    if (x === undefined) return
    Taro.createSelectorQuery().select(`#${id}`).boundingClientRect().exec((result: Array<{ left?: number, width?: number } | null>) => {
      const rect = result?.[0]
      if (!rect?.width) return
      setPicked(Math.min(bars.length - 1, Math.max(0, Math.floor((x - (rect.left ?? 0)) / rect.width * bars.length))))
    })
  }
  const heights = barHeights(bars)
  const shown = bars[Math.min(picked, bars.length - 1)]
  const marks = new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1])
  if (bars.length === 0) return null
  return (
    <View className='bar-chart'>
      <View className='bar-chart__readout' aria-live='polite'>
        <Text className='bar-chart__readout-label'>{shown.label}</Text>
        <Text className='bar-chart__readout-value'>{unit}{shown.value}</Text>
        {shown.note && <Text className='bar-chart__readout-note'>{shown.note}</Text>}
      </View>
      <View className='bar-chart__plot' id={id} onClick={pick}>
        {bars.map((bar, index) => (
          <View key={bar.key} className={`bar-chart__slot${index === picked ? ' bar-chart__slot--picked' : ''}`}>
            <View className='bar-chart__bar' style={{ height: `${Math.max(heights[index], heights[index] > 0 ? 2 : 0.5)}%` }} />
          </View>
        ))}
      </View>
      <View className='bar-chart__axis'>
        {bars.map((bar, index) => <Text
          key={bar.key}
          className={`bar-chart__tick${index === 0 ? ' bar-chart__tick--first' : index === bars.length - 1 ? ' bar-chart__tick--last' : ''}`}
        >
          {marks.has(index) ? bar.label : ''}
        </Text>)}
      </View>
    </View>
  )
}
