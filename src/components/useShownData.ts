import { useState } from 'react'
import { problemText } from '@/lib/navigation'
import { useOnShow } from './useOnShow'

export interface ShownData<T> { data: T, loading: boolean, error: string, reload: () => void }

/**
 * A screen's data read each time it shows (useOnShow): kept while a reload runs, the failure's text
 * (lib/navigation problemText) when it fails.
 */
export function useShownData<T> (fetch: () => Promise<T>, initial: T): ShownData<T> {
  const [data, setData] = useState<T>(initial)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const reload = () => {
    setLoading(true)
    fetch()
      .then((value) => { setData(value); setError('') })
      .catch((failure: unknown) => setError(problemText(failure, '加载失败，请稍后重试')))
      .finally(() => setLoading(false))
  }
  useOnShow(reload)
  return { data, loading, error, reload }
}
