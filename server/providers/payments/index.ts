import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'

/** Payment channels: create, query, refund and the signed notification. */
export type PaymentsProvider = Provider

export const makePayments = (config: ProviderConfig): PaymentsProvider => ({ simulated: config.simulated.has('payments') })
