import type { Db } from '../db/database'
import type { Article, ArticleBrief, ShortUrl } from '../../types/api'

const ARTICLE = 'SELECT id AS article_id, kind, slug, title, content, version, updated_at FROM articles'

/** The articles of a kind (help, wiki), oldest first, without their text. */
export const articleList = (db: Db, kind: string): ArticleBrief[] =>
  db.prepare('SELECT id AS article_id, slug, title, updated_at FROM articles WHERE kind = ? ORDER BY id').all(kind) as ArticleBrief[]

export const article = (db: Db, id: number): Article | undefined => db.prepare(`${ARTICLE} WHERE id = ?`).get(id) as Article | undefined

/** The current text of an agreement (user or privacy); the seed has both. */
export const agreement = (db: Db, kind: 'user' | 'privacy'): Article =>
  db.prepare(`${ARTICLE} WHERE kind = 'agreement' AND slug = ?`).get(kind) as Article

export interface AppVersionRow { version_code: number, version_name: string, notes: string, force_update: number, url: string }

/** The latest app version of a platform; the seed has both. */
export const appVersion = (db: Db, platform: 'android' | 'ios'): AppVersionRow =>
  db.prepare('SELECT version_code, version_name, notes, force_update, url FROM app_versions WHERE platform = ?').get(platform) as AppVersionRow

export const shortUrl = (db: Db, code: string): ShortUrl | undefined =>
  db.prepare('SELECT code, url FROM short_urls WHERE code = ?').get(code) as ShortUrl | undefined
