import type { Deps } from '../deps'
import type { MyReward } from '../../types/api'
import { GRANT_LINK } from './rewards'
import type { GrantKind } from '../domain/grants'
import { formatCents } from '../domain/money'

/**
 * My rewards (/pages/my-rewards/index): everything the user has won or redeemed, newest first, read
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

/** Roll prizes won (h4): claimed into the inventory from 我的Roll房, or waiting there. */
const rollWins: RewardReader = (deps, userId) => (deps.db.prepare(`SELECT p.roll_id, p.k, p.claimed_at, r.title, r.drawn_at, r.ends_at, i.name
  FROM roll_prizes p JOIN rolls r ON r.id = p.roll_id JOIN items i ON i.id = p.item_id WHERE p.winner_id = ?`).all(userId) as
  { roll_id: number, k: number, claimed_at: number | null, title: string, drawn_at: number | null, ends_at: number, name: string }[])
  .map((row) => ({
    reward_key: `roll:${row.roll_id}:${row.k}`, source: 'roll', source_text: 'Roll 房', title: row.title, grant_text: `饰品 ${row.name}`,
    state: row.claimed_at ? 'claimed' as const : 'unclaimed' as const, link: '/pages/roll/mylist', created_at: row.drawn_at ?? row.ends_at
  }))

/** Boxes and the koi draw (h4): the item goes into the inventory as it is drawn. */
const boxOpens: RewardReader = (deps, userId) => (deps.db.prepare(`SELECT o.id, o.created_at, b.kind, b.name AS box, i.name
  FROM box_opens o JOIN boxes b ON b.id = o.box_id JOIN box_items x ON x.box_id = o.box_id AND x.k = o.k JOIN items i ON i.id = x.item_id
      WHERE o.user_id = ?`).all(userId) as
  { id: number, created_at: number, kind: 'box' | 'koi', box: string, name: string }[])
  .map((row) => ({
    reward_key: `box:${row.id}`, source: row.kind, source_text: row.kind === 'koi' ? '锦鲤抽奖' : '开箱', title: row.box, grant_text: `饰品 ${row.name}`,
    state: 'claimed' as const, link: '/pages/sell/inventory/index', created_at: row.created_at
  }))

/** Red packet shares opened (h5): balance at once, or an envelope in 我的红包. */
const redpackShares: RewardReader = (deps, userId) => (deps.db.prepare(`SELECT s.redpack_id, s.seq, s.amount_cents, s.claimed_at, p.kind, p.name
  FROM redpack_shares s JOIN redpacks r ON r.id = s.redpack_id JOIN redpack_promotions p ON p.id = r.promotion_id WHERE s.user_id = ?
      AND s.claimed_at IS NOT NULL`).all(userId) as
  { redpack_id: number, seq: number, amount_cents: number, claimed_at: number, kind: 'balance' | 'envelope', name: string }[])
  .map((row) => ({
    reward_key: `redpack:${row.redpack_id}:${row.seq}`, source: 'redpack', source_text: '红包', title: row.name,
    grant_text: row.kind === 'balance' ? `账户余额 ¥${formatCents(row.amount_cents)}` : `红包券 ¥${formatCents(row.amount_cents)}`,
    state: 'claimed' as const, link: row.kind === 'balance' ? '/pages/user/balance/index' : '/pages/topic/red-envelope/index', created_at: row.claimed_at
  }))

/** Gift draws (h5): a win waits in 我的奖品 until claimed into the inventory or sold back. */
const giftWins: RewardReader = (deps, userId) => (deps.db.prepare(`SELECT w.id, w.status, w.created_at, g.name AS pool, i.name
  FROM gift_wins w JOIN gift_pools g ON g.id = w.pool_id JOIN items i ON i.id = w.item_id WHERE w.user_id = ?`).all(userId) as
  { id: number, status: 'unclaimed' | 'claimed' | 'sold', created_at: number, pool: string, name: string }[])
  .map((row) => ({
    reward_key: `gift:${row.id}`, source: 'gift', source_text: '随机礼物', title: row.pool, grant_text: `饰品 ${row.name}${row.status === 'sold' ? '（已回收）' : ''}`,
    state: row.status === 'unclaimed' ? 'unclaimed' as const : 'claimed' as const, link: '/pages/gift/myprize/index', created_at: row.created_at
  }))

/** The extension point: append a reader for each new prize table. */
export const REWARD_READERS: RewardReader[] = [redemptions, rollWins, boxOpens, redpackShares, giftWins]

export function myRewards (deps: Deps, userId: number): MyReward[] {
  return REWARD_READERS.flatMap((read) => read(deps, userId))
    .sort((a, b) => b.created_at - a.created_at || (a.reward_key < b.reward_key ? 1 : -1))
}
