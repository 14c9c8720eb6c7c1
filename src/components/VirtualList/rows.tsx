import { View } from '@tarojs/components'
import { memo, startTransition, useEffect, useState, type ReactNode } from 'react'
import { slotCount, visibleRange } from './range'

/** The first row a list shows, held outside React state, so a scroll re-renders the rows and never the scroller. */
export interface RowCursor { get: () => number, set: (row: number) => void, subscribe: (listener: () => void) => () => void }

export function rowCursor (): RowCursor {
  let row = 0
  const listeners = new Set<() => void>()
  return {
    get: () => row,
    set: (next) => {
      if (next === row) return
      row = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => { listeners.delete(listener) }
    }
  }
}

type RenderRow<T> = (item: T, index: number) => ReactNode

interface SlotProps<T> { item: T, index: number, rowPx: number, renderRow: RenderRow<T> }

/** One recycled slot; memoised, so a scroll renders only the slots whose row changed. */
const Slot = memo(function Slot<T> ({ item, index, rowPx, renderRow }: SlotProps<T>) {
  return (
    <View className='virtual-list__row' style={{ height: `${rowPx}px`, transform: `translateY(${index * rowPx}px)` }} data-index={index}>
      {renderRow(item, index)}
    </View>
  )
}) as <T>(props: SlotProps<T>) => ReactNode

interface RowsProps<T> {
  items: readonly T[]
  rowPx: number
  viewportPx: number
  overscan: number
  renderRow: RenderRow<T>
  cursor: RowCursor
}

/**
 * The spacer (as tall as all rows) and the recycled slots: row `index` is drawn by slot `index mod slots`
 * at its own offset. Re-rendered only when the cursor's first row or the props change; a new first row renders as a
 * transition (React renders it in slices between frames; the overscan rows hide the wait).
 */
function Rows<T> ({ items, rowPx, viewportPx, overscan, renderRow, cursor }: RowsProps<T>) {
  const [first, setFirst] = useState(cursor.get)
  useEffect(() => {
    setFirst(cursor.get())
    return cursor.subscribe(() => startTransition(() => setFirst(cursor.get())))
  }, [cursor])
  const range = visibleRange(first * rowPx, viewportPx, rowPx, items.length, overscan)
  const slots = slotCount(viewportPx, rowPx, overscan)
  const rows: ReactNode[] = []
  for (let slot = 0; slot < slots; slot++) {
    const index = range.start + ((slot - (range.start % slots)) + slots) % slots
    if (index >= range.end) continue
    rows.push(<Slot key={slot} item={items[index]} index={index} rowPx={rowPx} renderRow={renderRow} />)
  }
  return <View className='virtual-list__spacer' style={{ height: `${items.length * rowPx}px` }}>{rows}</View>
}

export default memo(Rows) as typeof Rows
