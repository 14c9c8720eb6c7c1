import type { FastifyInstance, FastifyRequest } from 'fastify'

// The headers the client sends (DESIGN 3), so an H5 page on another origin can call the API.
const ALLOWED_HEADERS = [
  'x-access-token', 'x-device-id', 'x-start-req-time', 'x-source', 'x-app-version-code', 'x-ua', 'x-sign',
  'x-app-channel', 'x-sem-channel', 'x-referral-url', 'x-idempotency-key', 'accept-language', 'content-type'
].join(', ')

/** The H5 dev server's origins (config/dev.ts, npm start; H5_PORT moves it): allowed by default in development. */
export const devServerOrigins = (port = process.env.H5_PORT ?? '10086'): string[] => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]

/**
 * The origins other than the API's own that may call it from a browser: CORS_ORIGINS
 * (comma-separated, e.g. "https://m.example.com,https://h5.example.com") when set,
 * otherwise the dev server's origins in development and none in production.
 */
export function corsOrigins (dev: boolean, setting = process.env.CORS_ORIGINS): string[] {
  if (setting !== undefined && setting.trim() !== '') return setting.split(',').map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean)
  return dev ? devServerOrigins() : []
}

/** Whether the request's Origin header names the API itself (a page it serves with --static). */
export function isSameOrigin (request: FastifyRequest, origin: string): boolean {
  return origin === `${request.protocol}://${request.host}`
}

/**
 * CORS for the allow-listed origins only; the mini-program and same-origin pages need none
 * (the mini-program sends no Origin). Another origin gets no allow header, so its page cannot read the answer.
 */
export function allowCrossOrigin (scope: FastifyInstance, allowed: readonly string[]): void {
  const origins = new Set(allowed)
  scope.addHook('onRequest', async (request, reply) => {
    reply.header('vary', 'origin')
    const origin = request.headers.origin
    if (origin === undefined || !origins.has(origin)) return
    reply.header('access-control-allow-origin', origin)
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS')
    reply.header('access-control-allow-headers', ALLOWED_HEADERS)
    reply.header('access-control-max-age', '600')
    reply.header('access-control-expose-headers', 'x-server-time')
  })
  scope.options('/*', async (_request, reply) => reply.code(204).send())
}

/**
 * Development helpers answer a page of the API itself, an allow-listed origin, or a
 * client that sends no Origin (curl, tests, a typed URL); never a foreign page.
 * Sec-Fetch-Site (sent by every current browser) also refuses a cross-site link or form
 * that carries no Origin, e.g. a navigation to the Steam simulator from another site.
 */
export function isLocalCaller (request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin
  const listed = origin !== undefined && (allowed.includes(origin) || isSameOrigin(request, origin))
  if (origin !== undefined && !listed) return false
  const site = request.headers['sec-fetch-site']
  return site === undefined || site === 'same-origin' || site === 'none' || listed
}

/** Where the development helpers and the simulated parties' pages live (routes/dev.ts, routes/simulated/). */
const LOCAL_PAGES = '/api/v1/open/dev/'

/**
 * Refuses (HTTP 403) a foreign page's call to anything under /dev/, whichever module mounted it; installed before the
 * routes so every one of them is covered.
 */
export function guardLocalPages (scope: FastifyInstance, allowed: readonly string[]): void {
  scope.addHook('onRequest', async (request, reply) => {
    // the matched route, not the raw URL: /api/v1/open/%64ev/… reaches the same route
    if (!request.routeOptions.url?.startsWith(LOCAL_PAGES) || isLocalCaller(request, allowed)) return
    return reply.code(403).send({ status: 403, message: '开发接口只接受本机页面的请求', data: null })
  })
}
