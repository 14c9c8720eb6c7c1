import type { Api } from '../http/context'
import { int, oneOf, optional, parse, str } from '../http/validate'
import { CODE_PATTERN, createPacket, listPromotions, myPackets, openPacket, packetByCode } from '../model/redpacks'
import { claimEnvelope, envelopeEvent, envelopeOrders } from '../model/envelopes'
import { couponView, myCouponRow, myEnvelopeRows } from '../model/coupons'
import { atomically } from '../model/transaction'

/** Red packets and the red envelope event (server/README.md "Red packets and envelopes"). */
export function redpackRoutes (api: Api): void {
  const { deps } = api
  const code = () => str('红包口令', { max: 8, pattern: CODE_PATTERN })
  const pageFields = () => ({ page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) })
  const paged = <T>(result: { list: T[], total: number }, page: number, pageSize: number) =>
    ({ ...result, page, page_size: pageSize, has_more: page * pageSize < result.total })

  api.route('/v1/redpack/detail', (call) => {
    const q = parse(call.params, { code: code() })
    return packetByCode(deps, q.code, call.viewer?.id ?? null)
  })

  api.write('/v1/redpack/open', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { code: code() })
    return atomically(deps, () => openPacket(deps, userId, q.code))
  })

  api.route('/v1/redpack/mine', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { tab: optional(oneOf('红包类型', ['created', 'received'] as const), 'received'), ...pageFields() })
    return paged(myPackets(deps, userId, q.tab, q.page, q.page_size), q.page, q.page_size)
  })

  api.route('/v1/redpack/promotions', (call) => listPromotions(deps, call.viewer?.id ?? null))

  api.write('/v1/redpack/create', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { promotion_id: int('红包活动', 1) })
    return atomically(deps, () => createPacket(deps, userId, q.promotion_id))
  })

  api.route('/v1/red-envelope/event', (call) => envelopeEvent(deps, call.viewer?.id ?? null))

  api.write('/v1/red-envelope/claim', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { template_id: int('红包', 1) })
    return atomically(deps, () => couponView(deps, myCouponRow(deps, userId, claimEnvelope(deps, userId, q.template_id))))
  })

  api.route('/v1/red-envelope/mine', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { status: optional(oneOf('状态', ['unused', 'used', 'expired'] as const)) })
    return myEnvelopeRows(deps, userId)
      .map((row) => couponView(deps, row)).filter((envelope) => !q.status || envelope.status === q.status)
  })

  api.route('/v1/red-envelope/orders', (call) => {
    const userId = call.userId()
    const q = parse(call.params, pageFields())
    return paged(envelopeOrders(deps, userId, q.page, q.page_size), q.page, q.page_size)
  })
}
