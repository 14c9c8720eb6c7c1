import { hasTable, type Db } from './database'
import type { Deps } from '../deps'
import { createPacket } from '../model/redpacks'
import { moveMoney } from '../model/wallet'

/**
 * Red packet promotions, shared packets in every state (open, empty, expired, the demo user's own) and the red envelope
 * event's tasks. Fixed codes, so links in docs and tests work; each packet's split seed is random like any
 * packet's (a seed written in the code would let anyone compute the open packets' shares ahead).
 * The demo users open nothing here: their balances and coupons stay as the seed's other tests expect.
 */
export function seedRedpacks (db: Db, now: number, ids: { demo: number, demo2: number, sellers: number[] }): void {
  if (!hasTable(db, 'redpack_promotions')) return
  const promotion = db.prepare(`INSERT INTO redpack_promotions (name, kind, total_cents, share_count, open_hours, per_user, envelope_min_amount_cents,
      envelope_valid_days, active_until)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  promotion.run('新春分享红包', 'balance', 888, 5, 24, 3, 0, 0, now + 30 * 86400)
  promotion.run('好友助力红包', 'envelope', 2000, 10, 48, 3, 5000, 7, now + 30 * 86400)
  promotion.run('成交分享红包', 'balance', 300, 3, 24, 1, 0, 0, now + 30 * 86400)

  const envelope = db.prepare(`INSERT INTO coupon_templates (name, discount_cents, min_amount_cents, appid, valid_days, total, kind, task, claim_until)
    VALUES (?, ?, ?, NULL, ?, 100000, 'envelope', ?, ?)`)
  const eventEnd = now + 27 * 86400
  envelope.run('新人红包', 300, 3000, 7, 'newcomer', eventEnd)
  envelope.run('绑定 Steam 红包', 500, 5000, 7, 'steam', eventEnd)
  envelope.run('分享红包', 200, 2000, 7, 'share', eventEnd)
  envelope.run('首单红包', 1000, 10000, 15, 'first_trade', eventEnd)

  const deps = { db, now: () => now } as unknown as Deps
  const make = (creator: number, promotionId: number, code: string, ageSeconds: number, openers: number[]): void => {
    createPacket(deps, creator, promotionId, { now: now - ageSeconds, code })
    const packet = db.prepare(`SELECT r.id, r.template_id, p.kind, p.envelope_valid_days FROM redpacks r JOIN redpack_promotions p ON p.id = r.promotion_id
        WHERE r.code = ?`)
      .get(code) as { id: number, template_id: number | null, kind: string, envelope_valid_days: number }
    openers.forEach((userId, seq) => {
      const at = now - ageSeconds + 600 * (seq + 1)
      const { amount_cents: amount } = db.prepare('SELECT amount_cents FROM redpack_shares WHERE redpack_id = ? AND seq = ?').get(
        packet.id,
        seq
      ) as { amount_cents: number }
      db.prepare('UPDATE redpack_shares SET user_id = ?, claimed_at = ? WHERE redpack_id = ? AND seq = ?').run(userId, at, packet.id, seq)
      if (packet.kind === 'balance') moveMoney(db, userId, { available: amount }, 'redpack', `redpack:${code}`, '领取红包（种子数据）', at)
      else db.prepare("INSERT INTO coupons (template_id, user_id, status, expires_at, created_at, discount_cents) VALUES (?, ?, 'unused', ?, ?, ?)").run(
        packet.template_id,
        userId,
        at + packet.envelope_valid_days * 86400,
        at,
        amount
      )
    })
  }
  const [a, b, c, d, e] = ids.sellers
  make(ids.demo2, 1, 'C5NEWYR8', 3600, [a, b])
  make(ids.demo2, 2, 'FRENDS88', 7200, [c, d, e])
  make(ids.demo2, 3, 'EMPTYBAG', 5 * 3600, [a, c, e])
  make(ids.demo2, 1, 'EXPREDX9', 3 * 86400, [b])
  make(ids.demo, 1, 'DEMSHARE', 1800, [d])
}
