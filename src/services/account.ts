import type { AccountSummary, LoginResult, OAuthGrant, OAuthRevokeResult, SmsSent, SteamOpenIdAnswer, UserInfo } from '../../types/api'
import { AccountSummarySchema, OAuthGrantsSchema, OAuthRevokeResultSchema, OkSchema, UrlAnswerSchema } from '../contract/account'
import { SmsSentSchema, UserInfoSchema } from '../contract/user'
import { request } from '../lib/request'
import { saveLogin } from './auth'
import { answer } from './shape'

/**
 * The account calls of the main package's pages: the mine tab's summary, Steam, the other ways in,
 * authorised apps. The settings screens' calls are in services/accountSettings, so they stay in their subpackages
 * (see docs/decisions.md, 'Mini-program main package').
 */

const user = (path: string) => answer(UserInfoSchema, path)

const ACCOUNT = '/v1/user/my/account'
export function accountSummary (): Promise<AccountSummary> {
  return request<unknown>(ACCOUNT).then(answer(AccountSummarySchema, ACCOUNT))
}

// ---- Steam -------------------------------------------------------------------------
const BIND_STEAM = '/v1/user/setting/bindsteamid'
/** Binds the Steam account of a signed OpenID answer: the server checks the signature, so a bare Steam id is not enough. */
export function bindSteamId (answer: SteamOpenIdAnswer): Promise<UserInfo> {
  return request<unknown>(BIND_STEAM, { method: 'POST', data: { ...answer } }).then(user(BIND_STEAM))
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

// ---- authorised apps -------------------------------------------------------------
const GRANTS = '/v1/user/oauth/grants'
export function oauthGrants (): Promise<OAuthGrant[]> {
  return request<unknown>(GRANTS, { toast: false }).then(answer(OAuthGrantsSchema, GRANTS))
}
const REVOKE = '/v1/user/oauth/revoke'
export function revokeOAuthGrant (grantId: number): Promise<OAuthRevokeResult> {
  return request<unknown>(REVOKE, { method: 'POST', data: { grant_id: grantId }, toast: false }).then(answer(OAuthRevokeResultSchema, REVOKE))
}
