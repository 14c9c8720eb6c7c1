import type { Db } from '../db/database'
import { matchTier, rankMatches, searchName, searchQuery, type SearchName } from '../domain/search'

/** Each item's names made ready for matching, per database, built once (names never change after the seed). */
const indexes = new WeakMap<Db, Map<number, SearchName[]>>()

function namesOf (db: Db): Map<number, SearchName[]> {
  let index = indexes.get(db)
  if (!index) {
    index = new Map()
    indexes.set(db, index)
  }
  return index
}

function load (db: Db, index: Map<number, SearchName[]>): void {
  const rows = db.prepare('SELECT id, name, market_hash_name FROM items').all() as { id: number, name: string, market_hash_name: string }[]
  for (const row of rows) if (!index.has(row.id)) index.set(row.id, [searchName(row.name), searchName(row.market_hash_name)])
}

/** Ids (in the order asked for) that match `keyword`, best matches first (domain/search rankMatches). */
export function rankedIds (db: Db, ids: readonly number[], keyword: string): number[] {
  const index = namesOf(db)
  if (ids.some((id) => !index.has(id))) load(db, index) // an item added since the index was built
  const query = searchQuery(keyword)
  return rankMatches(ids, (id) => matchTier(query, index.get(id) ?? []))
}
