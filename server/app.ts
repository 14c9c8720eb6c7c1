import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { openDatabase, tokenSecret } from './db/open'
import type { Api, ApiRoute, Handler, RouteOptions, WriteMode } from './http/context'
import type { Deps } from './deps'
import { ReadCache, TRANSPORT_PARAMS } from './http/readCache'
import { authenticate, requireViewer } from './http/auth'
import { allowCrossOrigin, corsOrigins, guardLocalPages } from './http/cors'
import { smsSendGate } from './http/rateLimits'
import { loggerOptions } from './http/logging'
import { TIMEOUTS, timeoutOptions, type Timeouts } from './http/timeouts'
import { acceptFormBodies } from './http/body'
import { installErrorHandling } from './http/errors'
import { verifySign } from './http/sign'
import { okEnvelopeJson } from './http/jsonText'
import { JsonText } from './domain/jsonText'
import { refuseDeepNesting } from './http/validate'
import { BizError, Status } from './domain/status'
import { AttemptLimiter, LIMITS, SendLog, type LimitSettings, type Window } from './domain/attempts'
import { SMS_RULES } from './model/sms'
import { passportRoutes } from './routes/passport'
import { userRoutes } from './routes/user'
import { settingRoutes } from './routes/setting'
import { privacyRoutes } from './routes/privacy'
import { catalogueRoutes } from './routes/catalogue'
import { orderRoutes } from './routes/orders'
import { offerRoutes } from './routes/offers'
import { payRoutes } from './routes/pay'
import { buyOrderRoutes } from './routes/buyOrders'
import { rentRoutes } from './routes/rent'
import { couponRoutes } from './routes/coupons'
import { contentRoutes } from './routes/content'
import { imageRoutes } from './routes/images'
import { devRoutes } from './routes/dev'
import { partnerRoutes } from './routes/partner'
import { inventoryRoutes } from './routes/inventory'
import { sellingRoutes } from './routes/selling'
import { sellOrderRoutes } from './routes/sellOrders'
import { withdrawRoutes } from './routes/withdraw'
import { favoriteRoutes } from './routes/favorites'
import { rewardRoutes } from './routes/rewards'
import { redpackRoutes } from './routes/redpacks'
import { giftRoutes } from './routes/gifts'
import { fairnessRoutes } from './routes/fairness'
import { drawRoutes } from './routes/draws'
import { haggleRoutes } from './routes/haggle'
import { grabRoutes } from './routes/grab'
import { tradeUpRoutes } from './routes/tradeUp'
import { smeltRoutes } from './routes/smelt'
import { taskRoutes } from './routes/tasks'
import { promotionRoutes } from './routes/promotions'
import { priceWatchRoutes } from './routes/priceWatch'
import { alipayRoutes } from './routes/alipay'
import { simulatedPaymentRoutes } from './routes/simulated/payments'
import { simulatedSmsRoutes } from './routes/simulated/sms'
import { simulatedPartnerLoginRoutes } from './routes/simulated/partnerLogin'
import { newsRoutes } from './routes/news'
import { consultRoutes } from './routes/consult'
import { landingRoutes } from './routes/landing'
import { steamCheckRoutes } from './routes/steamCheck'
import { partnerAppRoutes } from './routes/partnerApps'
import { backstageRoutes } from './routes/backstage'
import { guessRoutes } from './routes/guess'
import { wxNoticeRoutes } from './routes/wxNotice'
import { inspectRoutes } from './routes/inspect'
import { simulatedSteamOpenIdRoutes } from './routes/simulated/steamOpenId'
import { simulatedWechatRoutes } from './routes/simulated/wechat'
import { markCall } from './model/linkedAccounts'
import { makeProviders } from './providers'
import { readProviderConfig, type ProviderConfig } from './providers/config'

declare module 'fastify' {
  interface FastifyInstance {
    /** every API call served (full path and whether it writes), for the route table, the payload and the method tests */
    apiRoutes: ApiRoute[]
  }
}

export interface AppOptions {
  /** SQLite file; ':memory:' for tests */
  dbFile?: string
  logger?: boolean
  /** clock in milliseconds; tests move it */
  now?: () => number
  /** development helpers; default: NODE_ENV !== 'production' */
  dev?: boolean
  /** the outside parties; default: the environment (providers/config.ts), simulated in development and production otherwise */
  providers?: ProviderConfig
  /** guess and send limits; default LIMITS (domain/attempts.ts). Test suites that send many codes raise them. */
  limits?: Partial<LimitSettings>
  /** browser origins allowed besides the API's own; default corsOrigins() (CORS_ORIGINS, or the dev server in development) */
  corsOrigins?: string[]
  /** where the log goes when not stdout (tests read it) */
  logStream?: NodeJS.WritableStream
  /** connection time-outs; default TIMEOUTS (http/timeouts.ts) */
  timeouts?: Partial<Timeouts>
  /** calls mounted like the API's own, after them, for a measurement that needs one (the bench's floor); main.ts never sets it */
  extraRoutes?: ReadonlyArray<(api: Api) => void>
}

const OPEN = '/api/v1/open'
/** Calls that need no signature: development helpers and images loaded by <img>. */
const UNSIGNED = [`${OPEN}/dev/`, `${OPEN}/img/`, `${OPEN}/health`]

/**
 * The local marketplace API (DESIGN.md section 8, server/README.md).
 * Every API route lives in one scope under /api with its own CORS, error and
 * not-found handling, so the static H5 server (static.ts) can own the rest.
 */
export async function buildApp (options: AppOptions = {}): Promise<FastifyInstance> {
  const clock = options.now ?? Date.now
  const now = (): number => Math.floor(clock() / 1000)
  const db = openDatabase(options.dbFile ?? ':memory:', now())
  const app = Fastify({
    logger: options.logger === true || options.logStream ? loggerOptions(options.logStream) : false,
    bodyLimit: 64 * 1024,
    clientErrorHandler: answerUnreadableRequest,
    ...timeoutOptions({ ...TIMEOUTS, ...options.timeouts })
  })
  const dev = options.dev ?? process.env.NODE_ENV !== 'production'
  const limits = { ...LIMITS, ...options.limits }
  const attempts = (window: Window): AttemptLimiter => new AttemptLimiter(window.max, window.windowSeconds)
  const deps: Deps = {
    db,
    now,
    dev,
    providers: makeProviders(
      options.providers ?? readProviderConfig({ PROVIDERS: dev ? 'simulated' : 'production', ...process.env }),
      (line) => app.log.info(line)
    ),
    secret: tokenSecret(db),
    log: (message) => app.log.info(message),
    limits: {
      login: attempts(limits.login),
      loginPerAddress: attempts(limits.loginPerAddress),
      payPassword: attempts(limits.payPassword),
      smsSends: new SendLog(SMS_RULES.cooldownSeconds, SMS_RULES.dailyCap),
      smsGate: await smsSendGate(app, { perAddress: limits.smsPerAddress, perAddressDaily: limits.smsPerAddressDaily, overall: limits.smsOverall }),
      redeem: attempts(limits.redeemPerUser),
      redeemPerAddress: attempts(limits.redeemPerAddress)
    },
    corsOrigins: options.corsOrigins ?? corsOrigins(dev)
  }
  app.addHook('onClose', async () => { db.close() })
  // the client counts deadlines down from the server's clock (which tests move), not the phone's
  app.addHook('onSend', async (_request, reply) => { reply.header('x-server-time', String(now())) })
  app.decorate('apiRoutes', [] as ApiRoute[])
  acceptFormBodies(app)

  await app.register(async (scope) => {
    allowCrossOrigin(scope, deps.corsOrigins)
    guardLocalPages(scope, deps.corsOrigins)
    installErrorHandling(scope, (message) => app.log.error(message))
    const cache = new ReadCache(db)
    const serve = (write: boolean) => (path: string, handler: Handler, routeOptions: RouteOptions = {}): void => {
      app.apiRoutes.push(mount(scope, deps, path, handler, routeOptions, write || (routeOptions.writesWithParams === true && 'with-params'), cache))
    }
    const api: Api = { deps, scope, route: serve(false), write: serve(true) }
    scope.get('/v1/open/health', async () => ({ status: 200, message: 'ok', data: { ok: true } }))
    for (const routes of [passportRoutes, userRoutes, settingRoutes, privacyRoutes, catalogueRoutes, orderRoutes, offerRoutes, payRoutes,
      buyOrderRoutes, rentRoutes, couponRoutes, contentRoutes, devRoutes, simulatedSmsRoutes, partnerRoutes, simulatedPartnerLoginRoutes,
      inventoryRoutes, sellingRoutes,
      sellOrderRoutes,
      withdrawRoutes,
      favoriteRoutes,
      redpackRoutes,
      giftRoutes,
      rewardRoutes,
      fairnessRoutes,
      drawRoutes,
      haggleRoutes,
      grabRoutes,
      tradeUpRoutes,
      smeltRoutes,
      steamCheckRoutes,
      taskRoutes,
      promotionRoutes,
      inspectRoutes,
      alipayRoutes,
      simulatedPaymentRoutes,
      newsRoutes,
      consultRoutes,
      landingRoutes,
      backstageRoutes,
      partnerAppRoutes,
      guessRoutes,
      wxNoticeRoutes,
      simulatedSteamOpenIdRoutes,
      simulatedWechatRoutes]) routes(api)
    priceWatchRoutes(api)
    imageRoutes(scope, db)
    for (const routes of options.extraRoutes ?? []) routes(api)
  }, { prefix: '/api' })
  return app
}

/** Registers one call (reads: GET and POST; writes: POST only): signature, payload merge, auth, envelope. */
function mount (scope: FastifyInstance, deps: Deps, path: string, handler: Handler, options: RouteOptions, write: WriteMode, cache: ReadCache): ApiRoute {
  const full = path.startsWith('/api/v1/') ? path : OPEN + path
  const unsigned = UNSIGNED.some((prefix) => full.startsWith(prefix))
  const url = full.slice('/api'.length)
  // a link, a prefetch or a crawler sends GET / HEAD: it must never change anything (Fastify answers HEAD with the GET route)
  if (write === true) scope.get(url, async (_request, reply) => refuseRead(reply))
  scope.route({
    method: write === true ? 'POST' : ['GET', 'POST'],
    url,
    handler: async (request, reply) => {
      const token = readToken(request)
      if (!unsigned) verifySign(request.method, request.url.split('?')[0], request.headers, token)
      const params = readParams(request)
      if (write === 'with-params' && request.method !== 'POST' && Object.keys(params).some((key) => !TRANSPORT_PARAMS.has(key))) return refuseRead(reply)
      options.before?.(params)
      // the day is part of the key: the detail's price history moves at midnight
      const key = options.cache ? `${cache.key(full, params)}#${Math.floor(deps.now() / 86400)}` : ''
      if (options.cache) {
        const kept = cache.get(key)
        if (kept) return reply.type('application/json; charset=utf-8').send(kept)
      }
      const auth = authenticate(deps, token)
      // what ties accounts to one person (model/linkedAccounts), before the write runs: the trade it makes is already linked
      if (write === true && auth.viewer) markCall(deps, auth.viewer.id, request.headers, request.ip)
      const data = await handler({
        params,
        headers: request.headers,
        ip: request.ip,
        viewer: auth.viewer,
        userId: () => requireViewer(auth)
      })
      if (!options.cache && !(data instanceof JsonText)) return { status: Status.ok, message: 'ok', data: data ?? null }
      const json = okEnvelopeJson(data)
      return reply.type('application/json; charset=utf-8').send(options.cache ? cache.set(key, json) : json)
    }
  })
  return { path: full, write }
}

/** HTTP 405 for GET / HEAD on a call that writes; nothing runs. */
function refuseRead (reply: FastifyReply): FastifyReply {
  return reply.code(405).header('allow', 'POST').send({ status: 405, message: '请使用 POST 提交', data: null })
}

/** Node refuses a request it cannot parse (e.g. a URL over 16 KB) before Fastify sees it: answer with the envelope anyway. */
function answerUnreadableRequest (error: Error & { code?: string }, socket: import('node:net').Socket): void {
  if (!socket.writable) return
  // a request not finished within the time-out (http/timeouts.ts) is 408
  const [code, reason, message] = error.code === 'HPE_HEADER_OVERFLOW'
    ? [431, 'Request Header Fields Too Large', '请求地址或请求头过长']
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout', '请求超时，请重试'] : [400, 'Bad Request', '请求格式不正确']
  const body = JSON.stringify({ status: code, message, data: null })
  socket.end(`HTTP/1.1 ${code} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`)
}

function readToken (request: FastifyRequest): string | undefined {
  const header = request.headers['x-access-token']
  if (typeof header === 'string' && header !== '') return header
  const query = (request.query ?? {}) as Record<string, unknown>
  return typeof query['access-token'] === 'string' && query['access-token'] !== '' ? query['access-token'] : undefined
}

/** Query and body merged (the body wins); a body that is not an object is refused. */
function readParams (request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>
  const body = request.body
  if (body === undefined || body === null || body === '') return { ...query }
  if (typeof body !== 'object' || Array.isArray(body)) throw new BizError(Status.badRequest, '请求体必须是表单或 JSON 对象')
  const params = { ...query, ...(body as Record<string, unknown>) }
  refuseDeepNesting(params)
  return params
}
