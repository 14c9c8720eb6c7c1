import { useState } from 'react'
import type { SteamCheckReport } from '../../../../types/api'
import { useOnShow } from '@/components/useOnShow'
import { steamCheckReport } from '@/services/steamCheck'
import { problemText } from '@/lib/navigation'

export interface ReportState { report: SteamCheckReport | null, loading: boolean, error: string, reload: () => void }

/** Loads a stored report (the latest without an id) each time the screen shows. */
export function useReport (reportId?: number): ReportState {
  const [report, setReport] = useState<SteamCheckReport | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const reload = () => {
    setLoading(true)
    steamCheckReport(reportId)
      .then((answer) => { setReport(answer); setError('') })
      .catch((e: unknown) => setError(problemText(e, '加载失败，请稍后重试')))
      .finally(() => setLoading(false))
  }
  useOnShow(reload)
  return { report, loading, error, reload }
}
