import type { Deps } from '../deps'
import type { GrantKind } from '../domain/grants'

/** The points exchange topic (积分兑换): its campaign row, the user's points and the rewards points buy. */
export const exchangeTopic = (deps: Deps): { title: string, ends_at: number } =>
  deps.db.prepare("SELECT title, ends_at FROM reward_campaigns WHERE id = 'topic'").get() as { title: string, ends_at: number }

export const rewardPoints = (deps: Deps, userId: number): number =>
  (deps.db.prepare('SELECT points FROM reward_points WHERE user_id = ?').get(userId) as { points: number } | undefined)?.points ?? 0

export interface ExchangeRewardRow {
  id: number, title: string, grant_kind: GrantKind, grant_amount: number, grant_ref: number | null, grant_wear: string | null,
  cost_points: number, stock: number, per_user_limit: number, ends_at: number
}

/** Every reward of the topic, the cheapest first. */
export const exchangeRewards = (deps: Deps): ExchangeRewardRow[] =>
  deps.db.prepare('SELECT * FROM exchange_rewards ORDER BY cost_points, id').all() as ExchangeRewardRow[]

/** How many times the user has taken a reward. */
export const rewardTaken = (deps: Deps, rewardId: number, userId: number): number =>
  (deps.db.prepare('SELECT COUNT(*) AS n FROM reward_redemptions WHERE reward_id = ? AND user_id = ?').get(rewardId, userId) as { n: number }).n
