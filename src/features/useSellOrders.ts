import { useCallback, useRef, useState } from 'react'
import type { OrderStatus, SellOrder } from '../../types/api'
import { sellOrders } from '@/services/sellOrders'
import { errorText } from '@/lib/errorText'

export interface SellOrdersState {
  list: SellOrder[]
  loading: boolean
  error: string
  hasMore: boolean
  /** fresh: pointer 0, replaces the list; otherwise the next cursor page is appended */
  load: (fresh: boolean, status: OrderStatus | '') => Promise<void>
}

/** The seller's orders for the orders tab's 出售: cursor pages, a status filter; an answer for an older filter is dropped. */
export function useSellOrders (): SellOrdersState {
  const [list, setList] = useState<SellOrder[]>([])
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [hasMore, setHasMore] = useState(true)
  const cursor = useRef({ pointer: 0, hasMore: true, busy: false, asked: 0 })

  const load = useCallback(async (fresh: boolean, status: OrderStatus | '') => {
    const state = cursor.current
    if (!fresh && (state.busy || !state.hasMore)) return
    const asked = ++state.asked
    state.busy = true
    setLoading(true)
    try {
      const page = await sellOrders(fresh ? 0 : state.pointer, status || undefined)
      if (asked !== state.asked) return
      state.pointer = page.next_pointer
      state.hasMore = page.has_more
      setList((shown) => fresh ? page.list : [...shown, ...page.list])
      setHasMore(page.has_more)
      setError('')
    } catch (failure) {
      if (asked === state.asked) setError(errorText(failure, '出售订单加载失败'))
    } finally {
      if (asked === state.asked) { state.busy = false; setLoading(false) }
    }
  }, [])

  return { list, loading, error, hasMore, load }
}

/** Whether the seller has orders waiting for a trade offer (the 出售 tab's dot). */
export async function hasOrdersToDeliver (): Promise<boolean> {
  try {
    const page = await sellOrders(0, 'paid', 1)
    return page.list.length > 0
  } catch {
    return false
  }
}
