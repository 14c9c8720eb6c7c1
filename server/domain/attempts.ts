/**
 * Wrong-guess limits: after `max` wrong tries within `windowSeconds`, the key is
 * locked until the window ends; a right guess clears it. Kept in memory: a local
 * API has one process, and a restart forgiving the count is acceptable here.
 * (A count in the database would be rolled back with the failed payment's transaction.)
 */
export class AttemptLimiter {
  private readonly tries = new Map<string, { count: number, since: number }>()

  constructor (readonly max: number, readonly windowSeconds: number) {}

  /** Seconds left on the lock, or 0. */
  lockedFor (key: string, now: number): number {
    const entry = this.tries.get(key)
    if (!entry) return 0
    if (now - entry.since >= this.windowSeconds) {
      this.tries.delete(key)
      return 0
    }
    return entry.count >= this.max ? this.windowSeconds - (now - entry.since) : 0
  }

  fail (key: string, now: number): void {
    this.lockedFor(key, now)
    const entry = this.tries.get(key) ?? { count: 0, since: now }
    entry.count++
    this.tries.set(key, entry)
  }

  clear (key: string): void {
    this.tries.delete(key)
  }
}

/** Login password: 5 wrong tries per phone → locked 15 minutes. Pay password: 5 per user → locked 1 hour. */
export const LOGIN_ATTEMPTS = { max: 5, windowSeconds: 15 * 60 }
export const PAY_PASSWORD_ATTEMPTS = { max: 5, windowSeconds: 60 * 60 }
