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
