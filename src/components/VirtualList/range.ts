/** The rows a fixed-row-height list must render for a scroll position (pure: both targets, tests). */
export interface RowRange { start: number, end: number }

export function visibleRange (scrollTop: number, viewportPx: number, rowPx: number, count: number, overscan: number): RowRange {
  if (count <= 0 || rowPx <= 0) return { start: 0, end: 0 }
  const first = Math.floor(Math.max(0, scrollTop) / rowPx)
  const shown = Math.ceil(Math.max(viewportPx, rowPx) / rowPx)
  const start = Math.max(0, Math.min(first - overscan, count - 1))
  const end = Math.min(count, first + shown + overscan)
  return { start, end: Math.max(end, start + 1) }
}

/**
 * How many row slots a list keeps, recycled (see docs/decisions.md, 'Virtual list'): the longest range visibleRange can return, so the rows of any
 * range fall in distinct slots (index mod slots).
 */
export function slotCount (viewportPx: number, rowPx: number, overscan: number): number {
  if (rowPx <= 0) return 1
  return Math.ceil(Math.max(viewportPx, rowPx) / rowPx) + 2 * overscan
}

/** Design px (750-wide draft) to screen px for a window `windowWidth` px wide. */
export function designPx (design: number, windowWidth: number): number {
  return (design * windowWidth) / 750
}
