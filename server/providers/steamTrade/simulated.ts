import type { SteamTradeProvider } from './index'

/** The simulated Steam takes every offer at once. */
export const simulatedSteamTrade = (): SteamTradeProvider => ({ simulated: true, sendOffer: async () => {} })
