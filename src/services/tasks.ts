import type { InviteInfo, TaskCentre, TaskView } from '../../types/api'
import { InviteBindSchema, InviteClaimSchema, InviteInfoSchema, TaskCentreSchema, TaskViewSchema } from '../contract/tasks'
import { request } from '../lib/request'
import { answer } from './shape'

/** The task centre and invite screens' calls (server/README.md "Tasks and invites"). */

const LIST = '/v1/task/list'
export function taskCentre (): Promise<TaskCentre> {
  return request<unknown>(LIST).then(answer(TaskCentreSchema, LIST))
}
const CLAIM = '/v1/task/claim'
export function claimTask (taskKey: string): Promise<TaskView> {
  return request<unknown>(CLAIM, { method: 'POST', data: { task_key: taskKey } }).then(answer(TaskViewSchema, CLAIM))
}
const INFO = '/v1/invite/info'
export function inviteInfo (): Promise<InviteInfo> {
  return request<unknown>(INFO).then(answer(InviteInfoSchema, INFO))
}
const BIND = '/v1/invite/bind'
export function bindInvite (code: string): Promise<{ inviter_nickname: string }> {
  return request<unknown>(BIND, { method: 'POST', data: { code } }).then(answer(InviteBindSchema, BIND))
}
const INVITE_CLAIM = '/v1/invite/claim'
export function claimInviteReward (inviteeId: number): Promise<{ invitee_id: number, reward: string }> {
  return request<unknown>(INVITE_CLAIM, { method: 'POST', data: { invitee_id: inviteeId } }).then(answer(InviteClaimSchema, INVITE_CLAIM))
}
