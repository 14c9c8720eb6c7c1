import { useEffect, useState } from 'react'
import type { BoxDetail, BoxRecent, BoxSummary } from '../../../types/api'
import { boxDetail, boxList, boxRecent } from '../../services/draws'
import { problemText } from '@/lib/navigation'

/** The boxes of one kind (and game), the chosen one's detail and its recent openings. */
export function useBoxes (kind: 'box' | 'koi', appid?: number) {
  const [boxes, setBoxes] = useState<BoxSummary[] | null>(null)
  const [chosen, setChosen] = useState(0)
  const [detail, setDetail] = useState<BoxDetail | null>(null)
  const [recent, setRecent] = useState<BoxRecent[]>([])
  const [error, setError] = useState('')

  const loadList = () => {
    setError('')
    boxList(kind, appid).then((list) => {
      setBoxes(list);
      if (list[0]) setChosen((current) => current || list[0].id)
    }).catch((e: unknown) => setError(problemText(e, '加载失败，请稍后重试')))
  }
  const loadDetail = (boxId: number) => {
    boxDetail(boxId).then(setDetail).catch((e: unknown) => setError(problemText(e, '加载失败，请稍后重试')))
    boxRecent(boxId).then(setRecent).catch(() => setRecent([]))
  }
  useEffect(loadList, [kind, appid])
  useEffect(() => { if (chosen) loadDetail(chosen) }, [chosen])
  return { boxes, chosen, choose: setChosen, detail, recent, error, reload: () => { loadList(); if (chosen) loadDetail(chosen) } }
}
