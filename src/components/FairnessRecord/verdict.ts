import type { FairRecord } from '../../../types/api'
import { pickByOdds, verifyDraw } from '../../lib/fairness'

/** verified: recomputed on this device and equal; failed: something differs; pending: the server seed is not revealed yet. */
export type Verdict = 'verified' | 'failed' | 'pending'

export const VERDICT_TEXT: Record<Verdict, string> = { verified: '已验证', failed: '验证失败', pending: '待公开种子' }

export function verdictOf (record: FairRecord): Verdict {
  if (record.server_seed === null) return 'pending'
  return verifyDraw({
    serverSeed: record.server_seed,
    serverSeedHash: record.server_seed_hash,
    clientSeed: record.client_seed,
    nonce: record.nonce,
    hmac: record.hmac,
    ticket: record.ticket,
    weightsPpm: record.odds_ppm,
    resultIndex: record.result_index
  }) ? 'verified' : 'failed'
}

/** The entry the ticket lands on by the published odds, or null when the odds are malformed. */
export function recomputedIndex (record: FairRecord): number | null {
  try {
    return pickByOdds(record.ticket, record.odds_ppm)
  } catch {
    return null
  }
}
