import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'

/** Steam login: OpenID 2.0 redirect and check_authentication. */
export type SteamOpenIdProvider = Provider

export const makeSteamOpenId = (config: ProviderConfig): SteamOpenIdProvider => ({ simulated: config.simulated.has('steamOpenId') })
