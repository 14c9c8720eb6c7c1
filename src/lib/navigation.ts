import { useState } from 'react'
import Taro from '@tarojs/taro'
import { isTabRoute, safeRedirect, SHOP_TAB } from '@/lib/redirect'
import { isApiError, loginPageUrl, requestSettings } from '@/lib/request'

export const MINE_TAB = '/pages/user/index'
export const LOGIN_PAGE = '/pages/user/login'
/** Where a pay password is set, changed or reset. */
export const PAY_PASSWORD_PAGE = '/pages/user/account/paypwd'

/**
 * Where a finished login goes: redirect_url when it is an internal
 * route (lib/redirect decides), else the mine tab — a missing or hostile value never leaves the app.
 */
export function loginTarget (raw: string | null | undefined): string {
  if (!raw) return MINE_TAB
  const safe = safeRedirect(raw)
  if (safe !== SHOP_TAB) return safe
  // safeRedirect answers the shop tab for anything it refuses; keep it only when it was asked for
  return asksForShop(raw) ? SHOP_TAB : MINE_TAB
}

function asksForShop (raw: string): boolean {
  let text = raw.trim()
  for (let i = 0; i < 3 && text.includes('%'); i++) {
    try { text = decodeURIComponent(text) } catch { return false }
  }
  return /^\/?pages\/market\/home\/index(\?.*)?$/.test(text)
}

/** Opens a route: switchTab for tab pages (they take no query), else redirect (replace) or navigate. */
export function openRoute (url: string, mode: 'replace' | 'push' = 'push'): Promise<unknown> {
  if (isTabRoute(url)) return Taro.switchTab({ url: url.split('?')[0] }).catch(() => Taro.reLaunch({ url }))
  const open = mode === 'replace' ? Taro.redirectTo : Taro.navigateTo
  return open({ url }).catch(() => Taro.reLaunch({ url }))
}

/** The login page of this runtime (the WeChat login in the mini-program) with a way back to where the user was. */
export function loginUrl (back: string): string {
  return loginPageUrl(requestSettings().platform, back)
}

/** The words to show for a failed call: the server's message when it gave one. */
export function problemText (error: unknown, fallback = '操作失败，请稍后重试'): string {
  if (isApiError(error)) {
    if (error.serverMessage) return error.serverMessage
    if (error.kind === 'timeout') return '网络超时，请稍后重试'
    if (error.kind === 'network') return '网络异常，请检查网络后重试'
  }
  return fallback
}

/** A short toast with no icon (spec 9: 1500 ms). */
export function toast (title: string): void {
  void Promise.resolve().then(() => Taro.showToast({ title, icon: 'none', duration: 1500 })).catch(() => undefined)
}

/** Goes back to `url` when it is already open further down the stack (no duplicate pages), else replaces this page with it. */
export function backOrReplace (url: string): Promise<unknown> {
  const [path, query = ''] = url.split('?')
  const route = path.replace(/^\//, '')
  const wanted = new URLSearchParams(query)
  const pages = Taro.getCurrentPages()
  for (let i = pages.length - 2; i >= 0; i--) {
    const page = pages[i]
    if ((page.route ?? '').replace(/^\//, '').split('?')[0] !== route) continue
    // the mini-program keeps a page's query in options; Taro's H5 router in $taroParams (its pages have no options)
    const options = (page.options ?? (page as { $taroParams?: Record<string, unknown> }).$taroParams ?? {}) as Record<string, unknown>
    let same = true
    wanted.forEach((value, key) => { if (String(options[key] ?? '') !== value) same = false })
    if (same) return Taro.navigateBack({ delta: pages.length - 1 - i }).catch(() => openRoute(url, 'replace'))
  }
  return openRoute(url, 'replace')
}

/** The query of the page being mounted ({} when mounted outside a page, e.g. in a component test). */
export function usePageParams (): Record<string, string | undefined> {
  const [params] = useState(() => Taro.getCurrentInstance()?.router?.params ?? {})
  return params
}
