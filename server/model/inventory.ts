import type { Db } from '../db/database'
import type { Deps } from '../deps'
import { assetRange, MAX_GENERATION, REFRESH_COOLDOWN_SECONDS, type CatalogueEntry, type StockAsset } from '../domain/inventory'
import { beijingTime } from '../domain/beijingDay'
import { fail, Status } from '../domain/status'
import { findUser } from './users'
import { consumedAssetIds, grantedAssets } from './assetChanges'

export type InventoryState = 'ok' | 'not_bound' | 'private' | 'no_trade_url'
export const INVENTORY_STATE_TEXT: Record<InventoryState, string> = {
  ok: '',
  not_bound: '请先绑定 Steam 账号',
  private: 'Steam 库存未公开，请在 Steam 隐私设置中将库存设为公开后刷新',
  no_trade_url: '请先设置 Steam 交易链接，否则无法出售'
}

export type AssetState = 'tradable' | 'hold' | 'listed' | 'trading'
export interface OwnedAsset extends Pick<StockAsset, 'asset_id' | 'item_id' | 'wear'> {
  /** 'steam' for the account's own stock, else how the shop put it there (model/grants.ts: buy, roll, box …) */
  source: string
  state: AssetState
  tradable_at: number | null
  listing: { id: number, status: string, price_cents: number } | null
}
export interface Inventory {
  state: InventoryState
  steamId: string | null
  /** the account's items, sold ones left out, newest generation first */
  assets: OwnedAsset[]
  refreshedAt: number | null
  cooldown: number
}

// the catalogue never changes while the API runs (a reset writes the same ids): read it once per database
const catalogues = new WeakMap<Db, CatalogueEntry[]>()
function catalogueOf (db: Db): CatalogueEntry[] {
  let entries = catalogues.get(db)
  if (!entries || entries.length === 0) {
    entries = db.prepare('SELECT id, appid, exterior, ref_price_cents FROM items ORDER BY id').all() as CatalogueEntry[]
    catalogues.set(db, entries)
  }
  return entries
}

interface SyncRow { generation: number, at: number }
const syncsOf = (db: Db, steamId: string): SyncRow[] =>
  db.prepare('SELECT generation, at FROM inventory_syncs WHERE steam_id = ? ORDER BY generation').all(steamId) as SyncRow[]

const dayStart = (at: number): number => at - (at % 86400)

/** Why this user's inventory cannot be read or sold from, or 'ok'. */
export function inventoryState (deps: Deps, steamId: string | null, tradeUrl: string | null): InventoryState {
  if (!steamId) return 'not_bound'
  if (deps.providers.steamWebApi.stock.isPrivate(steamId)) return 'private'
  return tradeUrl ? 'ok' : 'no_trade_url'
}

/**
 * The user's inventory (the Steam provider's stock by generation) with each item's state. Reads only: an account never synced counts
 * generation 0's trade holds from today (the first refresh or listing fixes that day).
 */
export function inventoryOf (deps: Deps, userId: number): Inventory {
  const { db } = deps
  const user = findUser(db, userId)
  const state = inventoryState(deps, user.steam_id, user.trade_url)
  if (state === 'not_bound' || state === 'private') return { state, steamId: user.steam_id, assets: [], refreshedAt: null, cooldown: 0 }
  const steamId = user.steam_id!
  const now = deps.now()
  const syncs = syncsOf(db, steamId)
  const syncedAt = new Map(syncs.map((row) => [row.generation, row.at]))
  const generations = syncs.length === 0 ? [0] : syncs.map((row) => row.generation)
  const [low, high] = assetRange(steamId)
  const listings = new Map((db.prepare(`SELECT id, asset_id, status, price_cents FROM listings
    WHERE asset_id BETWEEN ? AND ? AND status IN ('on_sale', 'locked', 'sold')`).all(low, high) as Array<{
      id: number,
      asset_id: string,
      status: string,
      price_cents: number
    }>)
    .map((row) => [row.asset_id, row]))
  const consumed = consumedAssetIds(db, steamId)
  const assets: OwnedAsset[] = []
  const add = (asset: Pick<StockAsset, 'asset_id' | 'item_id' | 'wear'>, source: string, tradableAt: number | null): void => {
    const listing = listings.get(asset.asset_id) ?? null
    if (listing?.status === 'sold' || consumed.has(asset.asset_id)) return
    const state: AssetState = listing?.status === 'on_sale' ? 'listed' : listing ? 'trading' : tradableAt !== null && tradableAt > now ? 'hold' : 'tradable'
    assets.push({
      asset_id: asset.asset_id,
      item_id: asset.item_id,
      wear: asset.wear,
      source,
      state,
      tradable_at: tradableAt !== null && tradableAt > now ? tradableAt : null,
      listing
    })
  }
  // what the shop granted is the newest: first
  for (const grant of grantedAssets(db, steamId)) add(grant, grant.source, grant.tradable_at)
  for (const generation of [...generations].reverse()) {
    const at = syncedAt.get(generation) ?? now
    for (const asset of deps.providers.steamWebApi.stock.generation(steamId, generation, catalogueOf(db))) {
      add(asset, 'steam', asset.hold_days === 0 ? null : (generation === 0 ? dayStart(at) : at) + asset.hold_days * 86400)
    }
  }
  const refreshedAt = syncs.length === 0 ? null : syncs[syncs.length - 1].at
  const cooldown = refreshedAt === null ? 0 : Math.max(0, refreshedAt + REFRESH_COOLDOWN_SECONDS - now)
  return { state, steamId, assets, refreshedAt, cooldown }
}

/** Refuses (4000 / 4009) a user whose inventory cannot be read. */
function readableSteamId (deps: Deps, userId: number): string {
  const user = findUser(deps.db, userId)
  const state = inventoryState(deps, user.steam_id, user.trade_url)
  if (state === 'not_bound') fail(Status.badRequest, INVENTORY_STATE_TEXT.not_bound)
  if (state === 'private') fail(Status.conflict, INVENTORY_STATE_TEXT.private)
  return user.steam_id!
}

/** Fixes the account's first sync (generation 0) if it has none, in the caller's transaction. */
export function ensureSynced (deps: Deps, steamId: string): void {
  deps.db.prepare('INSERT OR IGNORE INTO inventory_syncs (steam_id, generation, at) VALUES (?, 0, ?)').run(steamId, deps.now())
}

/**
 * Refresh from Steam: the first one fixes the stock's day, each later one is a new generation that may
 * bring new items (on a 7-day hold). Once a minute (4029 with the seconds left).
 */
export function refreshInventory (deps: Deps, userId: number): { refreshed_at: number, new_items: number, cooldown: number } {
  const { db } = deps
  const steamId = readableSteamId(deps, userId)
  const now = deps.now()
  return db.transaction(() => {
    const syncs = syncsOf(db, steamId)
    const last = syncs[syncs.length - 1]
    if (last && now - last.at < REFRESH_COOLDOWN_SECONDS) {
      const cooldown = last.at + REFRESH_COOLDOWN_SECONDS - now
      fail(Status.tooFrequent, `刷新太频繁，请 ${cooldown} 秒后再试`, { cooldown })
    }
    const generation = last ? Math.min(last.generation + 1, MAX_GENERATION + 1) : 0
    // past the last generation a refresh only records its time
    if (last && generation > MAX_GENERATION) {
      db.prepare('UPDATE inventory_syncs SET at = ? WHERE steam_id = ? AND generation = ?').run(now, steamId, last.generation)
      return { refreshed_at: now, new_items: 0, cooldown: REFRESH_COOLDOWN_SECONDS }
    }
    db.prepare('INSERT INTO inventory_syncs (steam_id, generation, at) VALUES (?, ?, ?)').run(steamId, generation, now)
    const added = generation === 0 ? 0 : deps.providers.steamWebApi.stock.generation(steamId, generation, catalogueOf(db)).length
    return { refreshed_at: now, new_items: added, cooldown: REFRESH_COOLDOWN_SECONDS }
  })()
}

/**
 * One of the user's items that can be put on sale now, in the caller's transaction: refuses an unknown
 * item (4004), one on trade hold (4009 with the date) and one already listed or in a trade (4009).
 */
export function sellableAsset (deps: Deps, userId: number, assetId: string, inventory: Inventory): OwnedAsset {
  const asset = inventory.assets.find((entry) => entry.asset_id === assetId)
  if (!asset) {
    // a sold item is gone from the inventory: say so rather than "unknown"
    const sold = deps.db.prepare("SELECT 1 FROM listings WHERE asset_id = ? AND seller_id = ? AND status = 'sold'").get(assetId, userId)
    fail(sold ? Status.conflict : Status.notFound, sold ? `饰品 ${assetId} 已售出` : `库存中没有该饰品（${assetId}）`)
  }
  if (asset!.state === 'hold') fail(Status.conflict, `该饰品交易冷却中，${beijingTime(asset!.tradable_at!)} 后可交易`)
  if (asset!.state !== 'tradable') fail(Status.conflict, '该饰品已在出售或交易中')
  return asset!
}
