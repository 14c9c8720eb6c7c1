import type { Runtime } from './types'

/** What detection looks at; createPlatform reads these from the real globals. */
export interface RuntimeClues {
  taroEnv: string | undefined
  userAgent: string
  /** window.__wxjs_environment, set by the WeChat web view */
  wxjsEnvironment?: string
}

/** DESIGN 2: native app's UA marker, e.g. "… C5App/4.10.0". */
export const APP_UA_MARKER = /\bC5App\/([\w.-]+)/

// DESIGN 2: weapp build, then the mini-program web view, then the app's web view, else plain H5
export function detectRuntime (clues: RuntimeClues): Runtime {
  if (clues.taroEnv === 'weapp') return 'weapp'
  if (clues.wxjsEnvironment === 'miniprogram' || /\bminiProgram\b/i.test(clues.userAgent)) return 'miniProgramWebView'
  if (APP_UA_MARKER.test(clues.userAgent)) return 'app'
  return 'h5'
}

export function detectIOS (userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent)
}

export function appVersionFrom (userAgent: string): string | null {
  const match = APP_UA_MARKER.exec(userAgent)
  return match ? match[1] : null
}

/**
 * Whether pages draw our own top bar (back + title). Only the plain mobile
 * browser lacks one: the app's web view and the mini-program (build or web view) keep their native bar.
 * Taro's own H5 bar stays hidden (window.navigationStyle is left unset, which Taro 4's H5 router reads as hidden).
 */
export function drawsOwnTopBar (runtime: Runtime): boolean {
  return runtime === 'h5'
}
