import Taro from '@tarojs/taro'
import type { Platform, CurrentPage } from '../platform'
import { MINI_PROGRAM_LOGIN_PAGE } from '../platform/bridge'
import { clientId } from '../marketing'
import { beginLogin } from '../loginState'
import { withQuery } from './url'

export const H5_LOGIN_PAGE = '/pages/user/login'
/** Where the partner's single sign-on sends the user back (with a ticket and our state). */
export const PARTNER_LANDING = '/pages/user/catLogin'
/** spec 6: client id 8 logs in through the partner's single sign-on. */
export const PARTNER_CLIENT_ID = '8'
const LOGIN_PAGES = ['pages/user/login', 'pages/login/index']
/** spec 8: pages that never send the user to login on a 401. */
export const NO_LOGIN_REDIRECT_PAGES = [
  'pages/user/catLogin', 'pages/user/auth', 'pages/smelt/index', 'pages/smelt/details',
  'pages/redpack/index', 'pages/cdk/index', 'pages/cdk/detail/index'
]
/** Several 401s within this window lead to one hand-off. */
export const HAND_OFF_WINDOW_MS = 3000

export type HandOff = 'none' | 'suppressed' | 'h5' | 'partner' | 'app' | 'miniProgram' | 'weapp'

let lastHandOffAt = -Infinity

export function resetLoginHandOff (): void {
  lastHandOffAt = -Infinity
}

export function currentUrl (page: CurrentPage): string {
  return withQuery('/' + page.path, page.query)
}

/**
 * The login page a login button opens, coming back to `back` (DESIGN 2): the mini-program's own
 * WeChat login (then phone binding) in the weapp build, else the H5 login page.
 */
export function loginPageUrl (platform: Platform, back: string): string {
  return withQuery(platform.runtime === 'weapp' ? MINI_PROGRAM_LOGIN_PAGE : H5_LOGIN_PAGE, { redirect_url: back })
}

/**
 * spec 8 / DESIGN 2-3: after a 401 (token already cleared), send the user to log in, by runtime.
 * `expired`: a session the user had has ended, so the H5 login page says so (reason=expired), rather than a login page with no explanation.
 */
export function handOffLogin (platform: Platform, autoLogin: boolean, partnerLoginUrl: string, expired = false, now = Date.now()): HandOff {
  if (!autoLogin) return 'none'
  const page = platform.currentPage()
  if (LOGIN_PAGES.includes(page.path)) return 'none'
  const browser = platform.runtime === 'h5' || platform.runtime === 'app'
  if (browser && NO_LOGIN_REDIRECT_PAGES.includes(page.path)) return 'none'
  if (now - lastHandOffAt < HAND_OFF_WINDOW_MS) return 'suppressed'
  lastHandOffAt = now

  const redirect = currentUrl(page)
  switch (platform.runtime) {
    case 'weapp':
      go(withQuery(MINI_PROGRAM_LOGIN_PAGE, { redirect_url: redirect }))
      return 'weapp'
    case 'miniProgramWebView':
      platform.miniProgramLogin(redirect)
      return 'miniProgram'
    default:
      if (openPartnerLogin(platform, partnerLoginUrl, redirect, now)) return 'partner'
      if (platform.runtime === 'app' && platform.appLogin(redirect)) return 'app'
      go(withQuery(H5_LOGIN_PAGE, expired ? { redirect_url: redirect, reason: 'expired' } : { redirect_url: redirect }))
      return 'h5'
  }
}

/**
 * spec 6: client id 8 logs in at the partner's page (when one is configured); false otherwise.
 * The partner sends the user back to catLogin (a full address) with our state, which keeps `target`.
 */
export function openPartnerLogin (platform: Platform, partnerLoginUrl: string, target: string, now = Date.now()): boolean {
  if (clientId() !== PARTNER_CLIENT_ID || !partnerLoginUrl || platform.runtime === 'weapp') return false
  const state = beginLogin('catLogin', target, now)
  platform.openExternal(withQuery(partnerLoginUrl, { redirect_url: platform.absoluteUrl(PARTNER_LANDING), state }))
  return true
}

function go (url: string): void {
  void Promise.resolve()
    .then(() => Taro.navigateTo({ url }))
    .catch(() => Taro.redirectTo({ url }))
    .catch((error: unknown) => console.error('[request] could not open the login page', error))
}
