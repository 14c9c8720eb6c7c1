import { STORAGE } from './storageKeys'
import { readStored, writeStored } from './storage'

/** spec 3: the marketing-source values, by their stored names. */
export const MARKETING = {
  streamerTag: 'streamer_tag',
  searchEngineSource: 'sem_channel',
  keyword: 'sem_keyword',
  clickExt: 'click_ext',
  baiduClickId: 'bd_vid',
  qihooClickId: 'qhclickid',
  referrerUrl: 'referrer_url',
  activitySource: 'activity_source'
} as const

/** spec 2: query parameters read at start-up; each is stored under its own name. */
export const START_UP_QUERY = [STORAGE.clientId, 'sem_channel', 'sem_keyword', 'bd_vid', 'click_ext', 'qhclickid', 'streamer_tag', 'activity_source'] as const

const MAX_LENGTH = 512

/** Stores the start-up query's marketing values (only non-empty ones: a later visit without them keeps the first source). */
export function storeMarketingQuery (query: Record<string, string | undefined>, referrer: string): void {
  for (const key of START_UP_QUERY) {
    const value = query[key]
    if (typeof value === 'string' && value.trim()) writeStored(key, value.trim().slice(0, MAX_LENGTH))
  }
  if (referrer) writeStored(MARKETING.referrerUrl, referrer.slice(0, MAX_LENGTH))
}

export function marketingValue (key: typeof MARKETING[keyof typeof MARKETING]): string {
  return readStored(key)
}

/** client_id from start-up; '8' means partner single sign-on (spec 6). */
export function clientId (): string {
  return readStored(STORAGE.clientId)
}
