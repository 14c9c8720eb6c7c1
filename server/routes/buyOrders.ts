import type { Api } from '../http/context'
import type { BuyOrder } from '../../types/api'
import { int, money, optional, parse, payPassword } from '../http/validate'
import { checkPayPassword } from '../model/orders'
import { moveMoney } from '../model/wallet'
import { itemSummary, loadItem } from '../model/catalogue'
import { LIMITS } from '../domain/fees'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'

interface BuyOrderRow { id: number, item_id: number, price_cents: number, quantity: number, frozen_cents: number, status: BuyOrder['status'], created_at: number }

/**
 * Buy orders (求购): the buyer names a price and a quantity; price × quantity is
 * frozen on the balance (so it cannot be spent twice) until the buy order is cancelled.
 */
export function buyOrderRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps
  const view = (row: BuyOrderRow): BuyOrder => ({
    buy_order_id: row.id,
    item: itemSummary(loadItem(db, row.item_id)!),
    price: formatCents(row.price_cents),
    quantity: row.quantity,
    frozen: formatCents(row.frozen_cents),
    status: row.status,
    created_at: row.created_at
  })

  api.route('/v4/trade/buy-order/create', (call) => {
    const userId = call.userId()
    const q = parse(call.params, {
      item_id: int('饰品', 1),
      price: money('求购单价', LIMITS.priceMin, LIMITS.priceMax),
      quantity: optional(int('求购数量', 1, LIMITS.buyOrderQuantityMax), 1),
      pay_password: optional(payPassword())
    })
    if (!loadItem(db, q.item_id)) fail(Status.notFound, '饰品不存在')
    return db.transaction(() => {
      checkPayPassword(deps, userId, q.pay_password)
      const open = db.prepare("SELECT COUNT(*) AS n FROM buy_orders WHERE user_id = ? AND status = 'open'").get(userId) as { n: number }
      if (open.n >= 20) fail(Status.conflict, '进行中的求购最多 20 个')
      const total = q.price * q.quantity
      const id = Number(db.prepare("INSERT INTO buy_orders (user_id, item_id, price_cents, quantity, frozen_cents, status, created_at) VALUES (?, ?, ?, ?, ?, 'open', ?)")
        .run(userId, q.item_id, q.price, q.quantity, total, deps.now()).lastInsertRowid)
      moveMoney(db, userId, { available: -total, frozen: total }, 'buy_order_freeze', `buy:${id}`, `求购冻结（求购单 ${id}）`, deps.now())
      return view(db.prepare('SELECT * FROM buy_orders WHERE id = ?').get(id) as BuyOrderRow)
    })()
  })

  api.route('/v4/trade/buy-order/list', (call) => {
    const userId = call.userId()
    return (db.prepare('SELECT * FROM buy_orders WHERE user_id = ? ORDER BY id DESC LIMIT 50').all(userId) as BuyOrderRow[]).map(view)
  })

  api.route('/v4/trade/buy-order/cancel', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { buy_order_id: int('求购单', 1) })
    return db.transaction(() => {
      const row = db.prepare('SELECT * FROM buy_orders WHERE id = ? AND user_id = ?').get(q.buy_order_id, userId) as BuyOrderRow | undefined
      if (!row) fail(Status.notFound, '求购单不存在')
      if (db.prepare("UPDATE buy_orders SET status = 'cancelled' WHERE id = ? AND status = 'open'").run(row!.id).changes !== 1) fail(Status.conflict, '求购单已结束')
      moveMoney(db, userId, { available: row!.frozen_cents, frozen: -row!.frozen_cents }, 'buy_order_release', `buy:${row!.id}`, `求购取消解冻（求购单 ${row!.id}）`, deps.now())
      return view(db.prepare('SELECT * FROM buy_orders WHERE id = ?').get(row!.id) as BuyOrderRow)
    })()
  })
}
