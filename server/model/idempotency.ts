import type { Deps } from '../deps'
import { fail, Status } from '../domain/status'

/** The operations a key can be bound to (README "Idempotency"). */
export type IdempotentOperation = 'recharge' | 'order_pay' | 'quick' | 'cdk' | 'buy_order' | 'withdraw' | 'gift_draw' | 'smelt' | 'partner_exchange'
  | 'oos_exchange'

/**
 * A key is bound to its first use: the operation and the parameters that matter (`fingerprint`).
 * Returns the first answer's reference for a repeat, null for a new key, and refuses (4009) a key
 * used for another operation or other parameters. Call in the operation's transaction, then `bindKey`.
 */
export function earlierUse (deps: Deps, userId: number, key: string, operation: IdempotentOperation, fingerprint: string): string | null {
  const row = deps.db.prepare('SELECT operation, fingerprint, ref FROM idempotency_keys WHERE user_id = ? AND idem_key = ?').get(userId, key) as
    { operation: string, fingerprint: string, ref: string } | undefined
  if (!row) return null
  if (row.operation !== operation || row.fingerprint !== fingerprint) fail(Status.conflict, '该幂等键已用于其他操作，请换一个')
  return row.ref
}

/** Records the key's first use, in the same transaction as the operation (so a failed operation leaves the key free). */
export function bindKey (deps: Deps, userId: number, key: string, operation: IdempotentOperation, fingerprint: string, ref: string): void {
  deps.db.prepare('INSERT INTO idempotency_keys (user_id, idem_key, operation, fingerprint, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(userId, key, operation, fingerprint, ref, deps.now())
}
