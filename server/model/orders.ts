import { randomBytes } from 'node:crypto'
import type { Deps } from '../deps'
import type { CursorPage, Order, OrderKind, OrderOperation, OrderStatus, PayChannel } from '../../types/api'
import {
  canMove,
  orderNumber,
  DELIVER_SECONDS,
  PENDING_FOR_BUYER,
  ORDER_PAY_SECONDS,
  ORDER_STATUS_TEXT,
  PROTECTED_APPIDS,
  TRADE_PROTECTION_SECONDS,
  type CancelReason
} from '../domain/orderState'
import { tradeFee } from '../domain/fees'
import { NEW_ITEM_HOLD_DAYS } from '../domain/inventory'
import { formatCents } from '../domain/money'
import { offerMessage } from '../domain/tradeCode'
import type { TradeOffer } from '../providers/steamTrade'
import { verifyPayPassword } from './payPassword'
import { fail, Status } from '../domain/status'
import { itemSummary, loadItem, sellerBrief } from './catalogue'
import { findUser } from './users'
import { moveMoney } from './wallet'
import { takeCoupon, returnCoupon } from './coupons'
import { refreshSellerStats } from './sellerStats'
import { recordSale } from './priceHistory'
import { grantAsset } from './grants'
import { tellSellerCancelled, tellSellerCompleted, tellSellerPaid } from './sellerNotices'
import { payCompletionPerks, settleSaleFee } from './promotionPerks'

export interface OrderRow {
  id: number, order_no: string, kind: OrderKind, status: OrderStatus, buyer_id: number, seller_id: number, listing_id: number, item_id: number,
  price_cents: number, fee_cents: number, coupon_id: number | null, coupon_discount_cents: number, pay_amount_cents: number,
  rent_days: number | null, rent_deposit_cents: number | null, rent_returned_at: number | null, pay_channel: PayChannel | null,
  created_at: number, paid_at: number | null, expires_at: number,
  offer_sent_at: number | null,
  completed_at: number | null,
  cancel_reason: CancelReason | null,
  proceeds_release_at: number | null,
  proceeds_released_at: number | null
}

/** Whether the seller is a real user who must send the offer: the listing carries an inventory asset (seed listings do not). */
export function needsDelivery (deps: Deps, order: Pick<OrderRow, 'listing_id'>): boolean {
  const row = deps.db.prepare('SELECT asset_id FROM listings WHERE id = ?').get(order.listing_id) as { asset_id: string | null } | undefined
  return row?.asset_id != null
}

/** When the seller must have sent the offer (paid + 12 h), for a paid order that needs delivery; null otherwise. */
export function deliverDeadline (deps: Deps, order: OrderRow): number | null {
  return order.paid_at !== null && needsDelivery(deps, order) ? order.paid_at + DELIVER_SECONDS : null
}

/** The actions the buyer can take in each state (the order detail's `operation`). */
export function operations (order: OrderRow): OrderOperation[] {
  switch (order.status) {
    case 'created': return ['pay', 'cancel']
    case 'paid': return ['notify', 'cancel']
    case 'offer_sent': return ['receive', 'decline']
    case 'completed': return order.kind === 'rent' && order.rent_returned_at === null ? ['return'] : []
    default: return []
  }
}

/** A rental runs from the buyer's acceptance of the offer (completion) for its days; null until it starts. */
export function rentPeriod (row: Pick<OrderRow, 'kind' | 'completed_at' | 'rent_days'>): Pick<Order, 'rent_start_at' | 'rent_end_at'> {
  if (row.kind !== 'rent' || row.completed_at === null || row.rent_days === null) return { rent_start_at: null, rent_end_at: null }
  return { rent_start_at: row.completed_at, rent_end_at: row.completed_at + row.rent_days * 86400 }
}

export function orderView (deps: Deps, row: OrderRow): Order {
  const item = loadItem(deps.db, row.item_id)!
  const seller = deps.db.prepare(`SELECT nickname, avatar, deliver_rate_bp, avg_deliver_minutes FROM users
      WHERE id = ?`).get(row.seller_id) as Parameters<typeof sellerBrief>[1]
  const timeline = deps.db.prepare('SELECT status, at FROM order_events WHERE order_id = ? ORDER BY rowid').all(row.id) as Order['timeline']
  const offer = deps.db.prepare('SELECT offer_no, status FROM offers WHERE order_id = ?').get(row.id) as { offer_no: string, status: string } | undefined
  return {
    order_id: row.order_no,
    kind: row.kind,
    status: row.status,
    status_text: ORDER_STATUS_TEXT[row.status],
    item: itemSummary(item),
    seller: sellerBrief(row.seller_id, seller),
    listing_id: row.listing_id,
    price: formatCents(row.price_cents),
    fee: formatCents(row.fee_cents),
    coupon_discount: formatCents(row.coupon_discount_cents),
    pay_amount: formatCents(row.pay_amount_cents),
    pay_channel: row.pay_channel,
    rent_days: row.rent_days,
    rent_deposit: row.rent_deposit_cents === null ? null : formatCents(row.rent_deposit_cents),
    rent_returned_at: row.rent_returned_at,
    ...rentPeriod(row),
    created_at: row.created_at,
    paid_at: row.paid_at,
    expires_at: row.expires_at,
    deliver_deadline: deliverDeadline(deps, row),
    offer: offer ? { offer_id: offer.offer_no, status: offer.status as NonNullable<Order['offer']>['status'] } : null,
    operation: operations(row),
    timeline
  }
}

/** The buyer's own order by its public id, or status 4004 (another user's order is "not found" too). */
/** One cursor page of a user's orders on one side (buyer or seller), newest first; pointer 0 is the first page. */
export function orderPage<T> (deps: Deps, side: 'buyer_id' | 'seller_id', userId: number,
  q: { pointer: number, page_size: number, status?: OrderStatus }, view: (row: OrderRow) => T): CursorPage<T> {
  const rows = deps.db.prepare(`SELECT * FROM orders WHERE ${side} = @userId ${q.pointer > 0 ? 'AND id < @pointer' : ''}
    ${q.status ? 'AND status = @status' : ''}
    ORDER BY id DESC LIMIT @limit`).all({ userId, pointer: q.pointer, status: q.status, limit: q.page_size + 1 }) as OrderRow[]
  const page = rows.slice(0, q.page_size)
  const hasMore = rows.length > q.page_size
  return { list: page.map(view), next_pointer: hasMore ? page[page.length - 1].id : 0, has_more: hasMore }
}

export function findOrder (deps: Deps, buyerId: number, orderNo: string): OrderRow {
  const row = deps.db.prepare('SELECT * FROM orders WHERE order_no = ? AND buyer_id = ?').get(orderNo, buyerId) as OrderRow | undefined
  return row ?? fail(Status.notFound, '订单不存在')
}

/** Moves an order along the state machine; the UPDATE is conditional on the state read, so a race loses cleanly. */
export function moveOrder (deps: Deps, order: OrderRow, to: OrderStatus, paid?: { at: number, channel: PayChannel }): void {
  if (!canMove(order.status, to)) fail(Status.conflict, `订单当前状态为「${ORDER_STATUS_TEXT[order.status]}」，无法执行此操作`)
  const result = paid
    ? deps.db.prepare('UPDATE orders SET status = ?, paid_at = ?, pay_channel = ? WHERE id = ? AND status = ?').run(
      to,
      paid.at,
      paid.channel,
      order.id,
      order.status
    )
    : deps.db.prepare('UPDATE orders SET status = ? WHERE id = ? AND status = ?').run(to, order.id, order.status)
  if (result.changes !== 1) fail(Status.conflict, '订单状态已变化，请刷新后重试')
  deps.db.prepare('INSERT INTO order_events (order_id, status, at) VALUES (?, ?, ?)').run(order.id, to, deps.now())
  order.status = to
}

/**
 * "Nothing below is due before `until`", true while the database is unchanged (SQLite total_changes(), as the
 * read cache): the shop reads call expireStaleOrders on every request, and then skip its three queries.
 */
const quiet = new WeakMap<Deps['db'], { changes: number, until: number }>()
const totalChanges = (deps: Deps): number => (deps.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n

/** The first moment any of the three sweeps below has something to do (the same conditions), or Infinity. */
function nextDue (deps: Deps): number {
  const row = deps.db.prepare(`SELECT MIN(t) AS t FROM (
    SELECT MIN(expires_at) AS t FROM orders WHERE status = 'created'
    UNION ALL SELECT MIN(o.paid_at) + ? FROM orders o JOIN listings l ON l.id = o.listing_id WHERE o.status = 'paid' AND l.asset_id IS NOT NULL
    UNION ALL SELECT MIN(proceeds_release_at) FROM orders WHERE proceeds_release_at IS NOT NULL
        AND proceeds_released_at IS NULL)`).get(DELIVER_SECONDS) as { t: number | null }
  return row.t ?? Infinity
}

/** Unpaid orders past their deadline time out: the listing goes back on sale and the coupon is returned. */
export function expireStaleOrders (deps: Deps): void {
  const known = quiet.get(deps.db)
  if (known && deps.now() < known.until && known.changes === totalChanges(deps)) return
  sweepOrders(deps)
  // inside a caller's transaction a rollback could bring due rows back without a change to count
  if (deps.db.inTransaction) quiet.delete(deps.db)
  else quiet.set(deps.db, { changes: totalChanges(deps), until: nextDue(deps) })
}

function sweepOrders (deps: Deps): void {
  const stale = deps.db.prepare("SELECT * FROM orders WHERE status = 'created' AND expires_at <= ?").all(deps.now()) as OrderRow[]
  if (stale.length > 0) {
    deps.db.transaction(() => {
      for (const order of stale) {
        moveOrder(deps, order, 'timed_out')
        releaseListing(deps, order)
        returnCoupon(deps, order)
      }
    })()
  }
  lapseUndelivered(deps)
  releaseDueProceeds(deps)
}

/** Paid orders whose seller missed the delivery deadline are cancelled: the buyer refunded, the item back in the seller's inventory. */
function lapseUndelivered (deps: Deps): void {
  const lapsed = deps.db.prepare(`SELECT o.* FROM orders o JOIN listings l ON l.id = o.listing_id
    WHERE o.status = 'paid' AND l.asset_id IS NOT NULL AND o.paid_at <= ?`).all(deps.now() - DELIVER_SECONDS) as OrderRow[]
  if (lapsed.length === 0) return
  deps.db.transaction(() => { for (const order of lapsed) cancelOrder(deps, order, '卖家超时未发货', 'deliver_timeout') })()
}

/** Completed orders past their trade protection: the seller's share moves from frozen to available. */
function releaseDueProceeds (deps: Deps): void {
  const now = deps.now()
  // proceeds_release_at is set only on completion; the partial index orders_proceeds_due finds the due rows without scanning completed orders
  const due = deps.db.prepare(`SELECT * FROM orders WHERE proceeds_release_at IS NOT NULL AND proceeds_released_at IS NULL AND proceeds_release_at <= ?`)
    .all(now) as OrderRow[]
  if (due.length === 0) return
  deps.db.transaction(() => {
    for (const order of due) {
      if (deps.db.prepare('UPDATE orders SET proceeds_released_at = ? WHERE id = ? AND proceeds_released_at IS NULL').run(now, order.id).changes !== 1) continue
      const net = order.price_cents - order.fee_cents
      moveMoney(deps.db, order.seller_id, { available: net, frozen: -net }, 'sale_settled', order.order_no, `出售饰品结算，交易保护期结束（订单 ${order.order_no}）`, now)
    }
  })()
}

function releaseListing (deps: Deps, order: OrderRow): void {
  deps.db.prepare("UPDATE listings SET status = 'on_sale' WHERE id = ? AND status = 'locked'").run(order.listing_id)
}

/** Steam trading needs a passed health check (status 3104) and a trade URL. */
export function assertCanTrade (deps: Deps, buyerId: number): void {
  const user = findUser(deps.db, buyerId)
  if (user.health_checked !== 1) fail(Status.healthCheck, '为保障交易安全，请先完成 Steam 账号检测')
  if (!user.trade_url) fail(Status.badRequest, '请先设置 Steam 交易链接')
}

export interface CreateInput { listingId: number, kind: OrderKind, rentDays?: number, couponId?: number }

/**
 * Creates an unpaid order and locks the listing, in the caller's transaction.
 * The conditional UPDATE on the listing (and the unique live-order index) make
 * sure two buyers racing for one listing get exactly one order.
 */
export function createOrder (deps: Deps, buyerId: number, input: CreateInput): OrderRow {
  const { db } = deps
  assertCanTrade(deps, buyerId)
  const listing = db.prepare('SELECT l.*, i.appid FROM listings l JOIN items i ON i.id = l.item_id WHERE l.id = ?').get(input.listingId) as
    {
      id: number,
      item_id: number,
      seller_id: number,
      price_cents: number,
      status: string,
      rentable: number,
      rent_daily_cents: number | null,
      rent_deposit_cents: number | null,
      appid: number
    } | undefined
  if (!listing) fail(Status.notFound, '在售饰品不存在')
  if (listing!.seller_id === buyerId) fail(Status.badRequest, '不能购买自己出售的饰品')
  if (input.kind === 'rent' && listing!.rentable !== 1) fail(Status.badRequest, '该饰品不支持租赁')
  const locked = db.prepare("UPDATE listings SET status = 'locked' WHERE id = ? AND status = 'on_sale'").run(listing!.id)
  if (locked.changes !== 1) fail(Status.conflict, '手慢了，该饰品已被其他买家下单')
  const now = deps.now()
  const rent = input.kind === 'rent'
  const price = rent ? listing!.rent_daily_cents! * input.rentDays! : listing!.price_cents
  const deposit = rent ? listing!.rent_deposit_cents! : null
  // a coupon discounts what the buyer spends (the price, or the rent fee), never the deposit, which is refunded in full on return
  const coupon = input.couponId ? takeCoupon(deps, buyerId, input.couponId, price, listing!.appid) : { id: null, discount: 0 }
  const id = Number(db.prepare(`INSERT INTO orders (order_no, kind, status, buyer_id, seller_id, listing_id, item_id, price_cents, fee_cents, coupon_id,
      coupon_discount_cents, pay_amount_cents, rent_days, rent_deposit_cents, created_at, expires_at)
      VALUES (?, ?, 'created', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(`tmp-${randomBytes(8).toString('hex')}`, input.kind, buyerId, listing!.seller_id, listing!.id, listing!.item_id, price, tradeFee(price),
      coupon.id, coupon.discount,
      price - coupon.discount + (deposit ?? 0), rent ? input.rentDays : null, deposit, now, now + ORDER_PAY_SECONDS).lastInsertRowid)
  const orderNo = orderNumber(now, id)
  db.prepare('UPDATE orders SET order_no = ? WHERE id = ?').run(orderNo, id)
  settleSaleFee(deps, id)
  if (coupon.id) db.prepare('UPDATE coupons SET used_order_id = ? WHERE id = ?').run(id, coupon.id)
  db.prepare("INSERT INTO order_events (order_id, status, at) VALUES (?, 'created', ?)").run(id, now)
  return db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow
}

/** An order is paid from the balance or on a channel that answers at once (Alipay's hand-off is for recharges). */
export type OrderPayChannel = Exclude<PayChannel, 'alipay'>

export interface PayInput {
  channel: OrderPayChannel, payPassword?: string, idempotencyKey?: string
  /** what the payer's page sent: an external channel may read its own fields */
  params: Readonly<Record<string, unknown>>
}

/** Balance payments need the switch on and the right pay password; 3000 asks the page to open its keypad. */
export function checkPayPassword (deps: Deps, userId: number, payPassword: string | undefined): void {
  const user = findUser(deps.db, userId)
  if (user.pay_password_enabled !== 1) fail(Status.balancePayOff, '余额支付已关闭，请在设置中开启支付密码开关')
  if (!user.pay_password_hash) fail(Status.payPasswordNeeded, '请先设置支付密码', { reason: 'not_set' })
  if (!payPassword) fail(Status.payPasswordNeeded, '请输入支付密码', { reason: 'required' })
  verifyPayPassword(deps, userId, user.pay_password_hash, payPassword!)
}

/**
 * Pays a created order, in the caller's transaction (the caller answers a repeated
 * idempotency key before calling: model/idempotency). Any failure throws, so the
 * caller's transaction leaves nothing half done.
 */
export function payOrder (deps: Deps, buyerId: number, order: OrderRow, input: PayInput): { pay_no: string, order: OrderRow } {
  const { db } = deps
  const now = deps.now()
  if (order.status !== 'created') fail(Status.conflict, order.status === 'timed_out' ? '订单已超时，请重新下单' : '订单已支付或已关闭，请勿重复支付')
  if (order.expires_at <= now) fail(Status.conflict, '订单已超时，请重新下单')
  const payNo = `PAY${now}${randomBytes(5).toString('hex')}`
  if (input.channel === 'balance') {
    checkPayPassword(deps, buyerId, input.payPassword)
    moveMoney(db, buyerId, { available: -order.pay_amount_cents }, 'pay', order.order_no, `购买饰品（订单 ${order.order_no}）`, now)
  } else {
    const charged = deps.providers.payments.charge({ payNo, channel: input.channel, amountCents: order.pay_amount_cents, params: input.params })
    if ('declined' in charged) fail(Status.payFailed, charged.declined)
  }
  db.prepare(`INSERT INTO payments (pay_no, user_id, purpose, order_id, channel, amount_cents, status, idem_key, created_at)
    VALUES (?, ?, 'order', ?, ?, ?, 'success', ?, ?)`).run(payNo, buyerId, order.id, input.channel, order.pay_amount_cents, input.idempotencyKey ?? null, now)
  // the seller's share waits, frozen, until the buyer accepts the trade offer
  moveMoney(db, order.seller_id, { frozen: order.price_cents - order.fee_cents }, 'sale_frozen', order.order_no, `出售饰品待结算（订单 ${order.order_no}）`, now)
  moveOrder(deps, order, 'paid', { at: now, channel: input.channel })
  db.prepare("INSERT INTO offers (offer_no, order_id, buyer_id, status, created_at, updated_at) VALUES (?, ?, ?, 'wait', ?, ?)")
    .run(`OF${order.order_no}`, order.id, buyerId, now, now)
  if (needsDelivery(deps, order)) tellSellerPaid(deps, order)
  return { pay_no: payNo, order: db.prepare('SELECT * FROM orders WHERE id = ?').get(order.id) as OrderRow }
}

/**
 * Cancels an order (the buyer, a declined offer, a missed delivery deadline, the seller); a paid order is refunded to
 * the balance. A cancel on the seller's side takes the listing off sale (the item goes back to the inventory) and
 * counts against the seller's delivery rate.
 */
export function cancelOrder (deps: Deps, order: OrderRow, reason: string, cause: CancelReason): void {
  const { db } = deps
  const now = deps.now()
  const wasPaid = order.status === 'paid' || order.status === 'offer_sent'
  moveOrder(deps, order, 'cancelled')
  db.prepare('UPDATE orders SET cancel_reason = ? WHERE id = ?').run(cause, order.id)
  order.cancel_reason = cause
  const sellersFault = cause === 'deliver_timeout' || cause === 'seller'
  if (sellersFault) db.prepare("UPDATE listings SET status = 'off' WHERE id = ? AND status = 'locked'").run(order.listing_id)
  else releaseListing(deps, order)
  if (sellersFault) refreshSellerStats(deps, order.seller_id)
  if (wasPaid) {
    // refunds always go to the balance (external channels too: there is no real provider to refund to)
    moveMoney(db, order.buyer_id, { available: order.pay_amount_cents }, 'refund', order.order_no, `${reason}退款（订单 ${order.order_no}）`, now)
    moveMoney(db, order.seller_id, { frozen: -(order.price_cents - order.fee_cents) }, 'sale_frozen', order.order_no, `订单取消，冻结撤回（订单 ${order.order_no}）`, now)
    db.prepare("UPDATE offers SET status = 'declined', updated_at = ? WHERE order_id = ?").run(now, order.id)
    if ((cause === 'deliver_timeout' || cause === 'declined') && needsDelivery(deps, order)) tellSellerCancelled(deps, order, cause)
  } else {
    returnCoupon(deps, order)
  }
}

/** The Steam trade offer of a paid order: the listing's asset to the buyer's trade URL, carrying the trade's code. */
export function tradeOfferOf (deps: Deps, order: OrderRow): TradeOffer {
  // the Steam offer carries the trade's code, which the buyer compares with the one shown on the offer page
  const code = (deps.db.prepare('SELECT verify_code FROM offers WHERE order_id = ?').get(order.id) as { verify_code: string | null } | undefined)?.verify_code
    ?? ''
  const item = loadItem(deps.db, order.item_id)
  const listing = deps.db.prepare('SELECT asset_id FROM listings WHERE id = ?').get(order.listing_id) as { asset_id: string | null } | undefined
  const buyer = deps.db.prepare('SELECT trade_url FROM users WHERE id = ?').get(order.buyer_id) as { trade_url: string | null } | undefined
  return {
    tradeUrl: buyer?.trade_url ?? null,
    assetId: listing?.asset_id ?? null,
    appid: item?.appid ?? 730,
    message: offerMessage(code, item?.name ?? '饰品', order.order_no)
  }
}

/**
 * Records the trade offer Steam took (deps.providers.steamTrade: a real seller's by send-offer; the shop's own, when
 * the buyer reminds it), in the caller's transaction.
 */
export function sendOffer (deps: Deps, order: OrderRow): void {
  const now = deps.now()
  const { message } = tradeOfferOf(deps, order)
  moveOrder(deps, order, 'offer_sent')
  deps.db.prepare('UPDATE orders SET offer_sent_at = ? WHERE id = ?').run(now, order.id)
  order.offer_sent_at = now
  deps.db.prepare("UPDATE offers SET status = 'sent', message = ?, updated_at = ? WHERE order_id = ?").run(message, now, order.id)
  if (needsDelivery(deps, order)) refreshSellerStats(deps, order.seller_id)
}

/** A sale of a CS2 item stays reversible on Steam for 7 days: its proceeds are released then (rentals and DOTA2 at once). */
function proceedsReleaseAt (deps: Deps, order: OrderRow, now: number): number {
  if (order.kind === 'rent') return now
  const appid = (deps.db.prepare('SELECT appid FROM items WHERE id = ?').get(order.item_id) as { appid: number }).appid
  return PROTECTED_APPIDS.includes(appid) ? now + TRADE_PROTECTION_SECONDS : now
}

/**
 * The buyer accepts the offer: the order completes, the seller's share is settled, and a bought item lands in the
 * buyer's Steam inventory on Steam's 7-day hold (a rental does not: it goes back). The buyer passed the Steam check to
 * order (assertCanTrade), so a bound account is there; grantAsset refuses one without.
 */
export function completeOrder (deps: Deps, order: OrderRow): void {
  const { db } = deps
  const now = deps.now()
  moveOrder(deps, order, 'completed')
  db.prepare("UPDATE offers SET status = 'accepted', updated_at = ? WHERE order_id = ?").run(now, order.id)
  // a rented item stays locked until it is returned; a bought one is sold
  if (order.kind !== 'rent') db.prepare("UPDATE listings SET status = 'sold' WHERE id = ?").run(order.listing_id)
  const net = order.price_cents - order.fee_cents
  const releaseAt = proceedsReleaseAt(deps, order, now)
  db.prepare('UPDATE orders SET completed_at = ?, proceeds_release_at = ?, proceeds_released_at = ? WHERE id = ?').run(
    now,
    releaseAt,
    releaseAt === now ? now : null,
    order.id
  )
  Object.assign(order, { completed_at: now, proceeds_release_at: releaseAt, proceeds_released_at: releaseAt === now ? now : null })
  if (releaseAt === now) moveMoney(db, order.seller_id, { available: net, frozen: -net }, 'sale_settled', order.order_no, `出售饰品结算（订单 ${order.order_no}）`, now)
  payCompletionPerks(deps, order.id)
  if (order.kind !== 'rent') {
    const wear = (db.prepare('SELECT wear FROM listings WHERE id = ?').get(order.listing_id) as { wear: string | null }).wear
    recordSale(deps, { item_id: order.item_id, price_cents: order.price_cents, wear, sold_at: now })
    grantAsset(deps, { userId: order.buyer_id, itemId: order.item_id, wear, source: 'buy', sourceRef: order.order_no, holdDays: NEW_ITEM_HOLD_DAYS })
  }
  if (needsDelivery(deps, order)) tellSellerCompleted(deps, order)
}

/** The order a payment paid. */
export const orderByPayNo = (deps: Deps, payNo: string): OrderRow =>
  deps.db.prepare('SELECT o.* FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.pay_no = ?').get(payNo) as OrderRow

/** A seller's cheapest listing on sale of an item (the oldest of equal prices), or undefined. */
export const cheapestListingOf = (deps: Deps, itemId: number, sellerId: number): number | undefined =>
  deps.db.prepare("SELECT id FROM listings WHERE item_id = ? AND seller_id = ? AND status = 'on_sale' ORDER BY price_cents, id LIMIT 1")
    .pluck().get(itemId, sellerId) as number | undefined

/** How many of the buyer's orders wait on the buyer: unpaid ones, and trade offers sent and not yet accepted. */
export function ordersWaitingOnBuyer (deps: Deps, buyerId: number): number {
  const placeholders = PENDING_FOR_BUYER.map(() => '?').join(', ')
  return (deps.db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE buyer_id = ? AND status IN (${placeholders})`).get(
    buyerId,
    ...PENDING_FOR_BUYER
  ) as { n: number }).n
}

export const orderById = (deps: Deps, id: number): OrderRow => deps.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow

/** An order's fee in cents (a fee-free promotion may have waived it). */
export const orderFee = (deps: Deps, orderNo: string): number =>
  (deps.db.prepare('SELECT fee_cents FROM orders WHERE order_no = ?').get(orderNo) as { fee_cents: number }).fee_cents

/** The longest rental a listing's seller allows, in days (null or 0: no cap of its own; undefined: no such listing). */
export const rentMaxDays = (deps: Deps, listingId: number): number | null | undefined =>
  (deps.db.prepare('SELECT rent_max_days FROM listings WHERE id = ?').get(listingId) as { rent_max_days: number | null } | undefined)?.rent_max_days

/** A completed rental comes back (inside the caller's transaction): marked returned once, listing on sale again, deposit refunded. */
export function returnRental (deps: Deps, userId: number, order: OrderRow): void {
  const { db } = deps
  const result = db.prepare('UPDATE orders SET rent_returned_at = ? WHERE id = ? AND rent_returned_at IS NULL').run(deps.now(), order.id)
  if (result.changes !== 1) fail(Status.conflict, '该饰品已归还')
  db.prepare("UPDATE listings SET status = 'on_sale' WHERE id = ?").run(order.listing_id)
  moveMoney(db, userId, { available: order.rent_deposit_cents ?? 0 }, 'rent_deposit_refund', order.order_no, `归还租赁饰品，押金退还（订单 ${order.order_no}）`, deps.now())
}
