import { isApiError } from './request'

/** What a store keeps as errMsg: the server's words when it gave some, else a plain fallback. */
export function errorText (error: unknown, fallback = '加载失败，请稍后重试'): string {
  if (isApiError(error)) return error.serverMessage || (error.kind === 'timeout' ? '网络超时，请稍后重试' : fallback)
  return fallback
}
