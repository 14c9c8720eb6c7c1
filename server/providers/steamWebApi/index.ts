import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'
import type { CatalogueEntry, StockAsset } from '../../domain/inventory'
import { simulatedSteamWebApi } from './simulated'
import { productionSteamWebApi } from './production'

/** A Steam profile as GetPlayerSummaries answers it; `private` is any profile the public cannot see in full. */
export interface PlayerSummary { personaName: string, avatarUrl: string, profileUrl: string, visibility: 'public' | 'private' }

/** One item of a Steam inventory: Steam's asset id, the market name our catalogue is keyed by, and whether it may be traded now. */
export interface SteamAsset { asset_id: string, market_hash_name: string, tradable: boolean }

/** What the Steam account check reads; a fact the implementation cannot learn is left out (no finding for it). */
export interface SteamAccountFacts { inventoryPublic: boolean, mobileGuard?: boolean, tradeHoldDays?: number, apiKey?: boolean }

/** The Steam Web API and community: player summary, inventory, the account check's facts (server/README.md "Providers"). */
export interface SteamWebApiProvider extends Provider {
  playerSummary: (steamId: string) => Promise<PlayerSummary>
  /** one game's items, or 'private' when the owner hides the inventory; `catalogue` is our catalogue (Steam ignores it) */
  inventory: (steamId: string, appid: number, catalogue?: readonly CatalogueEntry[]) => Promise<SteamAsset[] | 'private'>
  accountFacts: (steamId: string) => Promise<SteamAccountFacts>
  /**
   * The simulated Steam's inventory as the model reads it without storing it: whether it is hidden, and the items refresh
   * `generation` brought (with their wear and trade hold, which `inventory()` does not tell). Without it (production) the
   * model imports what `inventory()` answers at each refresh.
   */
  stock?: {
    isPrivate: (steamId: string) => boolean
    generation: (steamId: string, generation: number, catalogue: readonly CatalogueEntry[]) => StockAsset[]
  }
}

export const makeSteamWebApi = (config: ProviderConfig): SteamWebApiProvider =>
  config.simulated.has('steamWebApi') ? simulatedSteamWebApi() : productionSteamWebApi(config)
