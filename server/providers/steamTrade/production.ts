import type { SteamTradeProvider } from './index'
import { notConfigured } from '../provider'

/**
 * Steam's trade-offer calls are made by the sending account itself, through its logged-in web session (and its mobile
 * authenticator's confirmation): no public key or endpoint stands for that, so production answers 4500 until a trade bot exists.
 */
export const productionSteamTrade = (): SteamTradeProvider => ({ simulated: false, sendOffer: async () => notConfigured('steamTrade') })
