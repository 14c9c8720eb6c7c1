import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'
import { simulatedSteamTrade } from './simulated'
import { productionSteamTrade } from './production'

/** One trade offer: the item (our listing's Steam asset, none for the shop's own stock), whose trade URL gets it, and its note. */
export interface TradeOffer { tradeUrl: string | null, assetId: string | null, appid: number, message: string }

/** Steam trade offers (server/README.md "Providers"): the seller's item sent to the buyer's trade URL. */
export interface SteamTradeProvider extends Provider {
  /** Steam takes the offer (the order may go offer_sent) or refuses with nothing changed on our side */
  sendOffer: (offer: TradeOffer) => Promise<void>
}

export const makeSteamTrade = (config: ProviderConfig): SteamTradeProvider =>
  config.simulated.has('steamTrade') ? simulatedSteamTrade() : productionSteamTrade()
