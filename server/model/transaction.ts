import type { Deps } from '../deps'

/**
 * Runs one call's model steps as a single transaction: all of it is written, or none when a step refuses (throws).
 * Models run inside their caller's transaction; a route that makes several of them one step says so with this.
 * 'immediate' takes the write lock at the start, for work that reads and then writes the same rows.
 * docs/decisions.md "A route that makes several model steps one transaction says so with `atomically`".
 */
export function atomically<T> (deps: Pick<Deps, 'db'>, work: () => T, mode: 'deferred' | 'immediate' = 'deferred'): T {
  const transaction = deps.db.transaction(work)
  return mode === 'immediate' ? transaction.immediate() : transaction()
}
