import type { Api } from '../http/context'
import type { GrabOrder } from '../../src/contract/deals'
import { flag, idempotencyKey, idempotencyKeyOf, int, optional, parse, str } from '../http/validate'
import { grab, grabDrop, grabDrops, grabOrders, withdrawGrab } from '../model/grab'

/** /v1/activity/grab/*: drops, detail, buy (idempotency key), my grabs, withdrawal to Steam (server/README.md "Haggle and grab"). */
export function grabRoutes (api: Api): void {
  const { deps } = api
  const dropId = () => ({ drop_id: int('抢购活动', 1) })

  api.route('/v1/activity/grab/drops', (call) => ({ list: grabDrops(deps, call.viewer?.id ?? null) }))
  api.route('/v1/activity/grab/detail', (call) => grabDrop(deps, parse(call.params, dropId()).drop_id, call.viewer?.id ?? null))
  api.route('/v1/activity/grab/orders', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20), held: optional(flag('只看待取回'), false) })
    const { list, total } = grabOrders(deps, userId, q.page, q.page_size, q.held)
    return { list, total, page: q.page, page_size: q.page_size, has_more: q.page * q.page_size < total }
  })
  api.write('/v1/activity/grab/buy', (call): GrabOrder => {
    const userId = call.userId()
    const q = parse(call.params, { ...dropId(), idempotency_key: idempotencyKey() })
    return grab(deps, userId, q.drop_id, idempotencyKeyOf(call, q.idempotency_key))
  })
  api.write('/v1/activity/grab/withdraw', (call): GrabOrder => {
    const userId = call.userId()
    return withdrawGrab(deps, userId, parse(call.params, { grab_no: str('抢购单号', { max: 32, pattern: /^G\d{10,30}$/ }) }).grab_no)
  })
}
