import type { FastifyInstance } from 'fastify'

// The headers the client sends (DESIGN 3), so an H5 page on another origin can call the API.
const ALLOWED_HEADERS = [
  'x-access-token', 'x-device-id', 'x-start-req-time', 'x-source', 'x-app-version-code', 'x-ua', 'x-sign',
  'x-app-channel', 'x-sem-channel', 'x-referral-url', 'x-idempotency-key', 'accept-language', 'content-type'
].join(', ')

/** Any origin may call: no cookies are used, the token travels in a header. */
export function allowCrossOrigin (scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', request.headers.origin ?? '*')
    reply.header('vary', 'origin')
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS')
    reply.header('access-control-allow-headers', ALLOWED_HEADERS)
    reply.header('access-control-max-age', '600')
  })
  scope.options('/*', async (_request, reply) => reply.code(204).send())
}
