import type { Api } from '../http/context'
import type { Coupon, CouponTemplate } from '../../types/api'
import { appid, int, money, oneOf, optional, parse } from '../http/validate'
import { formatCents } from '../domain/money'
import { claimTemplate, couponView, MY_COUPONS_SQL, type CouponRow } from '../model/coupons'
import { fail, Status } from '../domain/status'

/** Coupons: claim from the centre (one per user per kind, limited stock), list mine, and which fit an order. */
export function couponRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps
  const view = (row: CouponRow, amount?: number, game?: number): Coupon => couponView(deps, row, amount, game)
  const MINE = MY_COUPONS_SQL

  api.route('/v1/coupon/center', (call): CouponTemplate[] => {
    const claimed = call.viewer ? new Set((db.prepare('SELECT template_id FROM coupons WHERE user_id = ?').all(call.viewer.id) as { template_id: number }[]).map((r) => r.template_id)) : new Set<number>()
    return (db.prepare("SELECT * FROM coupon_templates WHERE kind = 'coupon' ORDER BY id").all() as { id: number, name: string, discount_cents: number, min_amount_cents: number, appid: number | null, valid_days: number, total: number, claimed: number }[])
      .map((t) => ({ template_id: t.id, name: t.name, discount: formatCents(t.discount_cents), min_amount: formatCents(t.min_amount_cents), appid: t.appid, valid_days: t.valid_days, remaining: t.total - t.claimed, claimed: claimed.has(t.id) }))
  })

  api.write('/v1/coupon/claim', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { template_id: int('优惠券', 1) })
    return db.transaction(() => {
      // red envelopes are earned (routes/envelopes.ts), never claimed here
      if (!db.prepare("SELECT 1 FROM coupon_templates WHERE id = ? AND kind = 'coupon'").get(q.template_id)) fail(Status.notFound, '优惠券不存在')
      return view(db.prepare(`${MINE} AND c.id = ?`).get(userId, claimTemplate(deps, userId, q.template_id)) as CouponRow)
    })()
  })

  api.route('/v1/coupon/my-coupons', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { status: optional(oneOf('状态', ['unused', 'used', 'expired'] as const)), kind: optional(oneOf('类型', ['coupon', 'envelope'] as const)) })
    return (db.prepare(`${MINE} ORDER BY c.id DESC`).all(userId) as CouponRow[]).map((row) => view(row)).filter((c) => (!q.status || c.status === q.status) && (!q.kind || c.kind === q.kind))
  })

  api.route('/v1/coupon/can-use', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { amount: money('订单金额', 1), appid: optional(appid()) })
    return (db.prepare(`${MINE} AND c.status = 'unused' AND c.expires_at > ? ORDER BY discount_cents DESC`).all(userId, deps.now()) as CouponRow[]).map((row) => view(row, q.amount, q.appid))
  })
}
