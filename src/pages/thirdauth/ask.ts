import type { AuthorizeAsk } from '@/services/partner'

/** The authorise request from the page query; null when the app or its redirect URI is missing. */
export function authorizeAsk (params: Record<string, string | undefined>): AuthorizeAsk | null {
  const value = (key: string): string => plain(params[key] ?? '').trim()
  const ask = {
    client_id: value('client_id'),
    redirect_uri: value('redirect_uri'),
    scope: value('scope'),
    state: value('state'),
    response_type: value('response_type') || 'code'
  }
  return ask.client_id && ask.redirect_uri ? ask : null
}

/** This page with the same request, where a login comes back to. */
export function authorizeRoute (ask: AuthorizeAsk): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(ask)) if (value) query.set(key, value)
  return `/pages/thirdauth/index?${query.toString()}`
}

/** Only a hand-back to the redirect URI the server checked (with its answer appended) is followed. */
export function followsRedirect (ask: AuthorizeAsk, url: string): boolean {
  return url.startsWith(`${ask.redirect_uri}${ask.redirect_uri.includes('?') ? '&' : '?'}`)
}

// a query value may arrive still percent-encoded (https%3A%2F%2F…): decode it once
function plain (text: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(text) || text.includes('://')) return text
  try { return decodeURIComponent(text) } catch { return text }
}
