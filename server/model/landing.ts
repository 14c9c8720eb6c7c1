import type { Deps } from '../deps'

/** The new-user coupon the ad landing offers (seed template 1, 新人立减 5 元). */
export const LANDING_TEMPLATE_ID = 1

/** The campaign fields a landing records, in the table's column order. */
export const MARKETING = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'channel', 'clickid'] as const
export type Marketing = Record<typeof MARKETING[number], string | null>

export interface LandingTemplate {
  id: number, name: string, discount_cents: number, min_amount_cents: number, valid_days: number, total: number, claimed: number
}

export const landingTemplate = (deps: Deps): LandingTemplate =>
  deps.db.prepare('SELECT id, name, discount_cents, min_amount_cents, valid_days, total, claimed FROM coupon_templates WHERE id = ?')
    .get(LANDING_TEMPLATE_ID) as LandingTemplate

/** Whether the user has ever paid an order (the new-user coupon is for those who have not). */
export const paidOrderCount = (deps: Deps, userId: number): number =>
  (deps.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE buyer_id = ? AND paid_at IS NOT NULL').get(userId) as { n: number }).n

/** Records what brought the user (landed at the time given, never later than now); first touch wins, so a later landing never replaces it. */
export function recordLanding (deps: Deps, userId: number, marketing: Marketing, landedAt: number | undefined): void {
  const now = deps.now()
  deps.db.prepare(`INSERT OR IGNORE INTO landing_attributions
    (user_id, utm_source, utm_medium, utm_campaign, utm_content, utm_term, channel, clickid, landed_at, bound_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(userId, ...MARKETING.map((key) => marketing[key]), Math.min(landedAt ?? now, now), now)
}

/** What brought the user, or undefined. */
export const landingOf = (deps: Deps, userId: number): (Marketing & { landed_at: number }) | undefined =>
  deps.db.prepare('SELECT * FROM landing_attributions WHERE user_id = ?').get(userId) as (Marketing & { landed_at: number }) | undefined

/** The user's first paid order at or after a time: a campaign's conversion. */
export const firstPaidOrderSince = (deps: Deps, userId: number, since: number): { order_no: string, paid_at: number } | undefined =>
  deps.db.prepare('SELECT order_no, paid_at FROM orders WHERE buyer_id = ? AND paid_at IS NOT NULL AND paid_at >= ? ORDER BY paid_at, id LIMIT 1')
    .get(userId, since) as { order_no: string, paid_at: number } | undefined
