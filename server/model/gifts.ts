import { randomBytes } from 'node:crypto'
import type { Deps } from '../deps'
import type { GiftDrawResult, GiftPool, GiftWin, Page } from '../../types/api'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { TICKET_RANGE } from '../../src/lib/fairness'
import { itemSummary, loadItems } from './catalogue'
import { fairDraw, fairRecordsByIds } from './fairness'
import { grantAsset } from './grants'
import { moveMoney } from './wallet'
import { bindKey, earlierUse } from './idempotency'
import { prizeReferenceCents, realisableCents, returnToPlayer, sellBackCents, type ReferencePrice, type ReturnToPlayer } from '../domain/returnToPlayer'
import { referencePrices, refuseIfPaused, returnView } from './returnToPlayer'

/** Gift draws (server/README.md "Gift draws"): a pool's odds table, draws by the fairness module, wins claimed or sold back. */

export const DRAW_TIMES = [1, 5] as const
interface PoolRow { id: number, name: string, appid: number, cost_cents: number, starts_at: number, ends_at: number }
interface PrizeRow { id: number, pool_id: number, item_id: number, weight_ppm: number, sell_back_bp: number, sort: number }
interface WinRow {
  id: number,
  user_id: number,
  pool_id: number,
  prize_id: number,
  item_id: number,
  value_cents: number,
  draw_id: number,
  batch_no: string,
  status: GiftWin['status'],
  asset_id: string | null,
  sold_cents: number | null,
  created_at: number,
  settled_at: number | null,
  sell_back_bp: number,
  pool_name: string
}

const prizesOf = (
  deps: Deps,
  poolId: number
): PrizeRow[] => deps.db.prepare('SELECT * FROM gift_prizes WHERE pool_id = ? ORDER BY sort').all(poolId) as PrizeRow[]
/** One draw's return to player: each prize at the better of its reference price after the sell fee and its sell-back, against the cost. */
function poolReturn (pool: PoolRow, prizes: readonly PrizeRow[], prices: Map<number, ReferencePrice>): ReturnToPlayer {
  return returnToPlayer(pool.cost_cents, prizes.map((prize) => {
    const price = prices.get(prize.item_id)!
    return { returnCents: realisableCents(prizeReferenceCents(price), sellBackCents(price.catalogueCents, prize.sell_back_bp)), oddsPpm: prize.weight_ppm }
  }))
}
const POOL_WHAT = '奖池'

function poolView (deps: Deps, pool: PoolRow): GiftPool {
  const prizes = prizesOf(deps, pool.id)
  const items = new Map(loadItems(deps.db, prizes.map((prize) => prize.item_id)).map((row) => [row.id, row]))
  const prices = referencePrices(deps, prizes.map((prize) => prize.item_id))
  const now = deps.now()
  const rtp = poolReturn(pool, prizes, prices)
  return {
    pool_id: pool.id,
    name: pool.name,
    appid: pool.appid,
    cost: formatCents(pool.cost_cents),
    times: [...DRAW_TIMES],
    state: now < pool.starts_at ? 'upcoming' : now >= pool.ends_at ? 'ended' : rtp.paused ? 'paused' : 'live',
    starts_at: pool.starts_at,
    ends_at: pool.ends_at,
    prizes: prizes.map((prize) => ({
      prize_id: prize.id,
      item: itemSummary(items.get(prize.item_id)!),
      value: formatCents(prices.get(prize.item_id)?.catalogueCents ?? 0),
      weight_ppm: prize.weight_ppm,
      sell_back_rate_bp: prize.sell_back_bp,
      sell_back: prize.sell_back_bp > 0 ? formatCents(sellBackCents(prices.get(prize.item_id)?.catalogueCents ?? 0, prize.sell_back_bp)) : null
    })),
    return_to_player: returnView(rtp, POOL_WHAT)
  }
}

export function listPools (deps: Deps): GiftPool[] {
  return (deps.db.prepare('SELECT * FROM gift_pools ORDER BY sort, id').all() as PoolRow[]).map((pool) => poolView(deps, pool))
}

const WIN_SQL = `SELECT w.*, p.sell_back_bp, g.name AS pool_name FROM gift_wins w JOIN gift_prizes p ON p.id = w.prize_id JOIN gift_pools g ON g.id = w.pool_id`

function winViews (deps: Deps, rows: WinRow[]): GiftWin[] {
  const items = new Map(loadItems(deps.db, [...new Set(rows.map((row) => row.item_id))]).map((row) => [row.id, row]))
  const records = new Map(fairRecordsByIds(deps, rows.map((row) => row.draw_id)).map((record) => [record.id, record]))
  return rows.map((row) => ({
    win_id: row.id,
    pool_id: row.pool_id,
    pool_name: row.pool_name,
    prize_id: row.prize_id,
    item: itemSummary(items.get(row.item_id)!),
    value: formatCents(row.value_cents),
    status: row.status,
    sell_back: row.sell_back_bp > 0 ? formatCents(sellBackCents(row.value_cents, row.sell_back_bp)) : null,
    sell_back_rate_bp: row.sell_back_bp,
    asset_id: row.asset_id,
    sold_amount: row.sold_cents === null ? null : formatCents(row.sold_cents),
    batch_no: row.batch_no,
    created_at: row.created_at,
    settled_at: row.settled_at,
    record: records.get(row.draw_id)!
  }))
}

/**
 * Draws `times` prizes from a live pool for the user, in the caller's transaction; a pool over the return cap is refused
 * (4009 奖池暂停：…) before anything is paid. The cost (times × the pool's cost) leaves
 * the balance first (ledger `gift_draw`; 4201 余额不足 changes nothing), then each prize is one fairDraw on the user's seed
 * pair over the pool's odds. A repeated idempotency key answers the first draw and charges nothing.
 */
export function drawGifts (deps: Deps, userId: number, poolId: number, times: number, key?: string): GiftDrawResult {
  const { db } = deps
  const fingerprint = `${poolId}:${times}`
  const earlier = key ? earlierUse(deps, userId, key, 'gift_draw', fingerprint) : null
  if (earlier) return {
    batch_no: earlier,
    repeated: true,
    wins: winViews(deps, db.prepare(`${WIN_SQL} WHERE w.batch_no = ? AND w.user_id = ? ORDER BY w.id`).all(earlier, userId) as WinRow[])
  }
  const pool = db.prepare('SELECT * FROM gift_pools WHERE id = ?').get(poolId) as PoolRow | undefined
  if (!pool) fail(Status.notFound, '礼物池不存在')
  const now = deps.now()
  if (now < pool!.starts_at) fail(Status.conflict, '活动尚未开始')
  if (now >= pool!.ends_at) fail(Status.conflict, '活动已结束')
  const prizes = prizesOf(deps, poolId)
  const weights = prizes.map((prize) => prize.weight_ppm)
  if (weights.reduce((sum, weight) => sum + weight, 0) !== TICKET_RANGE) fail(Status.server, '礼物池概率配置有误')
  const prices = referencePrices(deps, prizes.map((prize) => prize.item_id))
  refuseIfPaused(poolReturn(pool!, prizes, prices), POOL_WHAT)
  const batchNo = `G${now}${randomBytes(4).toString('hex')}`
  moveMoney(db, userId, { available: -pool!.cost_cents * times }, 'gift_draw', batchNo, `随机礼物 ${pool!.name} × ${times}`, now)
  const insert = db.prepare(`INSERT INTO gift_wins (user_id, pool_id, prize_id, item_id, value_cents, draw_id, batch_no, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
  const ids: number[] = []
  for (let n = 0; n < times; n++) {
    const { index, record } = fairDraw(deps, userId, 'gift', weights, `pool:${poolId}`)
    const prize = prizes[index]
    ids.push(Number(insert.run(
      userId,
      poolId,
      prize.id,
      prize.item_id,
      prices.get(prize.item_id)?.catalogueCents ?? 0,
      record.id,
      batchNo,
      now
    ).lastInsertRowid))
  }
  if (key) bindKey(deps, userId, key, 'gift_draw', fingerprint, batchNo)
  return {
    batch_no: batchNo,
    repeated: false,
    wins: winViews(deps, db.prepare(`${WIN_SQL} WHERE w.id IN (${ids.map(() => '?').join(',')}) ORDER BY w.id`).all(...ids) as WinRow[])
  }
}

function ownWin (deps: Deps, userId: number, winId: number): WinRow {
  const row = deps.db.prepare(`${WIN_SQL} WHERE w.id = ? AND w.user_id = ?`).get(winId, userId) as WinRow | undefined
  if (!row) fail(Status.notFound, '奖品不存在')
  return row!
}

/** Claims a prize into the user's Steam inventory (grantAsset, once per win); a claimed one answers as it is, a sold one is refused. */
export function claimWin (deps: Deps, userId: number, winId: number): GiftWin {
  const win = ownWin(deps, userId, winId)
  if (win.status === 'sold') fail(Status.conflict, '该奖品已回收，无法领取')
  if (win.status === 'unclaimed') {
    const assetId = grantAsset(deps, { userId, itemId: win.item_id, source: 'gift', sourceRef: `gift-${win.id}` })
    const moved = deps.db.prepare("UPDATE gift_wins SET status = 'claimed', asset_id = ?, settled_at = ? WHERE id = ? AND status = 'unclaimed'").run(
      assetId,
      deps.now(),
      win.id
    )
    if (moved.changes !== 1) fail(Status.conflict, '奖品状态已变化，请刷新')
  }
  return winViews(deps, [ownWin(deps, userId, winId)])[0]
}

/** Sells an unclaimed prize back to the platform at its written rate (ledger `gift_sell_back`); once only. */
export function sellBackWin (deps: Deps, userId: number, winId: number): GiftWin {
  const win = ownWin(deps, userId, winId)
  if (win.sell_back_bp === 0) fail(Status.conflict, '该奖品不支持回收')
  if (win.status !== 'unclaimed') fail(Status.conflict, win.status === 'sold' ? '该奖品已回收' : '已领取到库存的奖品不能回收，可在库存中出售')
  const amount = sellBackCents(win.value_cents, win.sell_back_bp)
  const moved = deps.db.prepare("UPDATE gift_wins SET status = 'sold', sold_cents = ?, settled_at = ? WHERE id = ? AND status = 'unclaimed'").run(
    amount,
    deps.now(),
    win.id
  )
  if (moved.changes !== 1) fail(Status.conflict, '该奖品已回收')
  if (amount > 0) moveMoney(deps.db, userId, { available: amount }, 'gift_sell_back', `gift-${win.id}`, '随机礼物奖品回收', deps.now())
  return winViews(deps, [ownWin(deps, userId, winId)])[0]
}

export function myWins (deps: Deps, userId: number, status: GiftWin['status'] | undefined, page: number, pageSize: number): Page<GiftWin> {
  const where = status ? 'w.user_id = ? AND w.status = ?' : 'w.user_id = ?'
  const args: (number | string)[] = status ? [userId, status] : [userId]
  const total = (deps.db.prepare(`SELECT COUNT(*) AS n FROM gift_wins w WHERE ${where}`).get(...args) as { n: number }).n
  const rows = deps.db.prepare(`${WIN_SQL} WHERE ${where} ORDER BY w.id DESC LIMIT ? OFFSET ?`).all(...args, pageSize, (page - 1) * pageSize) as WinRow[]
  return { list: winViews(deps, rows), total, page, page_size: pageSize, has_more: page * pageSize < total }
}
