import { readStored, removeStored, writeStored } from '@/lib/storage'

/** Recent searches, kept on this device, newest first. */
export const RECENT_SEARCH_KEY = 'trade_recent_searches'
export const RECENT_SEARCH_MAX = 10

export function readRecent (): string[] {
  try {
    const value: unknown = JSON.parse(readStored(RECENT_SEARCH_KEY) || '[]')
    return Array.isArray(value) ? value.filter((word): word is string => typeof word === 'string').slice(0, RECENT_SEARCH_MAX) : []
  } catch {
    return []
  }
}

export function rememberSearch (word: string): string[] {
  const text = word.trim()
  if (!text) return readRecent()
  const next = [text, ...readRecent().filter((earlier) => earlier !== text)].slice(0, RECENT_SEARCH_MAX)
  writeStored(RECENT_SEARCH_KEY, JSON.stringify(next))
  return next
}

export function clearRecent (): void {
  removeStored(RECENT_SEARCH_KEY)
}
