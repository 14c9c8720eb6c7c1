import type { Api } from '../http/context'
import { parse, phone } from '../http/validate'
import { latestSmsCode } from '../model/sms'
import { resetToSeed } from '../db/open'
import { fail, Status } from '../domain/status'
import { isLocalCaller } from '../http/cors'

/**
 * Development helpers, unsigned and absent when NODE_ENV=production:
 * read the last SMS code, restore the seed.
 * Only the API's own pages, the allowed origins and Origin-less clients reach them (isLocalCaller).
 */
const DEV_PREFIX = '/api/v1/open/dev/'

export function devRoutes (api: Api): void {
  const { deps, scope } = api
  if (!deps.dev) return
  scope.addHook('onRequest', async (request, reply) => {
    // the matched route, not the raw URL: /api/v1/open/%64ev/… reaches the same route
    if (!request.routeOptions.url?.startsWith(DEV_PREFIX) || isLocalCaller(request, deps.corsOrigins)) return
    return reply.code(403).send({ status: 403, message: '开发接口只接受本机页面的请求', data: null })
  })

  api.route('/dev/sms-code', (call) => {
    const q = parse(call.params, { phone: phone() })
    return latestSmsCode(deps, q.phone) ?? fail(Status.notFound, '该手机号没有验证码')
  })

  api.write('/dev/reset', () => {
    resetToSeed(deps.db, deps.now())
    return { ok: true }
  })
}
