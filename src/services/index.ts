import * as auth from './auth'
import * as config from './config'
import * as offer from './offer'
import * as smelt from './smelt'
import * as store from './store'
import * as trade from './trade'
import * as user from './user'

/** Every service module; the root store receives this (tests pass fakes of the same shape). */
export const services = { auth, config, offer, smelt, store, trade, user }
export type Services = typeof services
