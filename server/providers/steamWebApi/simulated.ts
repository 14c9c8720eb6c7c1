import { createHash } from 'node:crypto'
import type { SteamAccountFacts, SteamWebApiProvider } from './index'
import { random } from '../../domain/random'
import { EXTERIORS } from '../../domain/exteriors'
import { assetId, NEW_ITEM_HOLD_DAYS, type CatalogueEntry, type StockAsset } from '../../domain/inventory'

/**
 * The simulated Steam: every account's inventory is a pure function of the Steam id and the refresh generation, so a read
 * never writes. Generation 0 is the account's stock (20-28 items of both games, mostly cheap ones, a quarter on a 1-7 day
 * trade hold); each later refresh (generation n) brings 0-2 new items on a 7-day hold. Ids ending in 404 hide their inventory.
 */

/** Steam ids ending in 404 have a private inventory (the seeded "private" case). */
export const isPrivateInventory = (steamId: string): boolean => steamId.endsWith('404')

/** What the simulated Steam says about an account for the account check; an id not listed here is a healthy account. */
const HEALTHY: Required<SteamAccountFacts> = { tradeHoldDays: 0, inventoryPublic: true, mobileGuard: true, apiKey: false }
const STEAM_SIDE: Record<string, Required<SteamAccountFacts>> = {
  // 演示用户: a registered Web API key (the e2e shows this finding)
  '76561198000000001': { ...HEALTHY, apiKey: true },
  // a private inventory and no mobile authenticator (blocks trading)
  '76561198000000666': { tradeHoldDays: 15, inventoryPublic: false, mobileGuard: false, apiKey: false },
  // a recent password reset: a 7-day trade hold and an API key
  '76561198000000777': { tradeHoldDays: 7, inventoryPublic: true, mobileGuard: true, apiKey: true }
}

const WEAR_SCALE = 100_000_000
const rangeE8 = (exterior: string): [number, number] | null => {
  const range = EXTERIORS.find((wear) => wear.name === exterior)
  return range ? [Math.round(range.min * WEAR_SCALE), Math.round(range.max * WEAR_SCALE)] : null
}

function generator (steamId: string, generation: number): () => number {
  return random(createHash('sha256').update(`${steamId}:${generation}`).digest().readUInt32BE(0))
}

/** The items one generation brought to this account. `catalogue` must be in a stable order (by id). */
export function simulatedAssets (steamId: string, generation: number, catalogue: readonly CatalogueEntry[]): StockAsset[] {
  const rand = generator(steamId, generation)
  const byGame = [730, 570].map((appid) => catalogue.filter((entry) => entry.appid === appid).sort((a, b) => a.ref_price_cents - b.ref_price_cents
    || a.id - b.id))
  const count = generation === 0 ? 20 + Math.floor(rand() * 9) : Math.floor(rand() * 3)
  const assets: StockAsset[] = []
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

/** Steam's default avatar, for every simulated profile. */
const DEFAULT_AVATAR = 'https://avatars.steamstatic.com/fef49e7fa7e1997310d705b2a6158ff8dc1cdfeb_full.jpg'

export function simulatedSteamWebApi (): SteamWebApiProvider {
  return {
    simulated: true,
    playerSummary: async (steamId) => ({
      personaName: `Steam用户${steamId.slice(-4)}`,
      avatarUrl: DEFAULT_AVATAR,
      profileUrl: `https://steamcommunity.com/profiles/${steamId}/`,
      visibility: isPrivateInventory(steamId) || STEAM_SIDE[steamId]?.inventoryPublic === false ? 'private' : 'public'
    }),
    async inventory (steamId, appid, catalogue = []) {
      if (isPrivateInventory(steamId)) return 'private'
      const names = new Map(catalogue.map((entry) => [entry.id, entry]))
      return simulatedAssets(steamId, 0, catalogue).filter((asset) => names.get(asset.item_id)?.appid === appid).map((asset) => ({
        asset_id: asset.asset_id,
        market_hash_name: names.get(asset.item_id)!.market_hash_name ?? '',
        tradable: asset.hold_days === 0
      }))
    },
    accountFacts: async (steamId) => STEAM_SIDE[steamId] ?? HEALTHY,
    stock: { isPrivate: isPrivateInventory, generation: simulatedAssets }
  }
}
