/**
 * Business status codes in the envelope (server/README.md has the table).
 * HTTP stays 200 for every handled outcome; only a malformed request
 * (bad JSON, unsupported body type, body too large, unknown path) gets HTTP 4xx.
 */
export const Status = {
  ok: 200,
  /** no token, expired token, revoked session, deleted user */
  login: 401,
  /** the pay password must be entered: the page opens its keypad itself (no toast) */
  payPasswordNeeded: 3000,
  /** the Steam account health check must pass before trading */
  healthCheck: 3104,
  badRequest: 4000,
  badSign: 4003,
  notFound: 4004,
  conflict: 4009,
  tooFrequent: 4029,
  dailyCap: 4030,
  /** the account lacks the anchor role (streamer backstage): the page shows its no-access state */
  notAnchor: 4031,
  smsCode: 4101,
  password: 4102,
  exists: 4103,
  balance: 4201,
  payFailed: 4202,
  payPassword: 4301,
  balancePayOff: 4302,
  disabled: 4500,
  server: 5000
} as const

export class BizError extends Error {
  constructor (readonly status: number, message: string, readonly data: unknown = null) {
    super(message)
  }
}

export const fail = (status: number, message: string, data: unknown = null): never => {
  throw new BizError(status, message, data)
}
