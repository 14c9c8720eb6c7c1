import type { Deps } from '../deps'
import type { GrabDrop, GrabOrder, GrabState } from '../../src/contract/deals'
import { formatCents } from '../domain/money'
import { beijingTime } from '../domain/beijingDay'
import { fail, Status } from '../domain/status'
import { itemSummary, loadItem } from './catalogue'
import { grantAsset } from './grants'
import { moveMoney } from './wallet'

/** Timed drops (限时抢; server/README.md "Haggle and grab"): list, grab, my grabs, withdrawal to Steam. */

interface DropRow {
  id: number,
  item_id: number,
  title: string,
  price_cents: number,
  stock: number,
  sold: number,
  per_user_limit: number,
  starts_at: number,
  ends_at: number
}
interface OrderRow {
  id: number,
  grab_no: string,
  drop_id: number,
  user_id: number,
  price_cents: number,
  idem_key: string | null,
  created_at: number,
  withdrawn_at: number | null,
  asset_id: string | null
}

export function dropState (row: DropRow, now: number): GrabState {
  if (now < row.starts_at) return 'upcoming'
  if (now >= row.ends_at) return 'ended'
  return row.sold >= row.stock ? 'sold_out' : 'live'
}

const ORDER: Record<GrabState, number> = { live: 0, upcoming: 1, sold_out: 2, ended: 3 }

function countOf (deps: Deps, dropId: number, userId: number | null): number {
  if (userId === null) return 0
  return (deps.db.prepare('SELECT COUNT(*) AS n FROM grab_orders WHERE drop_id = ? AND user_id = ?').get(dropId, userId) as { n: number }).n
}

function dropView (deps: Deps, row: DropRow, viewerId: number | null): GrabDrop {
  const item = loadItem(deps.db, row.item_id)!
  return {
    drop_id: row.id,
    title: row.title,
    item: itemSummary(item),
    price: formatCents(row.price_cents),
    ref_price: formatCents(item.ref_price_cents),
    stock: row.stock,
    left: row.stock - row.sold,
    per_user_limit: row.per_user_limit,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    state: dropState(row, deps.now()),
    my_count: countOf(deps, row.id, viewerId)
  }
}

function dropRow (deps: Deps, dropId: number): DropRow {
  return (deps.db.prepare('SELECT * FROM grab_drops WHERE id = ?').get(dropId) as DropRow | undefined) ?? fail(Status.notFound, '抢购活动不存在')
}

/** Live drops first, then upcoming (soonest first), sold out, ended (the last 3 days only). */
export function grabDrops (deps: Deps, viewerId: number | null): GrabDrop[] {
  const rows = deps.db.prepare('SELECT * FROM grab_drops WHERE ends_at > ? ORDER BY starts_at, id').all(deps.now() - 3 * 86400) as DropRow[]
  return rows.map((row) => dropView(deps, row, viewerId)).sort((a, b) => ORDER[a.state] - ORDER[b.state])
}

export function grabDrop (deps: Deps, dropId: number, viewerId: number | null): GrabDrop {
  return dropView(deps, dropRow(deps, dropId), viewerId)
}

function orderView (deps: Deps, row: OrderRow): GrabOrder {
  const drop = dropRow(deps, row.drop_id)
  return {
    grab_no: row.grab_no,
    drop_id: row.drop_id,
    item: itemSummary(loadItem(deps.db, drop.item_id)!),
    price: formatCents(row.price_cents),
    created_at: row.created_at,
    status: row.withdrawn_at === null ? 'held' : 'withdrawn',
    withdrawn_at: row.withdrawn_at,
    asset_id: row.asset_id
  }
}

/**
 * One grab: pays the drop price from the balance, takes one unit of stock and counts against the per-user limit, all in one
 * transaction (a refusal changes nothing). A repeat of the same idempotency key answers the first grab.
 */
export function grab (deps: Deps, userId: number, dropId: number, idemKey: string | undefined): GrabOrder {
  return deps.db.transaction(() => {
    if (idemKey !== undefined) {
      const earlier = deps.db.prepare('SELECT * FROM grab_orders WHERE user_id = ? AND idem_key = ?').get(userId, idemKey) as OrderRow | undefined
      if (earlier) return earlier.drop_id === dropId ? orderView(deps, earlier) : fail(Status.conflict, '该幂等键已用于其他操作，请换一个')
    }
    const drop = dropRow(deps, dropId)
    const now = deps.now()
    const state = dropState(drop, now)
    if (state === 'upcoming') fail(Status.conflict, `抢购尚未开始，${beijingTime(drop.starts_at)} 开抢`)
    if (state === 'ended') fail(Status.conflict, '抢购已结束')
    if (state === 'sold_out') fail(Status.conflict, '已抢光，下次早点来')
    if (countOf(deps, dropId, userId) >= drop.per_user_limit) fail(Status.conflict, `每人限抢 ${drop.per_user_limit} 件，你已抢满`)
    // the WHERE keeps the stock from going below zero even if two grabs raced past the state check
    if (deps.db.prepare('UPDATE grab_drops SET sold = sold + 1 WHERE id = ? AND sold < stock').run(dropId).changes !== 1) fail(Status.conflict, '已抢光，下次早点来')
    const next = (deps.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM grab_orders').get() as { n: number }).n
    const grabNo = `G${now}${String(next).padStart(6, '0')}`
    moveMoney(deps.db, userId, { available: -drop.price_cents }, 'pay', grabNo, `限时抢：${drop.title}`, now)
    const id = Number(deps.db.prepare('INSERT INTO grab_orders (grab_no, drop_id, user_id, price_cents, idem_key, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(grabNo, dropId, userId, drop.price_cents, idemKey ?? null, now).lastInsertRowid)
    return orderView(deps, deps.db.prepare('SELECT * FROM grab_orders WHERE id = ?').get(id) as OrderRow)
  })()
}

/** My grabs, newest first; `heldOnly` keeps the ones still held by the shop. */
export function grabOrders (deps: Deps, userId: number, page: number, pageSize: number, heldOnly: boolean): { list: GrabOrder[], total: number } {
  const where = `user_id = ?${heldOnly ? ' AND withdrawn_at IS NULL' : ''}`
  const total = (deps.db.prepare(`SELECT COUNT(*) AS n FROM grab_orders WHERE ${where}`).get(userId) as { n: number }).n
  const rows = deps.db.prepare(`SELECT * FROM grab_orders WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(
    userId,
    pageSize,
    (page - 1) * pageSize
  ) as OrderRow[]
  return { list: rows.map((row) => orderView(deps, row)), total }
}

/** 取回到 Steam: the held item enters the user's Steam inventory (grantAsset once per grab); a repeat answers the same asset. */
export function withdrawGrab (deps: Deps, userId: number, grabNo: string): GrabOrder {
  return deps.db.transaction(() => {
    const row = deps.db.prepare('SELECT * FROM grab_orders WHERE grab_no = ? AND user_id = ?').get(grabNo, userId) as OrderRow | undefined
    if (!row) fail(Status.notFound, '抢购记录不存在')
    if (row!.withdrawn_at !== null) return orderView(deps, row!)
    const drop = dropRow(deps, row!.drop_id)
    const assetId = grantAsset(deps, { userId, itemId: drop.item_id, source: 'grab', sourceRef: grabNo })
    deps.db.prepare('UPDATE grab_orders SET withdrawn_at = ?, asset_id = ? WHERE id = ?').run(deps.now(), assetId, row!.id)
    return orderView(deps, { ...row!, withdrawn_at: deps.now(), asset_id: assetId })
  })()
}
