/**
 * Start-up guards of the H5 site that need the browser (DESIGN.md 5): an unknown
 * route or an undecodable query, and a page chunk that fails to load. In the
 * mini-program the platform itself owns routing and package loading, so these are no-ops.
 */
// the app's config, not the route list: the guard runs at start-up, and the list (8 KB) stays out of the first load
import { isAppPage } from './appPages'

export type PageProblem = 'not-found' | 'malformed-link' | 'chunk-failed'

const isH5 = process.env.TARO_ENV === 'h5'
const RELOAD_KEY = 'chunk_reload_at'
/** A second failure within this window after an automatic reload is shown, not reloaded again. */
const RELOAD_GUARD_MS = 60_000

/** What is wrong with the address the site was opened at, if anything. */
export function problemWithLocation (): PageProblem | null {
  if (!isH5 || typeof window === 'undefined') return null
  const { pathname, search } = window.location
  if (pathname !== '/' && !isAppPage(pathname)) return 'not-found'
  try {
    new URLSearchParams(search).forEach(() => {})
    search.slice(1).split('&').forEach((part) => part.split('=').forEach((piece) => decodeURIComponent(piece)))
  } catch {
    return 'malformed-link'
  }
  return null
}

function isChunkFailure (reason: unknown): boolean {
  const error = reason as { name?: string, message?: string } | null
  return !!error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message ?? ''))
}

/** Calls `onFailure` when a lazily loaded screen cannot be fetched. Returns the unsubscribe. */
export function watchChunkFailures (onFailure: () => void): () => void {
  if (!isH5 || typeof window === 'undefined') return () => {}
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkFailure(event.reason)) { event.preventDefault(); onFailure() }
  }
  const onError = (event: ErrorEvent) => { if (isChunkFailure(event.error)) onFailure() }
  window.addEventListener('unhandledrejection', onRejection)
  window.addEventListener('error', onError)
  return () => {
    window.removeEventListener('unhandledrejection', onRejection)
    window.removeEventListener('error', onError)
  }
}

/** Reload the site once to fetch fresh chunks; false when a reload just happened (no loops). */
export function reloadOnce (now = Date.now()): boolean {
  if (!isH5 || typeof window === 'undefined') return false
  const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0)
  if (now - last < RELOAD_GUARD_MS) return false
  window.sessionStorage.setItem(RELOAD_KEY, String(now))
  window.location.reload()
  return true
}
