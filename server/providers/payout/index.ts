import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'

/** Withdrawal payouts to Alipay or a bank card. */
export type PayoutProvider = Provider

export const makePayout = (config: ProviderConfig): PayoutProvider => ({ simulated: config.simulated.has('payout') })
