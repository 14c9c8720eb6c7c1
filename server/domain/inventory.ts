import { createHash } from 'node:crypto'
import { random } from './random'
import { EXTERIORS } from './exteriors'

/**
 * The simulated Steam inventory (server/README.md "Inventory"): a pure function of the Steam id and
 * the refresh generation, so a read never writes. Generation 0 is the account's stock (20-28 items of
 * both games, mostly cheap ones, a quarter on a 1-7 day trade hold); each later refresh (generation n)
 * brings 0-2 new items on a 7-day hold.
 */
export interface CatalogueEntry { id: number, appid: number, exterior: string | null, ref_price_cents: number }
export interface SimulatedAsset {
  /** 16 digits: the Steam id's last 10, the generation (3), the index (3): unique across accounts */
  asset_id: string
  item_id: number
  /** CS2 skins: "0.xxxxxxxx" inside the exterior's range; null for items without wear */
  wear: string | null
  /** days of trade hold counted from the generation's day (0 = tradable) */
  hold_days: number
  generation: number
}

/** Steam ids ending in 404 have a private inventory (the seeded "private" case). */
export const isPrivateInventory = (steamId: string): boolean => steamId.endsWith('404')
/** Refreshes from "Steam" at most once a minute. */
export const REFRESH_COOLDOWN_SECONDS = 60
/** Later refreshes stop bringing items after this many generations. */
export const MAX_GENERATION = 50
/** New items cannot be traded for a week (Steam's trade hold). */
export const NEW_ITEM_HOLD_DAYS = 7

const WEAR_SCALE = 100_000_000
const rangeE8 = (exterior: string): [number, number] | null => {
  const range = EXTERIORS.find((wear) => wear.name === exterior)
  return range ? [Math.round(range.min * WEAR_SCALE), Math.round(range.max * WEAR_SCALE)] : null
}

/** A wear text ("0.123456", "0.12345678") → integer hundred-millionths, exactly; null when absent or malformed. */
export function wearE8 (wear: string | null): number | null {
  const match = wear === null ? null : /^0\.(\d{1,8})$/.exec(wear)
  return match ? Number(match[1].padEnd(8, '0')) : null
}

function generator (steamId: string, generation: number): () => number {
  return random(createHash('sha256').update(`${steamId}:${generation}`).digest().readUInt32BE(0))
}

/** The items one generation brought to this account. `catalogue` must be in a stable order (by id). */
export function simulatedAssets (steamId: string, generation: number, catalogue: readonly CatalogueEntry[]): SimulatedAsset[] {
  const rand = generator(steamId, generation)
  const byGame = [730, 570].map((appid) => catalogue.filter((entry) => entry.appid === appid).sort((a, b) => a.ref_price_cents - b.ref_price_cents
    || a.id - b.id))
  const count = generation === 0 ? 20 + Math.floor(rand() * 9) : Math.floor(rand() * 3)
  const assets: SimulatedAsset[] = []
  for (let index = 0; index < count; index++) {
    const pool = byGame[rand() < 0.55 ? 0 : 1]
    if (pool.length === 0) continue
    // skewed towards cheap items: a believable player's stock, with the odd expensive one
    const entry = pool[Math.floor(Math.pow(rand(), 2.2) * pool.length)]
    const range = entry.exterior ? rangeE8(entry.exterior) : null
    const wear = range ? `0.${String(range[0] + Math.floor(rand() * (range[1] - range[0]))).padStart(8, '0')}` : null
    const hold = generation === 0 ? (rand() < 0.25 ? 1 + Math.floor(rand() * 7) : 0) : NEW_ITEM_HOLD_DAYS
    assets.push({ asset_id: assetId(steamId, generation, index), item_id: entry.id, wear, hold_days: hold, generation })
  }
  return assets
}

export const assetId = (steamId: string, generation: number, index: number): string =>
  `${steamId.slice(-10)}${String(generation).padStart(3, '0')}${String(index).padStart(3, '0')}`

/** The smallest and largest asset id an account can have, for range queries. */
export const assetRange = (steamId: string): [string, string] => [`${steamId.slice(-10)}000000`, `${steamId.slice(-10)}999999`]

