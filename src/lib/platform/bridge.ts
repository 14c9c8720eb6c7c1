/**
 * The native-app and mini-program login hand-offs (DESIGN 2). The full contract is in
 * ./README.md; this module is its only implementation.
 */

/** What the native app injects into its web view. */
export interface C5Bridge { postMessage (message: string): void }

/** What the WeChat JS-SDK gives a page inside a mini-program web view. */
export interface MiniProgramApi {
  postMessage (options: { data: unknown }): void
  navigateTo (options: { url: string }): void
}

export const WECHAT_JS_SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
/** The mini-program's own login page (DESIGN 2, weapp row). */
export const MINI_PROGRAM_LOGIN_PAGE = '/pages/login/index'

export interface LoginMessage { action: 'login', redirect_url: string }

export function loginMessage (redirectUrl: string): LoginMessage {
  return { action: 'login', redirect_url: redirectUrl }
}

/** spec 6: in the native app a login request is handed to the app. */
export function handLoginToApp (bridge: C5Bridge | undefined, redirectUrl: string): boolean {
  if (!bridge || typeof bridge.postMessage !== 'function') return false
  bridge.postMessage(JSON.stringify(loginMessage(redirectUrl)))
  return true
}

/** spec 8: in a mini-program, post a login message and go to its login page. */
export function handLoginToMiniProgram (miniProgram: MiniProgramApi, redirectUrl: string): void {
  miniProgram.postMessage({ data: loginMessage(redirectUrl) })
  miniProgram.navigateTo({ url: `${MINI_PROGRAM_LOGIN_PAGE}?redirect_url=${encodeURIComponent(redirectUrl)}` })
}
