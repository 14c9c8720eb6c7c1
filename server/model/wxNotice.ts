import { randomInt } from 'node:crypto'
import type { Deps } from '../deps'
import { fail, Status } from '../domain/status'
import { BIND_CODE_SECONDS, WX_TEMPLATES } from '../domain/wxNotice'

/** WeChat trade notices (server/README.md "WeChat notice"): subscriptions, the 6-digit binding code, the bound account. */

interface CodeRow { code: string, expires_at: number, used_at: number | null }

const liveCode = (deps: Deps, userId: number): CodeRow | undefined => {
  const row = deps.db.prepare('SELECT code, expires_at, used_at FROM wx_bind_codes WHERE user_id = ?').get(userId) as CodeRow | undefined
  return row && row.used_at === null && row.expires_at > deps.now() ? row : undefined
}

export function wxNoticeStatus (deps: Deps, userId: number) {
  const subs = new Set((deps.db.prepare('SELECT template FROM wx_notice_subs WHERE user_id = ?').all(userId) as { template: string }[]).map((r) => r.template))
  const bound = deps.db.prepare('SELECT bound_at FROM wx_bindings WHERE user_id = ?').get(userId) as { bound_at: number } | undefined
  const code = liveCode(deps, userId)
  return {
    templates: WX_TEMPLATES.map((t) => ({ ...t, subscribed: subs.has(t.key) })),
    bound: bound !== undefined,
    bound_at: bound?.bound_at ?? null,
    code: code ? { code: code.code, expires_at: code.expires_at } : null
  }
}

/** Keeps the templates the user accepted in the mini-program's subscribe dialog (repeats change nothing). */
export function subscribe (deps: Deps, userId: number, keys: string[]) {
  const add = deps.db.prepare('INSERT INTO wx_notice_subs (user_id, template, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
  deps.db.transaction(() => { for (const key of keys) add.run(userId, key, deps.now()) })()
  return wxNoticeStatus(deps, userId)
}

/**
 * The user's binding code: the live one again while it lives (parallel asks get the same code), else a new random
 * 6-digit code that no other live code has, replacing the old row (one row per user).
 */
export function bindCode (deps: Deps, userId: number): { code: string, expires_at: number } {
  return deps.db.transaction(() => {
    if (deps.db.prepare('SELECT 1 FROM wx_bindings WHERE user_id = ?').get(userId)) fail(Status.conflict, '已绑定微信通知，无需再次绑定')
    const live = liveCode(deps, userId)
    if (live) return { code: live.code, expires_at: live.expires_at }
    let code = ''
    do code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    while (deps.db.prepare('SELECT 1 FROM wx_bind_codes WHERE code = ? AND used_at IS NULL AND expires_at > ?').get(code, deps.now()))
    const expiresAt = deps.now() + BIND_CODE_SECONDS
    deps.db.prepare(`INSERT INTO wx_bind_codes (user_id, code, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, NULL)
      ON CONFLICT (user_id) DO UPDATE SET code = excluded.code, created_at = excluded.created_at, expires_at = excluded.expires_at, used_at = NULL`)
      .run(userId, code, deps.now(), expiresAt)
    return { code, expires_at: expiresAt }
  }).immediate()
}

/** The official account's side (dev hook): a code sent by a follower binds their openid once. */
export function verifyBindCode (deps: Deps, code: string, openid: string): { bound: true } {
  return deps.db.transaction(() => {
    const row = deps.db.prepare('SELECT user_id, expires_at, used_at FROM wx_bind_codes WHERE code = ? ORDER BY created_at DESC').get(code) as {
      user_id: number,
      expires_at: number,
      used_at: number | null
    } | undefined
    if (!row) fail(Status.notFound, '绑定码不存在')
    if (row!.used_at !== null) fail(Status.conflict, '绑定码已使用')
    if (row!.expires_at <= deps.now()) fail(Status.conflict, '绑定码已过期，请在 App 中重新获取')
    if (deps.db.prepare('SELECT 1 FROM wx_bindings WHERE openid = ?').get(openid)) fail(Status.conflict, '该微信已绑定其他账号')
    if (deps.db.prepare('UPDATE wx_bind_codes SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(deps.now(), row!.user_id).changes !== 1) fail(
      Status.conflict,
      '绑定码已使用'
    )
    deps.db.prepare(`INSERT INTO wx_bindings (user_id, openid, bound_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE
        SET openid = excluded.openid, bound_at = excluded.bound_at`).run(
      row!.user_id,
      openid,
      deps.now()
    )
    return { bound: true as const }
  }).immediate()
}
