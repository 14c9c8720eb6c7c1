import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'

/** Steam trade offers. */
export type SteamTradeProvider = Provider

export const makeSteamTrade = (config: ProviderConfig): SteamTradeProvider => ({ simulated: config.simulated.has('steamTrade') })
