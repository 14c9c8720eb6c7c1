import { notConfigured } from '../provider'
import type { PartnerLoginProvider } from '.'

/** No partner's ticket key is configured: every login answers 4500. */
export const productionPartnerLogin: PartnerLoginProvider = { simulated: false, verifyTicket: () => notConfigured('partnerLogin') }
