import type { Deps } from '../deps'
import { fail, Status } from '../domain/status'
import { beijingTime } from '../domain/beijingDay'
import { INVENTORY_STATE_TEXT, inventoryOf } from './inventory'
import { findUser } from './users'

/**
 * Items entering and leaving a user's Steam inventory through the shop (server/README.md "Granted and consumed
 * items"). Both run inside the caller's transaction, so a prize and what paid for it land together or not at all.
 */

/** Granted asset ids follow the account's own: its Steam id's last 10 digits, then 500000 + the grant's number. */
const GRANT_SUFFIX_BASE = 500000
const MAX_GRANTS = 499999

export interface Grant {
  userId: number
  itemId: number
  /** CS2 skins: "0.xxxxxxxx"; null for items without wear */
  wear?: string | null
  /** what put it there: 'buy', 'roll', 'box', 'gift', 'grab', 'tradeup' … */
  source: string
  /** the order number, draw id …: one grant per source and ref */
  sourceRef: string
  /** days before it can be traded (a purchase: Steam's 7-day hold); 0 = at once */
  holdDays?: number
}

/**
 * Puts a catalogue item into the user's bound Steam inventory and answers its asset id. A repeat of the same
 * (source, sourceRef) answers the asset granted the first time and grants nothing. A user without a bound Steam
 * account is refused (4000 请先绑定 Steam 账号).
 */
export function grantAsset (deps: Deps, grant: Grant): string {
  const { db } = deps
  const earlier = db.prepare('SELECT asset_id FROM granted_assets WHERE source = ? AND source_ref = ?').get(
    grant.source,
    grant.sourceRef
  ) as { asset_id: string } | undefined
  if (earlier) return earlier.asset_id
  const steamId = findUser(db, grant.userId).steam_id
  if (!steamId) fail(Status.badRequest, INVENTORY_STATE_TEXT.not_bound)
  const count = (db.prepare('SELECT COUNT(*) AS n FROM granted_assets WHERE steam_id = ?').get(steamId) as { n: number }).n
  if (count >= MAX_GRANTS) fail(Status.conflict, '库存已满，请先取回或出售部分饰品')
  const assetId = `${steamId!.slice(-10)}${GRANT_SUFFIX_BASE + count}`
  const now = deps.now()
  const holdDays = grant.holdDays ?? 0
  db.prepare(`INSERT INTO granted_assets (asset_id, steam_id, user_id, item_id, wear, source, source_ref, tradable_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(assetId, steamId, grant.userId, grant.itemId, grant.wear ?? null, grant.source, grant.sourceRef,
    holdDays > 0 ? now + holdDays * 86400 : null, now)
  return assetId
}

export interface Consumption {
  userId: number
  assetId: string
  /** why it left: 'tradeup', 'smelt' … */
  reason: string
  /** the contract, smelting … that used it */
  ref: string
}

/**
 * Takes a tradable item out of the user's inventory and answers its catalogue id and wear. Refuses an item that
 * is not the user's (4004), on trade hold, listed or in a trade (4009), or already used (4009): the primary key on
 * `consumed_assets` keeps two concurrent requests from using one item twice.
 */
export function consumeAsset (deps: Deps, use: Consumption): { itemId: number, wear: string | null } {
  const inventory = inventoryOf(deps, use.userId)
  if (inventory.state === 'not_bound') fail(Status.badRequest, INVENTORY_STATE_TEXT.not_bound)
  const asset = inventory.assets.find((entry) => entry.asset_id === use.assetId)
  if (!asset) {
    const used = deps.db.prepare('SELECT 1 FROM consumed_assets WHERE asset_id = ? AND user_id = ?').get(use.assetId, use.userId)
    fail(used ? Status.conflict : Status.notFound, used ? `饰品 ${use.assetId} 已被使用` : `库存中没有该饰品（${use.assetId}）`)
  }
  if (asset!.state === 'hold') fail(Status.conflict, `该饰品交易冷却中，${beijingTime(asset!.tradable_at!)} 后可使用`)
  if (asset!.state !== 'tradable') fail(Status.conflict, '该饰品已在出售或交易中，请先下架')
  deps.db.prepare('INSERT INTO consumed_assets (asset_id, steam_id, user_id, reason, ref, at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(use.assetId, inventory.steamId, use.userId, use.reason, use.ref, deps.now())
  return { itemId: asset!.item_id, wear: asset!.wear }
}
