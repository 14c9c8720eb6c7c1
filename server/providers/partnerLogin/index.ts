import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'
import { SimulatedPartnerLogin } from './simulated'
import { productionPartnerLogin } from './production'

/** A partner's login ticket, checked: its user, and the ticket's one-time id (the caller refuses a second use). */
export interface PartnerTicket { uid: string, jti: string }

/** The partner's single sign-on: its login page hands the browser a signed ticket naming one of its users. */
export interface PartnerLoginProvider extends Provider {
  /** the ticket's signature and expiry checked at `now` (unix seconds); 4003 when it does not verify or has expired */
  verifyTicket: (ticket: string, now: number) => PartnerTicket
}

export const makePartnerLogin = (config: ProviderConfig): PartnerLoginProvider =>
  config.simulated.has('partnerLogin') ? new SimulatedPartnerLogin() : productionPartnerLogin
