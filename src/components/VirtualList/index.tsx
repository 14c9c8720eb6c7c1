import { ScrollView, View, Text, type ITouchEvent } from '@tarojs/components'
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import { windowInfo } from '@/lib/platform/windowInfo'
import BackToTop, { showsBackToTop } from '../BackToTop'
import { designPx, slotCount, visibleRange } from './range'
import './index.scss'

export interface VirtualListProps<T> {
  items: readonly T[]
  /** every row's height in design px (750 draft) */
  rowHeight: number
  /** renders a row; with recycling the same element tree is handed another row, so a row keeps no state of its own */
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
 * issue 12.4: rows are recycled. A fixed set of slots keeps its elements (Taro's H5 components are costly to
 * create: a fling used to remount every row, p95 frame 216 ms under 4× CPU); row `index` is drawn by slot
 * `index mod slots`, each row placed at its own offset, so a scroll updates rows in place and never moves a node.
 */
export default function VirtualList<T> (props: VirtualListProps<T>) {
  const { items, rowHeight, renderRow, overscan = 4, footer, onReachEnd, onRefresh, className = '' } = props
  const screen = useMemo(windowInfo, [])
  const rowPx = designPx(rowHeight, screen.width)
  const [first, setFirst] = useState(0)
  const [pull, setPull] = useState<{ distance: number, refreshing: boolean }>({ distance: 0, refreshing: false })
  const scrollTop = useRef(0)
  const [farDown, setFarDown] = useState(false)
  // back to top remounts the ScrollView (a new key): a scroll-top prop made Taro's H5 scroller jump to 0 on every render
  const [generation, setGeneration] = useState(0)
  const touchStart = useRef<number | null>(null)

  const range = visibleRange(first * rowPx, screen.height, rowPx, items.length, overscan)

  const onScroll = useCallback((event: { detail: { scrollTop: number } }) => {
    const top = event.detail.scrollTop
    scrollTop.current = top
    const row = Math.floor(Math.max(0, top) / rowPx)
    setFirst((current) => (current === row ? current : row))
    setFarDown(showsBackToTop(top, screen.height))
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

  const backToTop = () => {
    scrollTop.current = 0
    setFirst(0)
    setFarDown(false)
    setGeneration((now) => now + 1)
  }

  const slots = slotCount(screen.height, rowPx, overscan)
  const rows: ReactNode[] = []
  for (let slot = 0; slot < slots; slot++) {
    const index = range.start + ((slot - (range.start % slots)) + slots) % slots
    if (index >= range.end) continue
    rows.push(
      <View key={slot} className='virtual-list__row' style={{ height: `${rowPx}px`, transform: `translateY(${index * rowPx}px)` }} data-index={index}>
        {renderRow(items[index], index)}
      </View>
    )
  }

  const pullText = pull.refreshing ? '刷新中…' : pull.distance >= PULL_TRIGGER_PX ? '释放刷新' : '下拉刷新'
  return (
    <ScrollView
      key={generation}
      className={`virtual-list ${className}`}
      scrollY
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
        {rows}
      </View>
      {footer}
      {farDown && <BackToTop onTap={backToTop} />}
    </ScrollView>
  )
}

export { visibleRange, designPx, slotCount } from './range'
