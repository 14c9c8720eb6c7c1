import type { Api } from '../http/context'
import type { LandingAttribution, LandingOffer } from '../../types/api'
import { int, optional, parse, str } from '../http/validate'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { claimTemplate } from '../model/coupons'

/** The new-user coupon the ad landing offers (seed template 1, 新人立减 5 元). */
export const LANDING_TEMPLATE_ID = 1
const PARAM = { max: 128, pattern: /^[\w.~:%+\-/=]+$/ }
const MARKETING = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'channel', 'clickid'] as const
const marketingFields = Object.fromEntries(MARKETING.map((key) => [key, optional(str(`推广参数 ${key}`, PARAM))])) as Record<typeof MARKETING[number], ReturnType<typeof optional<string>>>

/** The ad landing page (server/README.md "Ad landing"): its offer, the first-touch attribution after login, the new-user claim. */
export function landingRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps
  const paidOrders = (userId: number) => (db.prepare("SELECT COUNT(*) AS n FROM orders WHERE buyer_id = ? AND paid_at IS NOT NULL").get(userId) as { n: number }).n

  const offer = (userId: number | null): LandingOffer => {
    const t = db.prepare('SELECT id, name, discount_cents, min_amount_cents, valid_days, total, claimed FROM coupon_templates WHERE id = ?').get(LANDING_TEMPLATE_ID) as
      { id: number, name: string, discount_cents: number, min_amount_cents: number, valid_days: number, total: number, claimed: number }
    const claimed = userId !== null && Boolean(db.prepare('SELECT 1 FROM coupons WHERE template_id = ? AND user_id = ?').get(t.id, userId))
    const remaining = t.total - t.claimed
    const reason = claimed ? null : remaining <= 0 ? '新人券已领完' : userId !== null && paidOrders(userId) > 0 ? '新人券仅限尚未下单的新用户领取' : null
    return { template_id: t.id, name: t.name, discount: formatCents(t.discount_cents), min_amount: formatCents(t.min_amount_cents), valid_days: t.valid_days, remaining, claimed, eligible: !claimed && reason === null, reason }
  }

  // first touch wins: a later landing never replaces the campaign that brought the user
  const attribute = (userId: number, params: Record<string, unknown>): void => {
    const q = parse(params, { ...marketingFields, landed_at: optional(int('到达时间', 1_600_000_000, 4_000_000_000)) })
    if (!MARKETING.some((key) => q[key])) return
    const now = deps.now()
    db.prepare(`INSERT OR IGNORE INTO landing_attributions (user_id, utm_source, utm_medium, utm_campaign, utm_content, utm_term, channel, clickid, landed_at, bound_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(userId, ...MARKETING.map((key) => q[key] ?? null), Math.min(q.landed_at ?? now, now), now)
  }

  api.route('/v1/landing/offer', (call) => offer(call.viewer?.id ?? null))

  api.write('/v1/landing/attribute', (call) => {
    const userId = call.userId()
    attribute(userId, call.params)
    return attribution(userId)
  })

  api.write('/v1/landing/claim', (call) => {
    const userId = call.userId()
    return db.transaction(() => {
      attribute(userId, call.params)
      const now = offer(userId)
      if (now.claimed) fail(Status.conflict, '您已领取过新人券')
      if (now.reason) fail(Status.conflict, now.reason)
      claimTemplate(deps, userId, LANDING_TEMPLATE_ID)
      return offer(userId)
    })()
  })

  api.route('/v1/landing/attribution', (call) => attribution(call.userId()))

  /** What brought the user (or null) and their first paid order after landing: the campaign's conversion. */
  function attribution (userId: number): LandingAttribution | null {
    const row = db.prepare('SELECT * FROM landing_attributions WHERE user_id = ?').get(userId) as Record<string, string | number | null> | undefined
    if (!row) return null
    const first = db.prepare('SELECT order_no, paid_at FROM orders WHERE buyer_id = ? AND paid_at IS NOT NULL AND paid_at >= ? ORDER BY paid_at, id LIMIT 1')
      .get(userId, row.landed_at) as { order_no: string, paid_at: number } | undefined
    return {
      ...Object.fromEntries(MARKETING.map((key) => [key, (row[key] as string | null) ?? null])) as Record<typeof MARKETING[number], string | null>,
      landed_at: Number(row.landed_at),
      first_order: first ? { order_id: first.order_no, paid_at: first.paid_at } : null
    }
  }
}
