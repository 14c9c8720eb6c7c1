import type { Api } from '../http/context'
import type { LandingAttribution, LandingOffer } from '../../types/api'
import { int, optional, parse, str } from '../http/validate'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { claimTemplate, holdsTemplate } from '../model/coupons'
import {
  firstPaidOrderSince, LANDING_TEMPLATE_ID, landingOf, landingTemplate, MARKETING, paidOrderCount, recordLanding, type Marketing
} from '../model/landing'
import { atomically } from '../model/transaction'

const PARAM = { max: 128, pattern: /^[\w.~:%+\-/=]+$/ }
const marketingFields = Object.fromEntries(MARKETING.map((key) => [key, optional(str(`推广参数 ${key}`, PARAM))])) as
  Record<typeof MARKETING[number], ReturnType<typeof optional<string>>>

/** The ad landing page (server/README.md "Ad landing"): its offer, the first-touch attribution after login, the new-user claim. */
export function landingRoutes (api: Api): void {
  const { deps } = api

  const offer = (userId: number | null): LandingOffer => {
    const t = landingTemplate(deps)
    const claimed = userId !== null && holdsTemplate(deps, userId, t.id)
    const remaining = t.total - t.claimed
    const reason = claimed ? null : remaining <= 0 ? '新人券已领完' : userId !== null && paidOrderCount(deps, userId) > 0 ? '新人券仅限尚未下单的新用户领取' : null
    return {
      template_id: t.id,
      name: t.name,
      discount: formatCents(t.discount_cents),
      min_amount: formatCents(t.min_amount_cents),
      valid_days: t.valid_days,
      remaining,
      claimed,
      eligible: !claimed && reason === null,
      reason
    }
  }

  // first touch wins: a later landing never replaces the campaign that brought the user
  const attribute = (userId: number, params: Record<string, unknown>): void => {
    const q = parse(params, { ...marketingFields, landed_at: optional(int('到达时间', 1_600_000_000, 4_000_000_000)) })
    if (!MARKETING.some((key) => q[key])) return
    const marketing = Object.fromEntries(MARKETING.map((key) => [key, q[key] ?? null])) as Marketing
    recordLanding(deps, userId, marketing, q.landed_at)
  }

  api.route('/v1/landing/offer', (call) => offer(call.viewer?.id ?? null))

  api.write('/v1/landing/attribute', (call) => {
    const userId = call.userId()
    attribute(userId, call.params)
    return attribution(userId)
  })

  api.write('/v1/landing/claim', (call) => {
    const userId = call.userId()
    return atomically(deps, () => {
      attribute(userId, call.params)
      const now = offer(userId)
      if (now.claimed) fail(Status.conflict, '您已领取过新人券')
      if (now.reason) fail(Status.conflict, now.reason)
      claimTemplate(deps, userId, LANDING_TEMPLATE_ID)
      return offer(userId)
    })
  })

  api.route('/v1/landing/attribution', (call) => attribution(call.userId()))

  /** What brought the user (or null) and their first paid order after landing: the campaign's conversion. */
  function attribution (userId: number): LandingAttribution | null {
    const row = landingOf(deps, userId)
    if (!row) return null
    const first = firstPaidOrderSince(deps, userId, row.landed_at)
    return {
      ...Object.fromEntries(MARKETING.map((key) => [key, row[key] ?? null])) as Marketing,
      landed_at: Number(row.landed_at),
      first_order: first ? { order_id: first.order_no, paid_at: first.paid_at } : null
    }
  }
}
