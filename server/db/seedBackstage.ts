import { hasTable, type Db } from './database'
import { hashSecret, OWASP_COST, passwordCost } from '../domain/passwords'
import { orderNumber } from '../domain/orderState'

/** The demo anchor (server/README.md "Demo accounts"): a streamer with invitees who bought, so the backstage is alive on first run. */
export const ANCHOR = { phone: '13700137000', password: 'Passw0rd!', nickname: '主播阿哲', channel: '斗鱼 6657', rateBp: 100 }
// the login hash at OWASP's cost, made once (seed.ts keeps the other demo accounts' the same way)
const ANCHOR_HASH = 'scrypt$131072$8$1$71625a7d4852b7ca286bbb083fe7f312$93a9ee8d535629f1e2c9f7736629cf5e3adfedf2c19aed96748afb7a17b4573a'

const INVITEES = ['刀锋小白', '一发入魂', '鸽子王', 'AWP信仰', '夜猫子', '龙爪钩收藏家', '老六本六', '拆包少年', '买定离手', '沙二守门员', '冰川流浪', '小熊软糖']

export function seedBackstage (db: Db, now: number, sellers: number[]): void {
  if (!hasTable(db, 'anchors')) return
  const hash = passwordCost() === OWASP_COST ? ANCHOR_HASH : hashSecret(ANCHOR.password, passwordCost())
  const addUser = db.prepare(`INSERT INTO users (phone, password_hash, nickname, avatar, balance_cents, health_checked, is_seller, deliver_rate_bp,
      avg_deliver_minutes, created_at)
    VALUES (?, ?, ?, ?, 0, 0, 0, 10000, 0, ?)`)
  const anchorId = Number(addUser.run(ANCHOR.phone, hash, ANCHOR.nickname, '/api/v1/open/img/avatar/3.svg', now - 120 * 86400).lastInsertRowid)
  db.prepare('INSERT INTO anchors (user_id, channel, rate_bp, since) VALUES (?, ?, ?, ?)').run(anchorId, ANCHOR.channel, ANCHOR.rateBp, now - 100 * 86400)
  const items = db.prepare('SELECT id, ref_price_cents AS cents FROM items WHERE ref_price_cents BETWEEN 3000 AND 300000 ORDER BY id').all() as {
    id: number,
    cents: number
  }[]
  const invite = db.prepare('INSERT INTO invites (invitee_id, inviter_id, created_at, rewarded_at) VALUES (?, ?, ?, NULL)')
  const listing = db.prepare("INSERT INTO listings (item_id, seller_id, price_cents, wear, rentable, status, created_at) VALUES (?, ?, ?, NULL, 0, 'sold', ?)")
  const order = db.prepare(`INSERT INTO orders (order_no, kind, status, buyer_id, seller_id, listing_id, item_id, price_cents, fee_cents, pay_amount_cents,
      pay_channel, created_at, paid_at, expires_at)
    VALUES (?, 'p2p', 'completed', ?, ?, ?, ?, ?, 0, ?, 'wechat', ?, ?, ?)`)
  INVITEES.forEach((nickname, k) => {
    // invitees joined over the last 85 days, a few this week; each bought 1-5 times since (some today)
    const joinedDaysAgo = k < 3 ? 2 + k * 2 : 10 + ((k * 23) % 75)
    const joinedAt = now - joinedDaysAgo * 86400 - 3600 * (k % 7)
    const userId = Number(addUser.run(null, null, nickname, `/api/v1/open/img/avatar/${(k % 6) + 1}.svg`, joinedAt).lastInsertRowid)
    invite.run(userId, anchorId, joinedAt)
    const count = 1 + ((k * 7) % 5)
    for (let j = 0; j < count; j++) {
      const paidAt = Math.min(now - 600, joinedAt + 1800 + ((k * 13 + j * 17) % Math.max(1, joinedDaysAgo)) * 86400 + j * 4000)
      const item = items[(k * 37 + j * 11) % items.length]
      const seller = sellers[(k + j) % sellers.length]
      const listingId = Number(listing.run(item.id, seller, item.cents, paidAt - 86400).lastInsertRowid)
      const no = orderNumber(paidAt, 90_000_000 + k * 10 + j)
      order.run(no, userId, seller, listingId, item.id, item.cents, item.cents, paidAt - 60, paidAt, paidAt + 840)
    }
  })
}
