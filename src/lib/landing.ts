import { readStored, writeStored } from './storage'

/**
 * The ad landing's marketing parameters (server/README.md "Ad landing"): utm_*, channel and clickid from the landing link,
 * kept in storage with the time of landing so they survive the login round trip, and sent to the server once logged in
 * (first touch wins there). Values the server would refuse (over 128 characters, odd characters) are dropped here.
 */
export const LANDING_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'channel', 'clickid'] as const
export type LandingParams = Partial<Record<typeof LANDING_KEYS[number], string>> & { landed_at?: string }

const STORED = 'landing_params'
const SAFE = /^[\w.~:%+\-/=]{1,128}$/

/** The link's marketing values, validated (empty when there are none). */
export function landingParamsOf (query: Record<string, string | undefined>): LandingParams {
  const params: LandingParams = {}
  for (const key of LANDING_KEYS) {
    const value = query[key]?.trim()
    if (value && SAFE.test(value)) params[key] = value
  }
  return params
}

/** Keeps a landing's values (a link without any keeps the earlier ones); `now` in unix seconds. */
export function keepLanding (params: LandingParams, now: number): void {
  if (LANDING_KEYS.some((key) => params[key])) writeStored(STORED, JSON.stringify({ ...params, landed_at: String(now) }))
}

/** The kept values, or {} */
export function keptLanding (): LandingParams {
  try {
    const kept = JSON.parse(readStored(STORED) || '{}') as Record<string, unknown>
    const params = landingParamsOf(kept as Record<string, string>)
    return typeof kept.landed_at === 'string' && /^\d{10}$/.test(kept.landed_at) ? { ...params, landed_at: kept.landed_at } : params
  } catch {
    return {}
  }
}

/** The values as a query string for the login's way back ('' when none). */
export function landingQuery (params: LandingParams): string {
  const pairs = LANDING_KEYS.filter((key) => params[key]).map((key) => `${key}=${encodeURIComponent(params[key]!)}`)
  return pairs.length ? `?${pairs.join('&')}` : ''
}
