import type { Viewer } from './context'
import type { Deps } from '../deps'
import { readToken } from '../domain/token'
import { BizError, Status } from '../domain/status'

export type AuthState = { viewer: Viewer } | { viewer: null, reason: string }

/**
 * Reads the token (header x-access-token, else query access-token) into a viewer.
 * A bad token on a public route just means "visitor"; routes that need a user
 * turn the reason into status 401.
 */
export function authenticate (deps: Deps, token: string | undefined): AuthState {
  if (!token) return { viewer: null, reason: '请先登录' }
  const claims = readToken(deps.secret, token, deps.now())
  if (!claims) return { viewer: null, reason: '登录已过期，请重新登录' }
  const session = deps.db.prepare('SELECT user_id, expires_at, revoked_at FROM sessions WHERE jti = ?').get(claims.jti) as
    { user_id: number, expires_at: number, revoked_at: number | null } | undefined
  if (!session || session.revoked_at !== null || session.user_id !== claims.sub) return { viewer: null, reason: '登录已失效，请重新登录' }
  if (session.expires_at <= deps.now()) return { viewer: null, reason: '登录已过期，请重新登录' }
  return { viewer: { id: claims.sub, jti: claims.jti } }
}

export function requireViewer (state: AuthState): number {
  if (state.viewer) return state.viewer.id
  throw new BizError(Status.login, state.reason)
}
