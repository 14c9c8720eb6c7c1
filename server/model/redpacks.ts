import { randomBytes } from 'node:crypto'
import type { Deps } from '../deps'
import type { RedPacket, RedPacketPromotion } from '../../types/api'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { seedHash } from '../../src/lib/fairness'
import { splitPacket } from '../../src/lib/redpackSplit'
import { moveMoney } from './wallet'
import { maskNickname } from '../domain/nickname'

/** Red packets (server/README.md "Red packets and envelopes"): a promotion's amount split among N openers, shares fixed at creation. */

interface PacketRow {
  id: number, code: string, promotion_id: number, creator_id: number, template_id: number | null, server_seed: string, seed_hash: string,
  created_at: number, expires_at: number, name: string, kind: 'balance' | 'envelope', total_cents: number, share_count: number,
  envelope_min_amount_cents: number, envelope_valid_days: number, nickname: string, avatar: string | null
}
interface PromotionRow {
  id: number, name: string, kind: 'balance' | 'envelope', total_cents: number, share_count: number, open_hours: number, per_user: number,
  envelope_min_amount_cents: number, envelope_valid_days: number, active_until: number
}

const PACKET_SQL = `SELECT r.*, p.name, p.kind, p.total_cents, p.share_count, p.envelope_min_amount_cents, p.envelope_valid_days, u.nickname, u.avatar
  FROM redpacks r JOIN redpack_promotions p ON p.id = r.promotion_id JOIN users u ON u.id = r.creator_id`
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/

/** Eight characters without look-alikes (0/O, 1/I/L), so a code read aloud or typed is not mistaken. */
function newCode (): string {
  return Array.from(randomBytes(8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')
}

function loadPacket (deps: Deps, code: string): PacketRow {
  const row = deps.db.prepare(`${PACKET_SQL} WHERE r.code = ?`).get(code) as PacketRow | undefined
  if (!row) fail(Status.notFound, '红包不存在或链接有误')
  return row!
}

export function packetView (deps: Deps, packet: PacketRow, viewerId: number | null): RedPacket {
  const shares = deps.db.prepare(`SELECT s.seq, s.amount_cents, s.user_id, s.claimed_at, u.nickname FROM redpack_shares s LEFT JOIN users u ON u.id = s.user_id
      WHERE s.redpack_id = ? ORDER BY s.seq`)
    .all(packet.id) as { seq: number, amount_cents: number, user_id: number | null, claimed_at: number | null, nickname: string | null }[]
  const claimed = shares.filter((share) => share.user_id !== null)
  const best = claimed.reduce((top, share) => Math.max(top, share.amount_cents), 0)
  const state = claimed.length === shares.length ? 'empty' : packet.expires_at <= deps.now() ? 'expired' : 'open'
  const finished = state !== 'open'
  const mine = claimed.find((share) => share.user_id === viewerId)
  return {
    code: packet.code,
    name: packet.name,
    kind: packet.kind,
    total: formatCents(packet.total_cents),
    count: packet.share_count,
    opened_count: claimed.length,
    opened_total: formatCents(claimed.reduce((sum, share) => sum + share.amount_cents, 0)),
    state,
    min_amount: formatCents(packet.kind === 'envelope' ? packet.envelope_min_amount_cents : 0),
    created_at: packet.created_at,
    expires_at: packet.expires_at,
    creator: { nickname: maskNickname(packet.nickname), avatar: packet.avatar ?? '/api/v1/open/img/avatar/0.svg' },
    mine: packet.creator_id === viewerId,
    my_share: mine ? formatCents(mine.amount_cents) : null,
    // newest first, as a chat's packet shows who opened it
    claims: claimed.sort((a, b) => (b.claimed_at ?? 0) - (a.claimed_at ?? 0) || b.seq - a.seq).map((share) => ({
      nickname: share.user_id === viewerId ? '我' : maskNickname(share.nickname ?? ''),
      amount: formatCents(share.amount_cents),
      claimed_at: share.claimed_at ?? 0,
      best: finished && claimed.length > 1 && share.amount_cents === best
    })),
    seed_hash: packet.seed_hash,
    server_seed: finished ? packet.server_seed : null,
    shares: finished ? shares.map((share) => formatCents(share.amount_cents)) : null
  }
}

export function packetByCode (deps: Deps, code: string, viewerId: number | null): RedPacket {
  return packetView(deps, loadPacket(deps, code), viewerId)
}

/**
 * Opens a packet for the user in the caller's transaction: the next unclaimed share, granted at once (balance: the
 * wallet with a ledger line; envelope: a red envelope with the share as its discount). One share per user per packet
 * (a UNIQUE index backs it), so repeated or parallel opens grant once.
 */
export function openPacket (deps: Deps, userId: number, code: string): { amount: string, packet: RedPacket } {
  const { db } = deps
  const now = deps.now()
  const packet = loadPacket(deps, code)
  if (packet.creator_id === userId) fail(Status.conflict, '不能领取自己分享的红包，快分享给好友吧')
  if (db.prepare('SELECT 1 FROM redpack_shares WHERE redpack_id = ? AND user_id = ?').get(packet.id, userId)) fail(Status.conflict, '你已经领取过这个红包了')
  const next = db.prepare('SELECT seq, amount_cents FROM redpack_shares WHERE redpack_id = ? AND user_id IS NULL ORDER BY seq LIMIT 1').get(packet.id) as {
    seq: number,
    amount_cents: number
  } | undefined
  if (!next) fail(Status.conflict, '手慢了，红包已被领完')
  if (packet.expires_at <= now) fail(Status.conflict, '红包已过期')
  const taken = db.prepare('UPDATE redpack_shares SET user_id = ?, claimed_at = ? WHERE redpack_id = ? AND seq = ? AND user_id IS NULL').run(
    userId,
    now,
    packet.id,
    next!.seq
  )
  if (taken.changes !== 1) fail(Status.conflict, '手慢了，红包已被领完')
  if (packet.kind === 'balance') {
    moveMoney(db, userId, { available: next!.amount_cents }, 'redpack', `redpack:${packet.code}`, `领取红包（${packet.name}）`, now)
  } else {
    db.prepare("INSERT INTO coupons (template_id, user_id, status, expires_at, created_at, discount_cents) VALUES (?, ?, 'unused', ?, ?, ?)")
      .run(packet.template_id, userId, now + packet.envelope_valid_days * 86400, now, next!.amount_cents)
  }
  return { amount: formatCents(next!.amount_cents), packet: packetView(deps, packet, userId) }
}

function promotionsLeft (deps: Deps, userId: number | null): Map<number, number> {
  if (userId === null) return new Map()
  const rows = deps.db.prepare('SELECT promotion_id, COUNT(*) AS n FROM redpacks WHERE creator_id = ? GROUP BY promotion_id').all(userId) as {
    promotion_id: number,
    n: number
  }[]
  return new Map(rows.map((row) => [row.promotion_id, row.n]))
}

/** Promotions a user can make packets from, still running; `left` = the user's packets still allowed (a visitor: the full allowance). */
export function listPromotions (deps: Deps, userId: number | null): RedPacketPromotion[] {
  const made = promotionsLeft(deps, userId)
  return (deps.db.prepare('SELECT * FROM redpack_promotions WHERE active_until > ? ORDER BY id').all(deps.now()) as PromotionRow[]).map((p) => ({
    promotion_id: p.id,
    name: p.name,
    kind: p.kind,
    total: formatCents(p.total_cents),
    count: p.share_count,
    min_amount: formatCents(p.kind === 'envelope' ? p.envelope_min_amount_cents : 0),
    open_hours: p.open_hours,
    left: Math.max(0, p.per_user - (made.get(p.id) ?? 0)),
    active_until: p.active_until
  }))
}

/** Makes a packet from a promotion, in the caller's transaction: shares split now (lib/redpackSplit), the seed's hash published. */
export function createPacket (deps: Deps, userId: number, promotionId: number, options: { now?: number, code?: string } = {}): RedPacket {
  const { db } = deps
  const now = options.now ?? deps.now()
  const promotion = db.prepare('SELECT * FROM redpack_promotions WHERE id = ?').get(promotionId) as PromotionRow | undefined
  if (!promotion) fail(Status.notFound, '红包活动不存在')
  if (promotion!.active_until <= now) fail(Status.conflict, '该红包活动已结束')
  const made = (db.prepare('SELECT COUNT(*) AS n FROM redpacks WHERE creator_id = ? AND promotion_id = ?').get(userId, promotionId) as { n: number }).n
  if (made >= promotion!.per_user) fail(Status.conflict, `该活动每人最多分享 ${promotion!.per_user} 个红包`)
  let code = options.code ?? newCode()
  while (!options.code && db.prepare('SELECT 1 FROM redpacks WHERE code = ?').get(code)) code = newCode()
  const serverSeed = randomBytes(32).toString('hex')
  // an envelope packet's envelopes share one template per packet, so UNIQUE (template, user) backs one envelope per opener
  const templateId = promotion!.kind === 'envelope'
    ? Number(db.prepare(`INSERT INTO coupon_templates (name, discount_cents, min_amount_cents, appid, valid_days, total, claimed, kind)
        VALUES (?, ?, ?, NULL, ?, ?, ?, 'envelope')`)
      .run(
        promotion!.name,
        1,
        promotion!.envelope_min_amount_cents,
        promotion!.envelope_valid_days,
        promotion!.share_count,
        promotion!.share_count
      ).lastInsertRowid)
    : null
  const id = Number(db.prepare(`INSERT INTO redpacks (code, promotion_id, creator_id, template_id, server_seed, seed_hash, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(code, promotionId, userId, templateId, serverSeed, seedHash(serverSeed), now, now + promotion!.open_hours * 3600).lastInsertRowid)
  const insert = db.prepare('INSERT INTO redpack_shares (redpack_id, seq, amount_cents) VALUES (?, ?, ?)')
  splitPacket(serverSeed, code, promotion!.total_cents, promotion!.share_count).forEach((amount, seq) => insert.run(id, seq, amount))
  return packetByCode(deps, code, userId)
}

/** The user's packets: made (shared) or opened, newest first. */
export function myPackets (deps: Deps, userId: number, tab: 'created' | 'received', page: number, pageSize: number): { list: RedPacket[], total: number } {
  const where = tab === 'created' ? 'r.creator_id = ?' : 'r.id IN (SELECT redpack_id FROM redpack_shares WHERE user_id = ?)'
  const total = (deps.db.prepare(`SELECT COUNT(*) AS n FROM redpacks r WHERE ${where}`).get(userId) as { n: number }).n
  const rows = deps.db.prepare(`${PACKET_SQL} WHERE ${where} ORDER BY r.id DESC LIMIT ? OFFSET ?`).all(userId, pageSize, (page - 1) * pageSize) as PacketRow[]
  return { list: rows.map((row) => packetView(deps, row, userId)), total }
}
