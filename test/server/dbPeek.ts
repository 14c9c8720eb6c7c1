import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createHash, randomBytes } from 'node:crypto'
import Database from 'better-sqlite3'

/**
 * A second, read-only connection to the API's database file, so a test can see what the
 * server wrote without any hook in the server (WAL mode lets it read while the server writes).
 */
export interface DbPeek {
  /** the file to hand to startApi({ dbFile }) */
  file: string
  /** a hash of every row of every table: equal before and after means nothing changed */
  fingerprint: () => string
  /** a hash per table, to name the tables a call changed */
  tables: () => Map<string, string>
  all: <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => T[]
  close: () => void
}

export function tempDbFile (): string {
  return path.join(os.tmpdir(), `market-test-${process.pid}-${randomBytes(4).toString('hex')}.db`)
}

/** Opens the file (after the API created it). */
export function peek (file: string): DbPeek {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  const tables = (): Map<string, string> => {
    const names = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
        ORDER BY name`).all() as { name: string }[]).map((row) => row.name)
    return new Map(names.map((name) => [name, createHash('sha256').update(JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).raw().all())).digest('hex')]))
  }
  return {
    file,
    fingerprint: () => createHash('sha256').update(JSON.stringify([...tables()])).digest('hex'),
    tables,
    all: <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[],
    close: () => {
      db.close()
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
    }
  }
}
