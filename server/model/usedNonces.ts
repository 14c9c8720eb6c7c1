import type { Db } from '../db/database'

/** What a one-time value answers for: a Steam OpenID answer's response_nonce, a partner sign-on ticket's id. */
export type NonceKind = 'steam' | 'partner'

/** Everything older than this is refused by its own time limit (5 minutes), so the record may go. */
const KEEP_SECONDS = 10 * 60

/**
 * Records a one-time value as used; false when it was used before. One INSERT decides,
 * so two requests with the same value at once cannot both pass.
 */
export function spendNonce (db: Db, kind: NonceKind, nonce: string, now: number): boolean {
  db.prepare('DELETE FROM used_nonces WHERE used_at < ?').run(now - KEEP_SECONDS)
  return db.prepare('INSERT OR IGNORE INTO used_nonces (kind, nonce, used_at) VALUES (?, ?, ?)').run(kind, nonce, now).changes === 1
}
