import type { Api } from '../http/context'
import { int, oneOf, optional, parse } from '../http/validate'
import { anchorOrders, anchorOverview, type AnchorPeriod } from '../model/anchors'

const PERIODS = ['7', '30', '90'] as const
const period = () => optional(oneOf('统计周期', PERIODS), '7')

/** The streamer backstage (server/README.md "Streamer backstage"): anchors only (4031 for everyone else). */
export function backstageRoutes (api: Api): void {
  const { deps } = api
  api.route('/v1/backstage/anchor/overview', (call) => {
    const userId = call.userId()
    return anchorOverview(deps, userId, Number(parse(call.params, { days: period() }).days) as AnchorPeriod)
  })
  api.route('/v1/backstage/anchor/orders', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { days: period(), page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) })
    return anchorOrders(deps, userId, Number(q.days) as AnchorPeriod, q.page, q.page_size)
  })
}
