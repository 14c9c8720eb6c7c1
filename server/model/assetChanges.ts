import type { Db } from '../db/database'

/** An item the shop put into a Steam account (model/grants.ts), as the inventory reads it. */
export interface GrantedAsset {
  asset_id: string
  item_id: number
  wear: string | null
  source: string
  tradable_at: number | null
}

/** The account's granted items, newest first. */
export const grantedAssets = (db: Db, steamId: string): GrantedAsset[] =>
  db.prepare('SELECT asset_id, item_id, wear, source, tradable_at FROM granted_assets WHERE steam_id = ? ORDER BY created_at DESC, asset_id DESC')
    .all(steamId) as GrantedAsset[]

/** Asset ids that left the account through the shop (trade-up inputs, smelting …). */
export const consumedAssetIds = (db: Db, steamId: string): Set<string> =>
  new Set((db.prepare('SELECT asset_id FROM consumed_assets WHERE steam_id = ?').all(steamId) as Array<{ asset_id: string }>).map((row) => row.asset_id))
