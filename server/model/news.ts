import type { Db } from '../db/database'

export interface NewsRow { id: number, title: string, summary: string, category: string, updated_at: number }

/** One page of news articles, newest first, of one category or all, with the total count. */
export function newsPage (db: Db, category: string | undefined, page: number, pageSize: number): { rows: NewsRow[], total: number } {
  const where = category ? "kind = 'news' AND category = ?" : "kind = 'news'"
  const args = category ? [category] : []
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM articles WHERE ${where}`).get(...args) as { n: number }).n
  const rows = db.prepare(`SELECT id, title, summary, category, updated_at FROM articles WHERE ${where} ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, pageSize, (page - 1) * pageSize) as NewsRow[]
  return { rows, total }
}
