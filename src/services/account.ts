import type {
  AccountSummary, HealthCheckResult, HealthState, LoginResult, OAuthGrant, OAuthRevokeResult, PersonInfo, PrivacyKey, PrivacySettings,
  SmsScene, SmsSent, SteamOpenIdAnswer, Ticket, TicketType, UserInfo
} from '../../types/api'
import {
  AccountSummarySchema, HealthCheckResultSchema, HealthStateSchema, MessagesReadSchema, OAuthGrantsSchema, OAuthRevokeResultSchema, OkSchema,
  PersonInfoSchema, PrivacySettingsSchema, TicketCreatedSchema, TicketsSchema, TicketTypesSchema, UrlAnswerSchema
} from '../contract/account'
import { SmsSentSchema, UserInfoSchema } from '../contract/user'
import { request } from '../lib/request'
import { saveLogin } from './auth'
import { answer } from './shape'

/** The account screens' calls (issue 6): profile, phone, pay password, Steam, health check, tickets, other logins. */

const user = (path: string) => answer(UserInfoSchema, path)

const ACCOUNT = '/v1/user/my/account'
export function accountSummary (): Promise<AccountSummary> {
  return request<unknown>(ACCOUNT).then(answer(AccountSummarySchema, ACCOUNT))
}

// ---- phone ------------------------------------------------------------------
export type SettingSmsScene = Extract<SmsScene, 'bind_phone' | 'change_phone' | 'unbind_phone' | 'pay_password'>
/** bind_phone goes to the new phone given; the other scenes go to the bound phone. */
const SETTING_SMS = '/v1/user/setting/sms-code'
export function settingSmsCode (scene: SettingSmsScene, phone?: string): Promise<SmsSent> {
  return request<unknown>(SETTING_SMS, { method: 'POST', data: { scene, phone } }).then(answer(SmsSentSchema, SETTING_SMS))
}
const BIND_PHONE = '/v1/user/setting/bind-phone'
export function bindPhone (phone: string, code: string): Promise<UserInfo> {
  return request<unknown>(BIND_PHONE, { method: 'POST', data: { phone, code } }).then(user(BIND_PHONE))
}
const CHANGE_PHONE = '/v1/user/setting/change-phone'
export function changePhone (oldCode: string, phone: string, code: string): Promise<UserInfo> {
  return request<unknown>(CHANGE_PHONE, { method: 'POST', data: { old_code: oldCode, phone, code } }).then(user(CHANGE_PHONE))
}
const UNBIND_PHONE = '/v1/user/setting/unbindphone'
export function unbindPhone (code: string): Promise<UserInfo> {
  return request<unknown>(UNBIND_PHONE, { method: 'POST', data: { code } }).then(user(UNBIND_PHONE))
}

// ---- pay password (sent once, never kept on the client) ----------------------
const SET_PAY = '/v1/user/setting/setpaypwd'
// the pay password calls: no toast, their screens say a refusal (tries left included) inline, once (issue 11)
export function setPayPassword (payPassword: string): Promise<UserInfo> {
  return request<unknown>(SET_PAY, { method: 'POST', data: { pay_password: payPassword }, toast: false }).then(user(SET_PAY))
}
const MOD_PAY = '/v1/user/setting/modpaypwd'
/** Change with the old pay password, or (forgotten) with an SMS code to the bound phone. */
export function changePayPassword (payPassword: string, proof: { oldPayPassword: string } | { code: string }): Promise<UserInfo> {
  const data = 'code' in proof ? { pay_password: payPassword, code: proof.code } : { pay_password: payPassword, old_pay_password: proof.oldPayPassword }
  return request<unknown>(MOD_PAY, { method: 'POST', data, toast: false }).then(user(MOD_PAY))
}
const SWITCH_PAY = '/v1/user/setting/paypwdswitch'
export function switchPayPassword (enabled: boolean, payPassword: string): Promise<UserInfo> {
  return request<unknown>(SWITCH_PAY, { method: 'POST', data: { enabled: enabled ? 1 : 0, pay_password: payPassword }, toast: false }).then(user(SWITCH_PAY))
}

// ---- profile, Steam, trade URL ---------------------------------------------------
export type { PersonInfo, HealthState }
const PERSON = '/v1/user/my/person-info'
export function updateNickname (nickname: string): Promise<PersonInfo> {
  return request<unknown>(PERSON, { method: 'POST', data: { nickname } }).then(answer(PersonInfoSchema, PERSON))
}
const AVATAR = '/v1/user/setting/update-avatar'
export function updateAvatar (avatar: string): Promise<UserInfo> {
  return request<unknown>(AVATAR, { method: 'POST', data: { avatar } }).then(user(AVATAR))
}
const TRADE_URL = '/v1/user/my/save-trade-url'
export function saveTradeUrl (tradeUrl: string): Promise<UserInfo> {
  return request<unknown>(TRADE_URL, { method: 'POST', data: { trade_url: tradeUrl } }).then(user(TRADE_URL))
}
const BIND_STEAM = '/v1/user/setting/bindsteamid'
/** Binds the Steam account of a signed OpenID answer: the server checks the signature, so a bare Steam id is not enough. */
export function bindSteamId (answer: SteamOpenIdAnswer): Promise<UserInfo> {
  return request<unknown>(BIND_STEAM, { method: 'POST', data: { ...answer } }).then(user(BIND_STEAM))
}

// ---- health check (the 3104 gate) -------------------------------------------------
const HEALTH = '/v1/steam/health/create'
export function runHealthCheck (): Promise<HealthCheckResult> {
  return request<unknown>(HEALTH, { method: 'POST', dialog: false }).then(answer(HealthCheckResultSchema, HEALTH))
}
const HEALTH_STATE = '/v1/steam/health/get'
export function healthState (): Promise<HealthState> {
  return request<unknown>(HEALTH_STATE, { dialog: false }).then(answer(HealthStateSchema, HEALTH_STATE))
}

// ---- messages, tickets ---------------------------------------------------------------
const READ = '/v1/user/message/read'
export function markMessagesRead (messageId?: number): Promise<{ updated: number }> {
  return request<unknown>(READ, { method: 'POST', data: { message_id: messageId } }).then(answer(MessagesReadSchema, READ))
}
const TICKET_TYPES = '/v1/user/ticket-types'
export function ticketTypes (): Promise<TicketType[]> {
  return request<unknown>(TICKET_TYPES).then(answer(TicketTypesSchema, TICKET_TYPES))
}
const ADD_TICKET = '/v1/user/addticket'
export function addTicket (typeId: number, content: string, contact?: string): Promise<{ ticket_id: number, status: string }> {
  return request<unknown>(ADD_TICKET, { method: 'POST', data: { type_id: typeId, content, contact } }).then(answer(TicketCreatedSchema, ADD_TICKET))
}
const TICKETS = '/v1/user/ticket/list'
export function myTickets (): Promise<Ticket[]> {
  return request<unknown>(TICKETS).then(answer(TicketsSchema, TICKETS))
}

// ---- other ways in ----------------------------------------------------------------------
const FORGOT_CODE = '/v1/user/my/frogetpwdcode'
export function forgotPasswordCode (phone: string): Promise<SmsSent> {
  return request<unknown>(FORGOT_CODE, { method: 'POST', data: { phone }, autoLogin: false }).then(answer(SmsSentSchema, FORGOT_CODE))
}
const RESET = '/v1/user/my/modifypwd'
export function resetPassword (phone: string, code: string, password: string): Promise<{ ok: boolean }> {
  return request<unknown>(RESET, { method: 'POST', data: { phone, code, password }, autoLogin: false }).then(answer(OkSchema, RESET))
}
const STEAM_URL = '/passport/steam-url'
/** Where to send the user for Steam's OpenID page; it comes back to returnTo with the answer. */
export function steamLoginUrl (returnTo: string): Promise<{ url: string }> {
  return request<unknown>(STEAM_URL, { data: { return_to: returnTo }, autoLogin: false }).then(answer(UrlAnswerSchema, STEAM_URL))
}
const STEAM_LOGIN = '/passport/steam'
export function steamLogin (answer: SteamOpenIdAnswer): Promise<LoginResult> {
  return request<unknown>(STEAM_LOGIN, { method: 'POST', data: { ...answer }, autoLogin: false }).then((data) => saveLogin(STEAM_LOGIN, data))
}
const PARTNER_LOGIN = '/passport/partner'
/** The partner single sign-on's one-time ticket (client id 8), exchanged by the API for a session. */
export function partnerLogin (ticket: string): Promise<LoginResult> {
  return request<unknown>(PARTNER_LOGIN, { method: 'POST', data: { ticket }, autoLogin: false }).then((data) => saveLogin(PARTNER_LOGIN, data))
}
const MINI_LOGIN = '/api/v1/user/v3/mix/login'
/** The mini-program's wx.login code, exchanged by the API for a session. */
export function miniProgramLogin (code: string): Promise<LoginResult> {
  return request<unknown>(MINI_LOGIN, { method: 'POST', data: { code }, autoLogin: false }).then((data) => saveLogin(MINI_LOGIN, data))
}

// ---- authorised apps, privacy switches ----------------------------------------
const GRANTS = '/v1/user/oauth/grants'
export function oauthGrants (): Promise<OAuthGrant[]> {
  return request<unknown>(GRANTS, { toast: false }).then(answer(OAuthGrantsSchema, GRANTS))
}
const REVOKE = '/v1/user/oauth/revoke'
export function revokeOAuthGrant (grantId: number): Promise<OAuthRevokeResult> {
  return request<unknown>(REVOKE, { method: 'POST', data: { grant_id: grantId }, toast: false }).then(answer(OAuthRevokeResultSchema, REVOKE))
}
const PRIVACY = '/v1/user/privacy/settings'
export function privacySettings (): Promise<PrivacySettings> {
  return request<unknown>(PRIVACY, { toast: false }).then(answer(PrivacySettingsSchema, PRIVACY))
}
/** Saves one switch; the answer holds every setting as the server now has them. */
export function savePrivacySetting (key: PrivacyKey, value: boolean): Promise<PrivacySettings> {
  return request<unknown>(PRIVACY, { method: 'POST', data: { [key]: value ? '1' : '0' }, toast: false }).then(answer(PrivacySettingsSchema, PRIVACY))
}
