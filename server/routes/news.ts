import type { Api } from '../http/context'
import type { NewsBrief, Page } from '../../types/api'
import { int, oneOf, optional, parse } from '../http/validate'
import { NEWS_CATEGORIES, NEWS_CATEGORY_KEYS, newsCategoryName } from '../domain/news'

/** 资讯: news articles by category, newest first, paged; an article's text is the existing /v1/article/detail. */
export function newsRoutes (api: Api): void {
  const { db } = api.deps

  api.route('/v1/news/categories', () => NEWS_CATEGORIES.map(({ key, name }) => ({ key, name })))

  api.route('/v1/news/list', (call): Page<NewsBrief> => {
    const q = parse(call.params, {
      category: optional(oneOf('资讯分类', NEWS_CATEGORY_KEYS)),
      page: optional(int('页码', 1, 1000), 1),
      page_size: optional(int('每页数量', 1, 30), 10)
    })
    const where = q.category ? "kind = 'news' AND category = ?" : "kind = 'news'"
    const args = q.category ? [q.category] : []
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM articles WHERE ${where}`).get(...args) as { n: number }).n
    const rows = db.prepare(`SELECT id, title, summary, category, updated_at FROM articles WHERE ${where} ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...args, q.page_size, (q.page - 1) * q.page_size) as { id: number, title: string, summary: string, category: string, updated_at: number }[]
    return {
      list: rows.map((row) => ({ article_id: row.id, title: row.title, summary: row.summary, category: row.category, category_name: newsCategoryName(row.category), updated_at: row.updated_at })),
      total, page: q.page, page_size: q.page_size, has_more: q.page * q.page_size < total
    }
  })
}
