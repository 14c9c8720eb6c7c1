import { WX_API_NAMES } from './wxApiNames'

/** The build's compiled-in API base (config/index.ts); requests to it go to the test's API. */
export const BUILD_API_BASE = 'http://127.0.0.1:3000'

/** One wx.request, recorded when its answer came; `sentAt` is when the app sent it (ms). */
export interface SeenRequest { method: string, url: string, header: Record<string, string>, data: unknown, statusCode: number, sentAt: number }
export interface Navigation { api: string, url: string }
export interface Badge { api: 'setTabBarBadge' | 'removeTabBarBadge', index: number, text?: string }

/** What the app asked of wx, for the tests to read. */
export interface WxRecord {
  requests: SeenRequest[]
  navigations: Navigation[]
  toasts: string[]
  modals: Array<{ title?: string, content?: string, cancelText?: string, confirmText?: string }>
  badges: Badge[]
  storage: Map<string, unknown>
  /** the name of every simulated wx function called, in order */
  calls: string[]
  /** requests sent whose answer the app has not had yet (what a test waits on for "the answers arrived") */
  inFlight: number
  /** problems: calls of wx functions the simulator lacks, reads of members wx does not have, failed navigations */
  problems: string[]
}

/** What the simulated wx needs from the runtime around it. */
export interface WxHost {
  /** the test's API origin, e.g. http://127.0.0.1:40123 */
  apiOrigin: string
  /** the sandbox's JSON, so parsed answers are objects of the app's own realm */
  json: JSON
  /** route rules and page changes (miniRuntime) */
  navigate (api: string, url: string): string | null
  currentRoute (): string
  /** what the app was launched with: path, query, scene */
  launchOptions (): Record<string, unknown>
  tabIndexOf (route: string): number
  tabCount: number
  /** the answer the next wx.showModal gets */
  modalAnswer (): { confirm: boolean, cancel: boolean }
}

type Callbacks = { success?: (result: unknown) => void, fail?: (error: unknown) => void, complete?: (result: unknown) => void }
type Options = Record<string, unknown> & Callbacks

const SYSTEM = {
  brand: 'devtools', model: 'iPhone 12', pixelRatio: 3, screenWidth: 390, screenHeight: 844, windowWidth: 390,
  windowHeight: 750, statusBarHeight: 47, language: 'zh_CN', version: '8.0.50', system: 'iOS 16.0', platform: 'ios',
  SDKVersion: '3.5.0', safeArea: { left: 0, right: 390, top: 47, bottom: 810, width: 390, height: 763 }, theme: 'light'
}

/** No layout here: every selected node answers null (as WeChat does for a node not rendered yet). */
function selectorQuery () {
  const results: Array<null | never[]> = []
  const callbacks: Array<((result: unknown) => void) | undefined> = []
  const query = {
    in: () => query,
    select: () => nodes(false),
    selectAll: () => nodes(true),
    selectViewport: () => nodes(false),
    exec: (callback?: (results: unknown[]) => void) => {
      setTimeout(() => {
        results.forEach((result, index) => callbacks[index]?.(result))
        callback?.(results)
      })
      return query
    }
  }
  const nodes = (all: boolean) => {
    const field = (callback?: (result: unknown) => void) => { results.push(all ? [] : null); callbacks.push(callback); return query }
    return { boundingClientRect: field, scrollOffset: field, node: field, context: field,
      fields: (_fields: unknown, callback?: (result: unknown) => void) => field(callback) }
  }
  return query
}

export interface SimulatedWx {
  wx: Record<string, unknown>
  record: WxRecord
  /** the wx.onAppShow / onAppHide listeners the app registered */
  appShow: Array<(options: unknown) => void>
  appHide: Array<() => void>
}

/**
 * A simulated `wx` (README.md lists what it does). It is a Proxy: every real wx function name
 * is present (Taro wraps them all at start-up), those not simulated record a problem when called,
 * and reading a member wx does not have records one too.
 */
export function createWx (host: WxHost): SimulatedWx {
  const record: WxRecord = { requests: [], navigations: [], toasts: [], modals: [], badges: [], storage: new Map(), calls: [], inFlight: 0, problems: [] }
  const appShow: Array<(options: unknown) => void> = []
  const appHide: Array<() => void> = []
  let loginCount = 0

  // WeChat answers asynchronously: success / fail, then complete
  const answer = (options: Options, api: string, result: Record<string, unknown> | null, error?: string) => {
    setTimeout(() => {
      if (error !== undefined) {
        const failure = { errMsg: `${api}:fail ${error}` }
        options.fail?.(failure)
        options.complete?.(failure)
      } else {
        const success = { errMsg: `${api}:ok`, ...result }
        options.success?.(success)
        options.complete?.(success)
      }
    })
  }
  const sync = (api: string, result: Record<string, unknown> = {}) => (options: Options = {}) => answer(options, api, result)
  const stored = (key: string) => (record.storage.has(key) ? host.json.parse(JSON.stringify(record.storage.get(key))) : '')

  const navigation = (api: string) => (options: Options = {}) => {
    const url = String(options.url ?? '')
    record.navigations.push({ api, url })
    const error = host.navigate(api, url)
    if (error) record.problems.push(`wx.${api}(${url}) failed: ${error}`)
    answer(options, api, {}, error ?? undefined)
  }

  const badge = (api: 'setTabBarBadge' | 'removeTabBarBadge') => (options: Options = {}) => {
    const index = Number(options.index)
    // WeChat refuses both outside a tab page and for an index the tab bar does not have
    const error = !(index >= 0 && index < host.tabCount) ? 'tabbar item not found'
      : host.tabIndexOf(host.currentRoute()) < 0 ? 'not TabBar page' : undefined
    if (!error) record.badges.push({ api, index, ...(api === 'setTabBarBadge' ? { text: String(options.text) } : {}) })
    answer(options, api, {}, error)
  }

  const request = (options: Options) => {
    const controller = new AbortController()
    record.inFlight++
    const counted: Options = { ...options, complete: (result: unknown) => { try { options.complete?.(result) } finally { record.inFlight-- } } }
    void send(counted, controller.signal).catch((error: unknown) => answer(counted, 'request', null, String(error)))
    return { abort: () => controller.abort(), onHeadersReceived: () => undefined, offHeadersReceived: () => undefined }
  }
  const send = async (options: Options, signal: AbortSignal) => {
    const sentAt = Date.now()
    const method = String(options.method ?? 'GET').toUpperCase()
    const header = { ...(options.header as Record<string, string> | undefined) }
    let url = String(options.url)
    if (url.startsWith(BUILD_API_BASE)) url = host.apiOrigin + url.slice(BUILD_API_BASE.length)
    let body: string | undefined
    const data = options.data
    if (method === 'GET') {
      if (data && typeof data === 'object') url += (url.includes('?') ? '&' : '?') + new URLSearchParams(data as Record<string, string>).toString()
    } else if (typeof data === 'string') {
      body = data
    } else if (data && typeof data === 'object') {
      const json = /json/i.test(header['content-type'] ?? header['Content-Type'] ?? 'application/json')
      body = json ? JSON.stringify(data) : new URLSearchParams(data as Record<string, string>).toString()
    }
    const response = await fetch(url, { method, headers: header, body, signal })
    const text = await response.text()
    record.requests.push({ method, url, header, data, statusCode: response.status, sentAt })
    let parsed: unknown = text
    if ((options.dataType ?? 'json') === 'json') {
      try { parsed = host.json.parse(text) } catch { /* WeChat hands over the text */ }
    }
    answer(options, 'request', { statusCode: response.status, data: parsed, header: Object.fromEntries(response.headers) })
  }

  const implemented: Record<string, unknown> = {
    request,
    login: (options: Options = {}) => answer(options, 'login', { code: `sim-code-${++loginCount}` }),
    checkSession: sync('checkSession'),
    getStorageSync: (key: string) => stored(key),
    setStorageSync: (key: string, value: unknown) => { record.storage.set(key, value) },
    removeStorageSync: (key: string) => { record.storage.delete(key) },
    clearStorageSync: () => record.storage.clear(),
    getStorageInfoSync: () => ({ keys: [...record.storage.keys()], currentSize: 1, limitSize: 10240 }),
    getStorage: (options: Options) => answer(options, 'getStorage', { data: stored(String(options.key)) },
      record.storage.has(String(options.key)) ? undefined : 'data not found'),
    setStorage: (options: Options) => { record.storage.set(String(options.key), options.data); answer(options, 'setStorage', {}) },
    removeStorage: (options: Options) => { record.storage.delete(String(options.key)); answer(options, 'removeStorage', {}) },
    getSystemInfoSync: () => ({ ...SYSTEM }),
    getSystemInfo: (options: Options) => answer(options, 'getSystemInfo', { ...SYSTEM }),
    getWindowInfo: () => ({ pixelRatio: SYSTEM.pixelRatio, screenWidth: SYSTEM.screenWidth, screenHeight: SYSTEM.screenHeight, windowWidth: SYSTEM.windowWidth,
      windowHeight: SYSTEM.windowHeight, statusBarHeight: SYSTEM.statusBarHeight, safeArea: SYSTEM.safeArea }),
    getDeviceInfo: () => ({ brand: SYSTEM.brand, model: SYSTEM.model, system: SYSTEM.system, platform: SYSTEM.platform, pixelRatio: SYSTEM.pixelRatio }),
    getAppBaseInfo: () => ({ SDKVersion: SYSTEM.SDKVersion, language: SYSTEM.language, version: SYSTEM.version, theme: SYSTEM.theme }),
    getMenuButtonBoundingClientRect: () => ({ width: 87, height: 32, top: 51, right: 383, bottom: 83, left: 296 }),
    getLaunchOptionsSync: () => host.json.parse(JSON.stringify(host.launchOptions())),
    getEnterOptionsSync: () => host.json.parse(JSON.stringify(host.launchOptions())),
    canIUse: () => true,
    navigateTo: navigation('navigateTo'),
    redirectTo: navigation('redirectTo'),
    switchTab: navigation('switchTab'),
    reLaunch: navigation('reLaunch'),
    navigateBack: (options: Options = {}) => {
      record.navigations.push({ api: 'navigateBack', url: String(options.delta ?? 1) })
      const error = host.navigate('navigateBack', String(options.delta ?? 1))
      answer(options, 'navigateBack', {}, error ?? undefined)
    },
    showToast: (options: Options = {}) => { record.toasts.push(String(options.title)); answer(options, 'showToast', {}) },
    // the CDK knapsack copies a revealed key (issue 13); the test reads the call from `calls`
    setClipboardData: (options: Options = {}) => answer(options, 'setClipboardData', {}),
    hideToast: sync('hideToast'),
    showLoading: sync('showLoading'),
    hideLoading: sync('hideLoading'),
    showModal: (options: Options = {}) => {
      const { title, content, cancelText, confirmText } = options as Record<string, string | undefined>
      record.modals.push({ title, content, cancelText, confirmText })
      answer(options, 'showModal', host.modalAnswer())
    },
    setTabBarBadge: badge('setTabBarBadge'),
    removeTabBarBadge: badge('removeTabBarBadge'),
    setNavigationBarTitle: sync('setNavigationBarTitle'),
    stopPullDownRefresh: sync('stopPullDownRefresh'),
    pageScrollTo: sync('pageScrollTo'),
    createSelectorQuery: () => selectorQuery(),
    createIntersectionObserver: () => {
      const observer = { relativeTo: () => observer, relativeToViewport: () => observer, observe: () => undefined, disconnect: () => undefined }
      return observer
    },
    nextTick: (callback: () => void) => { void Promise.resolve().then(callback) },
    onAppShow: (listener: (options: unknown) => void) => { appShow.push(listener) },
    onAppHide: (listener: () => void) => { appHide.push(listener) },
    offAppShow: (listener: (options: unknown) => void) => { appShow.splice(appShow.indexOf(listener) >>> 0, 1) },
    offAppHide: (listener: () => void) => { appHide.splice(appHide.indexOf(listener) >>> 0, 1) },
    onError: () => undefined,
    onUnhandledRejection: () => undefined,
    onPageNotFound: () => undefined
  }
  // members that are not functions: the build's chunk list, and two objects Taro copies at start-up
  const values: Record<string, unknown> = { webpackJsonp: undefined, env: { USER_DATA_PATH: 'http://usr' }, cloud: undefined }
  const names = new Set([...WX_API_NAMES, ...Object.keys(implemented)])
  // they still answer, but WeChat stopped maintaining them (base library 2.20.1) and warns
  const deprecated: Record<string, string> = { getSystemInfoSync: 'getDeviceInfo / getWindowInfo / getAppBaseInfo',
    getSystemInfo: 'getDeviceInfo / getWindowInfo / getAppBaseInfo' }
  const missing = (name: string) => () => {
    record.problems.push(`wx.${name} is not simulated`)
    throw new Error(`wx.${name} is not simulated (test/weapp/simulatedWx.ts)`)
  }
  const stubs = new Map<string, () => never>()

  const wx = new Proxy(implemented, {
    get (target, key) {
      if (typeof key !== 'string') return undefined
      if (key in values) return values[key]
      if (Object.prototype.hasOwnProperty.call(target, key)) {
        const fn = target[key] as (...args: unknown[]) => unknown
        return (...args: unknown[]) => {
          record.calls.push(key)
          if (deprecated[key]) record.problems.push(`wx.${key} is deprecated: use ${deprecated[key]}`)
          return fn(...args)
        }
      }
      if (key in target) return Reflect.get(target, key) // Object.prototype's (Taro calls wx.hasOwnProperty)
      if (names.has(key)) {
        if (!stubs.has(key)) stubs.set(key, missing(key))
        return stubs.get(key)
      }
      record.problems.push(`wx.${key} read: wx has no such member`)
      return undefined
    },
    set (_target, key, value) {
      if (key !== 'webpackJsonp') {
        record.problems.push(`wx.${String(key)} written`)
        return false
      }
      values.webpackJsonp = value
      return true
    },
    has: (_target, key) => typeof key === 'string' && (names.has(key) || key in values),
    ownKeys: () => [...names, ...Object.keys(values)],
    getOwnPropertyDescriptor: (_target, key) => (typeof key === 'string' && (names.has(key) || key in values)
      ? { configurable: true, enumerable: true, writable: true, value: undefined }
      : undefined)
  })

  return { wx: wx as Record<string, unknown>, record, appShow, appHide }
}
