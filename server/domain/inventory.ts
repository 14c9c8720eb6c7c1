/**
 * A Steam inventory as the inventory model keeps it (server/README.md "Inventory"): the stock a provider answers per refresh
 * generation (generation 0 is the account's stock, each later refresh may bring new items), each item on our catalogue.
 */
export interface CatalogueEntry { id: number, appid: number, exterior: string | null, ref_price_cents: number, market_hash_name?: string }
export interface StockAsset {
  /** 16 digits: the Steam id's last 10, the generation (3), the index (3): unique across accounts */
  asset_id: string
  item_id: number
  /** CS2 skins: "0.xxxxxxxx" inside the exterior's range; null for items without wear */
  wear: string | null
  /** days of trade hold counted from the generation's day (0 = tradable) */
  hold_days: number
  generation: number
}

/** Refreshes from Steam at most once a minute. */
export const REFRESH_COOLDOWN_SECONDS = 60
/** Later refreshes stop bringing items after this many generations. */
export const MAX_GENERATION = 50
/** New items cannot be traded for a week (Steam's trade hold). */
export const NEW_ITEM_HOLD_DAYS = 7

/** A wear text ("0.123456", "0.12345678") → integer hundred-millionths, exactly; null when absent or malformed. */
export function wearE8 (wear: string | null): number | null {
  const match = wear === null ? null : /^0\.(\d{1,8})$/.exec(wear)
  return match ? Number(match[1].padEnd(8, '0')) : null
}

export const assetId = (steamId: string, generation: number, index: number): string =>
  `${steamId.slice(-10)}${String(generation).padStart(3, '0')}${String(index).padStart(3, '0')}`

/** The smallest and largest asset id an account can have, for range queries. */
export const assetRange = (steamId: string): [string, string] => [`${steamId.slice(-10)}000000`, `${steamId.slice(-10)}999999`]

