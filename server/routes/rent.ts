import type { Api } from '../http/context'
import { int, optional, parse, str } from '../http/validate'
import { createOrder, expireStaleOrders, findOrder, orderView } from '../model/orders'
import { moveMoney } from '../model/wallet'
import { LIMITS } from '../domain/fees'
import { fail, Status } from '../domain/status'

/**
 * Renting: an order of kind `rent` priced at daily rate × days (the seller's share)
 * plus the listing's deposit (held by the platform). It is paid and delivered like
 * a purchase; returning the item refunds the deposit and puts the listing back on sale.
 */
export function rentRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps

  api.write('/v4/trade/rent/create', (call) => {
    const userId = call.userId()
    expireStaleOrders(deps)
    const q = parse(call.params, { listing_id: int('在售饰品', 1), days: int('租赁天数', LIMITS.rentDaysMin, LIMITS.rentDaysMax), coupon_id: optional(int('优惠券', 1)) })
    // a seller's own listing may cap the rental (server/README.md "Listing")
    const terms = db.prepare('SELECT rent_max_days FROM listings WHERE id = ?').get(q.listing_id) as { rent_max_days: number | null } | undefined
    if (terms?.rent_max_days && q.days > terms.rent_max_days) fail(Status.badRequest, `该饰品最长可租 ${terms.rent_max_days} 天`)
    return orderView(deps, db.transaction(() => createOrder(deps, userId, { listingId: q.listing_id, kind: 'rent', rentDays: q.days, couponId: q.coupon_id }))())
  })

  api.write('/v4/trade/rent/return', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { order_id: str('订单号', { max: 32, pattern: /^\d{8,32}$/ }) })
    return db.transaction(() => {
      const order = findOrder(deps, userId, q.order_id)
      if (order.kind !== 'rent') fail(Status.badRequest, '该订单不是租赁订单')
      if (order.status !== 'completed') fail(Status.conflict, '只有已完成的租赁订单可以归还')
      const result = db.prepare('UPDATE orders SET rent_returned_at = ? WHERE id = ? AND rent_returned_at IS NULL').run(deps.now(), order.id)
      if (result.changes !== 1) fail(Status.conflict, '该饰品已归还')
      db.prepare("UPDATE listings SET status = 'on_sale' WHERE id = ?").run(order.listing_id)
      moveMoney(db, userId, { available: order.rent_deposit_cents ?? 0 }, 'rent_deposit_refund', order.order_no, `归还租赁饰品，押金退还（订单 ${order.order_no}）`, deps.now())
      return orderView(deps, findOrder(deps, userId, q.order_id))
    })()
  })
}
