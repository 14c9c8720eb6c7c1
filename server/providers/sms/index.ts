import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'
import { SimulatedSms } from './simulated'
import { productionSms } from './production'

/** What a text message carries: a login or confirmation code (the gateway's template words it), or plain text. */
export type SmsMessage = { code: string } | { text: string }

/** Text messages carrying a login or confirmation code. */
export interface SmsProvider extends Provider {
  /** 4500 when there is no gateway, asked before a send is counted */
  ensureConfigured: () => void
  send: (phone: string, message: SmsMessage, scene: string) => Promise<void>
}

export const makeSms = (config: ProviderConfig, log: (line: string) => void): SmsProvider =>
  config.simulated.has('sms') ? new SimulatedSms(log) : productionSms
