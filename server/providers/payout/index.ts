import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'
import type { WithdrawChannel } from '../../domain/withdrawal'
import { simulatedPayout } from './simulated'
import { productionPayout } from './production'

/** One withdrawal to pay out: the amount asked for and what arrives after the fee. */
export interface PayoutOrder { withdrawNo: string, channel: WithdrawChannel, account: string, amountCents: number, arriveCents: number }
export type PayoutResult = { ok: true } | { failed: string }

/** Withdrawal payouts to the player's bank card or Alipay account. */
export interface PayoutProvider extends Provider {
  /** when the money arrives, in the withdraw page's words */
  readonly arrival: string
  /** whether a withdrawal can be paid out at all: the withdraw page turns its button off, and a withdrawal answers 4500 first */
  readonly configured: boolean
  /** pays the withdrawal out, in the caller's transaction; a failure's reason is shown to the player */
  pay: (order: PayoutOrder) => PayoutResult
}

export const makePayout = (config: ProviderConfig): PayoutProvider => config.simulated.has('payout') ? simulatedPayout : productionPayout
