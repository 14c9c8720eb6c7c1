/** How a call failed (STYLE: a typed union, not thrown strings). */
export type ApiErrorKind = 'unauthorized' | 'business' | 'timeout' | 'network' | 'bad-data' | 'server'

/** Envelope statuses the pipeline treats specially (spec 8). */
export const STATUS = { ok: 200, unauthorized: 401, healthCheck: 3104, silent: 3000 } as const

/**
 * Every failed call rejects with this. `status` is the envelope status for business
 * answers, the HTTP status for HTTP failures, 0 when no answer came. `serverMessage`
 * is the server's own text (shown in toasts); `message` is for developers and logs.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number
  readonly serverMessage: string
  readonly path: string
  readonly data: unknown

  constructor (kind: ApiErrorKind, init: { status?: number, serverMessage?: string, path: string, detail: string, data?: unknown }) {
    super(`${init.detail} (${kind}${init.status ? ` ${init.status}` : ''}, ${init.path})`)
    this.name = 'ApiError'
    this.kind = kind
    this.status = init.status ?? 0
    this.serverMessage = init.serverMessage ?? ''
    this.path = init.path
    this.data = init.data
    Object.setPrototypeOf(this, ApiError.prototype) // instanceof survives down-levelled classes
  }
}

export function isApiError (error: unknown): error is ApiError {
  return error instanceof ApiError
}
