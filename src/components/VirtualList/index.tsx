import { ScrollView, View, Text, type ITouchEvent } from '@tarojs/components'
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import { windowInfo } from '@/lib/platform/windowInfo'
import BackToTop, { showsBackToTop } from '../BackToTop'
import { designPx, visibleRange } from './range'
import './index.scss'

export interface VirtualListProps<T> {
  items: readonly T[]
  /** every row's height in design px (750 draft) */
  rowHeight: number
  rowKey: (item: T, index: number) => string | number
  renderRow: (item: T, index: number) => ReactNode
  /** rows kept rendered above and below the window */
  overscan?: number
  /** rendered after the last row (the list-state footer) */
  footer?: ReactNode
  /** near the end: load the next page */
  onReachEnd?: () => void
  /** pull down at the top; the spinner stays until the promise settles */
  onRefresh?: () => Promise<unknown>
  className?: string
}

const PULL_TRIGGER_PX = 60

/**
 * A fixed-row-height virtual list over Taro's ScrollView (DESIGN 9: 10 000 items scroll
 * without growing the DOM). Only the rows in the window plus `overscan` are rendered,
 * inside a spacer as tall as all rows; pull to refresh and reach-end for paging; after two
 * screens of scrolling a back-to-top button appears (issue 11).
 */
export default function VirtualList<T> (props: VirtualListProps<T>) {
  const { items, rowHeight, rowKey, renderRow, overscan = 4, footer, onReachEnd, onRefresh, className = '' } = props
  const screen = useMemo(windowInfo, [])
  const rowPx = designPx(rowHeight, screen.width)
  const [first, setFirst] = useState(0)
  const [pull, setPull] = useState<{ distance: number, refreshing: boolean }>({ distance: 0, refreshing: false })
  const scrollTop = useRef(0)
  const [farDown, setFarDown] = useState(false)
  // the ScrollView's scroll-top: 0 sends it to the top, undefined leaves it where the user is
  const [scrollTarget, setScrollTarget] = useState<number | undefined>(undefined)
  const touchStart = useRef<number | null>(null)

  const range = visibleRange(first * rowPx, screen.height, rowPx, items.length, overscan)

  const onScroll = useCallback((event: { detail: { scrollTop: number } }) => {
    const top = event.detail.scrollTop
    scrollTop.current = top
    const row = Math.floor(Math.max(0, top) / rowPx)
    setFirst((current) => (current === row ? current : row))
    setFarDown(showsBackToTop(top, screen.height))
    if (top > 0) setScrollTarget(undefined)
  }, [rowPx, screen.height])

  const onTouchStart = (event: ITouchEvent) => {
    touchStart.current = onRefresh && scrollTop.current <= 0 && !pull.refreshing ? event.touches[0]?.clientY ?? null : null
  }
  const onTouchMove = (event: ITouchEvent) => {
    if (touchStart.current === null) return
    const distance = Math.max(0, Math.min(120, (event.touches[0]?.clientY ?? 0) - touchStart.current))
    setPull({ distance, refreshing: false })
  }
  const onTouchEnd = () => {
    if (touchStart.current === null) return
    touchStart.current = null
    if (pull.distance >= PULL_TRIGGER_PX && onRefresh) {
      setPull({ distance: PULL_TRIGGER_PX, refreshing: true })
      void onRefresh().catch(() => undefined).then(() => setPull({ distance: 0, refreshing: false }))
    } else {
      setPull({ distance: 0, refreshing: false })
    }
  }

  const rows: ReactNode[] = []
  for (let index = range.start; index < range.end; index++) {
    const item = items[index]
    rows.push(
      <View key={rowKey(item, index)} className='virtual-list__row' style={{ height: `${rowPx}px` }} data-index={index}>
        {renderRow(item, index)}
      </View>
    )
  }

  const pullText = pull.refreshing ? '刷新中…' : pull.distance >= PULL_TRIGGER_PX ? '释放刷新' : '下拉刷新'
  return (
    <ScrollView
      className={`virtual-list ${className}`}
      scrollY
      scrollTop={scrollTarget}
      lowerThreshold={300}
      onScroll={onScroll}
      onScrollToLower={() => onReachEnd?.()}
      onTouchStart={(event) => onTouchStart(event as unknown as ITouchEvent)}
      onTouchMove={(event) => onTouchMove(event as unknown as ITouchEvent)}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      {pull.distance > 0 && (
        <View className='virtual-list__pull' style={{ height: `${pull.distance}px` }}>
          <Text className='virtual-list__pull-text'>{pullText}</Text>
        </View>
      )}
      <View className='virtual-list__spacer' style={{ height: `${items.length * rowPx}px` }}>
        <View className='virtual-list__window' style={{ transform: `translateY(${range.start * rowPx}px)` }}>
          {rows}
        </View>
      </View>
      {footer}
      {farDown && <BackToTop onTap={() => { setScrollTarget(0); setFarDown(false) }} />}
    </ScrollView>
  )
}

export { visibleRange, designPx } from './range'
