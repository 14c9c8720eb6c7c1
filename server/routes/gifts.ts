import type { Api } from '../http/context'
import { idempotencyKey, idempotencyKeyOf, int, oneOf, optional, parse } from '../http/validate'
import { claimWin, DRAW_TIMES, drawGifts, listPools, myWins, sellBackWin } from '../model/gifts'
import { fail, Status } from '../domain/status'
import { atomically } from '../model/transaction'

/** Gift draws (server/README.md "Gift draws"): pools, draw, my prizes (claim to inventory, sell back). */
export function giftRoutes (api: Api): void {
  const { deps } = api
  const pageFields = () => ({ page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) })

  api.route('/v1/gift/pools', () => listPools(deps))

  api.write('/v1/gift/draw', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { pool_id: int('礼物池', 1), times: optional(int('抽取次数', 1, 100), 1), idempotency_key: idempotencyKey() })
    if (!(DRAW_TIMES as readonly number[]).includes(q.times)) fail(Status.badRequest, `抽取次数只能是 ${DRAW_TIMES.join(' 或 ')} 次`)
    return atomically(deps, () => drawGifts(deps, userId, q.pool_id, q.times, idempotencyKeyOf(call, q.idempotency_key)))
  })

  api.route('/v1/gift/wins', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { status: optional(oneOf('奖品状态', ['unclaimed', 'claimed', 'sold'] as const)), ...pageFields() })
    return myWins(deps, userId, q.status, q.page, q.page_size)
  })

  api.write('/v1/gift/claim', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { win_id: int('奖品', 1) })
    return atomically(deps, () => claimWin(deps, userId, q.win_id))
  })

  api.write('/v1/gift/sell-back', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { win_id: int('奖品', 1) })
    return atomically(deps, () => sellBackWin(deps, userId, q.win_id))
  })
}
