import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'

/** A partner site's single sign-on. */
export type PartnerLoginProvider = Provider

export const makePartnerLogin = (config: ProviderConfig): PartnerLoginProvider => ({ simulated: config.simulated.has('partnerLogin') })
