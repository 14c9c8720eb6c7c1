import { randomBytes } from 'node:crypto'
import type { Deps } from '../deps'
import type { GrantKind } from '../domain/grants'
import type { Redemption } from '../../types/api'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { moveMoney } from './wallet'
import { grantAsset } from './grants'

/**
 * The one redemption engine (server/README.md "Redeem codes, exchange and my rewards"): a code
 * (CDK page, activity, exchange topic) or an exchange of points grants balance, a coupon, a catalogue item,
 * a game key or points. Codes and rewards are rows; every grant runs inside the caller's transaction.
 */
export interface Grant { kind: GrantKind, amount: number, ref: number | null, wear: string | null }

interface CodeRow {
  code: string,
  campaign: string,
  grant_kind: GrantKind,
  grant_amount: number,
  grant_ref: number | null,
  grant_wear: string | null,
  max_uses: number,
  used: number,
  expires_at: number
}
interface CampaignRow { id: string, kind: 'cdk' | 'activity' | 'topic', title: string, starts_at: number, ends_at: number }
interface RedemptionRow {
  id: number,
  code: string | null,
  campaign: string,
  grant_kind: GrantKind,
  grant_text: string,
  grant_amount: number,
  points_spent: number,
  created_at: number
}

/** Where the granted thing is seen. */
export const GRANT_LINK: Record<GrantKind, string> = {
  balance: '/pages/user/balance/index',
  coupon: '/pages/user/coupon',
  item: '/pages/sell/inventory/index',
  key: '/pages/cdk/knapsack/index',
  points: '/pages/topic/cdkey-exchange/index'
}

/** A game key as the shop hands it out: 16 hex digits in groups of four. */
export const newGameKey = (): string => randomBytes(8).toString('hex').toUpperCase().replace(/(.{4})(?=.)/g, '$1-')

/** The grant in words, from its rows (no side effect: the topic lists rewards with it). */
export function grantText (deps: Deps, grant: Grant): string {
  const { db } = deps
  switch (grant.kind) {
    case 'balance': return `账户余额 ¥${formatCents(grant.amount)}`
    case 'points': return `兑换积分 ${grant.amount}`
    case 'coupon': {
      const row = db.prepare('SELECT name FROM coupon_templates WHERE id = ?').get(grant.ref) as { name: string } | undefined
      return `优惠券 ${row?.name ?? ''}`.trim()
    }
    case 'item': {
      const row = db.prepare('SELECT name FROM items WHERE id = ?').get(grant.ref) as { name: string } | undefined
      return `饰品 ${row?.name ?? ''}${grant.wear ? `（${grant.wear}）` : ''}`.trim()
    }
    case 'key': {
      const row = db.prepare('SELECT name FROM cdk_products WHERE id = ?').get(grant.ref) as { name: string } | undefined
      return `卡密 ${row?.name ?? ''}`.trim()
    }
  }
}

/** A coupon reward the user already holds (one per kind) is paid as its discount in balance instead, so a reward is never lost. */
export function couponOrItsValue (deps: Deps, userId: number, grant: Grant): Grant {
  if (grant.kind !== 'coupon' || !deps.db.prepare('SELECT 1 FROM coupons WHERE template_id = ? AND user_id = ?').get(grant.ref, userId)) return grant
  const template = deps.db.prepare('SELECT discount_cents FROM coupon_templates WHERE id = ?').get(grant.ref) as { discount_cents: number }
  return { kind: 'balance', amount: template.discount_cents, ref: null, wear: null }
}

/** Puts the grant into the user's wallet, coupons, inventory, knapsack or points; `ref` is unique per grant (idempotent item grants). Returns what it made. */
export function applyGrant (deps: Deps, userId: number, grant: Grant, ref: string, memo: string): string | null {
  const { db } = deps
  const now = deps.now()
  switch (grant.kind) {
    case 'balance':
      moveMoney(db, userId, { available: grant.amount }, 'reward', ref, memo, now)
      return null
    case 'points':
      db.prepare('INSERT INTO reward_points (user_id, points) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET points = points + excluded.points').run(
        userId,
        grant.amount
      )
      return null
    case 'coupon': {
      const template = db.prepare('SELECT id, valid_days FROM coupon_templates WHERE id = ?').get(grant.ref) as { id: number, valid_days: number } | undefined
      if (!template) fail(Status.notFound, '奖励的优惠券已下架')
      // one coupon of a kind per user (the coupon centre's rule), whichever way it came
      if (db.prepare('SELECT 1 FROM coupons WHERE template_id = ? AND user_id = ?').get(template!.id, userId)) fail(Status.conflict, '你已拥有该优惠券，不能重复获得')
      return String(db.prepare("INSERT INTO coupons (template_id, user_id, status, expires_at, created_at) VALUES (?, ?, 'unused', ?, ?)")
        .run(template!.id, userId, now + template!.valid_days * 86400, now).lastInsertRowid)
    }
    case 'item':
      return grantAsset(deps, { userId, itemId: grant.ref!, wear: grant.wear ?? undefined, source: 'reward', sourceRef: ref })
    case 'key': {
      const product = db.prepare('SELECT id FROM cdk_products WHERE id = ?').get(grant.ref) as { id: number } | undefined
      if (!product) fail(Status.notFound, '奖励的卡密商品已下架')
      return String(db.prepare(`INSERT INTO cdk_codes (product_id, user_id, code, pay_cents, idem_key, created_at, source)
          VALUES (?, ?, ?, 0, NULL, ?, 'reward')`)
        .run(product!.id, userId, newGameKey(), now).lastInsertRowid)
    }
  }
}

/** The campaign's state now: codes of an upcoming or ended campaign are refused. */
export function campaignStatus (campaign: { starts_at: number, ends_at: number }, now: number): 'upcoming' | 'live' | 'ended' {
  if (now < campaign.starts_at) return 'upcoming'
  return now >= campaign.ends_at ? 'ended' : 'live'
}

/**
 * Redeems `code` (canonical form) for the user, in the caller's transaction. The same user again → the first
 * redemption, marked repeated (nothing granted twice); a code used up by others → 4009; expired / ended → 4009;
 * `onlyCampaign` (an activity or the topic page) refuses a code of another campaign. Unknown → null: the route counts the guess.
 */
export function redeemCode (deps: Deps, userId: number, code: string, onlyCampaign?: string): Redemption | null {
  const { db } = deps
  const now = deps.now()
  const row = db.prepare('SELECT * FROM reward_codes WHERE code = ?').get(code) as CodeRow | undefined
  if (!row) return null
  const earlier = db.prepare('SELECT * FROM reward_redemptions WHERE code = ? AND user_id = ?').get(code, userId) as RedemptionRow | undefined
  if (earlier) return redemptionView(deps, earlier, true)
  const campaign = db.prepare('SELECT * FROM reward_campaigns WHERE id = ?').get(row.campaign) as CampaignRow
  if (onlyCampaign && campaign.id !== onlyCampaign) fail(Status.conflict, `该兑换码不属于本活动，请在「${campaign.title}」兑换`)
  if (row.expires_at <= now) fail(Status.conflict, '兑换码已过期')
  const status = campaignStatus(campaign, now)
  if (status === 'upcoming') fail(Status.conflict, '活动尚未开始，请在活动开始后兑换')
  if (status === 'ended') fail(Status.conflict, '活动已结束，兑换码已失效')
  if (row.grant_kind === 'item') needSteam(deps, userId)
  if (db.prepare('UPDATE reward_codes SET used = used + 1 WHERE code = ? AND used < max_uses').run(code).changes !== 1) {
    fail(Status.conflict, '兑换码已被使用')
  }
  const grant: Grant = { kind: row.grant_kind, amount: row.grant_amount, ref: row.grant_ref, wear: row.grant_wear }
  const text = grantText(deps, grant)
  const made = applyGrant(deps, userId, grant, `code:${code}:${userId}`, `兑换码 ${code}`)
  const id = Number(db.prepare(`INSERT INTO reward_redemptions (user_id, campaign, code, grant_kind, grant_text, grant_amount, granted_ref, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(userId, campaign.id, code, grant.kind, text, grant.amount, made, now).lastInsertRowid)
  return redemptionView(deps, db.prepare('SELECT * FROM reward_redemptions WHERE id = ?').get(id) as RedemptionRow, false)
}

/**
 * Exchanges points for a topic reward, in the caller's transaction: stock and the per-user limit are checked and
 * taken in the same statements as the points, so parallel exchanges cannot overspend any of them. `key` repeats answer the first.
 */
export function exchangeReward (deps: Deps, userId: number, rewardId: number, key: string | undefined): Redemption {
  const { db } = deps
  const now = deps.now()
  if (key) {
    const earlier = db.prepare('SELECT * FROM reward_redemptions WHERE user_id = ? AND idem_key = ?').get(
      userId,
      key
    ) as (RedemptionRow & { reward_id: number | null }) | undefined
    if (earlier && earlier.reward_id !== rewardId) fail(Status.conflict, '该幂等键已用于其他操作，请换一个')
    if (earlier) return redemptionView(deps, earlier, true)
  }
  const reward = db.prepare('SELECT * FROM exchange_rewards WHERE id = ?').get(rewardId) as
    {
      id: number,
      title: string,
      grant_kind: GrantKind,
      grant_amount: number,
      grant_ref: number | null,
      grant_wear: string | null,
      cost_points: number,
      stock: number,
      per_user_limit: number,
      ends_at: number
    } | undefined
  if (!reward) fail(Status.notFound, '兑换奖励不存在')
  if (reward!.ends_at <= now) fail(Status.conflict, '该奖励兑换已结束')
  const taken = (db.prepare('SELECT COUNT(*) AS n FROM reward_redemptions WHERE reward_id = ? AND user_id = ?').get(rewardId, userId) as { n: number }).n
  if (taken >= reward!.per_user_limit) fail(Status.conflict, `每人限兑 ${reward!.per_user_limit} 次，你已兑完`)
  if (reward!.grant_kind === 'item') needSteam(deps, userId)
  if (db.prepare('UPDATE exchange_rewards SET stock = stock - 1 WHERE id = ? AND stock > 0').run(rewardId).changes !== 1) fail(Status.conflict, '奖励已兑完')
  if (db.prepare('UPDATE reward_points SET points = points - ? WHERE user_id = ? AND points >= ?').run(
    reward!.cost_points,
    userId,
    reward!.cost_points
  ).changes !== 1) {
    fail(Status.balance, `积分不足，需要 ${reward!.cost_points} 积分`)
  }
  const grant: Grant = { kind: reward!.grant_kind, amount: reward!.grant_amount, ref: reward!.grant_ref, wear: reward!.grant_wear }
  const text = grantText(deps, grant)
  const id = Number(db.prepare(`INSERT INTO reward_redemptions (user_id, campaign, reward_id, grant_kind, grant_text, grant_amount, points_spent, idem_key,
      created_at)
    VALUES (?, 'topic', ?, ?, ?, ?, ?, ?, ?)`).run(userId, rewardId, grant.kind, text, grant.amount, reward!.cost_points, key ?? null, now).lastInsertRowid)
  const made = applyGrant(deps, userId, grant, `exchange:${id}`, `积分兑换 ${reward!.title}`)
  db.prepare('UPDATE reward_redemptions SET granted_ref = ? WHERE id = ?').run(made, id)
  return redemptionView(deps, db.prepare('SELECT * FROM reward_redemptions WHERE id = ?').get(id) as RedemptionRow, false)
}

/** Items land in the bound Steam inventory: say so before anything is taken (grantAsset would refuse too). */
function needSteam (deps: Deps, userId: number): void {
  const user = deps.db.prepare('SELECT steam_id FROM users WHERE id = ?').get(userId) as { steam_id: string | null } | undefined
  if (!user?.steam_id) fail(Status.badRequest, '请先绑定 Steam 账号', { bind: '/pages/user/steambind' })
}

export function redemptionView (deps: Deps, row: RedemptionRow, repeated: boolean): Redemption {
  const campaign = deps.db.prepare('SELECT title FROM reward_campaigns WHERE id = ?').get(row.campaign) as { title: string } | undefined
  return {
    redemption_id: row.id,
    code: row.code,
    campaign: row.campaign,
    campaign_title: campaign?.title ?? '',
    grant_kind: row.grant_kind,
    grant_text: row.grant_text,
    amount: row.grant_kind === 'balance' ? formatCents(row.grant_amount) : null,
    points: row.grant_kind === 'points' ? row.grant_amount : 0,
    points_spent: row.points_spent,
    link: GRANT_LINK[row.grant_kind],
    repeated,
    created_at: row.created_at
  }
}

export type { RedemptionRow }

/** Whether a redeem code exists (any campaign, any state). */
export const isRewardCode = (deps: Deps, code: string): boolean =>
  deps.db.prepare('SELECT 1 FROM reward_codes WHERE code = ?').get(code) !== undefined

export interface CampaignPage { id: string, kind: 'cdk' | 'activity' | 'topic', title: string, description: string, starts_at: number, ends_at: number }

export const campaignById = (deps: Deps, id: string): CampaignPage | undefined =>
  deps.db.prepare('SELECT * FROM reward_campaigns WHERE id = ?').get(id) as CampaignPage | undefined

/** How many codes of a campaign the user has redeemed. */
export const campaignRedemptions = (deps: Deps, campaign: string, userId: number): number =>
  (deps.db.prepare('SELECT COUNT(*) AS n FROM reward_redemptions WHERE campaign = ? AND user_id = ?').get(campaign, userId) as { n: number }).n

/** A page of the user's redemptions (of one campaign kind, or all), newest first, with the count of all of them. */
export function redemptionPage (deps: Deps, userId: number, kind: CampaignRow['kind'] | undefined, page: number, pageSize: number):
  { rows: RedemptionRow[], total: number } {
  const where = kind ? 'AND c.kind = ?' : ''
  const args = kind ? [userId, kind] : [userId]
  const from = `FROM reward_redemptions r JOIN reward_campaigns c ON c.id = r.campaign WHERE r.user_id = ? ${where}`
  const total = (deps.db.prepare(`SELECT COUNT(*) AS n ${from}`).get(...args) as { n: number }).n
  const rows = deps.db.prepare(`SELECT r.* ${from} ORDER BY r.id DESC LIMIT ? OFFSET ?`).all(...args, pageSize, (page - 1) * pageSize) as RedemptionRow[]
  return { rows, total }
}
