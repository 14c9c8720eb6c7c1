import { notConfigured } from '../provider'
import type { SmsProvider } from '.'

/** No SMS gateway is configured (no gateway's protocol is public and small): every send answers 4500, nothing counted. */
export const productionSms: SmsProvider = {
  simulated: false,
  ensureConfigured: () => notConfigured('sms'),
  send: async () => notConfigured('sms')
}
