import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'
import { SimulatedPayments } from './simulated'
import { ProductionPayments } from './production'

/** The outside payment channels; the balance is the marketplace's own and never goes through a provider. */
export type ExternalChannel = 'wechat' | 'card' | 'alipay'

/** A charge on a channel that answers at once (WeChat, card), inside the caller's transaction. */
export interface Charge {
  payNo: string
  channel: 'wechat' | 'card'
  amountCents: number
  /** what the payer's page sent besides the amount: a channel may read its own fields */
  params: Readonly<Record<string, unknown>>
}
export type ChargeResult = { paid: true } | { declined: string }

/** A payment handed to the channel's own page (Alipay's cashier, WeChat's H5 pay), where the payer pays it. */
export interface HandOff { channel: 'alipay' | 'wechat', payNo: string, totalCents: number, returnTo: string }

/** What a notification (or a query) says about one payment. */
export interface PaymentNotice { payNo: string, paid: boolean, amountCents: number }

/** Payment channels: create (at once or by hand-off), query, refund and the signed notification. */
export interface PaymentsProvider extends Provider {
  /** the external channels and whether each takes payments */
  channels: () => Array<{ channel: ExternalChannel, enabled: boolean }>
  /** WeChat or card: charged at once, or declined with the channel's reason */
  charge: (charge: Charge) => ChargeResult
  /** the address of the channel's page where the payer pays */
  handOff: (payment: HandOff) => { payUrl: string }
  /** the channel's own record of a payment; undefined while the payer has not acted */
  query: (payNo: string) => Promise<PaymentNotice | undefined>
  /** gives a paid amount back to the payer's account at the channel */
  refund: (payNo: string, amountCents: number) => Promise<void>
  /** the channel's notification, its signature checked: 4003 when it does not verify */
  verifyNotification: (params: Readonly<Record<string, unknown>>) => PaymentNotice
}

export const makePayments = (config: ProviderConfig): PaymentsProvider =>
  config.simulated.has('payments') ? new SimulatedPayments() : new ProductionPayments()
