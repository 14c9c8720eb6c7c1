import type { Api } from '../http/context'
import type { BuyOrder } from '../../types/api'
import { idempotencyKey, int, money, optional, parse, payPassword } from '../http/validate'
import { checkPayPassword } from '../model/orders'
import { moveMoney } from '../model/wallet'
import { bindKey, earlierUse, idempotencyKeyOf } from '../model/idempotency'
import { itemSummary, loadItem } from '../model/catalogue'
import { LIMITS } from '../domain/fees'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { wearBound } from '../http/wearBound'

interface BuyOrderRow { id: number, item_id: number, price_cents: number, quantity: number, filled: number, frozen_cents: number, min_wear_e4: number | null, max_wear_e4: number | null, status: BuyOrder['status'], created_at: number }

export const formatWear = (e4: number | null): string | null => e4 === null ? null : `${Math.floor(e4 / 10000)}.${String(e4 % 10000).padStart(4, '0')}`

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
    min_wear: formatWear(row.min_wear_e4 ?? null),
    max_wear: formatWear(row.max_wear_e4 ?? null),
    filled: row.filled,
    status: row.status,
    created_at: row.created_at
  })

  api.write('/v4/trade/buy-order/create', (call) => {
    const userId = call.userId()
    const q = parse(call.params, {
      item_id: int('饰品', 1),
      price: money('求购单价', LIMITS.priceMin, LIMITS.priceMax),
      quantity: optional(int('求购数量', 1, LIMITS.buyOrderQuantityMax), 1),
      pay_password: optional(payPassword()),
      idempotency_key: idempotencyKey()
    })
    const item = loadItem(db, q.item_id)
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
    return db.transaction(() => {
      const earlier = key ? earlierUse(deps, userId, key, 'buy_order', fingerprint) : null
      if (earlier !== null) return view(db.prepare('SELECT * FROM buy_orders WHERE id = ?').get(Number(earlier)) as BuyOrderRow)
      checkPayPassword(deps, userId, q.pay_password)
      const open = db.prepare("SELECT COUNT(*) AS n FROM buy_orders WHERE user_id = ? AND status = 'open'").get(userId) as { n: number }
      if (open.n >= 20) fail(Status.conflict, '进行中的求购最多 20 个')
      const total = q.price * q.quantity
      const id = Number(db.prepare("INSERT INTO buy_orders (user_id, item_id, price_cents, quantity, frozen_cents, min_wear_e4, max_wear_e4, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?)")
        .run(userId, q.item_id, q.price, q.quantity, total, minWear ?? null, maxWear ?? null, deps.now()).lastInsertRowid)
      moveMoney(db, userId, { available: -total, frozen: total }, 'buy_order_freeze', `buy:${id}`, `求购冻结（求购单 ${id}）`, deps.now())
      if (key) bindKey(deps, userId, key, 'buy_order', fingerprint, String(id))
      return view(db.prepare('SELECT * FROM buy_orders WHERE id = ?').get(id) as BuyOrderRow)
    })()
  })

  api.route('/v4/trade/buy-order/list', (call) => {
    const userId = call.userId()
    return (db.prepare('SELECT * FROM buy_orders WHERE user_id = ? ORDER BY id DESC LIMIT 50').all(userId) as BuyOrderRow[]).map(view)
  })

  api.write('/v4/trade/buy-order/cancel', (call) => {
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
