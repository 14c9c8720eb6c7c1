import type { Deps } from '../deps'
import type { MyRoll, Page, RollClaim, RollDetail, RollSummary } from '../../types/api'
import { drawRollWinners, rollClientSeed } from '../../src/lib/fairness'
import { fail, Status } from '../domain/status'
import { formatCents } from '../domain/money'
import { INVENTORY_STATE_TEXT } from './inventory'
import { findUser } from './users'
import { grantAsset } from './grants'
import { prizeItem, publicPerson } from './prizeItems'

/**
 * Roll rooms (server/README.md "Roll rooms"): a host puts prizes in a room, users join until it ends, then the
 * room is drawn once by the published rule (src/lib/fairness.ts drawRollWinners) and winners claim into their inventory.
 */

/** 即将结束: an open room ending within this many seconds */
export const ROLL_ENDING_SOON = 2 * 3600
/** recharge / spend conditions look back this many days */
export const ROLL_CONDITION_DAYS = 30
const ENTRANTS_SHOWN = 30

interface RollRow {
  id: number, title: string, host_name: string, appid: number, condition_kind: 'none' | 'password' | 'recharge' | 'spend', condition_password: string | null,
  condition_cents: number, max_entrants: number, starts_at: number, ends_at: number, server_seed: string, server_seed_hash: string,
  client_seed: string | null, drawn_at: number | null
}
interface PrizeRow {
  roll_id: number,
  k: number,
  item_id: number,
  wear: string | null,
  value_cents: number,
  winner_id: number | null,
  hmac: string | null,
  asset_id: string | null
}

export type RollTab = 'open' | 'ending' | 'ended'

function loadRoll (deps: Deps, rollId: number): RollRow {
  const row = deps.db.prepare('SELECT * FROM rolls WHERE id = ?').get(rollId) as RollRow | undefined
  return row ?? fail(Status.notFound, '房间不存在')
}

/** The result of a room past its end: a pure function of its seed and entrants (which cannot change once it ended). */
interface RollResult { clientSeed: string, entrantIds: number[], winners: Map<number, { userId: number, hmac: string }> }

const ended = (deps: Deps, roll: RollRow): boolean => roll.ends_at <= deps.now()

/**
 * Draws a room past its end. The draw is computed from the room's seed and its entrants, both fixed once it ends, so
 * every read (concurrent or not) gets the same winners and a read writes nothing; the first claim records them.
 */
function rollResult (deps: Deps, roll: RollRow): RollResult | null {
  if (!ended(deps, roll)) return null
  const entrantIds = (deps.db.prepare(`SELECT user_id FROM roll_entrants WHERE roll_id = ?
      ORDER BY user_id`).all(roll.id) as { user_id: number }[]).map((row) => row.user_id)
  const clientSeed = rollClientSeed(entrantIds)
  const prizeCount = (deps.db.prepare('SELECT COUNT(*) AS n FROM roll_prizes WHERE roll_id = ?').get(roll.id) as { n: number }).n
  const winners = new Map(drawRollWinners(
    roll.server_seed,
    clientSeed,
    entrantIds,
    prizeCount
  ).map((pick) => [pick.prize, { userId: pick.userId, hmac: pick.hmac }]))
  return { clientSeed, entrantIds, winners }
}

function summary (deps: Deps, roll: RollRow, viewerId: number | null): RollSummary {
  const { db } = deps
  const prizes = db.prepare('SELECT * FROM roll_prizes WHERE roll_id = ? ORDER BY value_cents DESC, k').all(roll.id) as PrizeRow[]
  const entrantCount = (db.prepare('SELECT COUNT(*) AS n FROM roll_entrants WHERE roll_id = ?').get(roll.id) as { n: number }).n
  const joined = viewerId !== null && db.prepare('SELECT 1 FROM roll_entrants WHERE roll_id = ? AND user_id = ?').get(roll.id, viewerId) !== undefined
  const top = prizes[0]
  return {
    id: roll.id,
    title: roll.title,
    host_name: roll.host_name,
    appid: roll.appid,
    condition: {
      kind: roll.condition_kind,
      amount: roll.condition_kind === 'recharge' || roll.condition_kind === 'spend' ? formatCents(roll.condition_cents) : null
    },
    starts_at: roll.starts_at,
    ends_at: roll.ends_at,
    state: ended(deps, roll) ? 'drawn' : 'open',
    total_value: formatCents(prizes.reduce((sum, prize) => sum + prize.value_cents, 0)),
    prize_count: prizes.length,
    entrant_count: entrantCount,
    cover: prizeItem(db, top.item_id, top.wear, top.value_cents),
    joined
  }
}

export function rollPage (deps: Deps, viewerId: number | null, tab: RollTab, page: number, pageSize: number): Page<RollSummary> {
  const now = deps.now()
  const where = { open: 'ends_at > @now', ending: 'ends_at > @now AND ends_at <= @soon', ended: 'ends_at <= @now' }[tab]
  const order = { open: 'ends_at ASC, id', ending: 'ends_at ASC, id', ended: 'ends_at DESC, id DESC' }[tab]
  const args = { now, soon: now + ROLL_ENDING_SOON }
  const total = (deps.db.prepare(`SELECT COUNT(*) AS n FROM rolls WHERE ${where}`).get(args) as { n: number }).n
  const rows = deps.db.prepare(`SELECT * FROM rolls WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`).all({
    ...args,
    limit: pageSize,
    offset: (page - 1) * pageSize
  }) as RollRow[]
  return { list: rows.map((row) => summary(deps, row, viewerId)), total, page, page_size: pageSize, has_more: page * pageSize < total }
}

/** Cents recharged (or spent on purchases) in the last 30 days, for a room's condition. */
function recentCents (deps: Deps, userId: number, kind: 'recharge' | 'spend'): number {
  const since = deps.now() - ROLL_CONDITION_DAYS * 86400
  const sql = kind === 'recharge'
    ? "SELECT COALESCE(SUM(amount_cents), 0) AS n FROM ledger WHERE user_id = ? AND kind = 'recharge' AND created_at >= ?"
    : "SELECT COALESCE(SUM(-amount_cents), 0) AS n FROM ledger WHERE user_id = ? AND kind = 'pay' AND created_at >= ?"
  return (deps.db.prepare(sql).get(userId, since) as { n: number }).n
}

/** Why a user cannot join (null when they can; a password room asks for it at join time). */
function ineligibility (deps: Deps, roll: RollRow, userId: number): { reason: string | null, progress: number | null } {
  if (!findUser(deps.db, userId).steam_id) return { reason: INVENTORY_STATE_TEXT.not_bound, progress: null }
  if (roll.condition_kind === 'recharge' || roll.condition_kind === 'spend') {
    const done = recentCents(deps, userId, roll.condition_kind)
    const verb = roll.condition_kind === 'recharge' ? '充值' : '消费'
    if (done < roll.condition_cents) return {
      reason: `近 ${ROLL_CONDITION_DAYS} 天${verb}满 ¥${formatCents(roll.condition_cents)} 可参与，当前 ¥${formatCents(done)}`,
      progress: done
    }
    return { reason: null, progress: done }
  }
  return { reason: null, progress: null }
}

export function rollDetail (deps: Deps, viewerId: number | null, rollId: number): RollDetail {
  const { db } = deps
  const roll = loadRoll(deps, rollId)
  const prizes = db.prepare('SELECT * FROM roll_prizes WHERE roll_id = ? ORDER BY k').all(rollId) as PrizeRow[]
  const latest = (db.prepare(`SELECT user_id FROM roll_entrants WHERE roll_id = ? ORDER BY joined_at DESC, user_id DESC
      LIMIT ${ENTRANTS_SHOWN}`).all(rollId) as { user_id: number }[]).map((row) => row.user_id)
  const result = rollResult(deps, roll)
  const drawn = result !== null
  let eligibility: RollDetail['eligibility'] = null
  if (viewerId !== null && !drawn) {
    const check = ineligibility(deps, roll, viewerId)
    eligibility = { eligible: check.reason === null, reason: check.reason, progress: check.progress === null ? null : formatCents(check.progress) }
  }
  const head = summary(deps, roll, viewerId)
  return {
    ...head,
    prizes: prizes.map((prize) => ({
      k: prize.k,
      item: prizeItem(db, prize.item_id, prize.wear, prize.value_cents),
      winner: result?.winners.has(prize.k) ? publicPerson(db, result.winners.get(prize.k)!.userId) : null,
      hmac: result?.winners.get(prize.k)?.hmac ?? null
    })),
    entrants: latest.map((id) => publicPerson(db, id)),
    eligibility,
    server_seed_hash: roll.server_seed_hash,
    server_seed: drawn ? roll.server_seed : null,
    client_seed: result?.clientSeed ?? null,
    entrant_ids: result?.entrantIds ?? null,
    viewer_entrant_id: head.joined ? viewerId : null,
    drawn_at: drawn ? roll.ends_at : null
  }
}

/** Joins an open room; joining again changes nothing. */
export function joinRoll (deps: Deps, userId: number, rollId: number, password: string | undefined): RollDetail {
  const { db } = deps
  db.transaction(() => {
    const roll = loadRoll(deps, rollId)
    if (ended(deps, roll)) fail(Status.conflict, '该房间已结束')
    if (db.prepare('SELECT 1 FROM roll_entrants WHERE roll_id = ? AND user_id = ?').get(rollId, userId)) return
    const check = ineligibility(deps, roll, userId)
    if (check.reason !== null) fail(Status.badRequest, check.reason)
    if (roll.condition_kind === 'password' && password !== roll.condition_password) fail(Status.badRequest, password ? '口令不正确' : '请输入房间口令')
    const count = (db.prepare('SELECT COUNT(*) AS n FROM roll_entrants WHERE roll_id = ?').get(rollId) as { n: number }).n
    if (roll.max_entrants > 0 && count >= roll.max_entrants) fail(Status.conflict, '参与人数已满')
    db.prepare('INSERT INTO roll_entrants (roll_id, user_id, joined_at) VALUES (?, ?, ?)').run(rollId, userId, deps.now())
  }).immediate()
  return rollDetail(deps, userId, rollId)
}

/** Puts a won prize into the winner's inventory, once (a repeat answers the same asset). */
export function claimRollPrize (deps: Deps, userId: number, rollId: number, k: number): RollClaim {
  const { db } = deps
  return db.transaction(() => {
    const roll = loadRoll(deps, rollId)
    const prize = db.prepare('SELECT * FROM roll_prizes WHERE roll_id = ? AND k = ?').get(rollId, k) as PrizeRow | undefined
    if (!prize) fail(Status.notFound, '奖品不存在')
    const result = rollResult(deps, roll)
    if (!result) fail(Status.conflict, '该房间尚未开奖')
    const win = result!.winners.get(k)
    if (win?.userId !== userId) fail(Status.conflict, '该奖品不属于你')
    const assetId = grantAsset(deps, { userId, itemId: prize!.item_id, wear: prize!.wear, source: 'roll', sourceRef: `${rollId}:${k}` })
    // the first claim records the room's draw (client seed, time) and this prize's winner
    db.prepare('UPDATE rolls SET client_seed = ?, drawn_at = ? WHERE id = ? AND drawn_at IS NULL').run(result!.clientSeed, roll.ends_at, rollId)
    db.prepare('UPDATE roll_prizes SET winner_id = ?, hmac = ?, asset_id = ?, claimed_at = COALESCE(claimed_at, ?) WHERE roll_id = ? AND k = ?').run(
      userId,
      win!.hmac,
      assetId,
      deps.now(),
      rollId,
      k
    )
    return { roll_id: rollId, k, asset_id: assetId }
  }).immediate()
}

/** The rooms I joined (newest first), or only those where I won, with what I won. */
export function myRolls (deps: Deps, userId: number, wonOnly: boolean, page: number, pageSize: number): Page<MyRoll> {
  const { db } = deps
  const joined = (db.prepare('SELECT r.* FROM roll_entrants e JOIN rolls r ON r.id = e.roll_id WHERE e.user_id = ? ORDER BY e.joined_at DESC, e.roll_id DESC')
    .all(userId) as RollRow[])
  const rows = joined.map((roll) => {
    const result = rollResult(deps, roll)
    const prizes = db.prepare('SELECT * FROM roll_prizes WHERE roll_id = ? ORDER BY k').all(roll.id) as PrizeRow[]
    return { roll, won: result ? prizes.filter((prize) => result.winners.get(prize.k)?.userId === userId) : [] }
  }).filter((row) => !wonOnly || row.won.length > 0)
  const list = rows.slice((page - 1) * pageSize, page * pageSize).map(({ roll, won }) => ({
    roll: summary(deps, roll, userId),
    won: won.map((prize) => ({ k: prize.k, item: prizeItem(db, prize.item_id, prize.wear, prize.value_cents), asset_id: prize.asset_id }))
  }))
  return { list, total: rows.length, page, page_size: pageSize, has_more: page * pageSize < rows.length }
}

/** Dev/test hook: ends a room now and draws it. */
export function closeRollNow (deps: Deps, rollId: number): RollDetail {
  loadRoll(deps, rollId)
  deps.db.prepare('UPDATE rolls SET ends_at = MIN(ends_at, ?) WHERE id = ?').run(deps.now(), rollId)
  return rollDetail(deps, null, rollId)
}
