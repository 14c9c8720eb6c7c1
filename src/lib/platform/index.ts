import Taro from '@tarojs/taro'
import { readCookie, cookieAssignment, cookieRemoval } from '../cookies'
import { loadScript } from '../scriptLoader'
import { handLoginToApp, handLoginToMiniProgram, MINI_PROGRAM_LOGIN_PAGE, WECHAT_JS_SDK, type C5Bridge, type MiniProgramApi } from './bridge'
import { appVersionFrom, detectIOS, detectRuntime } from './detect'
import type { CurrentPage, Platform } from './types'

export type { Platform, Runtime, CurrentPage } from './types'
export { clientSource, CLIENT_SOURCE } from './clientSource'
export { detectRuntime, drawsOwnTopBar } from './detect'

interface BrowserGlobals {
  __wxjs_environment?: string
  C5Bridge?: C5Bridge
  wx?: { miniProgram?: MiniProgramApi }
}

const hasDocument = () => typeof document !== 'undefined' && typeof document.cookie === 'string'
const browserWindow = (): (Window & BrowserGlobals) | undefined => (typeof window !== 'undefined' ? window as Window & BrowserGlobals : undefined)

/** The real platform, read once from the globals of the runtime we are in. */
export function createPlatform (): Platform {
  const taroEnv = process.env.TARO_ENV
  const userAgent = taroEnv !== 'weapp' && typeof navigator !== 'undefined' ? navigator.userAgent || '' : ''
  const win = taroEnv !== 'weapp' ? browserWindow() : undefined
  // TARO_ENV inline (not in a variable): webpack then leaves the browser-only branches out of the mini-program build
  const runtime = process.env.TARO_ENV === 'weapp' ? 'weapp' : detectRuntime({ taroEnv, userAgent, wxjsEnvironment: win?.__wxjs_environment })
  const cookiesWork = process.env.TARO_ENV !== 'weapp' && hasDocument()

  return {
    runtime,
    // TARO_ENV inline so the H5 build drops the mini-program branch (and Taro's system-info module)
    isIOS: process.env.TARO_ENV === 'weapp' ? weappIsIOS() : detectIOS(userAgent),
    appVersion: process.env.TARO_ENV === 'weapp' ? null : appVersionFrom(userAgent),
    // browsers own the user-agent header; the mini-program lets us name ourselves
    userAgentHeader: runtime === 'weapp' ? 'C5MiniProgram' : null,
    referrer: cookiesWork ? document.referrer || '' : '',
    launchQuery: () => (runtime === 'weapp' ? weappLaunchQuery() : searchQuery(win?.location?.search ?? '', win?.location?.hash ?? '')),
    currentPage,
    getCookie: (name) => (cookiesWork ? readCookie(document.cookie, name) : null),
    setCookie: (name, value, days) => { if (cookiesWork) document.cookie = cookieAssignment(name, value, days) },
    removeCookie: (name) => { if (cookiesWork) document.cookie = cookieRemoval(name) },
    appLogin: (redirectUrl) => process.env.TARO_ENV !== 'weapp' && handLoginToApp(win?.C5Bridge, redirectUrl),
    miniProgramLogin: (redirectUrl) => {
      // only a web view inside the mini-program hands off this way; a block, so webpack drops it (and the JS-SDK loader) from the weapp build
      if (process.env.TARO_ENV !== 'weapp') {
        const ready = win?.wx?.miniProgram ? Promise.resolve() : loadScript(WECHAT_JS_SDK, injectScript)
        ready.then(() => {
          const api = win?.wx?.miniProgram
          if (api) handLoginToMiniProgram(api, redirectUrl)
          else throw new Error('WeChat JS-SDK has no miniProgram API')
        }).catch((error: unknown) => {
          console.error('[platform] mini-program login hand-off failed', error)
          void Taro.navigateTo({ url: `${MINI_PROGRAM_LOGIN_PAGE}?redirect_url=${encodeURIComponent(redirectUrl)}` }).catch(() => undefined)
        })
      }
    },
    openExternal: (url) => { if (win) win.location.href = url },
    absoluteUrl: (path) => (win?.location?.origin ?? '') + path
  }
}

function currentPage (): CurrentPage {
  const router = Taro.getCurrentInstance()?.router
  // before the router has a page (start-up, early 401s) the browser's location says where we are
  const location = process.env.TARO_ENV !== 'weapp' && !router?.path ? browserWindow()?.location : undefined
  if (location) return { path: location.pathname.replace(/^\/+/, ''), query: searchQuery(location.search) }
  const rawPath = router?.path ?? ''
  const path = rawPath.split('?')[0].replace(/^\/+/, '')
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(router?.params ?? {})) {
    if (key === 'stamp' || key.startsWith('$taro')) continue
    if (typeof value === 'string') query[key] = value
  }
  return { path, query }
}

function searchQuery (search: string, hash = ''): Record<string, string> {
  const query: Record<string, string> = {}
  // a hash-mode route carries its query after the # (`/#/pages/x?sem_channel=…`)
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : ''
  for (const part of [search, hashQuery]) new URLSearchParams(part).forEach((value, key) => { query[key] = value })
  return query
}

function weappLaunchQuery (): Record<string, string> {
  try {
    const options = Taro.getLaunchOptionsSync()
    const query: Record<string, string> = {}
    for (const [key, value] of Object.entries(options.query ?? {})) query[key] = String(value)
    return query
  } catch {
    return {}
  }
}

function weappIsIOS (): boolean {
  try {
    // getDeviceInfo, not getSystemInfoSync: WeChat stopped maintaining that in base library 2.20.1
    return /ios/i.test(Taro.getDeviceInfo().system)
  } catch {
    return false
  }
}

function injectScript (src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => { script.remove(); reject(new Error(`failed to load ${src}`)) }
    document.head.appendChild(script)
  })
}
