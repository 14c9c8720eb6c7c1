import { notConfigured } from '../provider'
import type { ExternalChannel, PaymentsProvider } from '.'

const CHANNELS: readonly ExternalChannel[] = ['wechat', 'card', 'alipay']

/** No channel's merchant protocol is configured: every external channel is off and every call answers 4500. */
export class ProductionPayments implements PaymentsProvider {
  readonly simulated = false
  channels = () => CHANNELS.map((channel) => ({ channel, enabled: false }))
  charge = () => notConfigured('payments')
  handOff = () => notConfigured('payments')
  query = async () => notConfigured('payments')
  refund = async () => notConfigured('payments')
  verifyNotification = () => notConfigured('payments')
}
