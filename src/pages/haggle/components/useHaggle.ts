import { useCallback, useState } from 'react'
import type { Haggle } from '@/contract/deals'
import { haggleDetail } from '@/services/deals'
import { useOnShow } from '@/components/useOnShow'
import { problemText } from '@/lib/navigation'

export interface HaggleLoad { haggle: Haggle | null, loading: boolean, error: string, reload: () => Promise<void>, setHaggle: (haggle: Haggle) => void }

/** One haggle by id, loaded on show (back from sharing or helping) with the loading and error states. */
export function useHaggle (haggleId: number): HaggleLoad {
  const [haggle, setHaggle] = useState<Haggle | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const reload = useCallback(async () => {
    if (!(haggleId > 0)) { setError('链接无效：缺少砍价编号'); setLoading(false); return }
    setLoading(true)
    try {
      setHaggle(await haggleDetail(haggleId))
      setError('')
    } catch (e) {
      setError(problemText(e, '加载失败，请稍后重试'))
    } finally {
      setLoading(false)
    }
  }, [haggleId])
  useOnShow(() => { void reload() })
  return { haggle, loading, error, reload, setHaggle }
}

/** The haggle id of the page's query (haggle_id, or id from an older share link); 0 when missing. */
export const haggleIdOf = (params: Record<string, string | undefined>): number => Number(params.haggle_id ?? params.id ?? 0) || 0
