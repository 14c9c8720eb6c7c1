import type { Deps } from '../deps'
import type { InviteInfo } from '../../types/api'
import { INVITE_NEW_USER_SECONDS, INVITE_REWARD_CENTS, inviteCode, inviterOf } from '../domain/tasks'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { maskNickname } from '../domain/nickname'
import { moveMoney } from './wallet'
import { settlementOf, settlementParams, type Settlement } from './settledTrades'

/** Invites (server/README.md "Tasks and invites"): one inviter per account, set once; a reward per invitee's first settled purchase. */

/**
 * SQL: how far the invitee of the invites row aliased `i` has bought since being linked: 'settled' (a purchase completed
 * and past its reversal window, model/settledTrades.ts), 'pending' (only purchases not settled yet) or NULL (none, or
 * only cancelled ones). Binds `@now`. The invite reward and the 邀请好友 campaign metric both read it.
 */
export const inviteeStage = (i: string): string => `(SELECT CASE MIN(CASE ${settlementOf('o')} WHEN 'settled' THEN 1 WHEN 'pending' THEN 2 END)
  WHEN 1 THEN 'settled' WHEN 2 THEN 'pending' END FROM orders o WHERE o.buyer_id = ${i}.invitee_id AND o.paid_at >= ${i}.created_at)`

/** Links a new account to the code's owner; false (and nothing written) when the code is unknown, the user's own or already set. */
export function linkInvite (deps: Deps, inviteeId: number, code: string): boolean {
  const inviterId = inviterOf(code.toUpperCase())
  if (!inviterId || inviterId === inviteeId || !deps.db.prepare('SELECT 1 FROM users WHERE id = ?').get(inviterId)) return false
  return deps.db.prepare('INSERT INTO invites (invitee_id, inviter_id, created_at) VALUES (?, ?, ?) ON CONFLICT (invitee_id) DO NOTHING')
    .run(inviteeId, inviterId, deps.now()).changes === 1
}

/** Binding from the share page after signing up: only a new account (≤ 24 h, nothing bought) without an inviter. */
export function bindInvite (deps: Deps, userId: number, code: string): { inviter_nickname: string } {
  const inviterId = inviterOf(code.toUpperCase()) ?? fail(Status.notFound, '邀请码不存在')
  const inviter = deps.db.prepare('SELECT nickname FROM users WHERE id = ?').get(inviterId) as { nickname: string } | undefined
  if (!inviter) fail(Status.notFound, '邀请码不存在')
  if (inviterId === userId) fail(Status.badRequest, '不能使用自己的邀请码')
  return deps.db.transaction(() => {
    if (deps.db.prepare('SELECT 1 FROM invites WHERE invitee_id = ?').get(userId)) fail(Status.conflict, '你已接受过邀请')
    const user = deps.db.prepare('SELECT created_at FROM users WHERE id = ?').get(userId) as { created_at: number }
    const bought = deps.db.prepare('SELECT 1 FROM orders WHERE buyer_id = ? AND paid_at IS NOT NULL').get(userId)
    if (user.created_at < deps.now() - INVITE_NEW_USER_SECONDS || bought) fail(Status.conflict, '仅限注册 24 小时内且未购买过的新用户接受邀请')
    linkInvite(deps, userId, code)
    return { inviter_nickname: maskNickname(inviter!.nickname) }
  }).immediate()
}

interface InviteRow { invitee_id: number, nickname: string, avatar: string, created_at: number, rewarded_at: number | null, stage: Settlement | null }

export function inviteInfo (deps: Deps, userId: number): InviteInfo {
  const rows = deps.db.prepare(`SELECT i.invitee_id, u.nickname, u.avatar, i.created_at, i.rewarded_at, ${inviteeStage('i')} AS stage
    FROM invites i JOIN users u ON u.id = i.invitee_id WHERE i.inviter_id = ? ORDER BY i.created_at DESC, i.invitee_id DESC`).all(
      userId,
      settlementParams(deps)
    ) as InviteRow[]
  const invitees = rows.map((row) => ({
    invitee_id: row.invitee_id, nickname: maskNickname(row.nickname), avatar: row.avatar, joined_at: row.created_at,
    state: row.rewarded_at ? 'claimed' as const : row.stage === 'settled' ? 'claimable' as const : 'waiting' as const, reward: formatCents(INVITE_REWARD_CENTS),
    // waiting for a purchase that has not settled yet (shown 首单待结算)
    pending: !row.rewarded_at && row.stage === 'pending'
  }))
  const mine = deps.db.prepare('SELECT inviter_id FROM invites WHERE invitee_id = ?').get(userId) as { inviter_id: number } | undefined
  return {
    code: inviteCode(userId),
    reward_per_invitee: formatCents(INVITE_REWARD_CENTS),
    earned: formatCents(INVITE_REWARD_CENTS * invitees.filter((i) => i.state === 'claimed').length),
    invited_by_me: mine !== undefined,
    invitees
  }
}

/** The inviter takes the reward of an invitee whose purchase has settled, once (the UPDATE checks it is not yet taken). */
export function claimInviteReward (deps: Deps, userId: number, inviteeId: number): { invitee_id: number, reward: string } {
  return deps.db.transaction(() => {
    const row = deps.db.prepare(`SELECT i.rewarded_at, ${inviteeStage('i')} AS stage FROM invites i WHERE i.invitee_id = ? AND i.inviter_id = ?`)
      .get(inviteeId, userId, settlementParams(deps)) as { rewarded_at: number | null, stage: Settlement | null } | undefined
    if (!row) fail(Status.notFound, '该好友不是你邀请的')
    if (row!.rewarded_at) fail(Status.conflict, '奖励已领取')
    if (row!.stage === 'pending') fail(Status.conflict, '好友的购买尚未结算，交易完成并过了保护期后才能领取')
    if (row!.stage !== 'settled') fail(Status.conflict, '好友完成首笔购买后才能领取')
    deps.db.prepare('UPDATE invites SET rewarded_at = ? WHERE invitee_id = ? AND rewarded_at IS NULL').run(deps.now(), inviteeId)
    moveMoney(deps.db, userId, { available: INVITE_REWARD_CENTS }, 'reward', `invite:${inviteeId}`, '邀请奖励：好友完成首笔购买并结算', deps.now())
    return { invitee_id: inviteeId, reward: formatCents(INVITE_REWARD_CENTS) }
  }).immediate()
}
