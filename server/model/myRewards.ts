import type { Deps } from '../http/context'
import type { MyReward } from '../../types/api'
import { GRANT_LINK, type GrantKind } from './rewards'

/**
 * My rewards (issue 13, /pages/my-rewards/index): everything the user has won or redeemed, newest first, read
 * through one route. Each feature that hands out prizes adds one reader here (rolls, gift draws, boxes, red
 * packets join as their tables land); a reader answers the user's rows already shaped as MyReward.
 */
export type RewardReader = (deps: Deps, userId: number) => MyReward[]

const SOURCE_TEXT: Record<string, string> = { cdk: 'CDK 兑换', activity: '活动 CDKey', topic: '积分兑换' }

/** Codes and exchanges: granted at once, so always claimed; the link opens where the thing is. */
const redemptions: RewardReader = (deps, userId) => (deps.db.prepare(`SELECT r.id, r.grant_kind, r.grant_text, r.created_at, c.kind, c.title
  FROM reward_redemptions r JOIN reward_campaigns c ON c.id = r.campaign WHERE r.user_id = ? ORDER BY r.id DESC`).all(userId) as
  { id: number, grant_kind: GrantKind, grant_text: string, created_at: number, kind: string, title: string }[])
  .map((row) => ({
    reward_key: `redeem:${row.id}`,
    source: row.kind,
    source_text: SOURCE_TEXT[row.kind] ?? row.kind,
    title: row.title,
    grant_text: row.grant_text,
    state: 'claimed' as const,
    link: GRANT_LINK[row.grant_kind],
    created_at: row.created_at
  }))

/** The extension point: append a reader for each new prize table. */
export const REWARD_READERS: RewardReader[] = [redemptions]

export function myRewards (deps: Deps, userId: number): MyReward[] {
  return REWARD_READERS.flatMap((read) => read(deps, userId))
    .sort((a, b) => b.created_at - a.created_at || (a.reward_key < b.reward_key ? 1 : -1))
}
