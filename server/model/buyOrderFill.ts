import { randomBytes } from 'node:crypto'
import type { Deps } from '../deps'
import { tradeFee } from '../domain/fees'
import { settleSaleFee } from './promotionPerks'
import { wearE8 } from '../domain/inventory'
import { fail, Status } from '../domain/status'
import { orderNumber } from '../domain/orderState'
import { moveMoney } from './wallet'
import { tellSellerPaid } from './sellerNotices'

export interface OpenBuyOrder {
  id: number,
  user_id: number,
  item_id: number,
  price_cents: number,
  quantity: number,
  filled: number,
  min_wear_e4: number | null,
  max_wear_e4: number | null,
  created_at: number
}

/** Buy orders a sale may fill: open, not all filled, and placed by someone who can trade on Steam (health check and trade URL). */
const FILLABLE = `FROM buy_orders b JOIN users u ON u.id = b.user_id
  WHERE b.status = 'open' AND b.filled < b.quantity AND u.health_checked = 1 AND u.trade_url IS NOT NULL`
/** The wear (hundred-millionths) lies inside the range, both ends included; a buy order without a range takes any wear. */
const WEAR_FITS = '(b.min_wear_e4 IS NULL OR (@wear IS NOT NULL AND @wear BETWEEN b.min_wear_e4 * 10000 AND b.max_wear_e4 * 10000))'

/** The buy order a new listing at this price fills: same item, price at or above the ask, wear in range; highest price first, then oldest. */
export function bestBuyOrderFor (
  deps: Deps,
  listing: { item_id: number, seller_id: number, price_cents: number, wear: string | null }
): OpenBuyOrder | undefined {
  return deps.db.prepare(`SELECT b.* ${FILLABLE} AND b.item_id = @item AND b.price_cents >= @price AND b.user_id != @seller AND ${WEAR_FITS}
    ORDER BY b.price_cents DESC, b.created_at ASC, b.id ASC LIMIT 1`)
    .get({ item: listing.item_id, price: listing.price_cents, seller: listing.seller_id, wear: wearE8(listing.wear) }) as OpenBuyOrder | undefined
}

/** Whether this wear fits a buy order's range. */
export function wearFits (order: Pick<OpenBuyOrder, 'min_wear_e4' | 'max_wear_e4'>, wear: string | null): boolean {
  if (order.min_wear_e4 === null || order.max_wear_e4 === null) return true
  const value = wearE8(wear)
  return value !== null && value >= order.min_wear_e4 * 10000 && value <= order.max_wear_e4 * 10000
}

export function fillableBuyOrder (deps: Deps, buyOrderId: number): OpenBuyOrder | undefined {
  return deps.db.prepare(`SELECT b.* ${FILLABLE} AND b.id = ?`).get(buyOrderId) as OpenBuyOrder | undefined
}

/**
 * Fills one unit of a buy order with a locked listing, in the caller's transaction: the trade is at the
 * buy order's price, paid from the buyer's frozen money; the buyer's order starts `paid` with a trade
 * offer waiting for the seller, exactly as after a payment; the seller's share (price − fee) is frozen
 * until the buyer accepts. Returns the order number.
 */
export function fillBuyOrder (deps: Deps, order: OpenBuyOrder, listing: { id: number, seller_id: number, item_id: number }): string {
  const { db } = deps
  const now = deps.now()
  const price = order.price_cents
  // conditional: a unit taken by a concurrent sale, or a cancel in between, loses cleanly
  const took = db.prepare(`UPDATE buy_orders SET filled = filled + 1, frozen_cents = frozen_cents - price_cents,
    status = CASE WHEN filled + 1 >= quantity THEN 'filled' ELSE status END
    WHERE id = ? AND status = 'open' AND filled < quantity AND frozen_cents >= price_cents`).run(order.id)
  if (took.changes !== 1) fail(Status.conflict, '该求购已成交或已取消，请刷新后重试')
  const id = Number(db.prepare(`INSERT INTO orders (order_no, kind, status, buyer_id, seller_id, listing_id, item_id, price_cents, fee_cents, pay_amount_cents,
      pay_channel, created_at, paid_at, expires_at) VALUES (?, 'buy', 'paid', ?, ?, ?, ?, ?, ?, ?, 'balance', ?, ?, ?)`)
    .run(
      `tmp-${randomBytes(8).toString('hex')}`,
      order.user_id,
      listing.seller_id,
      listing.id,
      listing.item_id,
      price,
      tradeFee(price),
      price,
      now,
      now,
      now
    ).lastInsertRowid)
  const orderNo = orderNumber(now, id)
  db.prepare('UPDATE orders SET order_no = ? WHERE id = ?').run(orderNo, id)
  const fee = settleSaleFee(deps, id)
  const receive = price - fee
  const event = db.prepare('INSERT INTO order_events (order_id, status, at) VALUES (?, ?, ?)')
  event.run(id, 'created', now)
  event.run(id, 'paid', now)
  db.prepare("INSERT INTO offers (offer_no, order_id, buyer_id, status, created_at, updated_at) VALUES (?, ?, ?, 'wait', ?, ?)").run(
    `OF${orderNo}`,
    id,
    order.user_id,
    now,
    now
  )
  moveMoney(db, order.user_id, { frozen: -price }, 'pay', orderNo, `求购成交付款（求购单 ${order.id}，订单 ${orderNo}）`, now)
  moveMoney(db, listing.seller_id, { frozen: receive }, 'sale_frozen', orderNo, `出售饰品待结算（订单 ${orderNo}）`, now)
  tellSellerPaid(
    deps,
    { order_no: orderNo, kind: 'buy', item_id: listing.item_id, seller_id: listing.seller_id, price_cents: price, fee_cents: fee, paid_at: now }
  )
  return orderNo
}

/** A listing just put on sale (or repriced) at or under a matching buy order fills it at once. Returns whether it did. */
export function fillIfMatched (deps: Deps, listing: { id: number, item_id: number, seller_id: number, price_cents: number, wear: string | null }): boolean {
  const order = bestBuyOrderFor(deps, listing)
  if (!order) return false
  const locked = deps.db.prepare("UPDATE listings SET status = 'locked' WHERE id = ? AND status = 'on_sale'").run(listing.id)
  if (locked.changes !== 1) return false
  fillBuyOrder(deps, order, listing)
  return true
}
