import type { Api } from '../http/context'
import type { NewsBrief, Page } from '../../types/api'
import { int, oneOf, optional, parse } from '../http/validate'
import { NEWS_CATEGORIES, NEWS_CATEGORY_KEYS, newsCategoryName } from '../domain/news'
import { newsPage } from '../model/news'

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
    const { rows, total } = newsPage(db, q.category, q.page, q.page_size)
    return {
      list: rows.map((row) => ({
        article_id: row.id,
        title: row.title,
        summary: row.summary,
        category: row.category,
        category_name: newsCategoryName(row.category),
        updated_at: row.updated_at
      })),
      total, page: q.page, page_size: q.page_size, has_more: q.page * q.page_size < total
    }
  })
}
