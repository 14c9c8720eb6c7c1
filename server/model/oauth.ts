import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Deps } from '../deps'
import type { OAuthAuthorizeInfo, OAuthApproval, OAuthToken, OAuthUserInfo } from '../../types/api'
import { clientById, OAUTH_RULES, redirectWith, SCOPE_NAMES, scopeList, sha256, type OAuthClient } from '../domain/oauth'
import { fail, Status } from '../domain/status'
import { findUser } from './users'

/** The OAuth2 authorisation code flow (server/README.md "Partner apps: OAuth and exchange"). */

export interface AuthorizeRequest { client_id: string, redirect_uri: string, scope: string, state?: string, response_type: string }

interface Checked { client: OAuthClient, scopes: string[] }

/**
 * The request as the consent screen shows it. An unknown app or a redirect URI that is not registered exactly is refused
 * here, so the page never follows it; so are a response_type other than code and scopes the app may not ask for.
 */
function checkRequest (request: AuthorizeRequest): Checked {
  const client = clientById(request.client_id) ?? fail(Status.notFound, '未知的第三方应用，请从合作方重新发起授权')
  if (!client.redirect_uris.includes(request.redirect_uri)) fail(Status.badRequest, '回调地址未在 C5 登记，已拒绝授权并且不会跳转')
  if (request.response_type !== 'code') fail(Status.badRequest, '仅支持授权码模式（response_type=code）')
  const scopes = scopeList(request.scope)
  if (scopes.length === 0) fail(Status.badRequest, '授权范围不能为空')
  const refused = scopes.find((scope) => !client.scopes.includes(scope))
  if (refused !== undefined) fail(Status.badRequest, `该应用无权申请此授权范围：${refused.slice(0, 32)}`)
  return { client, scopes }
}

export function authorizeInfo (request: AuthorizeRequest): OAuthAuthorizeInfo {
  const { client, scopes } = checkRequest(request)
  return {
    client_id: client.client_id,
    app_name: client.name,
    icon_text: client.icon_text,
    icon_color: client.icon_color,
    description: client.description,
    redirect_host: new URL(request.redirect_uri).host,
    scopes: scopes.map((key) => ({ key, text: SCOPE_NAMES[key] ?? key })),
    deny_redirect: redirectWith(request.redirect_uri, { error: 'access_denied', state: request.state })
  }
}

/**
 * 同意授权: the user's live grant to this app takes the scopes (a new grant when there is none, so it shows in 授权管理)
 * and a one-time code bound to app, redirect URI, scopes and user is issued. Only the code's hash is stored.
 */
export function approve (deps: Deps, userId: number, request: AuthorizeRequest): OAuthApproval {
  const { client, scopes } = checkRequest(request)
  const { db } = deps
  const now = deps.now()
  const code = randomBytes(24).toString('base64url')
  db.transaction(() => {
    const live = db.prepare('SELECT id, scopes FROM oauth_grants WHERE user_id = ? AND client_id = ? AND revoked_at IS NULL ORDER BY id DESC LIMIT 1')
      .get(userId, client.client_id) as { id: number, scopes: string } | undefined
    let grantId: number
    if (live) {
      const merged = [...new Set([...live.scopes.split(',').filter(Boolean), ...scopes])]
      db.prepare('UPDATE oauth_grants SET scopes = ?, granted_at = ? WHERE id = ?').run(merged.join(','), now, live.id)
      grantId = live.id
    } else {
      grantId = Number(db.prepare(`INSERT INTO oauth_grants (user_id, app_name, icon_text, icon_color, scopes, granted_at, client_id)
          VALUES (?, ?, ?, ?, ?, ?, ?)`)
        .run(userId, client.name, client.icon_text, client.icon_color, scopes.join(','), now, client.client_id).lastInsertRowid)
    }
    db.prepare(`INSERT INTO oauth_codes (code_sha256, client_id, user_id, grant_id, redirect_uri, scopes, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
        sha256(code),
        client.client_id,
        userId,
        grantId,
        request.redirect_uri,
        scopes.join(','),
        now,
        now + OAUTH_RULES.codeSeconds
      )
  }).immediate()
  return { code, redirect_to: redirectWith(request.redirect_uri, { code, state: request.state }) }
}

export interface TokenRequest { grant_type: string, client_id: string, client_secret: string, code: string, redirect_uri: string }

interface CodeRow {
  client_id: string,
  grant_id: number,
  redirect_uri: string,
  scopes: string,
  expires_at: number,
  used_at: number | null,
  revoked_at: number | null
}

/**
 * The partner's server trades a code for an access token, once. A second use of a code is refused and also ends the token
 * the first use gave (RFC 6749 10.5: a replayed code may be stolen). The code must belong to this app and redirect URI.
 */
export function exchangeCode (deps: Deps, request: TokenRequest): OAuthToken {
  if (request.grant_type !== 'authorization_code') fail(Status.badRequest, '仅支持 grant_type=authorization_code')
  const client = clientById(request.client_id)
  if (!client || !sameText(sha256(request.client_secret), client.secret_sha256)) fail(Status.badSign, '应用身份校验失败（client_id 或 client_secret 不正确）')
  const { db } = deps
  const now = deps.now()
  const codeHash = sha256(request.code)
  const answer = db.transaction((): OAuthToken | 'replayed' => {
    const row = db.prepare(`SELECT c.client_id, c.grant_id, c.redirect_uri, c.scopes, c.expires_at, c.used_at, g.revoked_at
      FROM oauth_codes c JOIN oauth_grants g ON g.id = c.grant_id WHERE c.code_sha256 = ?`).get(codeHash) as CodeRow | undefined
    if (!row || row.client_id !== client!.client_id) return fail(Status.badRequest, '授权码无效')
    if (row.used_at !== null) {
      db.prepare('UPDATE oauth_tokens SET revoked_at = ? WHERE code_sha256 = ? AND revoked_at IS NULL').run(now, codeHash)
      return 'replayed' // refused after the commit, so the revocation stays
    }
    if (row.expires_at <= now) return fail(Status.badRequest, '授权码已过期，请重新授权')
    if (row.redirect_uri !== request.redirect_uri) return fail(Status.badRequest, '回调地址与授权时不一致')
    if (row.revoked_at !== null) return fail(Status.login, '用户已撤销授权')
    db.prepare('UPDATE oauth_codes SET used_at = ? WHERE code_sha256 = ? AND used_at IS NULL').run(now, codeHash)
    const token = randomBytes(32).toString('base64url')
    db.prepare('INSERT INTO oauth_tokens (token_sha256, code_sha256, grant_id, scopes, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(sha256(token), codeHash, row.grant_id, row.scopes, now, now + OAUTH_RULES.tokenSeconds)
    return { access_token: token, token_type: 'Bearer', expires_in: OAUTH_RULES.tokenSeconds, scope: row.scopes.split(',').join(' ') }
  }).immediate()
  return answer === 'replayed' ? fail(Status.conflict, '授权码已使用过，请重新授权') : answer
}

/**
 * What a partner reads with its token: a per-app user id (never the C5 id) and, with the profile scope, nickname and
 * avatar. A token stops working when it expires or the user revokes the grant in 授权管理 (401).
 */
export function tokenUserInfo (deps: Deps, token: string): OAuthUserInfo {
  const row = deps.db.prepare(`SELECT t.scopes, t.expires_at, t.revoked_at AS token_revoked, g.revoked_at, g.user_id, g.client_id
    FROM oauth_tokens t JOIN oauth_grants g ON g.id = t.grant_id WHERE t.token_sha256 = ?`).get(sha256(token)) as
    { scopes: string, expires_at: number, token_revoked: number | null, revoked_at: number | null, user_id: number, client_id: string } | undefined
  if (!row || row.token_revoked !== null) return fail(Status.login, '访问令牌无效')
  if (row.revoked_at !== null) return fail(Status.login, '用户已撤销授权，访问令牌已失效')
  if (row.expires_at <= deps.now()) return fail(Status.login, '访问令牌已过期')
  const scopes = row.scopes.split(',')
  const user = findUser(deps.db, row.user_id)
  const profile = scopes.includes('profile')
  return {
    openid: sha256(`${row.client_id}:${row.user_id}:${deps.secret}`).slice(0, 32),
    scopes,
    nickname: profile ? user.nickname : null,
    avatar: profile ? user.avatar : null
  }
}

function sameText (a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}

export interface GrantRow { id: number, app_name: string, icon_text: string, icon_color: string, scopes: string, granted_at: number }

/** The partner apps the user has granted access and not revoked, the latest first. */
export const liveGrants = (deps: Deps, userId: number): GrantRow[] =>
  deps.db.prepare(`SELECT id, app_name, icon_text, icon_color, scopes, granted_at FROM oauth_grants
    WHERE user_id = ? AND revoked_at IS NULL ORDER BY granted_at DESC, id DESC`).all(userId) as GrantRow[]

/** Revokes one of the user's grants; another user's grant answers like an unknown one, a second revoke says it is done already. */
export function revokeGrant (deps: Deps, userId: number, grantId: number): void {
  const row = deps.db.prepare('SELECT revoked_at FROM oauth_grants WHERE id = ? AND user_id = ?').get(
    grantId,
    userId
  ) as { revoked_at: number | null } | undefined
  if (!row) fail(Status.notFound, '授权记录不存在')
  if (row!.revoked_at !== null) fail(Status.conflict, '该授权已撤销，无需重复操作')
  deps.db.prepare('UPDATE oauth_grants SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(deps.now(), grantId)
}
