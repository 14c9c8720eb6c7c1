import type { Db } from '../db/database'
import type { Deps } from '../deps'
import type { PromotionCard, PromotionClaimRecord, PromotionView } from '../../types/api'
import { METRICS, perksText, promotionStatus, greyBucket, settleRule, type Eligibility, type Metric, type Perks, type Tier } from '../domain/promotions'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { applyGrant, couponOrItsValue, grantText } from './rewards'
import { inviteeStage } from './invites'
import { settlementOf, settlementParams, type Settlement } from './settledTrades'
import { beijingDaySql } from '../domain/beijingDay'

/** The promotion engine (server/README.md "Promotions"): every campaign is a `promotions` row read through here. */

interface PromotionRow {
  key: string, kind: string, title: string, subtitle: string, appid: number | null, starts_at: number, ends_at: number, claim_days: number,
  eligibility_json: string, metric: Metric, tiers_json: string, perks_json: string, rules_json: string, sort: number
}

/** A campaign as data: seeds, tests and operators add one with this. */
export interface PromotionDef {
  key: string, kind: string, title: string, subtitle?: string, appid?: number | null, starts_at: number, ends_at: number, claim_days?: number,
  eligibility?: Eligibility, metric: Metric, tiers?: Tier[], perks?: Perks, rules?: string[], sort?: number
}
export function definePromotion (db: Db, def: PromotionDef): void {
  db.prepare(`INSERT OR REPLACE INTO promotions (key, kind, title, subtitle, appid, starts_at, ends_at, claim_days, eligibility_json, metric, tiers_json,
      perks_json, rules_json, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(def.key, def.kind, def.title, def.subtitle ?? '', def.appid ?? null, def.starts_at, def.ends_at,
    def.claim_days ?? 7,
    JSON.stringify(def.eligibility ?? {}),
    def.metric,
    JSON.stringify(def.tiers ?? []),
    JSON.stringify(def.perks ?? {}),
    JSON.stringify(def.rules ?? []),
    def.sort ?? 0)
}

const DAY = 86400
const rowOf = (deps: Deps, key: string): PromotionRow =>
  (deps.db.prepare('SELECT * FROM promotions WHERE key = ?').get(key) as PromotionRow | undefined) ?? fail(Status.notFound, '活动不存在或已下线')
const tiersOf = (row: PromotionRow): Tier[] => JSON.parse(row.tiers_json) as Tier[]
const claimUntil = (row: PromotionRow): number => row.ends_at + row.claim_days * DAY
const joinedAt = (deps: Deps, key: string, userId: number): number | null =>
  (deps.db.prepare('SELECT joined_at FROM promotion_entries WHERE promotion_key = ? AND user_id = ?').get(
    key,
    userId
  ) as { joined_at: number } | undefined)?.joined_at
    ?? null

/** Why the user may not join ('' when they may), from their account and orders now. */
function ineligibleReason (deps: Deps, userId: number, rule: Eligibility): string {
  const { db } = deps
  const now = deps.now()
  const user = db.prepare('SELECT steam_id, created_at FROM users WHERE id = ?').get(userId) as { steam_id: string | null, created_at: number }
  const paidSince = (since: number): number => (db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE (buyer_id = ? OR seller_id = ?) AND paid_at >= ?
      AND status NOT IN ('cancelled', 'timed_out')`)
    .get(userId, userId, since) as { n: number }).n
  if (rule.steam && !user.steam_id) return '参与需先绑定 Steam 账号'
  if (rule.new_user_days !== undefined && user.created_at < now - rule.new_user_days * DAY) return `仅限注册 ${rule.new_user_days} 天内的新用户参与`
  if (rule.idle_days !== undefined
    && (user.created_at >= now - rule.idle_days * DAY || paidSince(now - rule.idle_days * DAY) > 0)) return `仅限 ${rule.idle_days} 天内没有交易的回归用户参与`
  if (rule.min_orders !== undefined && paidSince(0) < rule.min_orders) return `完成 ${rule.min_orders} 笔交易后可参与`
  if (rule.grey_percent !== undefined && greyBucket(userId) >= rule.grey_percent) return '活动灰度开放中，你的账号暂未获得参与资格'
  return ''
}

/** A campaign's metric: `settled` counts (tiers unlock on it), `pending` are trades made inside it that have not settled yet. */
interface Progress { settled: number, pending: number }

/**
 * The metric counted from the user's real orders, logins and invites inside the campaign, since joining. Trades count
 * once settled (completed and past their reversal window, model/settledTrades.ts), never while paid or after
 * a cancel; a trade made inside the campaign that settles after its end still counts while the claim window is open.
 */
/** SQL: the fee rebates paid on the orders row aliased `o` */
const REBATED = (o: string): string => `COALESCE((SELECT SUM(u.cents) FROM promotion_perk_uses u WHERE u.order_id = ${o}.id AND u.perk = 'fee_rebate'), 0)`

function progressOf (deps: Deps, row: PromotionRow, userId: number, since: number): Progress {
  const from = Math.max(row.starts_at, since)
  const to = Math.min(row.ends_at, deps.now() + 1)
  const game = row.appid === null ? '' : ` AND o.item_id IN (SELECT id FROM items WHERE appid = ${Number(row.appid)})`
  const one = (sql: string): Progress => ({ settled: (deps.db.prepare(sql).get(userId, from, to) as { n: number | null }).n ?? 0, pending: 0 })
  const split = (sql: string): Progress => {
    const rows = deps.db.prepare(sql).all(userId, from, to, settlementParams(deps)) as Array<{ s: Settlement | null, n: number | null }>
    const of = (s: Settlement): number => rows.find((r) => r.s === s)?.n ?? 0
    return { settled: of('settled'), pending: of('pending') }
  }
  // a sale is dated by its completion (a pending one not yet completed, by its payment); a purchase or rental by its payment
  const trades = (total: string, who: string, at: string) =>
    split(`SELECT ${settlementOf('o')} AS s, ${total} AS n FROM orders o WHERE ${who} AND ${at} >= ? AND ${at} < ?${game} GROUP BY s`)
  const sales = "o.seller_id = ? AND o.kind != 'rent'"
  const bought = (kind: string) => `o.buyer_id = ? AND o.kind = '${kind}'`
  switch (row.metric) {
    case 'none': return { settled: 0, pending: 0 }
    case 'sales_count': return trades('COUNT(*)', sales, 'COALESCE(o.completed_at, o.paid_at)')
    case 'sales_cents': return trades('SUM(o.price_cents)', sales, 'COALESCE(o.completed_at, o.paid_at)')
    // what the platform kept of each sale: its fee less a coupon it paid (promotionPerks platformEarned) and fee rebates
    // already paid on it, so a tier refund and a rebate together never pass the fee
    case 'fees_cents': return trades(`SUM(MAX(0, o.fee_cents - o.coupon_discount_cents - ${REBATED('o')}))`, sales, 'COALESCE(o.completed_at, o.paid_at)')
    case 'purchase_count': return trades('COUNT(*)', bought('buy'), 'o.paid_at')
    case 'purchase_cents': return trades('SUM(o.price_cents)', bought('buy'), 'o.paid_at')
    case 'rent_count': return trades('COUNT(*)', bought('rent'), 'o.paid_at')
    case 'rent_cents': return trades('SUM(o.price_cents)', bought('rent'), 'o.paid_at')
    // days on which the user logged in, counted in Beijing days
    case 'login_days':
      return one(`SELECT COUNT(DISTINCT ${beijingDaySql('created_at')}) AS n FROM sessions WHERE user_id = ? AND created_at >= ? AND created_at < ?`)
    // friends who accepted the user's invite code (model/invites.ts) inside the campaign, counted once their first purchase settled
    case 'invitees': return split(`SELECT ${inviteeStage('i')} AS s, COUNT(*) AS n FROM invites i WHERE i.inviter_id = ? AND i.created_at >= ?
        AND i.created_at < ? GROUP BY s`)
  }
}

function amountText (metric: Metric, value: number): string {
  const m = METRICS[metric]
  return m.money ? `¥${formatCents(value)}` : `${value} ${m.unit}`.trim()
}

function card (row: PromotionRow, now: number): PromotionCard {
  return {
    key: row.key,
    kind: row.kind,
    title: row.title,
    subtitle: row.subtitle,
    appid: row.appid,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    status: promotionStatus(row, now)
  }
}

function view (deps: Deps, row: PromotionRow, userId: number | null): PromotionView {
  const now = deps.now()
  const status = promotionStatus(row, now)
  const tiers = tiersOf(row)
  const metric = METRICS[row.metric]
  const joined = userId === null ? null : joinedAt(deps, row.key, userId)
  const { settled: progress, pending } = userId !== null && joined !== null ? progressOf(deps, row, userId, joined) : { settled: 0, pending: 0 }
  const claimed = new Set(userId === null
    ? []
    : (deps.db.prepare('SELECT tier FROM promotion_claims WHERE promotion_key = ? AND user_id = ?').all(
      row.key,
      userId
    ) as { tier: number }[]).map((c) => c.tier))
  const reached = (tier: Tier) => joined !== null && status !== 'upcoming' && progress >= tier.goal
  const tierViews = tiers.map((tier, index) => ({
    tier: index,
    goal_text: row.metric === 'none' || tier.goal === 0 ? '报名即得' : `${metric.label}${metric.money ? '满 ' : ' '}${amountText(row.metric, tier.goal)}`,
    reward_text: grantText(deps, { ...tier.reward, wear: tier.reward.wear ?? null }),
    state: claimed.has(index) ? 'claimed' as const : !reached(tier) ? 'locked' as const : now < claimUntil(row) ? 'claimable' as const : 'expired' as const
  }))
  const top = Math.max(0, ...tiers.map((tier) => tier.goal))
  const reason = userId !== null && joined === null ? ineligibleReason(deps, userId, JSON.parse(row.eligibility_json) as Eligibility) : ''
  const next = tiers.map((tier, index) => ({ tier, index })).find(({ tier }) => progress < tier.goal)
  const me = userId === null
    ? null
    : {
        joined: joined !== null,
        joined_at: joined,
        eligible: reason === '',
        reason,
        progress_text: amountText(row.metric, progress),
        progress,
        pending_progress: pending,
        pending_text: pending > 0 ? `待结算 ${amountText(row.metric, pending)}` : '',
        percent: joined === null ? 0 : top === 0 ? 100 : Math.min(100, Math.floor(progress * 100 / top)),
        next_text: joined === null || row.metric === 'none'
          ? ''
          : next ? `再${metric.label} ${amountText(row.metric, next.tier.goal - progress)} 可得 ${tierViews[next.index].reward_text}` : '已达成全部奖励'
      }
  return {
    ...card(row, now),
    claim_until: claimUntil(row),
    metric_label: metric.label,
    rules: [...JSON.parse(row.rules_json) as string[], settleRule(row.metric)].filter(Boolean),
    perks: perksText(JSON.parse(row.perks_json) as Perks, formatCents),
    tiers: tierViews,
    me,
    server_time: now
  }
}

/** Live and upcoming campaigns first, then those ended within 30 days; `kind` narrows to one family (e.g. season). */
export function promotionList (deps: Deps, kind?: string): PromotionCard[] {
  const now = deps.now()
  const rows = deps.db.prepare(`SELECT * FROM promotions WHERE ends_at > ? ${kind ? 'AND kind = ?' : ''} ORDER BY (ends_at <= ?), sort, starts_at`)
    .all(...(kind ? [now - 30 * DAY, kind, now] : [now - 30 * DAY, now])) as PromotionRow[]
  return rows.map((row) => card(row, now))
}

export const promotionView = (deps: Deps, key: string, userId: number | null): PromotionView => view(deps, rowOf(deps, key), userId)

/** Joins a live campaign once (a repeat answers the same view); eligibility is checked now and kept after joining. */
export function joinPromotion (deps: Deps, userId: number, key: string): PromotionView {
  return deps.db.transaction(() => {
    const row = rowOf(deps, key)
    const status = promotionStatus(row, deps.now())
    if (status === 'upcoming') fail(Status.conflict, '活动尚未开始')
    if (status === 'ended') fail(Status.conflict, '活动已结束')
    if (joinedAt(deps, key, userId) === null) {
      const reason = ineligibleReason(deps, userId, JSON.parse(row.eligibility_json) as Eligibility)
      if (reason) fail(Status.conflict, reason)
      deps.db.prepare('INSERT INTO promotion_entries (promotion_key, user_id, joined_at) VALUES (?, ?, ?)').run(key, userId, deps.now())
    }
    return view(deps, row, userId)
  }).immediate()
}

/** Claims one reached tier once, until the claim window closes; the claim row's key makes parallel claims pay once. */
export function claimPromotion (deps: Deps, userId: number, key: string, tier: number): PromotionView {
  return deps.db.transaction(() => {
    const row = rowOf(deps, key)
    const target = tiersOf(row)[tier] ?? fail(Status.notFound, '奖励档位不存在')
    const now = view(deps, row, userId)
    switch (now.tiers[tier].state) {
      case 'claimed': return fail(Status.conflict, '奖励已领取')
      case 'expired': return fail(Status.conflict, '领奖时间已过')
      case 'locked': return fail(Status.conflict, now.me?.joined ? '尚未达到领取条件' : '请先参加活动')
    }
    deps.db.prepare('INSERT INTO promotion_claims (promotion_key, user_id, tier, reward_text, claimed_at) VALUES (?, ?, ?, ?, ?)')
      .run(key, userId, tier, now.tiers[tier].reward_text, deps.now())
    const grant = couponOrItsValue(deps, userId, { ...target.reward, wear: target.reward.wear ?? null })
    applyGrant(deps, userId, grant, `promo:${key}:${tier}:${userId}`, `活动奖励：${row.title}`)
    return view(deps, row, userId)
  }).immediate()
}

/** My claimed rewards, newest first; `key` narrows to one campaign. */
export function promotionRecords (
  deps: Deps,
  userId: number,
  key: string | undefined,
  page: number,
  pageSize: number
): { list: PromotionClaimRecord[], total: number } {
  const where = `WHERE c.user_id = ?${key ? ' AND c.promotion_key = ?' : ''}`
  const args = key ? [userId, key] : [userId]
  const total = (deps.db.prepare(`SELECT COUNT(*) AS n FROM promotion_claims c ${where}`).get(...args) as { n: number }).n
  const list = deps.db.prepare(`SELECT c.promotion_key, p.title, c.tier, c.reward_text, c.claimed_at FROM promotion_claims c
      JOIN promotions p ON p.key = c.promotion_key
    ${where} ORDER BY c.claimed_at DESC, c.rowid DESC LIMIT ? OFFSET ?`).all(...args, pageSize, (page - 1) * pageSize) as PromotionClaimRecord[]
  return { list, total }
}

/** The perks of the campaigns the user has joined that are live at `at`, for the flows they change (selling, renting). */
export function activePerks (deps: Deps, userId: number, at: number): Array<{ key: string, title: string, perks: Perks, from: number, ends_at: number }> {
  const rows = deps.db.prepare(`SELECT p.key, p.title, p.perks_json, p.starts_at, p.ends_at, e.joined_at FROM promotions p
    JOIN promotion_entries e ON e.promotion_key = p.key AND e.user_id = ? WHERE p.starts_at <= ? AND p.ends_at > ? AND p.perks_json != '{}'`)
    .all(userId, at, at) as Array<{ key: string, title: string, perks_json: string, starts_at: number, ends_at: number, joined_at: number }>
  return rows.map((r) => ({
    key: r.key,
    title: r.title,
    perks: JSON.parse(r.perks_json) as Perks,
    from: Math.max(r.starts_at, r.joined_at),
    ends_at: r.ends_at
  }))
}
