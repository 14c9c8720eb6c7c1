import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'
import { simulatedSteamOpenId, type SimulatedSteamOpenId } from './simulated'
import { productionSteamOpenId } from './production'

/** An OpenID answer: the `openid.*` fields Steam put on the return_to address, as the client posts them back. */
export type OpenIdAnswer = Readonly<Record<string, string>>

/** Steam login: OpenID 2.0 redirect and check_authentication (server/README.md "Providers"). */
export interface SteamOpenIdParty extends Provider {
  /** whether players may choose Steam login (the login page's types) */
  readonly ready: boolean
  /**
   * Where to send the player: Steam's sign-in page, which comes back to `returnTo` (a path of ours or a page on this
   * machine). `steamId` picks the account on the simulated page; Steam itself asks the player.
   */
  loginUrl: (returnTo: string, steamId?: string) => string
  /** The Steam id of an answer Steam vouches for, or null when it does not (forged or tampered); 5000 when Steam cannot be asked. */
  verify: (answer: OpenIdAnswer) => Promise<string | null>
}

export type SteamOpenIdProvider = SimulatedSteamOpenId | (SteamOpenIdParty & { readonly simulated: false })

export const makeSteamOpenId = (config: ProviderConfig): SteamOpenIdProvider =>
  config.simulated.has('steamOpenId') ? simulatedSteamOpenId() : productionSteamOpenId(config)
