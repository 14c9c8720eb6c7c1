import type Database from 'better-sqlite3'

/** The open connection every layer is handed (through `Deps.db`); opening, migrating and seeding live in `open.ts`. */
export type Db = Database.Database

/** Whether a table exists: the seed also runs on older schemas (database.test upgrades), each part only once its migration is there. */
export const hasTable = (db: Db, name: string): boolean =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined

/** Whether a table has a column (a seed part that fills a column a later migration added). */
export const hasColumn = (db: Db, table: string, column: string): boolean =>
  (db.prepare(`SELECT 1 FROM pragma_table_info('${table}') WHERE name = ?`).get(column)) !== undefined
