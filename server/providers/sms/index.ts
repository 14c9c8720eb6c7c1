import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'

/** Text messages carrying a login or confirmation code. */
export type SmsProvider = Provider

export const makeSms = (config: ProviderConfig): SmsProvider => ({ simulated: config.simulated.has('sms') })
