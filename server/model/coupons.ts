import type { Deps } from '../deps'
import type { Coupon } from '../../types/api'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'

interface TakenRow { id: number, status: string, expires_at: number, discount_cents: number, min_amount_cents: number, appid: number | null }

/**
 * Marks the buyer's coupon or red envelope (a coupon kind; a red packet's envelope carries its own discount) used on `amount`
 * cents spent (price or rent fee, never a deposit) in game `appid`; returns the discount (at most amount − 0.01).
 */
export function takeCoupon (deps: Deps, userId: number, couponId: number, amount: number, appid: number): { id: number, discount: number } {
  const coupon = deps.db.prepare(`SELECT c.id, c.status, c.expires_at, COALESCE(c.discount_cents, t.discount_cents) AS discount_cents,
      t.min_amount_cents, t.appid
    FROM coupons c JOIN coupon_templates t ON t.id = c.template_id WHERE c.id = ? AND c.user_id = ?`).get(couponId, userId) as TakenRow | undefined
  if (!coupon) fail(Status.notFound, '优惠券不存在')
  if (coupon!.status !== 'unused') fail(Status.conflict, '优惠券已使用')
  if (coupon!.expires_at <= deps.now()) fail(Status.conflict, '优惠券已过期')
  if (amount < coupon!.min_amount_cents) fail(Status.badRequest, '未达到优惠券使用门槛')
  if (coupon!.appid !== null && coupon!.appid !== appid) fail(Status.badRequest, '该优惠券不适用于此游戏')
  const used = deps.db.prepare("UPDATE coupons SET status = 'used' WHERE id = ? AND status = 'unused'").run(couponId)
  if (used.changes !== 1) fail(Status.conflict, '优惠券已使用')
  return { id: couponId, discount: Math.min(coupon!.discount_cents, amount - 1) }
}

/** An unpaid order that closes gives its coupon back. */
export function returnCoupon (deps: Deps, order: { id: number, coupon_id: number | null }): void {
  if (order.coupon_id) deps.db.prepare("UPDATE coupons SET status = 'unused', used_order_id = NULL WHERE id = ? AND used_order_id = ?").run(
    order.coupon_id,
    order.id
  )
}

export interface CouponRow {
  coupon_id: number,
  template_id: number,
  kind: 'coupon' | 'envelope',
  name: string,
  discount_cents: number,
  min_amount_cents: number,
  appid: number | null,
  status: Coupon['status'],
  expires_at: number
}
/** The user's coupons and envelopes (bind the user id; append AND … / ORDER BY). */
const MY_COUPONS_SQL = `SELECT c.id AS coupon_id, c.template_id, t.kind, t.name, COALESCE(c.discount_cents, t.discount_cents) AS discount_cents,
    t.min_amount_cents, t.appid, c.status, c.expires_at
  FROM coupons c JOIN coupon_templates t ON t.id = c.template_id WHERE c.user_id = ?`
/** A user's coupon or envelope on the wire; with `amount` (and `game`), whether it fits that spend. */
export const couponView = (deps: Deps, row: CouponRow, amount?: number, game?: number): Coupon => ({
  coupon_id: row.coupon_id,
  template_id: row.template_id,
  name: row.name,
  kind: row.kind,
  discount: formatCents(row.discount_cents),
  min_amount: formatCents(row.min_amount_cents),
  appid: row.appid,
  status: row.status === 'unused' && row.expires_at <= deps.now() ? 'expired' : row.status,
  expires_at: row.expires_at,
  ...(amount === undefined
    ? {}
    : {
      usable: row.status === 'unused'
        && row.expires_at > deps.now()
        && amount >= row.min_amount_cents
        && (row.appid === null || game === undefined || row.appid === game)
    })
})

/** Gives the user one coupon (or envelope) of a template, in the caller's transaction: one per user per template, limited stock. Returns its id. */
export function claimTemplate (deps: Deps, userId: number, templateId: number): number {
  const { db } = deps
  const template = db.prepare('SELECT id, valid_days FROM coupon_templates WHERE id = ?').get(templateId) as { id: number, valid_days: number } | undefined
  if (!template) fail(Status.notFound, '优惠券不存在')
  if (db.prepare('SELECT 1 FROM coupons WHERE template_id = ? AND user_id = ?').get(templateId, userId)) fail(Status.conflict, '您已领取过该优惠券')
  if (db.prepare('UPDATE coupon_templates SET claimed = claimed + 1 WHERE id = ? AND claimed < total').run(templateId).changes !== 1) fail(
    Status.conflict,
    '优惠券已领完'
  )
  return Number(db.prepare("INSERT INTO coupons (template_id, user_id, status, expires_at, created_at) VALUES (?, ?, 'unused', ?, ?)")
    .run(templateId, userId, deps.now() + template!.valid_days * 86400, deps.now()).lastInsertRowid)
}

/** One of the user's coupons as the coupon list reads it (`MY_COUPONS_SQL`). */
export const myCouponRow = (deps: Deps, userId: number, couponId: number): CouponRow =>
  deps.db.prepare(`${MY_COUPONS_SQL} AND c.id = ?`).get(userId, couponId) as CouponRow

/** The user's red envelopes (coupons of kind envelope), newest first. */
export const myEnvelopeRows = (deps: Deps, userId: number): CouponRow[] =>
  deps.db.prepare(`${MY_COUPONS_SQL} AND t.kind = 'envelope' ORDER BY c.id DESC`).all(userId) as CouponRow[]

/** All the user's coupons and envelopes, newest first. */
export const myCouponRows = (deps: Deps, userId: number): CouponRow[] =>
  deps.db.prepare(`${MY_COUPONS_SQL} ORDER BY c.id DESC`).all(userId) as CouponRow[]

/** The user's unused, unexpired coupons and envelopes, the largest discount first. */
export const usableCouponRows = (deps: Deps, userId: number): CouponRow[] =>
  deps.db.prepare(`${MY_COUPONS_SQL} AND c.status = 'unused' AND c.expires_at > ? ORDER BY discount_cents DESC`).all(userId, deps.now()) as CouponRow[]

export interface CouponTemplateRow {
  id: number, name: string, discount_cents: number, min_amount_cents: number, appid: number | null, valid_days: number, total: number, claimed: number
}

/** The coupon centre's templates (kind coupon; envelopes are earned), oldest first. */
export const couponCentre = (deps: Deps): CouponTemplateRow[] =>
  deps.db.prepare("SELECT * FROM coupon_templates WHERE kind = 'coupon' ORDER BY id").all() as CouponTemplateRow[]

/** The templates the user holds a coupon or envelope of. */
export const claimedTemplateIds = (deps: Deps, userId: number): Set<number> =>
  new Set(deps.db.prepare('SELECT template_id FROM coupons WHERE user_id = ?').pluck().all(userId) as number[])

/** Claims a coupon of the centre (not an envelope: those are earned), in the caller's transaction. Returns its id. */
export function claimCoupon (deps: Deps, userId: number, templateId: number): number {
  if (!deps.db.prepare("SELECT 1 FROM coupon_templates WHERE id = ? AND kind = 'coupon'").get(templateId)) fail(Status.notFound, '优惠券不存在')
  return claimTemplate(deps, userId, templateId)
}

/** Whether the user holds a coupon (or envelope) of this template. */
export const holdsTemplate = (deps: Deps, userId: number, templateId: number): boolean =>
  deps.db.prepare('SELECT 1 FROM coupons WHERE template_id = ? AND user_id = ?').get(templateId, userId) !== undefined

/** How many unused, unexpired coupons and envelopes the user holds. */
export const usableCouponCount = (deps: Deps, userId: number): number =>
  (deps.db.prepare("SELECT COUNT(*) AS n FROM coupons WHERE user_id = ? AND status = 'unused' AND expires_at > ?").get(userId, deps.now()) as { n: number }).n
