import Taro from '@tarojs/taro'
import { clearToken, readToken } from '../token'
import { readEnvelope, type RawResponse } from './envelope'
import { ApiError, STATUS } from './errors'
import { showErrorToast, showHealthCheckDialog } from './feedback'
import { requestHeaders, appVersionCode, versionCodeParam } from './headers'
import { handOffLogin } from './loginHandOff'
import { requestSettings } from './config'
import { noteServerTime } from '../serverClock'
import { apiPath, formEncode, NO_AUTH_QUERY_PATHS, withQuery, type Params } from './url'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  /** default GET (spec 7) */
  method?: Method
  /** GET: query parameters; otherwise the body, form-encoded unless `json` */
  data?: Params
  json?: boolean
  /** false: no error toast (spec 8); default true */
  toast?: boolean
  /** false: no 3104 health-check dialog; default true */
  dialog?: boolean
  /** false: a 401 clears the token but does not send the user to log in; default true */
  autoLogin?: boolean
  /** GET only: retry once on a network failure; default true. Never for other methods. */
  retry?: boolean
  timeoutMs?: number
}

/**
 * The one request function every service calls (DESIGN 3). Resolves with the envelope's
 * `data` when its status is 200; otherwise shows the spec 8 feedback and rejects with an ApiError.
 */
export async function request<T> (path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET'
  // spec 9: a call that creates or pays (anything but a read) is never retried
  const attempts = method === 'GET' && options.retry !== false ? 2 : 1
  let lastError: ApiError | null = null
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await send<T>(path, method, options)
    } catch (error) {
      lastError = asApiError(error, apiPath(path))
      if (lastError.kind !== 'network') break
    }
  }
  react(lastError as ApiError, options)
  throw lastError
}

async function send<T> (path: string, method: Method, options: RequestOptions): Promise<T> {
  const settings = requestSettings()
  const { platform } = settings
  const fullPath = apiPath(path)
  const token = readToken(platform)
  const now = Date.now()

  const query: Params = {}
  if (!NO_AUTH_QUERY_PATHS.includes(fullPath)) {
    query['access-token'] = token
    query[versionCodeParam(platform)] = appVersionCode(platform)
  }
  const data = options.data ?? {}
  const isRead = method === 'GET'
  const url = withQuery(settings.baseUrl + fullPath, isRead ? { ...data, ...query } : query)
  const header = requestHeaders({ method, path: fullPath, token, now, platform })
  if (!isRead) header['content-type'] = options.json ? 'application/json' : 'application/x-www-form-urlencoded'

  const timeoutMs = options.timeoutMs ?? settings.timeoutMs
  const task = Taro.request({
    url,
    method,
    header,
    data: isRead ? undefined : options.json ? JSON.stringify(data) : formEncode(data),
    dataType: 'text', // we parse, so an HTML error page becomes a clear error (DESIGN 3)
    responseType: 'text',
    timeout: timeoutMs + 1000 // our own timer below decides
  })
  const response = await withTimeout(task, timeoutMs, fullPath)
  noteServerTime((response as { header?: Record<string, unknown> }).header)
  return readEnvelope<T>(response as RawResponse, fullPath)
}

function withTimeout<R> (task: Promise<R> & { abort?: () => void }, ms: number, path: string): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const timer = setTimeout(() => {
      try { task.abort?.() } catch { /* already settled */ }
      reject(new ApiError('timeout', { path, detail: `no answer within ${ms} ms` }))
    }, ms)
    task.then(
      (value) => { clearTimeout(timer); resolve(value) },
      (error: unknown) => { clearTimeout(timer); reject(error) }
    )
  })
}

function asApiError (error: unknown, path: string): ApiError {
  if (error instanceof ApiError) return error
  const text = errorText(error)
  if (/time ?out/i.test(text)) return new ApiError('timeout', { path, detail: text })
  return new ApiError('network', { path, detail: `network failure: ${text || 'no answer'}` })
}

function errorText (error: unknown): string {
  if (error instanceof Error) return error.message
  if (error && typeof error === 'object' && 'errMsg' in error) return String((error as { errMsg: unknown }).errMsg)
  return String(error ?? '')
}

// spec 8: what the user sees and what happens after a failed call
function react (error: ApiError, options: RequestOptions): void {
  const settings = requestSettings()
  if (options.toast !== false) showErrorToast(error)
  if (error.status === STATUS.healthCheck && options.dialog !== false) showHealthCheckDialog(error)
  if (error.kind === 'unauthorized') {
    // a 401 with a token held means the session ended (the login page says so); without one the user never logged in
    const expired = readToken(settings.platform) !== ''
    clearToken(settings.platform)
    handOffLogin(settings.platform, options.autoLogin !== false, settings.partnerLoginUrl, expired)
  }
}
