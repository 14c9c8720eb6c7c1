import { ScrollView, View, Text, type ITouchEvent } from '@tarojs/components'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { windowInfo } from '@/lib/platform/windowInfo'
import BackToTop, { showsBackToTop } from '../BackToTop'
import { designPx } from './range'
import Rows, { rowCursor } from './rows'
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
/** A scroll that jumped past the drawn rows is drawn once it has rested this long. */
const SETTLE_MS = 120

/**
 * A fixed-row-height virtual list over Taro's ScrollView (DESIGN 9: 10 000 items scroll
 * without growing the DOM). Only the rows in the window plus `overscan` are rendered,
 * inside a spacer as tall as all rows; pull to refresh and reach-end for paging; after two
 * screens of scrolling a back-to-top button appears.
 * Rows are recycled (see docs/decisions.md, 'Virtual list'). A fixed set of slots keeps its elements (Taro's H5 components are costly to
 * create: a fling used to remount every row, p95 frame 216 ms under 4× CPU); row `index` is drawn by slot
 * `index mod slots`, each row placed at its own offset, so a scroll updates rows in place and never moves a node.
 * Frame budget (10 000 items, p95 frame ≤ 20 ms under 4× CPU), the rules:
 * - a scroll renders only when the first row changes, and then only the rows (./rows: the first row is a cursor
 *   outside React state, so the scroller is not re-rendered) and among them only the slots whose row changed,
 *   as a transition (rendered in slices between frames: the overscan rows cover the wait);
 * - no state is set to the value it has (React re-renders on such a set after any other update: every frame);
 * - a scroll event that jumps more than `overscan` rows (a fling: rows drawn now would be gone next frame) draws
 *   nothing until the scroll has rested SETTLE_MS; the spacer's background (the caller's placeholder, e.g.
 *   ItemGrid's card skeletons) shows meanwhile;
 * - handlers given to Taro's components stay the same functions (its H5 wrappers re-bind a listener that changes).
 */
export default function VirtualList<T> (props: VirtualListProps<T>) {
  const { items, rowHeight, renderRow, overscan = 4, footer, onReachEnd, onRefresh, className = '' } = props
  const screen = useMemo(windowInfo, [])
  const rowPx = designPx(rowHeight, screen.width)
  const cursor = useMemo(rowCursor, [])
  const [pull, setPull] = useState<{ distance: number, refreshing: boolean }>({ distance: 0, refreshing: false })
  const scrollTop = useRef(0)
  const [farDown, setFarDown] = useState(false)
  const farDownNow = useRef(false)
  // back to top remounts the ScrollView (a new key): a scroll-top prop made Taro's H5 scroller jump to 0 on every render
  const [generation, setGeneration] = useState(0)
  const touchStart = useRef<number | null>(null)
  const lastRow = useRef(0)
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(settle.current), [])

  const onScroll = useCallback((event: { detail: { scrollTop: number } }) => {
    const top = event.detail.scrollTop
    scrollTop.current = top
    const row = Math.floor(Math.max(0, top) / rowPx)
    const jumped = Math.abs(row - lastRow.current) > overscan
    lastRow.current = row
    clearTimeout(settle.current)
    if (jumped) settle.current = setTimeout(() => cursor.set(lastRow.current), SETTLE_MS)
    else cursor.set(row)
    const far = showsBackToTop(top, screen.height)
    if (far !== farDownNow.current) {
      farDownNow.current = far
      setFarDown(far)
    }
  }, [rowPx, screen.height, overscan, cursor])

  // the latest props and pull state, read by the stable handlers below
  const latest = useRef({ pull, onRefresh, onReachEnd })
  latest.current = { pull, onRefresh, onReachEnd }

  const onTouchStart = useCallback((event: unknown) => {
    const { onRefresh: refresh, pull: now } = latest.current
    touchStart.current = refresh && scrollTop.current <= 0 && !now.refreshing ? (event as ITouchEvent).touches[0]?.clientY ?? null : null
  }, [])
  const onTouchMove = useCallback((event: unknown) => {
    if (touchStart.current === null) return
    const distance = Math.max(0, Math.min(120, ((event as ITouchEvent).touches[0]?.clientY ?? 0) - touchStart.current))
    setPull({ distance, refreshing: false })
  }, [])
  const onTouchEnd = useCallback(() => {
    if (touchStart.current === null) return
    touchStart.current = null
    const { onRefresh: refresh, pull: now } = latest.current
    if (now.distance >= PULL_TRIGGER_PX && refresh) {
      setPull({ distance: PULL_TRIGGER_PX, refreshing: true })
      void refresh().catch(() => undefined).then(() => setPull({ distance: 0, refreshing: false }))
    } else {
      setPull({ distance: 0, refreshing: false })
    }
  }, [])
  const onScrollToLower = useCallback(() => latest.current.onReachEnd?.(), [])

  const backToTop = useCallback(() => {
    scrollTop.current = 0
    lastRow.current = 0
    clearTimeout(settle.current)
    cursor.set(0)
    farDownNow.current = false
    setFarDown(false)
    setGeneration((now) => now + 1)
  }, [cursor])

  const pullText = pull.refreshing ? '刷新中…' : pull.distance >= PULL_TRIGGER_PX ? '释放刷新' : '下拉刷新'
  return (
    <ScrollView
      key={generation}
      className={`virtual-list ${className}`}
      scrollY
      lowerThreshold={300}
      onScroll={onScroll}
      onScrollToLower={onScrollToLower}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      {pull.distance > 0 && (
        <View className='virtual-list__pull' style={{ height: `${pull.distance}px` }}>
          <Text className='virtual-list__pull-text'>{pullText}</Text>
        </View>
      )}
      <Rows items={items} rowPx={rowPx} viewportPx={screen.height} overscan={overscan} renderRow={renderRow} cursor={cursor} />
      {footer}
      {farDown && <BackToTop onTap={backToTop} />}
    </ScrollView>
  )
}

export { visibleRange, designPx, slotCount } from './range'
