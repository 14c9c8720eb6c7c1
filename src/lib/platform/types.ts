/** The four runtimes of DESIGN 2. */
export type Runtime = 'h5' | 'app' | 'miniProgramWebView' | 'weapp'

/** Where the user is now: a route path without the leading slash, and its query. */
export interface CurrentPage { path: string, query: Record<string, string> }

/**
 * Everything the rest of the code may know about where it runs. Only `lib/platform`
 * reads the user agent, window, document, cookies or TARO_ENV; everything else is
 * handed a Platform, so tests inject a fake (see `fakePlatform` in test/unit/support).
 */
export interface Platform {
  runtime: Runtime
  /** iOS device (matters only in the native app: client source 3 vs 2, ios_version_code) */
  isIOS: boolean
  /** app version from the `C5App/<version>` marker, or null outside the native app */
  appVersion: string | null
  /** value for a user-agent request header, or null where the runtime forbids setting it */
  userAgentHeader: string | null
  /** the page that referred the user here (H5), '' when unknown */
  referrer: string
  /** query of the first page at start-up (H5: location.search; weapp: launch options) */
  launchQuery (): Record<string, string>
  currentPage (): CurrentPage
  /** cookies; null-returning and no-op where the runtime has none (weapp) */
  getCookie (name: string): string | null
  setCookie (name: string, value: string, days: number): void
  removeCookie (name: string): void
  /** native app: hand the login request to the app (bridge contract in ./README.md); false when the bridge is missing */
  appLogin (redirectUrl: string): boolean
  /** H5 in a mini-program web view: post the login message, then open the mini-program's login page */
  miniProgramLogin (redirectUrl: string): void
  /** leave the app for an external address (partner single sign-on) */
  openExternal (url: string): void
  /** an internal path as a full address an external site can send the user back to ('' origin where there is none) */
  absoluteUrl (path: string): string
}
