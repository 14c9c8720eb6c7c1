import type { Api } from '../http/context'
import type { Haggle, HaggleHelpResult } from '../../src/contract/deals'
import { int, parse } from '../http/validate'
import { formatCents } from '../domain/money'
import { claimHaggle, haggleRanking, haggleView, hagglePrize, hagglePrizes, helpHaggle, myHaggles, startHaggle } from '../model/haggle'

/** /v1/activity/haggle/*: prizes, start, detail, help, claim, mine, ranking (server/README.md "Haggle and grab"). */
export function haggleRoutes (api: Api): void {
  const { deps } = api
  const prizeId = () => ({ prize_id: int('奖品', 1) })
  const haggleId = () => ({ haggle_id: int('砍价', 1) })

  api.route('/v1/activity/haggle/prizes', (call) => ({ list: hagglePrizes(deps, call.viewer?.id ?? null) }))
  api.route('/v1/activity/haggle/prize', (call) => hagglePrize(deps, parse(call.params, prizeId()).prize_id, call.viewer?.id ?? null))
  api.route('/v1/activity/haggle/detail', (call) => haggleView(deps, parse(call.params, haggleId()).haggle_id, call.viewer?.id ?? null))
  api.route('/v1/activity/haggle/mine', (call) => ({ list: myHaggles(deps, call.userId()) }))
  api.route('/v1/activity/haggle/ranking', () => ({ list: haggleRanking(deps) }))

  api.write('/v1/activity/haggle/start', (call): Haggle => {
    const userId = call.userId()
    return haggleView(deps, startHaggle(deps, userId, parse(call.params, prizeId()).prize_id), userId)
  })
  api.write('/v1/activity/haggle/help', (call): HaggleHelpResult => {
    const userId = call.userId()
    const id = parse(call.params, haggleId()).haggle_id
    const result = helpHaggle(deps, userId, id)
    return { cut: formatCents(result.cutCents), new_user: result.newUser, haggle: haggleView(deps, id, userId) }
  })
  api.write('/v1/activity/haggle/claim', (call): Haggle => {
    const userId = call.userId()
    const id = parse(call.params, haggleId()).haggle_id
    claimHaggle(deps, userId, id)
    return haggleView(deps, id, userId)
  })
}
