import { notConfigured } from '../provider'
import type { PayoutProvider } from '.'

/** No payout channel's protocol is configured: every withdrawal answers 4500 before anything moves. */
export const productionPayout: PayoutProvider = {
  simulated: false,
  arrival: '1–3 个工作日',
  configured: false,
  pay: () => notConfigured('payout')
}
