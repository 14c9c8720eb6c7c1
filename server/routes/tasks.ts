import type { Api } from '../http/context'
import type { InviteInfo, TaskCentre, TaskView } from '../../types/api'
import { int, oneOf, parse, str } from '../http/validate'
import { TASK_KEYS } from '../domain/tasks'
import { claimTask, taskCentre } from '../model/tasks'
import { bindInvite, claimInviteReward, inviteInfo } from '../model/invites'

/** The task centre and invites (server/README.md "Tasks and invites"). */
export function taskRoutes (api: Api): void {
  const { deps } = api
  api.route('/v1/task/list', (call): TaskCentre => taskCentre(deps, call.userId()))
  api.write('/v1/task/claim', (call): TaskView => {
    const userId = call.userId()
    return claimTask(deps, userId, parse(call.params, { task_key: oneOf('任务', TASK_KEYS) }).task_key)
  })
  api.route('/v1/invite/info', (call): InviteInfo => inviteInfo(deps, call.userId()))
  api.write('/v1/invite/bind', (call) => {
    const userId = call.userId()
    return bindInvite(deps, userId, parse(call.params, { code: str('邀请码', { max: 10, pattern: /^[0-9A-Za-z]{6,10}$/ }) }).code)
  })
  api.write('/v1/invite/claim', (call) => {
    const userId = call.userId()
    return claimInviteReward(deps, userId, parse(call.params, { invitee_id: int('好友', 1) }).invitee_id)
  })
}
