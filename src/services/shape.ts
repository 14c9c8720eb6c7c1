import { apiPath, ApiError } from '../lib/request'

/**
 * A service checks the shape it depends on, so wrong types from the server become a
 * clear bad-data ApiError instead of a crash deep in a page (issue 3 item 9).
 */
export function ensure<T> (data: unknown, ok: (value: Record<string, unknown>) => boolean, path: string, what: string): T {
  const isObject = data !== null && typeof data === 'object' && !Array.isArray(data)
  if (isObject && ok(data as Record<string, unknown>)) return data as T
  throw new ApiError('bad-data', { path: apiPath(path), detail: `unexpected ${what}` })
}

export const hasList = (value: Record<string, unknown>): boolean => Array.isArray(value.list)
export const isCount = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value) && value >= 0
