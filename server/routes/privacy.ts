import type { Api } from '../http/context'
import type { OAuthGrant, OAuthRevokeResult, PrivacyKey, PrivacySettings } from '../../types/api'
import { int, parse } from '../http/validate'
import { fail, Status } from '../domain/status'
import { TRANSPORT_PARAMS } from '../http/readCache'
import { SCOPE_NAMES } from '../domain/oauth'
import { PRIVACY_KEYS, privacySettings, savePrivacySettings } from '../model/privacy'
import { liveGrants, revokeGrant } from '../model/oauth'

const PRIVACY_NAMES: Record<PrivacyKey, string> = { inventory_public: '库存公开', personalized: '个性化推荐', trade_history_public: '交易记录公开' }

/** Only these spellings: a switch is a yes or no, and 'on', 'yes' or numbers other than 0/1 are more likely a client bug. */
function booleanLike (value: unknown, label: string): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'string' || typeof value === 'number') {
    const raw = String(value).trim()
    if (raw === '1' || raw === 'true') return true
    if (raw === '0' || raw === 'false') return false
  }
  return fail(Status.badRequest, `${label}的值只能是 1/0 或 true/false`)
}

/** /v1/user/oauth/* (grants to partner apps) and /v1/user/privacy/settings. */
export function privacyRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps

  api.route('/v1/user/oauth/grants', (call): OAuthGrant[] => {
    return liveGrants(deps, call.userId()).map((row) => ({
      grant_id: row.id,
      app_name: row.app_name,
      icon_text: row.icon_text,
      icon_color: row.icon_color,
      scopes: row.scopes.split(',').filter(Boolean).map((key) => SCOPE_NAMES[key] ?? key),
      granted_at: row.granted_at
    }))
  })

  api.write('/v1/user/oauth/revoke', (call): OAuthRevokeResult => {
    const userId = call.userId()
    const input = parse(call.params, { grant_id: int('授权记录', 1) })
    revokeGrant(deps, userId, input.grant_id)
    return { grant_id: input.grant_id, revoked: true }
  })

  const readSettings = (userId: number): PrivacySettings => privacySettings(db, userId)

  // No parameters reads (GET or POST); any parameter changes the keys given, by POST only (GET answers 405): every key
  // must be known, so a typo is refused rather than ignored, and the answer is every setting.
  api.route('/v1/user/privacy/settings', (call): PrivacySettings => {
    const userId = call.userId()
    const keys = Object.keys(call.params).filter((key) => !TRANSPORT_PARAMS.has(key))
    if (keys.length === 0) return readSettings(userId)
    const unknown = keys.find((key) => !(PRIVACY_KEYS as readonly string[]).includes(key))
    if (unknown !== undefined) fail(Status.badRequest, `未知的隐私设置项：${unknown.slice(0, 40)}`)
    const next = readSettings(userId)
    for (const key of keys as PrivacyKey[]) next[key] = booleanLike(call.params[key], PRIVACY_NAMES[key])
    savePrivacySettings(db, userId, next, deps.now())
    return next
  }, { writesWithParams: true })
}
