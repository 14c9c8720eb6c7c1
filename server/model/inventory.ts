import type { Db } from '../db/database'
import type { Deps } from '../deps'
import type { InventoryRefresh } from '../../types/api'
import { assetRange, MAX_GENERATION, REFRESH_COOLDOWN_SECONDS, type CatalogueEntry, type StockAsset } from '../domain/inventory'
import { beijingTime } from '../domain/beijingDay'
import { fail, Status } from '../domain/status'
import { findUser } from './users'
import { consumedAssetIds, grantedAssets } from './assetChanges'
import { importedAssets, importSteamAssets } from './steamAssets'
import type { SteamAsset } from '../providers/steamWebApi'

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
    entries = db.prepare('SELECT id, appid, exterior, ref_price_cents, market_hash_name FROM items ORDER BY id').all() as CatalogueEntry[]
    catalogues.set(db, entries)
  }
  return entries
}

interface SyncRow { generation: number, at: number, private: number }
const syncsOf = (db: Db, steamId: string): SyncRow[] =>
  db.prepare('SELECT generation, at, private FROM inventory_syncs WHERE steam_id = ? ORDER BY generation').all(steamId) as SyncRow[]

const dayStart = (at: number): number => at - (at % 86400)

/** Why this user's inventory cannot be read or sold from, or 'ok'. */
export function inventoryState (deps: Deps, steamId: string | null, tradeUrl: string | null): InventoryState {
  if (!steamId) return 'not_bound'
  const stock = deps.providers.steamWebApi.stock
  // without a simulated stock, Steam said so at the last refresh
  if (stock ? stock.isPrivate(steamId) : syncsOf(deps.db, steamId).at(-1)?.private === 1) return 'private'
  return tradeUrl ? 'ok' : 'no_trade_url'
}

/**
 * The user's inventory with each item's state: the simulated Steam's stock by generation, else what the last refresh imported.
 * Reads only: a simulated account never synced counts generation 0's trade holds from today (the first refresh or listing
 * fixes that day); a production account never refreshed has only what the shop granted.
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
  const stock = deps.providers.steamWebApi.stock
  const imported = stock ? [] : importedAssets(db, steamId)
  const listings = new Map((db.prepare(`SELECT id, asset_id, status, price_cents FROM listings
    WHERE (asset_id BETWEEN ? AND ? OR asset_id IN (SELECT value FROM json_each(?))) AND status IN ('on_sale', 'locked', 'sold')`)
    .all(low, high, JSON.stringify(imported.map((asset) => asset.asset_id))) as Array<{
      id: number,
      asset_id: string,
      status: string,
      price_cents: number
    }>)
    .map((row) => [row.asset_id, row]))
  const consumed = consumedAssetIds(db, steamId)
  const assets: OwnedAsset[] = []
  /** `held`: Steam says the item cannot be traded now, whatever its date */
  const add = (asset: Pick<StockAsset, 'asset_id' | 'item_id' | 'wear'>, source: string, tradableAt: number | null, held = false): void => {
    const listing = listings.get(asset.asset_id) ?? null
    if (listing?.status === 'sold' || consumed.has(asset.asset_id)) return
    const onHold = held || (tradableAt !== null && tradableAt > now)
    const state: AssetState = listing?.status === 'on_sale' ? 'listed' : listing ? 'trading' : onHold ? 'hold' : 'tradable'
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
  if (stock) {
    for (const generation of [...generations].reverse()) {
      const at = syncedAt.get(generation) ?? now
      for (const asset of stock.generation(steamId, generation, catalogueOf(db))) {
        add(asset, 'steam', asset.hold_days === 0 ? null : (generation === 0 ? dayStart(at) : at) + asset.hold_days * 86400)
      }
    }
  }
  for (const asset of imported) add(asset, 'steam', asset.tradable_at, !asset.tradable)
  const refreshedAt = syncs.length === 0 ? null : syncs[syncs.length - 1].at
  const cooldown = refreshedAt === null ? 0 : Math.max(0, refreshedAt + REFRESH_COOLDOWN_SECONDS - now)
  return { state, steamId, assets, refreshedAt, cooldown }
}

/**
 * Refuses (4000 / 4009) a user whose inventory cannot be read. A private inventory is refused only when the simulated Steam
 * knows it now; production learns it by asking, so a refresh is how a player shows Steam made it public again.
 */
function readableSteamId (deps: Deps, userId: number): string {
  const steamId = findUser(deps.db, userId).steam_id
  if (!steamId) fail(Status.badRequest, INVENTORY_STATE_TEXT.not_bound)
  if (deps.providers.steamWebApi.stock?.isPrivate(steamId!)) fail(Status.conflict, INVENTORY_STATE_TEXT.private)
  return steamId!
}

/** Fixes the account's first sync (generation 0) if it has none, in the caller's transaction. */
export function ensureSynced (deps: Deps, steamId: string): void {
  deps.db.prepare('INSERT OR IGNORE INTO inventory_syncs (steam_id, generation, at) VALUES (?, 0, ?)').run(steamId, deps.now())
}

/** The last sync, refusing (4029 with the seconds left) a refresh within the cooldown. */
function lastSyncOutsideCooldown (db: Db, steamId: string, now: number): SyncRow | undefined {
  const last = syncsOf(db, steamId).at(-1)
  if (last && now - last.at < REFRESH_COOLDOWN_SECONDS) {
    const cooldown = last.at + REFRESH_COOLDOWN_SECONDS - now
    fail(Status.tooFrequent, `刷新太频繁，请 ${cooldown} 秒后再试`, { cooldown })
  }
  return last
}

/**
 * Refresh from Steam, once a minute (4029 with the seconds left). The simulated Steam's refresh is a new generation (the
 * first fixes the stock's day, each later one may bring new items on a 7-day hold); otherwise Steam is asked for every
 * game of the catalogue, outside any transaction, and its answer imported in one.
 */
export async function refreshInventory (deps: Deps, userId: number): Promise<InventoryRefresh> {
  const steamId = readableSteamId(deps, userId)
  const stock = deps.providers.steamWebApi.stock
  if (stock) return deps.db.transaction(() => nextGeneration(deps, steamId, stock.generation))()
  lastSyncOutsideCooldown(deps.db, steamId, deps.now())
  const answers: Array<SteamAsset[] | 'private'> = []
  for (const appid of new Set(catalogueOf(deps.db).map((entry) => entry.appid))) {
    answers.push(await deps.providers.steamWebApi.inventory(steamId, appid))
    if (answers.at(-1) === 'private') break
  }
  const answer = deps.db.transaction(() => importAnswers(deps, steamId, answers))()
  // the private state is stored (我的库存 shows it) before the refresh is refused
  return answer === 'private' ? fail(Status.conflict, INVENTORY_STATE_TEXT.private) : answer
}

type Generation = NonNullable<Deps['providers']['steamWebApi']['stock']>['generation']

function nextGeneration (deps: Deps, steamId: string, generationOf: Generation): InventoryRefresh {
  const { db } = deps
  const now = deps.now()
  const last = lastSyncOutsideCooldown(db, steamId, now)
  const generation = last ? Math.min(last.generation + 1, MAX_GENERATION + 1) : 0
  // past the last generation a refresh only records its time
  if (last && generation > MAX_GENERATION) {
    db.prepare('UPDATE inventory_syncs SET at = ? WHERE steam_id = ? AND generation = ?').run(now, steamId, last.generation)
    return { refreshed_at: now, new_items: 0, cooldown: REFRESH_COOLDOWN_SECONDS }
  }
  db.prepare('INSERT INTO inventory_syncs (steam_id, generation, at) VALUES (?, ?, ?)').run(steamId, generation, now)
  const added = generation === 0 ? 0 : generationOf(steamId, generation, catalogueOf(db)).length
  return { refreshed_at: now, new_items: added, cooldown: REFRESH_COOLDOWN_SECONDS }
}

/**
 * Stores Steam's answers (model/steamAssets.ts) and the sync (one row per account: the last import's time, whether Steam
 * said private, how many items were skipped); the cooldown is checked again, as another refresh may have landed meanwhile.
 * The first import brings the account's stock, so only later ones count new items.
 */
function importAnswers (deps: Deps, steamId: string, answers: ReadonlyArray<SteamAsset[] | 'private'>): InventoryRefresh | 'private' {
  const { db } = deps
  const now = deps.now()
  const last = lastSyncOutsideCooldown(db, steamId, now)
  const hidden = answers.includes('private')
  const count = hidden ? { added: 0, skipped: 0 } : importSteamAssets(db, steamId, answers.flat() as SteamAsset[], catalogueByName(db), now)
  db.prepare(`INSERT INTO inventory_syncs (steam_id, generation, at, private, skipped) VALUES (?, 0, ?, ?, ?)
    ON CONFLICT (steam_id, generation) DO UPDATE SET at = excluded.at, private = excluded.private, skipped = excluded.skipped`)
    .run(steamId, now, hidden ? 1 : 0, count.skipped)
  if (hidden) return 'private'
  return { refreshed_at: now, new_items: last ? count.added : 0, cooldown: REFRESH_COOLDOWN_SECONDS }
}

/** Our catalogue by Steam market name (the first item of a name, should two share one). */
function catalogueByName (db: Db): Map<string, number> {
  const byName = new Map<string, number>()
  for (const entry of catalogueOf(db)) if (entry.market_hash_name && !byName.has(entry.market_hash_name)) byName.set(entry.market_hash_name, entry.id)
  return byName
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
  if (asset!.state === 'hold') {
    fail(Status.conflict, asset!.tradable_at === null ? '该饰品在 Steam 上暂不可交易，请稍后刷新库存' : `该饰品交易冷却中，${beijingTime(asset!.tradable_at)} 后可交易`)
  }
  if (asset!.state !== 'tradable') fail(Status.conflict, '该饰品已在出售或交易中')
  return asset!
}
