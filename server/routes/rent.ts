import type { Api } from '../http/context'
import { int, optional, parse, str } from '../http/validate'
import { createOrder, expireStaleOrders, findOrder, orderView, rentMaxDays, returnRental } from '../model/orders'
import { LIMITS } from '../domain/fees'
import { fail, Status } from '../domain/status'
import { atomically } from '../model/transaction'

/**
 * Renting: an order of kind `rent` priced at daily rate × days (the seller's share)
 * plus the listing's deposit (held by the platform). It is paid and delivered like
 * a purchase; returning the item refunds the deposit and puts the listing back on sale.
 */
export function rentRoutes (api: Api): void {
  const { deps } = api

  api.write('/v4/trade/rent/create', (call) => {
    const userId = call.userId()
    expireStaleOrders(deps)
    const q = parse(call.params, { listing_id: int('在售饰品', 1), days: int('租赁天数', LIMITS.rentDaysMin, LIMITS.rentDaysMax), coupon_id: optional(int('优惠券', 1)) })
    // a seller's own listing may cap the rental (server/README.md "Listing")
    const maxDays = rentMaxDays(deps, q.listing_id)
    if (maxDays && q.days > maxDays) fail(Status.badRequest, `该饰品最长可租 ${maxDays} 天`)
    const rental = { listingId: q.listing_id, kind: 'rent' as const, rentDays: q.days, couponId: q.coupon_id }
    return orderView(deps, atomically(deps, () => createOrder(deps, userId, rental)))
  })

  api.write('/v4/trade/rent/return', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { order_id: str('订单号', { max: 32, pattern: /^\d{8,32}$/ }) })
    return atomically(deps, () => {
      const order = findOrder(deps, userId, q.order_id)
      if (order.kind !== 'rent') fail(Status.badRequest, '该订单不是租赁订单')
      if (order.status !== 'completed') fail(Status.conflict, '只有已完成的租赁订单可以归还')
      returnRental(deps, userId, order)
      return orderView(deps, findOrder(deps, userId, q.order_id))
    })
  })
}
