import type { Api } from '../http/context'
import type { AppVersion, Article, ArticleBrief, ShortUrl } from '../../types/api'
import { int, oneOf, optional, parse, str } from '../http/validate'
import { fail, Status } from '../domain/status'

/** Help, wiki and agreement articles, app version, short URLs (the smelt overview is routes/smelt.ts). */
export function contentRoutes (api: Api): void {
  const { db } = api.deps

  const list = (kind: string) => (): ArticleBrief[] => db.prepare('SELECT id AS article_id, slug, title, updated_at FROM articles WHERE kind = ? ORDER BY id').all(kind) as ArticleBrief[]
  api.route('/v1/article/help/list', list('help'))
  api.route('/v1/article/wiki/list', list('wiki'))
  api.route('/v1/article/detail', (call): Article => {
    const q = parse(call.params, { article_id: int('文章', 1) })
    return db.prepare('SELECT id AS article_id, kind, slug, title, content, version, updated_at FROM articles WHERE id = ?').get(q.article_id) as Article | undefined ?? fail(Status.notFound, '文章不存在')
  })
  api.route('/v1/article/agreement', (call): Article => {
    const q = parse(call.params, { kind: optional(oneOf('协议', ['user', 'privacy'] as const), 'user') })
    return db.prepare("SELECT id AS article_id, kind, slug, title, content, version, updated_at FROM articles WHERE kind = 'agreement' AND slug = ?").get(q.kind) as Article
  })

  api.route('/v1/sys/app-version', (call): AppVersion => {
    const q = parse(call.params, { platform: optional(oneOf('平台', ['android', 'ios'] as const), 'android'), version_code: optional(int('版本号', 0, 99_999_999)) })
    const row = db.prepare('SELECT version_code, version_name, notes, force_update, url FROM app_versions WHERE platform = ?').get(q.platform) as
      { version_code: number, version_name: string, notes: string, force_update: number, url: string }
    return { ...row, force_update: row.force_update === 1, has_update: q.version_code !== undefined && q.version_code < row.version_code }
  })

  api.route('/v1/short-url/query', (call): ShortUrl => {
    const q = parse(call.params, { code: str('短链', { max: 16, pattern: /^[A-Za-z0-9]+$/ }) })
    return db.prepare('SELECT code, url FROM short_urls WHERE code = ?').get(q.code) as ShortUrl | undefined ?? fail(Status.notFound, '短链不存在或已失效')
  })
}
