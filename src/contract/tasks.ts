/** Tasks and invites (server/README.md "Tasks and invites"). */
import { array, boolean, object, optional, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema } from './common'

export const TaskViewSchema = object({
  key: string(),
  kind: picklist(['daily', 'newbie']),
  title: string(),
  desc: string(),
  /** counted towards the target: for purchase tasks, purchases that settled (completed, past the reversal window, so a reversed one never counted) */
  progress: CountSchema,
  /** purchases not settled yet (shown 待结算); absent or 0 for other tasks */
  pending_progress: optional(CountSchema),
  target: CountSchema,
  state: picklist(['todo', 'claimable', 'claimed']),
  reward_kind: picklist(['balance', 'coupon']),
  reward_text: string(),
  action_url: string()
})
export const TaskCentreSchema = object({ daily: array(TaskViewSchema), newbie: array(TaskViewSchema), earned: MoneySchema })
export const InviteeSchema = object({
  invitee_id: CountSchema,
  nickname: string(),
  avatar: string(),
  joined_at: TimeSchema,
  state: picklist(['waiting', 'claimable', 'claimed']),
  reward: MoneySchema,
  /** waiting for a purchase that has not settled yet (首单待结算) */
  pending: optional(boolean())
})
export const InviteInfoSchema = object({
  code: string(),
  reward_per_invitee: MoneySchema,
  earned: MoneySchema,
  invited_by_me: boolean(),
  invitees: array(InviteeSchema)
})
export const InviteBindSchema = object({ inviter_nickname: string() })
export const InviteClaimSchema = object({ invitee_id: CountSchema, reward: MoneySchema })
