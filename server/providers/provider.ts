import { fail, Status } from '../domain/status'

/**
 * Every outside party the marketplace talks to (server/README.md "Providers"). Routes and models reach a party only
 * through `deps.providers.<party>`; each party has a simulated implementation (development, tests, the demo) and a
 * production one that speaks the party's protocol from configuration, or answers 4500 "…未配置" and changes nothing.
 */
export const PARTIES = [
  'payments', 'payout', 'sms', 'humanCheck', 'steamOpenId', 'steamWebApi', 'steamTrade', 'wechat', 'inspect', 'partnerLogin'
] as const
export type Party = typeof PARTIES[number]

/** What the settings page and `npm run serve` print for a party: shown to players only as the API's `simulated` mark. */
export const PARTY_NAME: Record<Party, string> = {
  payments: '支付渠道',
  payout: '提现打款',
  sms: '短信',
  humanCheck: '人机验证',
  steamOpenId: 'Steam 登录',
  steamWebApi: 'Steam 资料与库存',
  steamTrade: 'Steam 交易报价',
  wechat: '微信登录与订阅消息',
  inspect: '饰品检视',
  partnerLogin: '合作方登录'
}

export interface Provider {
  /** true for the stand-in that plays the party itself (no real money, messages or accounts) */
  readonly simulated: boolean
}

/** The production answer of a party whose configuration is missing: 4500, nothing changed. */
export const notConfigured = (party: Party): never => fail(Status.disabled, `${PARTY_NAME[party]}未配置`)
