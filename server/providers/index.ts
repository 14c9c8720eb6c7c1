import type { ProviderConfig } from './config'
import { PARTIES, type Party } from './provider'
import { makePayments, type PaymentsProvider } from './payments'
import { makePayout, type PayoutProvider } from './payout'
import { makeSms, type SmsProvider } from './sms'
import { makeHumanCheck, type HumanCheckProvider } from './humanCheck'
import { makeSteamOpenId, type SteamOpenIdProvider } from './steamOpenId'
import { makeSteamWebApi, type SteamWebApiProvider } from './steamWebApi'
import { makeSteamTrade, type SteamTradeProvider } from './steamTrade'
import { makeWechat, type WechatProvider } from './wechat'
import { makeInspect, type InspectProvider } from './inspect'
import { makePartnerLogin, type PartnerLoginProvider } from './partnerLogin'

/** One implementation of every outside party, chosen by the configuration (server/README.md "Providers"). */
export interface Providers {
  payments: PaymentsProvider
  payout: PayoutProvider
  sms: SmsProvider
  humanCheck: HumanCheckProvider
  steamOpenId: SteamOpenIdProvider
  steamWebApi: SteamWebApiProvider
  steamTrade: SteamTradeProvider
  wechat: WechatProvider
  inspect: InspectProvider
  partnerLogin: PartnerLoginProvider
}

/** `log` takes what a simulation tells the developer (the SMS codes it would have sent). */
export function makeProviders (config: ProviderConfig, log: (line: string) => void = () => {}): Providers {
  return {
    payments: makePayments(config),
    payout: makePayout(config),
    sms: makeSms(config, log),
    humanCheck: makeHumanCheck(config),
    steamOpenId: makeSteamOpenId(config),
    steamWebApi: makeSteamWebApi(config),
    steamTrade: makeSteamTrade(config),
    wechat: makeWechat(config),
    inspect: makeInspect(config),
    partnerLogin: makePartnerLogin(config)
  }
}

/** The parties played by their simulation, in PARTIES order (what `npm run serve` prints in production). */
export const simulatedParties = (providers: Providers): Party[] => PARTIES.filter((party) => providers[party].simulated)
