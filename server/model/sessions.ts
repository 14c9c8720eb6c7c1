import type { Deps } from '../deps'
import type { LoginResult } from '../../types/api'
import { issueToken } from '../domain/token'
import { findUser, userInfo } from './users'

/** Sessions last 7 days, as long as the H5 token cookie (spec 9). */
export const SESSION_SECONDS = 7 * 86400

export function startSession (deps: Deps, userId: number): LoginResult {
  const expiresAt = deps.now() + SESSION_SECONDS
  const { token, jti } = issueToken(deps.secret, userId, expiresAt)
  deps.db.prepare('INSERT INTO sessions (jti, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(jti, userId, deps.now(), expiresAt)
  return { access_token: token, expires_at: expiresAt, user: userInfo(findUser(deps.db, userId)) }
}

export function revokeSession (deps: Deps, jti: string): void {
  deps.db.prepare('UPDATE sessions SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL').run(deps.now(), jti)
}
