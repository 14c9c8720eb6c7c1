import type { Deps } from '../deps'
import type { BuyOrder } from '../../types/api'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { itemSummary, loadItem } from './catalogue'
import { moveMoney } from './wallet'

/** A buy order (求购) as stored: price × quantity stays frozen on the buyer's balance until it is cancelled. */
export interface BuyOrderRow {
  id: number, item_id: number, price_cents: number, quantity: number, filled: number, frozen_cents: number,
  min_wear_e4: number | null, max_wear_e4: number | null, status: BuyOrder['status'], created_at: number
}

/** An open buy order of an item as others see it: no buyer, what is left to fill. */
export interface ItemBuyOrderRow {
  id: number, price_cents: number, remaining: number, min_wear_e4: number | null, max_wear_e4: number | null, created_at: number
}

/** The most buy orders one user may keep open. */
export const OPEN_BUY_ORDERS_MAX = 20

/** A wear bound in ten-thousandths as text ("0.1500"), or null for no bound. */
export const formatWear = (e4: number | null): string | null =>
  e4 === null ? null : `${Math.floor(e4 / 10000)}.${String(e4 % 10000).padStart(4, '0')}`

export function buyOrderView (deps: Deps, row: BuyOrderRow): BuyOrder {
  return {
    buy_order_id: row.id,
    item: itemSummary(loadItem(deps.db, row.item_id)!),
    price: formatCents(row.price_cents),
    quantity: row.quantity,
    frozen: formatCents(row.frozen_cents),
    min_wear: formatWear(row.min_wear_e4 ?? null),
    max_wear: formatWear(row.max_wear_e4 ?? null),
    filled: row.filled,
    status: row.status,
    created_at: row.created_at
  }
}

export const buyOrderRow = (deps: Deps, id: number): BuyOrderRow =>
  deps.db.prepare('SELECT * FROM buy_orders WHERE id = ?').get(id) as BuyOrderRow

/** The user's latest 50 buy orders, newest first. */
export const myBuyOrders = (deps: Deps, userId: number): BuyOrderRow[] =>
  deps.db.prepare('SELECT * FROM buy_orders WHERE user_id = ? ORDER BY id DESC LIMIT 50').all(userId) as BuyOrderRow[]

export interface NewBuyOrder { itemId: number, price: number, quantity: number, minWear: number | null, maxWear: number | null }

/** Places a buy order and freezes price × quantity, in the caller's transaction; at most 20 open per user. Returns its id. */
export function placeBuyOrder (deps: Deps, userId: number, input: NewBuyOrder): number {
  const { db } = deps
  const open = db.prepare("SELECT COUNT(*) AS n FROM buy_orders WHERE user_id = ? AND status = 'open'").get(userId) as { n: number }
  if (open.n >= OPEN_BUY_ORDERS_MAX) fail(Status.conflict, `进行中的求购最多 ${OPEN_BUY_ORDERS_MAX} 个`)
  const total = input.price * input.quantity
  const id = Number(db.prepare(`INSERT INTO buy_orders (user_id, item_id, price_cents, quantity, frozen_cents, min_wear_e4, max_wear_e4, status, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?)`)
    .run(userId, input.itemId, input.price, input.quantity, total, input.minWear, input.maxWear, deps.now()).lastInsertRowid)
  moveMoney(db, userId, { available: -total, frozen: total }, 'buy_order_freeze', `buy:${id}`, `求购冻结（求购单 ${id}）`, deps.now())
  return id
}

/** Cancels the user's open buy order and releases its frozen money, in the caller's transaction. */
export function cancelBuyOrder (deps: Deps, userId: number, buyOrderId: number): BuyOrderRow {
  const { db } = deps
  const row = db.prepare('SELECT * FROM buy_orders WHERE id = ? AND user_id = ?').get(buyOrderId, userId) as BuyOrderRow | undefined
  if (!row) fail(Status.notFound, '求购单不存在')
  if (db.prepare("UPDATE buy_orders SET status = 'cancelled' WHERE id = ? AND status = 'open'").run(row!.id).changes !== 1) {
    fail(Status.conflict, '求购单已结束')
  }
  const release = { available: row!.frozen_cents, frozen: -row!.frozen_cents }
  moveMoney(db, userId, release, 'buy_order_release', `buy:${row!.id}`, `求购取消解冻（求购单 ${row!.id}）`, deps.now())
  return buyOrderRow(deps, row!.id)
}

/** The highest price of an item's open, unfilled buy orders, or null. */
export const highestBid = (deps: Deps, itemId: number): number | null =>
  (deps.db.prepare("SELECT MAX(price_cents) AS cents FROM buy_orders WHERE item_id = ? AND status = 'open' AND filled < quantity")
    .get(itemId) as { cents: number | null }).cents

/** An item's open buy orders, the highest first (then the oldest), at most 50, and the units all of them still want. */
export function itemBuyOrders (deps: Deps, itemId: number): { rows: ItemBuyOrderRow[], totalRemaining: number } {
  const { db } = deps
  const rows = db.prepare(`SELECT id, price_cents, quantity - filled AS remaining, min_wear_e4, max_wear_e4, created_at FROM buy_orders
    WHERE item_id = ? AND status = 'open' AND filled < quantity ORDER BY price_cents DESC, created_at ASC, id ASC LIMIT 50`).all(itemId) as ItemBuyOrderRow[]
  const total = db.prepare("SELECT COALESCE(SUM(quantity - filled), 0) AS n FROM buy_orders WHERE item_id = ? AND status = 'open'").get(itemId) as { n: number }
  return { rows, totalRemaining: total.n }
}

/** Where a buy order stands (any buyer's), or undefined when there is none. */
export const buyOrderState = (deps: Deps, id: number): { status: string, filled: number, quantity: number } | undefined =>
  deps.db.prepare('SELECT status, filled, quantity FROM buy_orders WHERE id = ?').get(id) as { status: string, filled: number, quantity: number } | undefined
