import { notConfigured } from '../provider'
import type { HumanCheckProvider } from '.'

/** No human-check service is configured: 4500. */
export const productionHumanCheck: HumanCheckProvider = { simulated: false, check: async () => notConfigured('humanCheck') }
