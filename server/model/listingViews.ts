import type { Db } from '../db/database'

/**
 * Item-page views, counted in memory: a read never writes the database (README "Methods") and a
 * write would drop the read cache on every view. A listing's views are the item page's views since
 * it went on sale; both start at 0 when the API restarts.
 */
interface Counts { items: Map<number, number>, since: Map<number, number> }
const counts = new WeakMap<Db, Counts>()

function countsOf (db: Db): Counts {
  let kept = counts.get(db)
  if (!kept) {
    kept = { items: new Map(), since: new Map() }
    counts.set(db, kept)
  }
  return kept
}

/** One view of an item's page (called before the read cache, so cached answers count too). */
export function countItemView (db: Db, itemId: unknown): void {
  const id = Number(itemId)
  if (!Number.isSafeInteger(id) || id < 1) return
  const { items } = countsOf(db)
  if (items.has(id) || items.size < 100_000) items.set(id, (items.get(id) ?? 0) + 1)
}

/** A listing goes on sale: its views count from the item's current total. */
export function startListingViews (db: Db, listingId: number, itemId: number): void {
  const { items, since } = countsOf(db)
  since.set(listingId, items.get(itemId) ?? 0)
}

export function listingViews (db: Db, listingId: number, itemId: number): number {
  const { items, since } = countsOf(db)
  return Math.max(0, (items.get(itemId) ?? 0) - (since.get(listingId) ?? 0))
}
