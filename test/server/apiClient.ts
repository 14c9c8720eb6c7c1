import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildApp, type AppOptions } from '../../server/app'
import type { LimitSettings } from '../../server/domain/attempts'
import { setPasswordCostForTests, TEST_COST } from '../../server/domain/passwords'
import { signRequest } from '../../src/lib/sign'
import type { Envelope, LoginResult } from '../../types/api'
import { DEMO, DEMO2 } from '../../server/db/seed'
import { TRANSPORT_PARAMS } from '../../server/http/readCache'

export { DEMO, DEMO2 }

export interface CallOptions {
  method?: 'GET' | 'POST'
  token?: string | null
  /** 'json' sends a JSON body, 'form' (default for POST) a form body */
  body?: 'json' | 'form'
  sign?: boolean
  headers?: Record<string, string>
}

export interface RawRequest { method: string, url: string, headers?: Record<string, string>, payload?: string }
export interface RawResponse { statusCode: number, headers: http.IncomingHttpHeaders, body: string, json: () => any }

export interface TestApi {
  app: FastifyInstance
  /** one real HTTP request on loopback (light-my-request's inject cannot load under jest: its cookie dependency is ESM-only) */
  raw: (request: RawRequest) => Promise<RawResponse>
  /** call a client path (e.g. /v3/store/item/list), signed like the client does */
  call: <T = any>(path: string, params?: Record<string, unknown>, options?: CallOptions) => Promise<Envelope<T>>
  /** the data of a call that must succeed */
  ok: <T = any>(path: string, params?: Record<string, unknown>, options?: CallOptions) => Promise<T>
  login: (phone?: string, password?: string) => Promise<string>
  /** the server clock, in seconds (fixed at the start of a suite, moved by advance): rows a test writes are dated by it */
  now: () => number
  /** moves the server clock forward */
  advance: (seconds: number) => void
  smsCode: (phone: string) => Promise<string>
  close: () => Promise<void>
}

export const fullPath = (path: string): string => path.startsWith('/api/v1/') ? path : `/api/v1/open${path}`

/** Whether a call with these parameters changes state (its route's write flag), so it must be a POST. */
function writes (app: FastifyInstance, url: string, params: Record<string, unknown>): boolean {
  const route = app.apiRoutes.find((entry) => entry.path === url)
  return route?.write === true || (route?.write === 'with-params' && Object.keys(params).some((key) => !TRANSPORT_PARAMS.has(key)))
}

/** Every suite sends its SMS codes from 127.0.0.1: the address and overall send limits are raised unless a test passes its own. */
export const SUITE_LIMITS: Partial<LimitSettings> = {
  smsPerAddress: { max: 1000, windowSeconds: 600 },
  smsPerAddressDaily: { max: 1000, windowSeconds: 86400 },
  smsOverall: { max: 1000, windowSeconds: 60 }
}

/** A fresh API on an in-memory database with a movable clock; login passwords hashed at the test cost. */
export async function startApi (
  options: Pick<AppOptions, 'dev' | 'providers' | 'limits' | 'corsOrigins' | 'dbFile' | 'logStream' | 'extraRoutes'> = {}
): Promise<TestApi> {
  setPasswordCostForTests(TEST_COST)
  let nowMs = Date.UTC(2026, 10, 22, 4, 0, 0)
  const app = await buildApp({
    dbFile: options.dbFile ?? ':memory:',
    now: () => nowMs,
    dev: options.dev ?? true,
    providers: options.providers,
    limits: options.limits ?? SUITE_LIMITS,
    corsOrigins: options.corsOrigins,
    logStream: options.logStream,
    extraRoutes: options.extraRoutes
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as AddressInfo).port
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const raw = (request: RawRequest): Promise<RawResponse> => new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, agent, method: request.method, path: request.url, headers: request.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    if (request.payload !== undefined) req.write(request.payload)
    req.end()
  })
  const call = async <T>(path: string, params: Record<string, unknown> = {}, opts: CallOptions = {}): Promise<Envelope<T>> => {
    const url = fullPath(path)
    // like the client: writes are POSTs, reads GETs, unless the test picks a method
    const method = opts.method ?? (opts.body || writes(app, url, params) ? 'POST' : 'GET')
    const time = String(nowMs)
    const headers: Record<string, string> = { ...(opts.headers ?? {}) }
    if (opts.sign !== false) {
      headers['x-start-req-time'] = time
      headers['x-sign'] = signRequest(method, url, time, opts.token)
    }
    if (opts.token) headers['x-access-token'] = opts.token
    let query = ''
    let payload: string | undefined
    if (method === 'GET') {
      query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()
    } else if (opts.body === 'json') {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(params)
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      payload = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()
    }
    const response = await raw({ method, url: query ? `${url}?${query}` : url, headers, payload })
    return response.json() as Envelope<T>
  }
  const ok = async <T>(path: string, params?: Record<string, unknown>, opts?: CallOptions): Promise<T> => {
    const answer = await call<T>(path, params, opts)
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} ${answer.message}`)
    return answer.data
  }
  return {
    app,
    raw,
    call,
    ok,
    login: async (phone = DEMO.phone, password = DEMO.password) =>
      (await ok<LoginResult>('/passport/login', { type: 'password', phone, password }, { method: 'POST' })).access_token,
    now: () => Math.floor(nowMs / 1000),
    advance: (seconds) => { nowMs += seconds * 1000 },
    smsCode: async (phone) => (await ok<{ code: string }>('/dev/sms-code', { phone })).code,
    close: async () => { agent.destroy(); await app.close() }
  }
}
