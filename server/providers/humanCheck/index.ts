import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'

/** The human check before an SMS is sent from the web. */
export type HumanCheckProvider = Provider

export const makeHumanCheck = (config: ProviderConfig): HumanCheckProvider => ({ simulated: config.simulated.has('humanCheck') })
