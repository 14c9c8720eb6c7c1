/** spec 7: paths sit under /api/v1/open unless they begin with /api/v1/. */
export const OPEN_API_PREFIX = '/api/v1/open'

export function apiPath (path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`
  return withSlash.startsWith('/api/v1/') ? withSlash : OPEN_API_PREFIX + withSlash
}

/**
 * spec 7: a few login-related calls carry no access-token / version-code query.
 * Named by their full request path.
 */
export const NO_AUTH_QUERY_PATHS: readonly string[] = [
  '/passport/login',
  '/passport/steam',
  '/passport/partner',
  '/passport/register',
  '/passport/sms-code',
  '/passport/sms-send',
  '/v1/loginType',
  '/v1/steam/login',
  '/v1/sms/send-message',
  '/api/v1/user/v3/mix/login'
].map(apiPath)

export type QueryValue = string | number | boolean | null | undefined
export type Params = Record<string, QueryValue>

/** application/x-www-form-urlencoded text; undefined and null are left out. */
export function formEncode (params: Params): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
}

export function withQuery (url: string, params: Params): string {
  const query = formEncode(params)
  if (!query) return url
  return url + (url.includes('?') ? '&' : '?') + query
}
