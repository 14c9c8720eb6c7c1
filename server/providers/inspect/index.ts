import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'

/** Item inspection: a skin's float, pattern and stickers. */
export type InspectProvider = Provider

export const makeInspect = (config: ProviderConfig): InspectProvider => ({ simulated: config.simulated.has('inspect') })
