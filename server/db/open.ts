import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import Database from 'better-sqlite3'
import { migrations } from './migrations'
import { hasTable, type Db } from './database'
import { seed } from './seed'
import { renewSeedPairs } from '../model/fairness'

/** Opens (creating if needed) the database, runs pending migrations, and seeds an empty one. */
export function openDatabase (file: string, now: number): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  cacheStatements(db)
  migrate(db)
  const seeded = db.prepare('SELECT value FROM meta WHERE key = ?').get('seeded')
  if (!seeded) resetToSeed(db, now)
  else if (hasTable(db, 'fair_seed_pairs')) renewSeedPairs(db, now)
  return db
}

/**
 * Routes prepare their SQL on every call for readability; this keeps each compiled
 * statement for reuse (a few hundred distinct texts at most). Safe because no
 * caller iterates a statement while another uses it (only get/all/run).
 */
function cacheStatements (db: Db): void {
  const compile = db.prepare.bind(db)
  const cache = new Map<string, ReturnType<Db['prepare']>>()
  db.prepare = ((source: string) => {
    let statement = cache.get(source)
    if (!statement) {
      statement = compile(source)
      if (cache.size > 1000) cache.clear()
      cache.set(source, statement)
    }
    return statement
  }) as Db['prepare']
}

export function migrate (db: Db): void {
  const done = db.pragma('user_version', { simple: true }) as number
  for (let index = done; index < migrations.length; index++) {
    db.transaction(() => {
      db.exec(migrations[index])
      db.pragma(`user_version = ${index + 1}`)
    })()
  }
}

/** Empties every table and writes the seed again (keeps the token secret so issued tokens stay readable, then revoked by the empty sessions table). */
export function resetToSeed (db: Db, now: number): void {
  const tables = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'
      AND name NOT LIKE 'sqlite_%'`).all() as { name: string }[]).map((row) => row.name)
  db.pragma('foreign_keys = OFF')
  db.transaction(() => {
    const secret = (db.prepare("SELECT value FROM meta WHERE key = 'token_secret'").get() as { value: string } | undefined)?.value
    for (const table of tables) db.prepare(`DELETE FROM ${table}`).run()
    db.prepare("INSERT INTO meta (key, value) VALUES ('token_secret', ?)").run(secret ?? randomBytes(32).toString('hex'))
    seed(db, now)
    if (hasTable(db, 'fair_seed_pairs')) renewSeedPairs(db, now)
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(String(now))
  })()
  db.pragma('foreign_keys = ON')
}

export function tokenSecret (db: Db): string {
  return (db.prepare("SELECT value FROM meta WHERE key = 'token_secret'").get() as { value: string }).value
}
