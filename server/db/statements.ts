import type Database from 'better-sqlite3'
import type { Db } from './database'

const byDb = new WeakMap<Db, Map<string, Database.Statement>>()

/**
 * A statement prepared once per database and SQL text, for queries built per request from fixed
 * fragments (the item list's filters and sorts); compiling the same text on every request was part of an
 * uncached item list's server time. Values are always bound, never part of the text, so the set stays small.
 */
export function statement (db: Db, sql: string): Database.Statement {
  let kept = byDb.get(db)
  if (!kept) byDb.set(db, kept = new Map())
  let prepared = kept.get(sql)
  if (!prepared) kept.set(sql, prepared = db.prepare(sql))
  return prepared
}
