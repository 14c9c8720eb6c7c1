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

  /** Wrong tries left before the lock (`max` when none are counted). */
  triesLeft (key: string, now: number): number {
    this.lockedFor(key, now)
    return Math.max(0, this.max - (this.tries.get(key)?.count ?? 0))
  }

  clear (key: string): void {
    this.tries.delete(key)
  }

  /** Takes back one counted try (a try counted up front that turned out right). */
  forgive (key: string): void {
    const entry = this.tries.get(key)
    if (entry && entry.count > 0) entry.count--
  }
}

/**
 * Per phone and client address: one SMS code per `cooldownSeconds`, `dailyCap` per rolling
 * day. Counting per address means another address can neither keep a phone in its cooldown
 * nor use up the owner's daily allowance (server/README.md "Limits"). In memory, like AttemptLimiter.
 */
export class SendLog {
  private readonly sends = new Map<string, number[]>()

  constructor (readonly cooldownSeconds: number, readonly dailyCap: number) {}

  /** Seconds of cooldown left, 'cap' when the day's allowance is used, or 0 when a send may go. */
  check (key: string, now: number): number | 'cap' {
    const times = this.recent(key, now)
    const last = times[times.length - 1]
    if (last !== undefined && now - last < this.cooldownSeconds) return this.cooldownSeconds - (now - last)
    return times.length >= this.dailyCap ? 'cap' : 0
  }

  record (key: string, now: number): void {
    // a long-running server forgets keys whose day has passed
    if (this.sends.size > 50_000) for (const old of [...this.sends.keys()]) this.recent(old, now)
    this.sends.set(key, [...this.recent(key, now), now])
  }

  private recent (key: string, now: number): number[] {
    const times = (this.sends.get(key) ?? []).filter((time) => now - time < 86400)
    if (times.length === 0) this.sends.delete(key)
    return times
  }
}

/** A count within a window: `max` per `windowSeconds`. */
export interface Window { max: number, windowSeconds: number }

/** Every limit on guesses and SMS sends (server/README.md "Limits"); buildApp({ limits }) overrides any of them. */
export interface LimitSettings {
  /** wrong login passwords for one phone from one address → that address is locked out of password login for that phone */
  login: Window
  /** wrong login passwords from one address, whatever the phone */
  loginPerAddress: Window
  /** wrong pay passwords per user */
  payPassword: Window
  /** SMS sends asked for by one address (every scene, every phone) */
  smsPerAddress: Window
  smsPerAddressDaily: Window
  /** SMS sends by the whole server: the budget of the SMS gateway */
  smsOverall: Window
  /** unknown redeem codes tried by one user, and from one address (codes cannot be guessed in bulk) */
  redeemPerUser: Window
  redeemPerAddress: Window
}

export const LIMITS: LimitSettings = {
  login: { max: 5, windowSeconds: 15 * 60 },
  loginPerAddress: { max: 20, windowSeconds: 15 * 60 },
  payPassword: { max: 5, windowSeconds: 60 * 60 },
  smsPerAddress: { max: 10, windowSeconds: 10 * 60 },
  smsPerAddressDaily: { max: 30, windowSeconds: 24 * 60 * 60 },
  smsOverall: { max: 30, windowSeconds: 60 },
  redeemPerUser: { max: 10, windowSeconds: 10 * 60 },
  redeemPerAddress: { max: 30, windowSeconds: 10 * 60 }
}
