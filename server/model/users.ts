import type { Db } from '../db/database'
import type { UserInfo } from '../../types/api'
import { formatCents } from '../domain/money'
import { openSeedPair } from './fairness'
import { fail, Status } from '../domain/status'

export interface UserRow {
  id: number
  phone: string | null
  password_hash: string | null
  nickname: string
  avatar: string
  steam_id: string | null
  trade_url: string | null
  wx_openid: string | null
  pay_password_hash: string | null
  pay_password_enabled: number
  balance_cents: number
  frozen_cents: number
  health_checked: number
  created_at: number
}

export function findUser (db: Db, id: number): UserRow {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined
  return row ?? fail(Status.login, '账号不存在，请重新登录')
}

export function userByPhone (db: Db, phone: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE phone = ?').get(phone) as UserRow | undefined
}

/** Phone numbers are shown masked: 138****8000. */
export const maskPhone = (phone: string | null): string | null => phone ? `${phone.slice(0, 3)}****${phone.slice(7)}` : null

export function userInfo (row: UserRow): UserInfo {
  return {
    user_id: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    phone: maskPhone(row.phone),
    steam_id: row.steam_id,
    trade_url: row.trade_url,
    has_pay_password: row.pay_password_hash !== null,
    pay_password_enabled: row.pay_password_enabled === 1,
    balance: formatCents(row.balance_cents),
    frozen: formatCents(row.frozen_cents),
    health_checked: row.health_checked === 1
  }
}

export function createUser (
  db: Db,
  fields: { phone?: string | null, password_hash?: string | null, steam_id?: string | null, wx_openid?: string | null, nickname: string },
  now: number
): UserRow {
  const id = Number(db.prepare(`INSERT INTO users (phone, password_hash, steam_id, wx_openid, nickname, avatar, created_at)
    VALUES (?, ?, ?, ?, ?, '/api/v1/open/img/avatar/0.svg', ?)`)
    .run(fields.phone ?? null, fields.password_hash ?? null, fields.steam_id ?? null, fields.wx_openid ?? null, fields.nickname, now).lastInsertRowid)
  // fresh random seeds with the account, so a recycled id never publishes an earlier user's seed 
  openSeedPair(db, id, now)
  db.prepare("INSERT INTO messages (user_id, title, content, created_at) VALUES (?, '欢迎来到 C5 饰品市场', '绑定 Steam、设置交易链接并完成账号检测后即可交易。', ?)").run(id, now)
  return findUser(db, id)
}

/** The user a partner's uid logged in as before, or undefined. */
export const userIdByPartnerUid = (db: Db, uid: string): number | undefined =>
  (db.prepare('SELECT id FROM users WHERE partner_uid = ?').get(uid) as { id: number } | undefined)?.id

/** Ties a user to a partner's uid (the first partner login). */
export function setPartnerUid (db: Db, userId: number, uid: string): void {
  db.prepare('UPDATE users SET partner_uid = ? WHERE id = ?').run(uid, userId)
}

/** The user who logged in with (or bound) this Steam id, or undefined. */
export const userIdBySteamId = (db: Db, steamId: string): number | undefined =>
  (db.prepare('SELECT id FROM users WHERE steam_id = ?').get(steamId) as { id: number } | undefined)?.id

/** The user who logged in with this mini-program openid, or undefined. */
export const userIdByWxOpenid = (db: Db, openid: string): number | undefined =>
  (db.prepare('SELECT id FROM users WHERE wx_openid = ?').get(openid) as { id: number } | undefined)?.id

/** A hash made with today's settings replaces the outdated one it was checked against (unless the password changed meanwhile). */
export function upgradePasswordHash (db: Db, userId: number, outdated: string | null, upgraded: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?').run(upgraded, userId, outdated)
}

/** A new login password ends every session of the account (in one transaction). */
export function resetPassword (db: Db, userId: number, passwordHash: string, now: number): void {
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId)
    db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, userId)
  })()
}

export function setAvatar (db: Db, userId: number, avatar: string): void {
  db.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(avatar, userId)
}

export function setNickname (db: Db, userId: number, nickname: string): void {
  db.prepare('UPDATE users SET nickname = ? WHERE id = ?').run(nickname, userId)
}

/** Binds a phone, or unbinds it (null). */
export function setPhone (db: Db, userId: number, phone: string | null): void {
  db.prepare('UPDATE users SET phone = ? WHERE id = ?').run(phone, userId)
}

/** A new pay password; the first one also turns balance payments' password on. */
export function setPayPasswordHash (db: Db, userId: number, hash: string, first: boolean): void {
  if (first) db.prepare('UPDATE users SET pay_password_hash = ?, pay_password_enabled = 1 WHERE id = ?').run(hash, userId)
  else db.prepare('UPDATE users SET pay_password_hash = ? WHERE id = ?').run(hash, userId)
}

/** Whether balance payments ask for the pay password. */
export function setPayPasswordEnabled (db: Db, userId: number, enabled: boolean): void {
  db.prepare('UPDATE users SET pay_password_enabled = ? WHERE id = ?').run(enabled ? 1 : 0, userId)
}

/** A new Steam id or trade URL must pass the health check again. */
export function setSteamId (db: Db, userId: number, steamId: string): void {
  db.prepare('UPDATE users SET steam_id = ?, health_checked = 0 WHERE id = ?').run(steamId, userId)
}

export function setTradeUrl (db: Db, userId: number, tradeUrl: string): void {
  db.prepare('UPDATE users SET trade_url = ?, health_checked = 0 WHERE id = ?').run(tradeUrl, userId)
}
