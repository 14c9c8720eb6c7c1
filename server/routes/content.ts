import type { Api } from '../http/context'
import type { AppVersion, Article, ShortUrl } from '../../types/api'
import { int, oneOf, optional, parse, str } from '../http/validate'
import { agreement, appVersion, article, articleList, shortUrl } from '../model/content'
import { fail, Status } from '../domain/status'

/** Help, wiki and agreement articles, app version, short URLs (the smelt overview is routes/smelt.ts). */
export function contentRoutes (api: Api): void {
  const { db } = api.deps

  api.route('/v1/article/help/list', () => articleList(db, 'help'))
  api.route('/v1/article/wiki/list', () => articleList(db, 'wiki'))
  api.route('/v1/article/detail', (call): Article => {
    const q = parse(call.params, { article_id: int('文章', 1) })
    return article(db, q.article_id) ?? fail(Status.notFound, '文章不存在')
  })
  api.route('/v1/article/agreement', (call): Article => {
    const q = parse(call.params, { kind: optional(oneOf('协议', ['user', 'privacy'] as const), 'user') })
    return agreement(db, q.kind)
  })

  api.route('/v1/sys/app-version', (call): AppVersion => {
    const q = parse(call.params, {
      platform: optional(oneOf('平台', ['android', 'ios'] as const), 'android'),
      version_code: optional(int('版本号', 0, 99_999_999))
    })
    const row = appVersion(db, q.platform)
    return { ...row, force_update: row.force_update === 1, has_update: q.version_code !== undefined && q.version_code < row.version_code }
  })

  api.route('/v1/short-url/query', (call): ShortUrl => {
    const q = parse(call.params, { code: str('短链', { max: 16, pattern: /^[A-Za-z0-9]+$/ }) })
    return shortUrl(db, q.code) ?? fail(Status.notFound, '短链不存在或已失效')
  })
}
