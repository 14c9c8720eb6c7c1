import { useRef, useState } from 'react'
import type { Page } from '../../types/api'
import { problemText } from '@/lib/navigation'

export interface Paged<T> {
  list: T[]
  loading: boolean
  error: string
  hasMore: boolean
  /** page 1 replaces, later pages append (spec 4 rule for pages) */
  load: (page: number) => Promise<void>
  more: () => void
  reload: () => Promise<void>
}

/** A numbered list loaded page by page, with the ListState fields. */
export function usePaged<T> (fetch: (page: number) => Promise<Page<T>>): Paged<T> {
  const [list, setList] = useState<T[]>([])
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [hasMore, setHasMore] = useState(true)
  const page = useRef(0)
  const busy = useRef(false)

  const load = async (next: number) => {
    if (busy.current) return
    busy.current = true
    setLoading(true)
    try {
      const result = await fetch(next)
      setList((now) => (next === 1 ? result.list : [...now, ...result.list]))
      setHasMore(result.has_more)
      setError('')
      page.current = next
    } catch (e) {
      setError(problemText(e, '加载失败，请稍后重试'))
    } finally {
      busy.current = false
      setLoading(false)
    }
  }
  return {
    list, loading, error, hasMore, load,
    more: () => { if (hasMore && !loading) void load(page.current + 1) },
    reload: () => load(1)
  }
}
