import type { Deps } from '../http/context'
import { fail, Status } from '../domain/status'

interface CouponRow { id: number, status: string, expires_at: number, discount_cents: number, min_amount_cents: number, appid: number | null }

/** Marks the buyer's coupon used on `amount` cents spent (price or rent fee, never a deposit) in game `appid`; returns the discount (at most amount − 0.01). */
export function takeCoupon (deps: Deps, userId: number, couponId: number, amount: number, appid: number): { id: number, discount: number } {
  const coupon = deps.db.prepare(`SELECT c.id, c.status, c.expires_at, t.discount_cents, t.min_amount_cents, t.appid
    FROM coupons c JOIN coupon_templates t ON t.id = c.template_id WHERE c.id = ? AND c.user_id = ?`).get(couponId, userId) as CouponRow | undefined
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
  if (order.coupon_id) deps.db.prepare("UPDATE coupons SET status = 'unused', used_order_id = NULL WHERE id = ? AND used_order_id = ?").run(order.coupon_id, order.id)
}
