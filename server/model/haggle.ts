import { randomInt } from 'node:crypto'
import type { Deps } from '../deps'
import type { Haggle, HagglePrize, HaggleRank, HaggleState } from '../../src/contract/deals'
import { HAGGLE_RULES, haggleCut, haggleProgress } from '../domain/haggle'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { itemSummary, loadItem } from './catalogue'
import { grantAsset } from './grants'
import { maskNickname } from '../domain/nickname'

/** Haggles (砍价; server/README.md "Haggle and grab"): start, help, claim, lists. */

interface PrizeRow { id: number, item_id: number, start_cents: number, floor_cents: number, hours: number, stock: number, claimed: number, sort: number }
interface HaggleRow {
  id: number, prize_id: number, user_id: number, start_cents: number, floor_cents: number, price_cents: number,
  created_at: number, expires_at: number, floor_at: number | null, claimed_at: number | null, asset_id: string | null
}

/** A user may run this many haggles at once (running, or at the floor and not yet claimed). */
export const MAX_OPEN_HAGGLES = 3

export function haggleState (row: HaggleRow, now: number): HaggleState {
  if (row.claimed_at !== null) return 'claimed'
  if (row.price_cents <= row.floor_cents) return 'floor'
  return now >= row.expires_at ? 'expired' : 'running'
}

const STATE_REFUSAL: Record<Exclude<HaggleState, 'running'>, string> = {
  floor: '已砍到底价，无需再助力',
  claimed: '奖品已领取，无需再助力',
  expired: '该砍价已结束'
}

function prizeRow (deps: Deps, prizeId: number): PrizeRow {
  return (deps.db.prepare('SELECT * FROM haggle_prizes WHERE id = ?').get(prizeId) as PrizeRow | undefined) ?? fail(Status.notFound, '奖品不存在')
}

function haggleRow (deps: Deps, haggleId: number): HaggleRow {
  return (deps.db.prepare('SELECT * FROM haggles WHERE id = ?').get(haggleId) as HaggleRow | undefined) ?? fail(Status.notFound, '砍价不存在或已删除')
}

/** The viewer's unfinished haggle of a prize: running before its deadline, or at the floor and not claimed. */
function openHaggleOf (deps: Deps, userId: number, prizeId: number): HaggleRow | undefined {
  return deps.db.prepare(`SELECT * FROM haggles WHERE user_id = ? AND prize_id = ? AND claimed_at IS NULL
    AND (price_cents <= floor_cents OR expires_at > ?) ORDER BY id DESC LIMIT 1`).get(userId, prizeId, deps.now()) as HaggleRow | undefined
}

function prizeView (deps: Deps, row: PrizeRow, viewerId: number | null): HagglePrize {
  return {
    prize_id: row.id,
    item: itemSummary(loadItem(deps.db, row.item_id)!),
    start_price: formatCents(row.start_cents),
    floor_price: formatCents(row.floor_cents),
    hours: row.hours,
    stock_left: row.stock - row.claimed,
    my_haggle_id: viewerId === null ? null : openHaggleOf(deps, viewerId, row.id)?.id ?? null
  }
}

export function hagglePrizes (deps: Deps, viewerId: number | null): HagglePrize[] {
  const rows = deps.db.prepare('SELECT * FROM haggle_prizes ORDER BY sort, id').all() as PrizeRow[]
  return rows.map((row) => prizeView(deps, row, viewerId))
}

export function hagglePrize (deps: Deps, prizeId: number, viewerId: number | null): HagglePrize {
  return prizeView(deps, prizeRow(deps, prizeId), viewerId)
}

/** A new user: an account younger than HAGGLE_RULES.newUserDays that has never helped a haggle. */
export function isNewUser (deps: Deps, userId: number): boolean {
  const user = deps.db.prepare('SELECT created_at FROM users WHERE id = ?').get(userId) as { created_at: number } | undefined
  if (!user || user.created_at < deps.now() - HAGGLE_RULES.newUserDays * 86400) return false
  return !deps.db.prepare('SELECT 1 FROM haggle_helps WHERE helper_id = ? LIMIT 1').get(userId)
}

export function haggleView (deps: Deps, haggleId: number, viewerId: number | null): Haggle {
  const row = haggleRow(deps, haggleId)
  const state = haggleState(row, deps.now())
  const helpers = deps.db.prepare(`SELECT h.cut_cents, h.new_user, h.created_at, u.nickname, u.avatar, h.helper_id FROM haggle_helps h
    JOIN users u ON u.id = h.helper_id WHERE h.haggle_id = ? ORDER BY h.created_at DESC, h.rowid DESC`).all(row.id) as
    Array<{ cut_cents: number, new_user: number, created_at: number, nickname: string, avatar: string, helper_id: number }>
  const owner = deps.db.prepare('SELECT nickname FROM users WHERE id = ?').get(row.user_id) as { nickname: string }
  const isMine = viewerId === row.user_id
  const refusal = viewerId === null ? '登录后才能助力'
    : isMine ? '不能给自己砍价'
      : helpers.some((helper) => helper.helper_id === viewerId) ? '你已经帮TA砍过了'
        : state === 'running' ? null : STATE_REFUSAL[state]
  return {
    haggle_id: row.id,
    prize: prizeView(deps, prizeRow(deps, row.prize_id), viewerId),
    owner_nickname: isMine ? owner.nickname : maskNickname(owner.nickname),
    is_mine: isMine,
    state,
    start_price: formatCents(row.start_cents),
    floor_price: formatCents(row.floor_cents),
    price: formatCents(row.price_cents),
    cut_total: formatCents(row.start_cents - row.price_cents),
    progress: haggleProgress(row.start_cents, row.floor_cents, row.price_cents),
    expires_at: row.expires_at,
    claimed_at: row.claimed_at,
    asset_id: isMine ? row.asset_id : null,
    helpers: helpers.map((helper) => ({
      nickname: maskNickname(helper.nickname), avatar: helper.avatar, cut: formatCents(helper.cut_cents), new_user: helper.new_user === 1, at: helper.created_at
    })),
    help_refusal: refusal,
    viewer_new_user: viewerId !== null && !isMine && isNewUser(deps, viewerId)
  }
}

/** Starts a haggle of a prize, or answers the viewer's unfinished one of it (a second tap starts nothing new). */
export function startHaggle (deps: Deps, userId: number, prizeId: number): number {
  return deps.db.transaction(() => {
    const prize = prizeRow(deps, prizeId)
    const open = openHaggleOf(deps, userId, prizeId)
    if (open) return open.id
    if (prize.claimed >= prize.stock) fail(Status.conflict, '该奖品已被领完，看看其他奖品吧')
    const now = deps.now()
    const running = (deps.db.prepare(`SELECT COUNT(*) AS n FROM haggles WHERE user_id = ? AND claimed_at IS NULL
      AND (price_cents <= floor_cents OR expires_at > ?)`).get(userId, now) as { n: number }).n
    if (running >= MAX_OPEN_HAGGLES) fail(Status.conflict, `最多同时进行 ${MAX_OPEN_HAGGLES} 个砍价，请先完成或领取`)
    return Number(deps.db.prepare(`INSERT INTO haggles (prize_id, user_id, start_cents, floor_cents, price_cents, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
        prize.id,
        userId,
        prize.start_cents,
        prize.floor_cents,
        prize.start_cents,
        now,
        now + prize.hours * 3600
      ).lastInsertRowid)
  })()
}

/** One help: a random cut (domain/haggle.ts) that never passes the floor; one per friend per haggle, never the owner's own. */
export function helpHaggle (deps: Deps, helperId: number, haggleId: number, pickBp = (min: number, max: number) => randomInt(min, max + 1)):
  { cutCents: number, newUser: boolean } {
  return deps.db.transaction(() => {
    const row = haggleRow(deps, haggleId)
    if (row.user_id === helperId) fail(Status.badRequest, '不能给自己砍价，分享给好友帮你砍吧')
    if (deps.db.prepare('SELECT 1 FROM haggle_helps WHERE haggle_id = ? AND helper_id = ?').get(haggleId, helperId)) fail(Status.conflict, '你已经帮TA砍过了')
    const state = haggleState(row, deps.now())
    if (state !== 'running') fail(Status.conflict, STATE_REFUSAL[state])
    const newUser = isNewUser(deps, helperId)
    const cut = haggleCut(row.price_cents - row.floor_cents, newUser, pickBp)
    const now = deps.now()
    deps.db.prepare('INSERT INTO haggle_helps (haggle_id, helper_id, cut_cents, new_user, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(haggleId, helperId, cut, newUser ? 1 : 0, now)
    deps.db.prepare(`UPDATE haggles SET price_cents = price_cents - @cut, floor_at = CASE WHEN price_cents - @cut <= floor_cents THEN @now ELSE NULL END
      WHERE id = @id AND price_cents - @cut >= floor_cents`).run({ cut, now, id: haggleId })
    return { cutCents: cut, newUser }
  })()
}

/** The owner takes a haggle at its floor: the prize enters their Steam inventory once (grantAsset per haggle). */
export function claimHaggle (deps: Deps, userId: number, haggleId: number): void {
  deps.db.transaction(() => {
    const row = haggleRow(deps, haggleId)
    if (row.user_id !== userId) fail(Status.notFound, '砍价不存在或已删除')
    const state = haggleState(row, deps.now())
    if (state === 'claimed') return
    if (state !== 'floor') fail(Status.conflict, state === 'expired' ? '砍价已结束，未砍到底价' : '还没砍到底价，继续邀请好友助力吧')
    const taken = deps.db.prepare('UPDATE haggle_prizes SET claimed = claimed + 1 WHERE id = ? AND claimed < stock').run(row.prize_id)
    if (taken.changes !== 1) fail(Status.conflict, '该奖品已被领完')
    const prize = prizeRow(deps, row.prize_id)
    const assetId = grantAsset(deps, { userId, itemId: prize.item_id, source: 'haggle', sourceRef: `haggle-${haggleId}` })
    deps.db.prepare('UPDATE haggles SET claimed_at = ?, asset_id = ? WHERE id = ? AND claimed_at IS NULL').run(deps.now(), assetId, haggleId)
  })()
}

/** The user's haggles, newest first (the last 30). */
export function myHaggles (deps: Deps, userId: number): Haggle[] {
  const ids = deps.db.prepare('SELECT id FROM haggles WHERE user_id = ? ORDER BY id DESC LIMIT 30').all(userId) as Array<{ id: number }>
  return ids.map((row) => haggleView(deps, row.id, userId))
}

/** 砍价排行: the haggles with the most helpers (then the most cut), top 30. */
export function haggleRanking (deps: Deps): HaggleRank[] {
  const rows = deps.db.prepare(`SELECT h.*, u.nickname, u.avatar, i.name AS item_name, (SELECT COUNT(*) FROM haggle_helps x WHERE x.haggle_id = h.id) AS helpers
    FROM haggles h JOIN users u ON u.id = h.user_id JOIN haggle_prizes p ON p.id = h.prize_id JOIN items i ON i.id = p.item_id
    ORDER BY helpers DESC, (h.start_cents - h.price_cents) DESC, h.id LIMIT 30`).all() as Array<HaggleRow & {
      nickname: string,
      avatar: string,
      item_name: string,
      helpers: number
    }>
  const now = deps.now()
  return rows.map((row, index) => ({
    rank: index + 1, nickname: maskNickname(row.nickname), avatar: row.avatar, item_name: row.item_name, helpers: row.helpers,
    cut_total: formatCents(row.start_cents - row.price_cents), state: haggleState(row, now)
  }))
}
