import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'
import { simulatedHumanCheck } from './simulated'
import { productionHumanCheck } from './production'

/** The web's human check before an SMS is sent. */
export interface HumanCheckProvider extends Provider {
  /** whether the check's answer (the page's parameters) shows a person, for the caller at `address` */
  check: (answer: Readonly<Record<string, unknown>>, address: string) => Promise<{ passed: boolean }>
}

export const makeHumanCheck = (config: ProviderConfig): HumanCheckProvider =>
  config.simulated.has('humanCheck') ? simulatedHumanCheck : productionHumanCheck
