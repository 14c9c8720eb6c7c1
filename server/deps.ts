import type { Db } from './db/database'
import type { AttemptLimiter, SendLog } from './domain/attempts'
import type { Providers } from './providers'

/** Lets a send through or answers 4029 with the seconds to wait (`data.cooldown`); made by `http/rateLimits.ts`. */
export type SendGate = (address: string) => Promise<void>

/** What every route module receives: the database, the clock and the mode. */
export interface Deps {
  db: Db
  /** unix seconds; tests move it to expire orders and codes */
  now: () => number
  /** development helpers on (the /dev/ routes that reset the seed and move draws along); outside parties are `providers` */
  dev: boolean
  /** every outside party, simulated or real (server/providers, server/README.md "Providers") */
  providers: Providers
  secret: string
  log: (message: string) => void
  /** wrong-guess and send limits (server/README.md "Limits"): login password by phone + address and by address, pay password by user, SMS */
  limits: {
    login: AttemptLimiter, loginPerAddress: AttemptLimiter, payPassword: AttemptLimiter, smsSends: SendLog, smsGate: SendGate,
    redeem: AttemptLimiter, redeemPerAddress: AttemptLimiter
  }
  /** origins besides the API's own that browsers may call from (CORS, development helpers) */
  corsOrigins: readonly string[]
}
