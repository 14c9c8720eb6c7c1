import type { Api, Call } from '../http/context'
import type { CdkProduct, CdkPurchase, CursorPage, Order, PaymentResult, PendingCheck, QuickBuyResult } from '../../types/api'
import { idempotencyKey, idempotencyKeyOf, int, oneOf, optional, orderNo, orderPageFields, parse, payPassword } from '../http/validate'
import {
  cancelOrder, checkPayPassword, cheapestListingOf, completeOrder, createOrder, expireStaleOrders, findOrder, needsDelivery, orderByPayNo, orderPage,
  ordersWaitingOnBuyer, orderView, payOrder, sendOffer, tradeOfferOf, type OrderPayChannel, type OrderRow
} from '../model/orders'
import { cdkProduct, cdkProducts, sellCdkKey, soldCdkKey } from '../model/cdk'
import { remindSeller } from '../model/sellOrders'
import { bindKey, earlierUse } from '../model/idempotency'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { atomically } from '../model/transaction'

const CHANNELS: readonly OrderPayChannel[] = ['balance', 'wechat', 'card']
/** The platform's own store (自营) is seller 1 in the seed: p2b orders buy from it. */
export const PLATFORM_SELLER_ID = 1

const payFields = {
  pay_channel: optional(oneOf('支付方式', CHANNELS), 'balance' as OrderPayChannel),
  pay_password: optional(payPassword()),
  idempotency_key: idempotencyKey()
}

/** /v4/trade/order/* (and the /v5 quick and payment): the buyer's side of the state machine. */
export function orderRoutes (api: Api): void {
  const { deps } = api
  const me = (call: Call): number => { const id = call.userId(); expireStaleOrders(deps); return id }

  api.route('/v4/trade/order/list', (call): CursorPage<Order> => {
    const userId = me(call)
    return orderPage(deps, 'buyer_id', userId, parse(call.params, orderPageFields()), (row) => orderView(deps, row))
  })

  api.route('/v4/trade/order/detail', (call) => orderView(deps, findOrder(deps, me(call), parse(call.params, { order_id: orderNo() }).order_id)))

  api.write('/v4/trade/order/create-p2p', (call) => {
    const userId = me(call)
    const q = parse(call.params, { listing_id: int('在售饰品', 1), coupon_id: optional(int('优惠券', 1)) })
    return orderView(deps, atomically(deps, () => createOrder(deps, userId, { listingId: q.listing_id, kind: 'buy', couponId: q.coupon_id })))
  })

  // p2b: buy from the platform's own stock: the cheapest 自营 listing of the item.
  api.write('/v4/trade/order/create-p2b', (call) => {
    const userId = me(call)
    const q = parse(call.params, { item_id: int('饰品', 1), coupon_id: optional(int('优惠券', 1)) })
    return orderView(deps, atomically(deps, () => {
      const listingId = cheapestListingOf(deps, q.item_id, PLATFORM_SELLER_ID) ?? fail(Status.notFound, '自营暂无此饰品库存')
      return createOrder(deps, userId, { listingId, kind: 'buy', couponId: q.coupon_id })
    }))
  })

  // Quick buy: create and pay in one transaction: a failed payment leaves no order and the listing on sale.
  const quick = (call: Call): QuickBuyResult => {
    const userId = me(call)
    const q = parse(call.params, { listing_id: int('在售饰品', 1), coupon_id: optional(int('优惠券', 1)), ...payFields })
    const key = idempotencyKeyOf(call, q.idempotency_key)
    const fingerprint = `${q.listing_id}:${q.coupon_id ?? ''}:${q.pay_channel}`
    return atomically(deps, () => {
      const earlier = key ? earlierUse(deps, userId, key, 'quick', fingerprint) : null
      if (earlier !== null) {
        const order = orderByPayNo(deps, earlier)
        return { ...orderView(deps, order), pay_no: earlier, repeated: true }
      }
      const order = createOrder(deps, userId, { listingId: q.listing_id, kind: 'buy', couponId: q.coupon_id })
      const paid = payOrder(deps, userId, order, { channel: q.pay_channel, payPassword: q.pay_password, idempotencyKey: key, params: call.params })
      if (key) bindKey(deps, userId, key, 'quick', fingerprint, paid.pay_no)
      return { ...orderView(deps, paid.order), pay_no: paid.pay_no, repeated: false }
    })
  }
  api.write('/v4/trade/order/quick', quick)
  api.write('/v5/trade/order/quick', quick)

  const payment = (call: Call): PaymentResult => {
    const userId = me(call)
    const q = parse(call.params, { order_id: orderNo(), ...payFields })
    const key = idempotencyKeyOf(call, q.idempotency_key)
    const fingerprint = `${q.order_id}:${q.pay_channel}`
    return atomically(deps, () => {
      const order = findOrder(deps, userId, q.order_id)
      const earlier = key ? earlierUse(deps, userId, key, 'order_pay', fingerprint) : null
      if (earlier !== null) return { ...orderView(deps, order), pay_no: earlier }
      const paid = payOrder(deps, userId, order, { channel: q.pay_channel, payPassword: q.pay_password, idempotencyKey: key, params: call.params })
      if (key) bindKey(deps, userId, key, 'order_pay', fingerprint, paid.pay_no)
      return { ...orderView(deps, paid.order), pay_no: paid.pay_no }
    })
  }
  api.write('/v4/trade/order/payment', payment)
  api.write('/v5/trade/order/payment', payment)

  api.write('/v4/trade/order/cancel', (call) => {
    const userId = me(call)
    const q = parse(call.params, { order_id: orderNo() })
    return atomically(deps, () => {
      const order = findOrder(deps, userId, q.order_id)
      if (order.status === 'offer_sent') fail(Status.conflict, '卖家已发送报价，请在报价中拒绝')
      cancelOrder(deps, order, '取消订单', 'buyer')
      return orderView(deps, order)
    })
  })

  // The buyer reminds the seller: the shop's own stock (a seed seller, no login) is sent by Steam trade offer at once; a real seller gets a message.
  api.write('/v4/trade/order/notify-user', async (call) => {
    const userId = me(call)
    const q = parse(call.params, { order_id: orderNo() })
    const paid = (order: OrderRow): OrderRow => order.status === 'paid' ? order : fail(Status.conflict, '只有待发货的订单可以提醒卖家')
    const before = paid(findOrder(deps, userId, q.order_id))
    if (!needsDelivery(deps, before)) await deps.providers.steamTrade.sendOffer(tradeOfferOf(deps, before))
    return atomically(deps, () => {
      const order = paid(findOrder(deps, userId, q.order_id))
      if (needsDelivery(deps, order)) remindSeller(deps, order)
      else sendOffer(deps, order)
      return orderView(deps, order)
    })
  })

  api.write('/v4/trade/order/receive-offer', (call) => {
    const userId = me(call)
    const q = parse(call.params, { order_id: orderNo() })
    return atomically(deps, () => {
      const order = findOrder(deps, userId, q.order_id)
      if (order.status !== 'offer_sent') fail(Status.conflict, '卖家尚未发送报价')
      completeOrder(deps, order)
      return orderView(deps, order)
    })
  })

  // Orders waiting on the buyer (spec 4's poll): unpaid (created, not yet timed out) plus trade offers sent and not yet accepted.
  api.route('/v4/trade/order/pending-check', (call): PendingCheck => {
    const userId = me(call)
    return { num: ordersWaitingOnBuyer(deps, userId) }
  })

  api.route('/v4/trade/cdk/products', (): CdkProduct[] =>
    cdkProducts(deps).map(({ price_cents: cents, ...rest }) => ({ ...rest, price: formatCents(cents) })))

  // CDK (gift card codes): paid from the balance, stock decremented atomically, idempotent by key.
  api.write('/v4/trade/order/cdk-buy', (call): CdkPurchase => {
    const userId = me(call)
    const q = parse(call.params, { product_id: int('CDK 商品', 1), pay_password: optional(payPassword()), idempotency_key: idempotencyKey() })
    const key = idempotencyKeyOf(call, q.idempotency_key)
    const fingerprint = String(q.product_id)
    return atomically(deps, () => {
      const earlier = key ? earlierUse(deps, userId, key, 'cdk', fingerprint) : null
      if (earlier !== null) {
        const kept = soldCdkKey(deps, Number(earlier))
        return { code: kept.code, product_id: kept.product_id, pay_amount: formatCents(kept.pay_cents), repeated: true }
      }
      const product = cdkProduct(deps, q.product_id) ?? fail(Status.notFound, 'CDK 商品不存在')
      checkPayPassword(deps, userId, q.pay_password)
      const { id, code } = sellCdkKey(deps, userId, product, key)
      if (key) bindKey(deps, userId, key, 'cdk', fingerprint, String(id))
      return { code, product_id: product.id, pay_amount: formatCents(product.price_cents), repeated: false }
    })
  })
}
