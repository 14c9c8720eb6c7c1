import type { Haggle } from '@/contract/deals'
import { powerPath } from './share'

/** Where a haggle in a given state lives; null for an ended one (shown here). */
export function haggleRoute (haggle: Haggle): string | null {
  if (!haggle.is_mine) return powerPath(haggle.haggle_id)
  if (haggle.state === 'running') return `/pages/haggle/detail/index?haggle_id=${haggle.haggle_id}`
  if (haggle.state === 'floor' || haggle.state === 'claimed') return `/pages/haggle/prize/index?haggle_id=${haggle.haggle_id}`
  return null
}
