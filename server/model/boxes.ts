import type { Deps } from '../deps'
import type { BoxDetail, BoxOpening, BoxRecent, BoxSummary } from '../../types/api'
import { fail, Status } from '../domain/status'
import { formatCents } from '../domain/money'
import { moveMoney } from './wallet'
import { INVENTORY_STATE_TEXT } from './inventory'
import { findUser } from './users'
import { grantAsset } from './grants'
import { fairDraw, fairRecordsByIds } from './fairness'
import { prizeItem, publicPerson } from './prizeItems'
import { prizeReferenceCents, realisableCents, returnToPlayer, type ReturnToPlayer } from '../domain/returnToPlayer'
import { referencePrices, refuseIfPaused, returnView } from './returnToPlayer'
import { beijingDayStart } from '../domain/beijingDay'

/**
 * Gift boxes and the koi draw (server/README.md "Gift boxes and the koi draw"): a box is an odds table of catalogue
 * items; opening pays price × count from the balance (or uses a free daily chance), draws each with fairDraw and
 * grants each result into the inventory, all in one transaction keyed by the client's idempotency key.
 */

export const BOX_COUNTS = [1, 5] as const

interface BoxRow { id: number, kind: 'box' | 'koi', appid: number, name: string, price_cents: number, free_per_day: number, sort: number }
interface EntryRow { box_id: number, k: number, item_id: number, wear: string | null, value_cents: number, odds_ppm: number }
interface BatchRow { id: number, user_id: number, box_id: number, idem_key: string, count: number, paid_cents: number, free: number }

function loadBox (deps: Deps, boxId: number): BoxRow {
  return (deps.db.prepare('SELECT * FROM boxes WHERE id = ?').get(boxId) as BoxRow | undefined) ?? fail(Status.notFound, '礼盒不存在')
}
const entriesOf = (deps: Deps, boxId: number): EntryRow[] => deps.db.prepare('SELECT * FROM box_items WHERE box_id = ? ORDER BY k').all(boxId) as EntryRow[]

/** One paid opening's return to player: each entry's item at its reference price now, after the sell fee, against the price. */
function boxReturn (deps: Deps, box: BoxRow, entries: readonly EntryRow[]): ReturnToPlayer {
  const prices = referencePrices(deps, entries.map((entry) => entry.item_id))
  return returnToPlayer(
    box.price_cents,
    entries.map((entry) => ({ returnCents: realisableCents(prizeReferenceCents(prices.get(entry.item_id)!)), oddsPpm: entry.odds_ppm }))
  )
}
const boxWhat = (box: BoxRow): string => box.kind === 'koi' ? '锦鲤抽奖' : '礼盒'

function summary (deps: Deps, box: BoxRow): BoxSummary {
  const entries = entriesOf(deps, box.id)
  const top = entries.reduce((best, entry) => entry.value_cents > best.value_cents ? entry : best, entries[0])
  return {
    id: box.id,
    kind: box.kind,
    appid: box.appid,
    name: box.name,
    price: formatCents(box.price_cents),
    cover: prizeItem(deps.db, top.item_id, top.wear, top.value_cents),
    item_count: entries.length,
    top_value: formatCents(top.value_cents),
    return_to_player: returnView(boxReturn(deps, box, entries), boxWhat(box))
  }
}

export function boxList (deps: Deps, kind: 'box' | 'koi', appid: number | null): BoxSummary[] {
  const rows = deps.db.prepare(`SELECT * FROM boxes WHERE kind = ? ${appid === null ? '' : 'AND appid = ?'} ORDER BY sort, id`)
    .all(...(appid === null ? [kind] : [kind, appid])) as BoxRow[]
  return rows.map((row) => summary(deps, row))
}

function freeLeft (deps: Deps, box: BoxRow, userId: number): number {
  const used = (deps.db.prepare('SELECT COUNT(*) AS n FROM box_batches WHERE user_id = ? AND box_id = ? AND free = 1 AND created_at >= ?')
    .get(userId, box.id, beijingDayStart(deps.now())) as { n: number }).n
  return Math.max(0, box.free_per_day - used)
}

export function boxDetail (deps: Deps, viewerId: number | null, boxId: number): BoxDetail {
  const box = loadBox(deps, boxId)
  return {
    ...summary(deps, box),
    entries: entriesOf(deps, boxId).map((entry) => ({
      k: entry.k,
      item: prizeItem(deps.db, entry.item_id, entry.wear, entry.value_cents),
      odds_ppm: entry.odds_ppm
    })),
    free_per_day: box.free_per_day,
    free_left: viewerId === null ? null : freeLeft(deps, box, viewerId)
  }
}

function openingView (deps: Deps, batch: BatchRow): BoxOpening {
  const { db } = deps
  const opens = db.prepare('SELECT * FROM box_opens WHERE batch_id = ? ORDER BY id').all(batch.id) as { draw_id: number, k: number, asset_id: string }[]
  const records = fairRecordsByIds(deps, opens.map((open) => open.draw_id))
  const entries = new Map(entriesOf(deps, batch.box_id).map((entry) => [entry.k, entry]))
  const balance = findUser(db, batch.user_id).balance_cents
  return {
    batch_id: batch.id,
    box_id: batch.box_id,
    paid: formatCents(batch.paid_cents),
    free: batch.free === 1,
    balance: formatCents(balance),
    results: opens.map((open, index) => {
      const entry = entries.get(open.k)!
      return { k: open.k, item: prizeItem(db, entry.item_id, entry.wear, entry.value_cents), asset_id: open.asset_id, record: records[index] }
    })
  }
}

export interface OpenRequest { boxId: number, count: number, free: boolean, idemKey: string }

/**
 * Opens a box `count` times. The idempotency key makes a retry answer the first opening (same box, count and
 * free flag) and pay nothing; the same key for another request is refused. Payment, draws, grants and records
 * share one transaction: a refused payment (余额不足) leaves no draw behind.
 */
export function openBox (deps: Deps, userId: number, request: OpenRequest): BoxOpening {
  const { db } = deps
  const box = loadBox(deps, request.boxId)
  if (!(BOX_COUNTS as readonly number[]).includes(request.count)) fail(Status.badRequest, '一次可开 1 个或 5 个')
  return db.transaction(() => {
    const earlier = db.prepare('SELECT * FROM box_batches WHERE user_id = ? AND idem_key = ?').get(userId, request.idemKey) as BatchRow | undefined
    if (earlier) {
      if (earlier.box_id !== box.id || earlier.count !== request.count || earlier.free !== (request.free ? 1 : 0)) fail(Status.conflict, '该幂等键已用于其他操作，请换一个')
      return openingView(deps, earlier)
    }
    if (!findUser(db, userId).steam_id) fail(Status.badRequest, INVENTORY_STATE_TEXT.not_bound)
    if (request.free) {
      if (request.count !== 1) fail(Status.badRequest, '免费机会每次只能抽 1 次')
      if (freeLeft(deps, box, userId) <= 0) fail(Status.conflict, box.free_per_day > 0 ? '今日免费次数已用完' : '该礼盒没有免费次数')
    }
    const entries = entriesOf(deps, box.id)
    // over the return cap no opening is drawn, a free one neither (README "Return to player")
    refuseIfPaused(boxReturn(deps, box, entries), boxWhat(box))
    const paid = request.free ? 0 : box.price_cents * request.count
    const batchId = Number(db.prepare('INSERT INTO box_batches (user_id, box_id, idem_key, count, paid_cents, free, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(userId, box.id, request.idemKey, request.count, paid, request.free ? 1 : 0, deps.now()).lastInsertRowid)
    if (paid > 0) moveMoney(
      db,
      userId,
      { available: -paid },
      'pay',
      `box:${batchId}`,
      `${box.kind === 'koi' ? '锦鲤抽奖' : '开启礼盒'}「${box.name}」×${request.count}`,
      deps.now()
    )
    const weights = entries.map((entry) => entry.odds_ppm)
    const insert = db.prepare('INSERT INTO box_opens (batch_id, user_id, box_id, draw_id, k, asset_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    for (let n = 0; n < request.count; n++) {
      const { index, record } = fairDraw(deps, userId, box.kind, weights, `${box.kind}:${box.id}`)
      const entry = entries[index]
      const assetId = grantAsset(deps, { userId, itemId: entry.item_id, wear: entry.wear, source: box.kind, sourceRef: `${batchId}:${n}` })
      insert.run(batchId, userId, box.id, record.id, entry.k, assetId, deps.now())
    }
    return openingView(deps, db.prepare('SELECT * FROM box_batches WHERE id = ?').get(batchId) as BatchRow)
  }).immediate()
}

/** The latest openings of a box anybody can see (nicknames masked). */
export function boxRecent (deps: Deps, boxId: number, limit = 20): BoxRecent[] {
  loadBox(deps, boxId)
  const entries = new Map(entriesOf(deps, boxId).map((entry) => [entry.k, entry]))
  const rows = deps.db.prepare('SELECT id, user_id, k, created_at FROM box_opens WHERE box_id = ? ORDER BY id DESC LIMIT ?').all(boxId, limit) as {
    id: number,
    user_id: number,
    k: number,
    created_at: number
  }[]
  return rows.map((row) => {
    const entry = entries.get(row.k)!
    return {
      id: row.id,
      nickname: publicPerson(deps.db, row.user_id).nickname,
      item: prizeItem(deps.db, entry.item_id, entry.wear, entry.value_cents),
      created_at: row.created_at
    }
  })
}
