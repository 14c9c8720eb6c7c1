import type { Db } from '../db/database'

/**
 * Keeps serialised answers of public reads until the database changes. The
 * version is SQLite's total_changes() for this connection: any insert, update or
 * delete (an order, a login, a reset) makes every kept answer stale, so a cached
 * answer is never older than the data. Bounded in size. An answer is kept from the
 * second time its key is asked (keeping every one-off answer, a new price
 * filter each time, filled the heap and forced full garbage collections, the pauses
 * behind the uncached item list's p99).
 */
export class ReadCache {
  private version = -1
  private readonly kept = new Map<string, Buffer>()
  /** keys answered once since the last change, not kept yet */
  private readonly seen = new Set<string>()
  private readonly changes: () => number

  constructor (db: Db, private readonly limit = 2000) {
    const statement = db.prepare('SELECT total_changes() AS n')
    this.changes = () => (statement.get() as { n: number }).n
  }

  /** The key: the path and the parameters that matter (the token and version codes do not). */
  key (path: string, params: Record<string, unknown>): string {
    const kept = Object.keys(params).filter((name) => !IGNORED.has(name)).sort()
    return `${path}?${kept.map((name) => `${name}=${JSON.stringify(params[name])}`).join('&')}`
  }

  get (key: string): Buffer | undefined {
    this.refresh()
    return this.kept.get(key)
  }

  /**
   * Offers an answer's JSON; gives back what to send. Kept as UTF-8 bytes: the answers are mostly Chinese text, so this
   * saves encoding them on every send; an answer not kept goes out as the text itself (no byte buffer to allocate and
   * collect per request).
   */
  set (key: string, json: string): Buffer | string {
    this.refresh()
    if (!this.seen.has(key)) {
      if (this.seen.size >= this.limit) this.seen.clear()
      this.seen.add(key)
      return json
    }
    this.seen.delete(key)
    if (this.kept.size >= this.limit) this.kept.clear()
    const bytes = Buffer.from(json)
    this.kept.set(key, bytes)
    return bytes
  }

  private refresh (): void {
    const now = this.changes()
    if (now !== this.version) {
      this.kept.clear()
      this.seen.clear()
      this.version = now
    }
  }
}

/** Parameters every client call carries beside its own (token, app version); they say nothing about the call itself. */
export const TRANSPORT_PARAMS: ReadonlySet<string> = new Set(['access-token', 'version-code', 'ios_version_code', 'android_version_code'])
const IGNORED = TRANSPORT_PARAMS
