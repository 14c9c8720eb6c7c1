import type { Db } from '../db/database'
import type { SteamAsset } from '../providers/steamWebApi'
import { NEW_ITEM_HOLD_DAYS } from '../domain/inventory'

/** An imported Steam item as the inventory reads it: a hold Steam reports lasts at most Steam's 7 days from when we first saw it. */
export interface ImportedAsset { asset_id: string, item_id: number, wear: string | null, tradable: boolean, tradable_at: number | null }

/** What one import changed: items new since the last one, and Steam items our catalogue does not have (skipped). */
export interface ImportCount { added: number, skipped: number }

interface Row { asset_id: string, item_id: number, wear: string | null, tradable: number, first_seen_at: number }

/** The account's items present at its last import, newest first. */
export function importedAssets (db: Db, steamId: string): ImportedAsset[] {
  const rows = db.prepare(`SELECT asset_id, item_id, wear, tradable, first_seen_at FROM steam_assets WHERE steam_id = ? AND gone_at IS NULL
    ORDER BY first_seen_at DESC, asset_id DESC`).all(steamId) as Row[]
  return rows.map((row) => ({
    asset_id: row.asset_id,
    item_id: row.item_id,
    wear: row.wear,
    tradable: row.tradable === 1,
    tradable_at: row.tradable === 1 ? null : row.first_seen_at + NEW_ITEM_HOLD_DAYS * 86400
  }))
}

/** The asset ids present at the account's last import, for the listings that sell them. */
export const importedAssetIds = (db: Db, steamId: string): string[] =>
  (db.prepare('SELECT asset_id FROM steam_assets WHERE steam_id = ? AND gone_at IS NULL').all(steamId) as Array<{ asset_id: string }>)
    .map((row) => row.asset_id)

/**
 * Stores what Steam answered for every game, in the caller's transaction: each asset mapped to our catalogue by its market
 * name (one we do not sell is skipped), its tradability updated, and an asset Steam no longer lists marked gone. Steam tells
 * no wear, so an imported asset has none (the inspect provider would tell it).
 */
export function importSteamAssets (db: Db, steamId: string, answered: readonly SteamAsset[], catalogue: ReadonlyMap<string, number>, now: number): ImportCount {
  const present = new Set(importedAssetIds(db, steamId))
  const known = new Set((db.prepare('SELECT asset_id FROM steam_assets WHERE steam_id = ?').all(steamId) as Array<{ asset_id: string }>)
    .map((row) => row.asset_id))
  const upsert = db.prepare(`INSERT INTO steam_assets (steam_id, asset_id, item_id, wear, tradable, first_seen_at) VALUES (?, ?, ?, NULL, ?, ?)
    ON CONFLICT (steam_id, asset_id) DO UPDATE SET item_id = excluded.item_id, tradable = excluded.tradable, gone_at = NULL`)
  const seen = new Set<string>()
  let skipped = 0
  let added = 0
  for (const asset of answered) {
    const itemId = catalogue.get(asset.market_hash_name)
    if (itemId === undefined) {
      skipped++
      continue
    }
    if (seen.has(asset.asset_id)) continue
    seen.add(asset.asset_id)
    if (!known.has(asset.asset_id)) added++
    upsert.run(steamId, asset.asset_id, itemId, asset.tradable ? 1 : 0, now)
  }
  const gone = db.prepare('UPDATE steam_assets SET gone_at = ? WHERE steam_id = ? AND asset_id = ?')
  for (const assetId of present) if (!seen.has(assetId)) gone.run(now, steamId, assetId)
  return { added, skipped }
}
