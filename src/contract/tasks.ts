/** Tasks and invites (server/README.md "Tasks and invites"). */
import { array, boolean, object, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema } from './common'

export const TaskViewSchema = object({
  key: string(),
  kind: picklist(['daily', 'newbie']),
  title: string(),
  desc: string(),
  progress: CountSchema,
  target: CountSchema,
  state: picklist(['todo', 'claimable', 'claimed']),
  reward_kind: picklist(['balance', 'coupon']),
  reward_text: string(),
  action_url: string()
})
export const TaskCentreSchema = object({ daily: array(TaskViewSchema), newbie: array(TaskViewSchema), earned: MoneySchema })
export const InviteeSchema = object({
  invitee_id: CountSchema, nickname: string(), avatar: string(), joined_at: TimeSchema, state: picklist(['waiting', 'claimable', 'claimed']), reward: MoneySchema
})
export const InviteInfoSchema = object({ code: string(), reward_per_invitee: MoneySchema, earned: MoneySchema, invited_by_me: boolean(), invitees: array(InviteeSchema) })
export const InviteBindSchema = object({ inviter_nickname: string() })
export const InviteClaimSchema = object({ invitee_id: CountSchema, reward: MoneySchema })
