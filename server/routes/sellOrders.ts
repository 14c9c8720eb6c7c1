import type { Api, Call } from '../http/context'
import type { CursorPage, SellOrder } from '../../types/api'
import { orderNo, orderPageFields, parse } from '../http/validate'
import { orderPage, cancelOrder, expireStaleOrders, needsDelivery, sendOffer, tradeOfferOf, type OrderRow } from '../model/orders'
import { findSellOrder, sellOrderView } from '../model/sellOrders'
import { ORDER_STATUS_TEXT } from '../domain/orderState'
import { fail, Status } from '../domain/status'
import { atomically } from '../model/transaction'


/** /v4/trade/sell/orders, order-detail, send-offer, cancel-order: the seller's side of the order state machine (server/README.md "Sell orders"). */
export function sellOrderRoutes (api: Api): void {
  const { deps } = api
  // every call first sweeps the lazy deadlines: unpaid time-outs, missed deliveries, proceeds past trade protection
  const me = (call: Call): number => { const id = call.userId(); expireStaleOrders(deps); return id }

  api.route('/v4/trade/sell/orders', (call): CursorPage<SellOrder> => {
    const userId = me(call)
    return orderPage(deps, 'seller_id', userId, parse(call.params, orderPageFields()), (row) => sellOrderView(deps, row))
  })

  api.route('/v4/trade/sell/order-detail', (call) => sellOrderView(deps, findSellOrder(deps, me(call), parse(call.params, { order_id: orderNo() }).order_id)))

  /** The order must be paid and waiting for this seller's delivery; anything else is a clear 4009. */
  const waiting = (order: OrderRow): void => {
    if (order.status !== 'paid') fail(Status.conflict, `订单当前状态为「${ORDER_STATUS_TEXT[order.status]}」，无需发货`)
    if (!needsDelivery(deps, order)) fail(Status.conflict, '该订单由平台发货')
  }

  // Steam takes the offer first (nothing changes here if it refuses); then the order goes offer_sent and the buyer's offer becomes sent.
  api.write('/v4/trade/sell/send-offer', async (call): Promise<SellOrder> => {
    const userId = me(call)
    const q = parse(call.params, { order_id: orderNo() })
    const order = findSellOrder(deps, userId, q.order_id)
    waiting(order)
    await deps.providers.steamTrade.sendOffer(tradeOfferOf(deps, order))
    return atomically(deps, () => {
      const order = findSellOrder(deps, userId, q.order_id)
      waiting(order)
      sendOffer(deps, order)
      return sellOrderView(deps, order)
    })
  })

  // The seller cannot deliver: the buyer is refunded, the item goes back to the inventory, and it counts as not delivered.
  api.write('/v4/trade/sell/cancel-order', (call): SellOrder => {
    const userId = me(call)
    const q = parse(call.params, { order_id: orderNo() })
    return atomically(deps, () => {
      const order = findSellOrder(deps, userId, q.order_id)
      waiting(order)
      cancelOrder(deps, order, '卖家取消订单', 'seller')
      return sellOrderView(deps, order)
    })
  })
}
