import type { Api } from '../http/context'
import { idempotencyKey, idempotencyKeyOf, int, money, optional, parse, payPassword } from '../http/validate'
import { checkPayPassword } from '../model/orders'
import { buyOrderRow, buyOrderView, cancelBuyOrder, myBuyOrders, placeBuyOrder } from '../model/buyOrders'
import { bindKey, earlierUse } from '../model/idempotency'
import { loadItem } from '../model/catalogue'
import { LIMITS } from '../domain/fees'
import { fail, Status } from '../domain/status'
import { wearBound } from '../http/wearBound'
import { atomically } from '../model/transaction'

/**
 * Buy orders (求购): the buyer names a price and a quantity; price × quantity is
 * frozen on the balance (so it cannot be spent twice) until the buy order is cancelled.
 */
export function buyOrderRoutes (api: Api): void {
  const { deps } = api

  api.write('/v4/trade/buy-order/create', (call) => {
    const userId = call.userId()
    const q = parse(call.params, {
      item_id: int('饰品', 1),
      price: money('求购单价', LIMITS.priceMin, LIMITS.priceMax),
      quantity: optional(int('求购数量', 1, LIMITS.buyOrderQuantityMax), 1),
      pay_password: optional(payPassword()),
      idempotency_key: idempotencyKey()
    })
    const item = loadItem(deps.db, q.item_id)
    if (!item) fail(Status.notFound, '饰品不存在')
    // wear range: optional; one bound alone means the other is 0 / 1; 0 ≤ min < max ≤ 1; only for CS2 skins with an exterior
    let minWear = wearBound(call.params.min_wear, '最低磨损')
    let maxWear = wearBound(call.params.max_wear, '最高磨损')
    if (minWear !== undefined || maxWear !== undefined) {
      if (!(item!.appid === 730 && item!.exterior)) fail(Status.badRequest, '该饰品没有磨损，不能指定磨损范围')
      minWear = minWear ?? 0
      maxWear = maxWear ?? 10000
      if (minWear >= maxWear) fail(Status.badRequest, '最低磨损必须小于最高磨损')
    }
    // a repeat (same key, same item, price, quantity and range) answers the first buy order and freezes once
    const key = idempotencyKeyOf(call, q.idempotency_key)
    const fingerprint = `${q.item_id}:${q.price}:${q.quantity}:${minWear ?? ''}:${maxWear ?? ''}`
    return atomically(deps, () => {
      const earlier = key ? earlierUse(deps, userId, key, 'buy_order', fingerprint) : null
      if (earlier !== null) return buyOrderView(deps, buyOrderRow(deps, Number(earlier)))
      checkPayPassword(deps, userId, q.pay_password)
      const id = placeBuyOrder(deps, userId, { itemId: q.item_id, price: q.price, quantity: q.quantity, minWear: minWear ?? null, maxWear: maxWear ?? null })
      if (key) bindKey(deps, userId, key, 'buy_order', fingerprint, String(id))
      return buyOrderView(deps, buyOrderRow(deps, id))
    })
  })

  api.route('/v4/trade/buy-order/list', (call) => myBuyOrders(deps, call.userId()).map((row) => buyOrderView(deps, row)))

  api.write('/v4/trade/buy-order/cancel', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { buy_order_id: int('求购单', 1) })
    return atomically(deps, () => buyOrderView(deps, cancelBuyOrder(deps, userId, q.buy_order_id)))
  })
}
