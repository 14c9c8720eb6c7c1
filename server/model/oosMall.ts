import { randomBytes } from 'node:crypto'
import type { Deps } from '../deps'
import type { OosMall, OosOffer, OosOrder, Page } from '../../types/api'
import { fail, Status } from '../domain/status'
import { itemImage } from './catalogue'
import { bindKey, earlierUse } from './idempotency'
import { grantAsset } from './grants'
import { pointsOf } from './partnerExchange'

/**
 * The OOS partner's points mall (server/README.md "Partner apps: OAuth and exchange"): OOS points buy catalogue items
 * (granted into the bound Steam inventory) or codes. Stock, the per-user limit and the points are checked and taken in
 * one transaction.
 */

interface OfferRow {
  id: number,
  kind: 'item' | 'code',
  title: string,
  note: string,
  item_id: number | null,
  wear: string | null,
  points: number,
  stock: number,
  per_user: number
}
interface OrderRow { id: number, user_id: number, offer_id: number, points: number, asset_id: string | null, code: string | null, created_at: number }

const mineCount = (deps: Deps, userId: number, offerId: number): number =>
  (deps.db.prepare('SELECT COUNT(*) AS n FROM oos_orders WHERE offer_id = ? AND user_id = ?').get(offerId, userId) as { n: number }).n

function offerView (deps: Deps, row: OfferRow, userId: number | null): OosOffer {
  const mine = userId === null ? 0 : mineCount(deps, userId, row.id)
  return {
    offer_id: row.id,
    kind: row.kind,
    title: row.title,
    note: row.note,
    image: row.item_id === null ? null : itemImage(row.item_id),
    points: row.points,
    stock: row.stock,
    per_user: row.per_user,
    mine,
    state: row.stock === 0 ? 'sold_out' : mine >= row.per_user ? 'limit_reached' : 'open'
  }
}

/** The offers, best sellers first; a visitor sees them with points null (the page asks them to log in to exchange). */
export function oosMall (deps: Deps, userId: number | null): OosMall {
  const rows = deps.db.prepare('SELECT * FROM oos_offers ORDER BY sort, id').all() as OfferRow[]
  return { points: userId === null ? null : pointsOf(deps, userId, 'oos'), offers: rows.map((row) => offerView(deps, row, userId)) }
}

function orderView (deps: Deps, row: OrderRow): OosOrder {
  const offer = deps.db.prepare('SELECT * FROM oos_offers WHERE id = ?').get(row.offer_id) as OfferRow
  return {
    order_id: row.id,
    offer_id: row.offer_id,
    kind: offer.kind,
    title: offer.title,
    image: offer.item_id === null ? null : itemImage(offer.item_id),
    points: row.points,
    state: offer.kind === 'item' ? 'delivered' : 'issued',
    asset_id: row.asset_id,
    code: row.code,
    created_at: row.created_at
  }
}

/** A code as partners print them: OOS-XXXX-XXXX-XXXX (no 0/O/1/I). */
function newCode (): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = randomBytes(12)
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')
  return `OOS-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`
}

/**
 * One exchange: refuses a sold-out offer (4009), a user at the limit (4009), too few points (4201) and, for an item, an
 * account without Steam (4000, grantAsset). The same idempotency key answers the first order and takes nothing again.
 */
export function oosExchange (deps: Deps, userId: number, offerId: number, idemKey: string): OosOrder {
  const { db } = deps
  return db.transaction((): OosOrder => {
    const earlier = earlierUse(deps, userId, idemKey, 'oos_exchange', String(offerId))
    if (earlier !== null) return orderView(deps, db.prepare('SELECT * FROM oos_orders WHERE id = ?').get(Number(earlier)) as OrderRow)
    const offer = db.prepare('SELECT * FROM oos_offers WHERE id = ?').get(offerId) as OfferRow | undefined ?? fail(Status.notFound, '兑换商品不存在')
    if (mineCount(deps, userId, offerId) >= offer.per_user) fail(Status.conflict, `每人限兑 ${offer.per_user} 次，你已兑满`)
    if (db.prepare('UPDATE oos_offers SET stock = stock - 1 WHERE id = ? AND stock > 0').run(offerId).changes !== 1) fail(Status.conflict, '已兑完，请选择其他商品')
    if (db.prepare("UPDATE partner_accounts SET points = points - ? WHERE user_id = ? AND partner = 'oos' AND points >= ?").run(
      offer.points,
      userId,
      offer.points
    ).changes !== 1) {
      fail(Status.balance, `OOS 积分不足，需要 ${offer.points} 积分`)
    }
    const now = deps.now()
    const id = Number(db.prepare('INSERT INTO oos_orders (user_id, offer_id, points, created_at) VALUES (?, ?, ?, ?)').run(
      userId,
      offerId,
      offer.points,
      now
    ).lastInsertRowid)
    if (offer.kind === 'item') {
      const assetId = grantAsset(deps, { userId, itemId: offer.item_id!, wear: offer.wear, source: 'oos', sourceRef: String(id) })
      db.prepare('UPDATE oos_orders SET asset_id = ? WHERE id = ?').run(assetId, id)
    } else {
      db.prepare('UPDATE oos_orders SET code = ? WHERE id = ?').run(newCode(), id)
    }
    bindKey(deps, userId, idemKey, 'oos_exchange', String(offerId), String(id))
    return orderView(deps, db.prepare('SELECT * FROM oos_orders WHERE id = ?').get(id) as OrderRow)
  }).immediate()
}

export function oosOrders (deps: Deps, userId: number, page: number, pageSize: number): Page<OosOrder> {
  const total = (deps.db.prepare('SELECT COUNT(*) AS n FROM oos_orders WHERE user_id = ?').get(userId) as { n: number }).n
  const rows = deps.db.prepare('SELECT * FROM oos_orders WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(
    userId,
    pageSize,
    (page - 1) * pageSize
  ) as OrderRow[]
  return { list: rows.map((row) => orderView(deps, row)), total, page, page_size: pageSize, has_more: page * pageSize < total }
}

/** Another user's order answers like an unknown one. */
export function oosOrder (deps: Deps, userId: number, orderId: number): OosOrder {
  const row = deps.db.prepare('SELECT * FROM oos_orders WHERE id = ? AND user_id = ?').get(orderId, userId) as OrderRow | undefined
  return orderView(deps, row ?? fail(Status.notFound, '兑换记录不存在'))
}
