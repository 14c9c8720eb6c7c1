import type { Api } from '../http/context'
import type { Coupon, CouponTemplate } from '../../types/api'
import { appid, int, money, oneOf, optional, parse } from '../http/validate'
import { formatCents } from '../domain/money'
import { claimCoupon, claimedTemplateIds, couponCentre, couponView, myCouponRow, myCouponRows, usableCouponRows, type CouponRow } from '../model/coupons'
import { atomically } from '../model/transaction'

/** Coupons: claim from the centre (one per user per kind, limited stock), list mine, and which fit an order. */
export function couponRoutes (api: Api): void {
  const { deps } = api
  const view = (row: CouponRow, amount?: number, game?: number): Coupon => couponView(deps, row, amount, game)

  api.route('/v1/coupon/center', (call): CouponTemplate[] => {
    const claimed = call.viewer ? claimedTemplateIds(deps, call.viewer.id) : new Set<number>()
    return couponCentre(deps).map((t) => ({
      template_id: t.id,
      name: t.name,
      discount: formatCents(t.discount_cents),
      min_amount: formatCents(t.min_amount_cents),
      appid: t.appid,
      valid_days: t.valid_days,
      remaining: t.total - t.claimed,
      claimed: claimed.has(t.id)
    }))
  })

  api.write('/v1/coupon/claim', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { template_id: int('优惠券', 1) })
    return atomically(deps, () => view(myCouponRow(deps, userId, claimCoupon(deps, userId, q.template_id))))
  })

  api.route('/v1/coupon/my-coupons', (call) => {
    const userId = call.userId()
    const q = parse(call.params, {
      status: optional(oneOf('状态', ['unused', 'used', 'expired'] as const)),
      kind: optional(oneOf('类型', ['coupon', 'envelope'] as const))
    })
    return myCouponRows(deps, userId).map((row) => view(row)).filter((c) => (!q.status || c.status === q.status) && (!q.kind || c.kind === q.kind))
  })

  api.route('/v1/coupon/can-use', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { amount: money('订单金额', 1), appid: optional(appid()) })
    return usableCouponRows(deps, userId).map((row) => view(row, q.amount, q.appid))
  })
}
