import { ApiError, STATUS } from './errors'

/** What Taro.request resolves with (body asked for as text). */
export interface RawResponse { statusCode: number, data: unknown }

// spec 4 / DESIGN 3: a body status of 200 resolves with data; everything else is an ApiError
export function readEnvelope<T> (response: RawResponse, path: string): T {
  const http = typeof response.statusCode === 'number' ? response.statusCode : 0
  const body = parseBody(response.data)

  if (http < 200 || http >= 300) {
    const envelope = body.ok ? asEnvelope(body.value) : null
    const serverMessage = envelope?.message ?? ''
    const kind = http === 401 ? 'unauthorized' : 'server'
    throw new ApiError(kind, { status: http, serverMessage, path, detail: `HTTP ${http}${body.ok ? '' : `, ${body.reason}`}` })
  }
  if (!body.ok) throw new ApiError('bad-data', { path, detail: body.reason })

  const envelope = asEnvelope(body.value)
  if (!envelope) throw new ApiError('bad-data', { path, detail: 'response is not an envelope {status, message, data}' })
  if (envelope.status === STATUS.ok) {
    if (!envelope.hasData) throw new ApiError('bad-data', { status: envelope.status, path, detail: 'envelope has no data field' })
    return envelope.data as T
  }
  const kind = envelope.status === STATUS.unauthorized ? 'unauthorized' : 'business'
  return throwBusiness(kind, envelope, path)
}

function throwBusiness (kind: 'unauthorized' | 'business', envelope: ParsedEnvelope, path: string): never {
  throw new ApiError(kind, {
    status: envelope.status,
    serverMessage: envelope.message,
    path,
    detail: envelope.message || `status ${envelope.status}`,
    data: envelope.data
  })
}

type Parsed = { ok: true, value: unknown } | { ok: false, reason: string }

function parseBody (data: unknown): Parsed {
  if (typeof data !== 'string') {
    return data && typeof data === 'object' ? { ok: true, value: data } : { ok: false, reason: 'empty response body' }
  }
  const text = data.trim()
  if (!text) return { ok: false, reason: 'empty response body' }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    const looksHtml = text.startsWith('<')
    return { ok: false, reason: `response is not JSON${looksHtml ? ' (an HTML page)' : ''}: ${JSON.stringify(text.slice(0, 40))}` }
  }
}

interface ParsedEnvelope { status: number, message: string, data: unknown, hasData: boolean }

function asEnvelope (value: unknown): ParsedEnvelope | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const record = value as Record<string, unknown>
  const status = typeof record.status === 'number'
    ? record.status
    : typeof record.status === 'string' && /^\d+$/.test(record.status) ? Number(record.status) : NaN
  if (!Number.isInteger(status)) return null
  return {
    status,
    message: typeof record.message === 'string' ? record.message : '',
    data: record.data,
    hasData: 'data' in record && record.data !== undefined
  }
}
