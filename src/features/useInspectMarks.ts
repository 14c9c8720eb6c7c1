import { useEffect, useState } from 'react'
import type { InspectMark } from '../../types/api'
import { assetMarks, listingMarks } from '@/services/inspect'

/**
 * Fade % / Doppler phase and the inspect link of the shown rows (listings by id, or my inventory items by asset id;
 * server/README.md "Item inspection"), read after the rows: a failure leaves them without marks (they still show the float).
 */
export function useInspectMarks (kind: 'listing' | 'asset', ids: readonly (string | number)[]): Map<string, InspectMark> {
  const [marks, setMarks] = useState<Map<string, InspectMark>>(new Map())
  const key = ids.slice(0, 50).join(',')
  useEffect(() => {
    if (!key) return
    let live = true
    const read = kind === 'listing' ? listingMarks(key.split(',').map(Number)) : assetMarks(key.split(','))
    read.then((found) => { if (live) setMarks(new Map(found.map((mark) => [mark.key, mark]))) }).catch(() => undefined)
    return () => { live = false }
  }, [kind, key])
  return marks
}
