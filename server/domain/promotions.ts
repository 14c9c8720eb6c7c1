import type { GrantKind } from './grants'

/**
 * The promotion engine's data (server/README.md "Promotions"): a campaign is a row of `promotions` whose JSON
 * columns follow these shapes, so a new seasonal event is a row, not a page of code.
 */

/** What a campaign counts, from the user's real orders, logins and invites inside the campaign since joining. */
export type Metric = 'none' | 'sales_count' | 'sales_cents' | 'fees_cents' | 'purchase_count' | 'purchase_cents' | 'rent_count' | 'rent_cents'
  | 'login_days' | 'invitees'
export const METRICS: Record<Metric, { label: string, unit: string, money: boolean }> = {
  none: { label: '参与活动', unit: '', money: false },
  sales_count: { label: '完成出售', unit: '件', money: false },
  sales_cents: { label: '出售成交额', unit: '', money: true },
  // A fee refund counts the fees the platform actually earned on the sales (none on a fee-free one)
  fees_cents: { label: '实收手续费', unit: '', money: true },
  purchase_count: { label: '完成购买', unit: '件', money: false },
  purchase_cents: { label: '购买金额', unit: '', money: true },
  rent_count: { label: '完成租赁', unit: '笔', money: false },
  rent_cents: { label: '租金金额', unit: '', money: true },
  login_days: { label: '登录天数', unit: '天', money: false },
  invitees: { label: '邀请好友', unit: '人', money: false }
}
export const METRIC_KEYS = Object.keys(METRICS) as Metric[]

/**
 * The rule every campaign counting trades shows under its own (server/README.md "Promotions"): trades count
 * once settled, so a claim can never rest on an order that is later cancelled. '' for metrics without trades.
 */
export function settleRule (metric: Metric): string {
  if (metric === 'invitees') return '好友的首笔购买交易完成并过了交易保护期（CS2 7 天）后才计入人数，此前显示为待结算'
  if (metric === 'none' || metric === 'login_days') return ''
  return '订单交易完成并过了交易保护期（CS2 7 天；DOTA2 与租赁在完成时）后才计入进度，此前显示为待结算；取消或超时的订单不计'
}

/** Who may join (checked once, when joining). Every field is optional; an empty object lets everyone in. */
export interface Eligibility {
  /** a bound Steam account */
  steam?: boolean
  /** new users: the account is at most this many days old */
  new_user_days?: number
  /** returning users: the account is older than this many days and has no paid order in them */
  idle_days?: number
  /** at least this many paid purchases ever */
  min_orders?: number
  /** grey release: users whose id mod 100 is below this */
  grey_percent?: number
}

/** A reward step: reached when the metric is at least `goal` (cents for money metrics); claimed once. */
export interface Tier { goal: number, reward: { kind: GrantKind, amount: number, ref: number | null, wear?: string | null } }

/**
 * What a joined user gets while the campaign is live, read by the flows they change (selling, renting):
 * the first `fee_free_sales` sales pay no trade fee (price at most `fee_free_max_cents`); `fee_rebate_bp` of each
 * sale's fee comes back; `rent_subsidy_bp` of each rent fee is paid back to the renter. A payout is at most what the
 * platform earned on that order, and no perk applies between linked accounts (model/promotionPerks, model/linkedAccounts).
 */
export interface Perks { fee_free_sales?: number, fee_free_max_cents?: number, fee_rebate_bp?: number, rent_subsidy_bp?: number }

export type PromotionStatus = 'upcoming' | 'live' | 'ended'
export function promotionStatus (row: { starts_at: number, ends_at: number }, now: number): PromotionStatus {
  if (now < row.starts_at) return 'upcoming'
  return now >= row.ends_at ? 'ended' : 'live'
}

/** The grey-release bucket: stable per user, so a user is in or out for the whole release. */
export const greyBucket = (userId: number): number => userId % 100

/** Plain Chinese for each perk, shown on the campaign page. */
export function perksText (perks: Perks, yuan: (cents: number) => string): string[] {
  const lines: string[] = []
  if (perks.fee_free_sales) lines.push(`活动期间前 ${perks.fee_free_sales} 笔出售免手续费${perks.fee_free_max_cents ? `（单笔售价 ¥${yuan(perks.fee_free_max_cents)} 以内）` : ''}`)
  if (perks.fee_rebate_bp) lines.push(`每笔出售返还手续费的 ${perks.fee_rebate_bp / 100}%`)
  if (perks.rent_subsidy_bp) lines.push(`每笔租赁补贴租金的 ${perks.rent_subsidy_bp / 100}%，以该笔平台服务费为上限`)
  return lines
}
