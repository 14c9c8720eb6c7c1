import type { Api } from '../http/context'
import type { Coupon, CouponTemplate } from '../../types/api'
import { appid, int, money, oneOf, optional, parse } from '../http/validate'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'

interface Row { coupon_id: number, template_id: number, name: string, discount_cents: number, min_amount_cents: number, appid: number | null, status: Coupon['status'], expires_at: number }

/** Coupons: claim from the centre (one per user per kind, limited stock), list mine, and which fit an order. */
export function couponRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps
  const view = (row: Row, amount?: number, game?: number): Coupon => ({
    coupon_id: row.coupon_id,
    template_id: row.template_id,
    name: row.name,
    discount: formatCents(row.discount_cents),
    min_amount: formatCents(row.min_amount_cents),
    appid: row.appid,
    status: row.status === 'unused' && row.expires_at <= deps.now() ? 'expired' : row.status,
    expires_at: row.expires_at,
    ...(amount === undefined ? {} : { usable: row.status === 'unused' && row.expires_at > deps.now() && amount >= row.min_amount_cents && (row.appid === null || game === undefined || row.appid === game) })
  })
  const MINE = `SELECT c.id AS coupon_id, c.template_id, t.name, t.discount_cents, t.min_amount_cents, t.appid, c.status, c.expires_at
    FROM coupons c JOIN coupon_templates t ON t.id = c.template_id WHERE c.user_id = ?`

  api.route('/v1/coupon/center', (call): CouponTemplate[] => {
    const claimed = call.viewer ? new Set((db.prepare('SELECT template_id FROM coupons WHERE user_id = ?').all(call.viewer.id) as { template_id: number }[]).map((r) => r.template_id)) : new Set<number>()
    return (db.prepare('SELECT * FROM coupon_templates ORDER BY id').all() as { id: number, name: string, discount_cents: number, min_amount_cents: number, appid: number | null, valid_days: number, total: number, claimed: number }[])
      .map((t) => ({ template_id: t.id, name: t.name, discount: formatCents(t.discount_cents), min_amount: formatCents(t.min_amount_cents), appid: t.appid, valid_days: t.valid_days, remaining: t.total - t.claimed, claimed: claimed.has(t.id) }))
  })

  api.write('/v1/coupon/claim', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { template_id: int('优惠券', 1) })
    return db.transaction(() => {
      const template = db.prepare('SELECT * FROM coupon_templates WHERE id = ?').get(q.template_id) as { id: number, valid_days: number } | undefined
      if (!template) fail(Status.notFound, '优惠券不存在')
      if (db.prepare('SELECT 1 FROM coupons WHERE template_id = ? AND user_id = ?').get(q.template_id, userId)) fail(Status.conflict, '您已领取过该优惠券')
      if (db.prepare('UPDATE coupon_templates SET claimed = claimed + 1 WHERE id = ? AND claimed < total').run(q.template_id).changes !== 1) fail(Status.conflict, '优惠券已领完')
      const id = Number(db.prepare("INSERT INTO coupons (template_id, user_id, status, expires_at, created_at) VALUES (?, ?, 'unused', ?, ?)")
        .run(q.template_id, userId, deps.now() + template!.valid_days * 86400, deps.now()).lastInsertRowid)
      return view(db.prepare(`${MINE} AND c.id = ?`).get(userId, id) as Row)
    })()
  })

  api.route('/v1/coupon/my-coupons', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { status: optional(oneOf('状态', ['unused', 'used', 'expired'] as const)) })
    return (db.prepare(`${MINE} ORDER BY c.id DESC`).all(userId) as Row[]).map((row) => view(row)).filter((c) => !q.status || c.status === q.status)
  })

  api.route('/v1/coupon/can-use', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { amount: money('订单金额', 1), appid: optional(appid()) })
    return (db.prepare(`${MINE} AND c.status = 'unused' AND c.expires_at > ? ORDER BY t.discount_cents DESC`).all(userId, deps.now()) as Row[]).map((row) => view(row, q.amount, q.appid))
  })
}
