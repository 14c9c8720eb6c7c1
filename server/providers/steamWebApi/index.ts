import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'

/** The Steam Web API: player summary, inventory, the account check's facts. */
export type SteamWebApiProvider = Provider

export const makeSteamWebApi = (config: ProviderConfig): SteamWebApiProvider => ({ simulated: config.simulated.has('steamWebApi') })
