import { TAB_PAGES } from './tabPages'
import { isKnownRoute } from './platform/knownRoute'

/** Where an unusable redirect_url sends the user: the shop tab (DESIGN 4). */
export const SHOP_TAB = '/pages/market/home/index'

const ROUTE_SHAPE = /^\/?pages\/[A-Za-z0-9_\-/]+$/
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f\\]/

// DESIGN 4: redirect_url is followed only to an internal route (no scheme, no //, no unknown path)
export function safeRedirect (raw: string | null | undefined): string {
  if (typeof raw !== 'string' || CONTROL.test(raw)) return SHOP_TAB
  let target = raw.trim()
  // the value may arrive encoded once or twice; stop once it reads as a path
  for (let i = 0; i < 3 && !target.startsWith('/') && !target.startsWith('pages/') && target.includes('%'); i++) {
    const decoded = safeDecode(target)
    if (decoded === null || decoded === target) break
    target = decoded.trim()
  }
  if (!target || CONTROL.test(target)) return SHOP_TAB
  const withoutHash = target.split('#')[0]
  const q = withoutHash.indexOf('?')
  const path = q < 0 ? withoutHash : withoutHash.slice(0, q)
  const query = q < 0 ? '' : withoutHash.slice(q + 1)
  const plainPath = fullyDecoded(path)
  if (plainPath === null || plainPath !== path) return SHOP_TAB // an encoded path is a disguise
  if (!ROUTE_SHAPE.test(path) || !isKnownRoute(path)) return SHOP_TAB
  const decodedQuery = fullyDecoded(query)
  if (decodedQuery === null || CONTROL.test(decodedQuery)) return SHOP_TAB
  return '/' + path.replace(/^\//, '') + (query ? `?${query}` : '')
}

/** Tab pages need switchTab rather than navigateTo (and take no query). */
export function isTabRoute (url: string): boolean {
  return TAB_PAGES.includes(url.split('?')[0].replace(/^\//, ''))
}

function safeDecode (text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

function fullyDecoded (text: string): string | null {
  let current = text
  for (let i = 0; i < 5; i++) {
    const next = safeDecode(current)
    if (next === null) return null
    if (next === current) return current
    current = next
  }
  return null
}
