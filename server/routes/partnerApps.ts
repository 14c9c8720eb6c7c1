import type { Api } from '../http/context'
import { idempotencyKey, int, money, oneOf, optional, parse, payPassword, str } from '../http/validate'
import { fail, Status } from '../domain/status'
import { PARTNER_KEYS } from '../domain/partners'
import { approve, authorizeInfo, exchangeCode, tokenUserInfo, type AuthorizeRequest } from '../model/oauth'
import { exchange, exchangeOverview, exchangePreview, exchangeRecords, type ExchangeInput } from '../model/partnerExchange'
import { oosExchange, oosMall, oosOrder, oosOrders } from '../model/oosMall'

/** Partner apps (server/README.md "Partner apps: OAuth and exchange"): OAuth2 authorise and token, balance ↔ points, the OOS mall. */
export function partnerAppRoutes (api: Api): void {
  const { deps } = api

  const authorizeRequest = (params: Record<string, unknown>): AuthorizeRequest => parse(params, {
    client_id: str('应用标识', { max: 64, pattern: /^[a-z0-9_]+$/ }),
    redirect_uri: str('回调地址', { max: 500 }),
    scope: optional(str('授权范围', { max: 200 }), 'profile'),
    state: optional(str('state', { max: 128, pattern: /^[A-Za-z0-9._~-]+$/ })),
    response_type: optional(str('response_type', { max: 16 }), 'code')
  })
  api.route('/v1/oauth/authorize/info', (call) => authorizeInfo(authorizeRequest(call.params)))
  api.write('/v1/oauth/authorize', (call) => {
    const userId = call.userId()
    return approve(deps, userId, authorizeRequest(call.params))
  })
  // called by the partner's server (signed like any call, without a user token)
  api.write('/v1/oauth/token', (call) => exchangeCode(deps, parse(call.params, {
    grant_type: str('grant_type', { max: 32 }),
    client_id: str('应用标识', { max: 64 }),
    client_secret: str('应用密钥', { max: 128, trim: false }),
    code: str('授权码', { max: 128, pattern: /^[A-Za-z0-9_-]+$/ }),
    redirect_uri: str('回调地址', { max: 500 })
  })))
  // RFC 6750: the token in "Authorization: Bearer …", or the access_token parameter
  api.route('/v1/oauth/userinfo', (call) => {
    const header = call.headers.authorization
    const bearer = typeof header === 'string' && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : undefined
    const token = bearer ?? parse(call.params, { access_token: optional(str('访问令牌', { max: 128 })) }).access_token
    return tokenUserInfo(deps, token ?? fail(Status.login, '缺少访问令牌'))
  })

  const exchangeInput = (params: Record<string, unknown>): ExchangeInput => {
    const input = parse(params, { partner: oneOf('合作平台', PARTNER_KEYS), direction: oneOf('兑换方向', ['out', 'in'] as const) })
    return input.direction === 'out'
      ? { ...input, amount: parse(params, { amount: money('转出金额', 1, 100_000_000) }).amount }
      : { ...input, points: parse(params, { points: int('转入数量', 1, 100_000_000) }).points }
  }
  api.route('/v1/partner/exchange/overview', (call) => exchangeOverview(deps, call.userId()))
  api.route('/v1/partner/exchange/preview', (call) => exchangePreview(exchangeInput(call.params)))
  api.write('/v1/partner/exchange/create', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { idempotency_key: idempotencyKey(), pay_password: optional(payPassword()) })
    const key = q.idempotency_key ?? fail(Status.badRequest, '请提供幂等键 idempotency_key')
    // 转出 moves balance out of the account: the model asks for the pay password as withdrawal does; 转入 ignores it
    return exchange(deps, userId, { ...exchangeInput(call.params), payPassword: q.pay_password }, key)
  })
  const pageFields = { page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) }
  api.route('/v1/partner/exchange/records', (call) => {
    const userId = call.userId()
    const q = parse(call.params, pageFields)
    return exchangeRecords(deps, userId, q.page, q.page_size)
  })

  api.route('/v1/oos/mall', (call) => oosMall(deps, call.viewer?.id ?? null))
  api.write('/v1/oos/exchange', (call) => {
    const userId = call.userId()
    const input = parse(call.params, { offer_id: int('兑换商品', 1), idempotency_key: idempotencyKey() })
    return oosExchange(deps, userId, input.offer_id, input.idempotency_key ?? fail(Status.badRequest, '请提供幂等键 idempotency_key'))
  })
  api.route('/v1/oos/orders', (call) => {
    const userId = call.userId()
    const q = parse(call.params, pageFields)
    return oosOrders(deps, userId, q.page, q.page_size)
  })
  api.route('/v1/oos/order', (call) => {
    const userId = call.userId()
    return oosOrder(deps, userId, parse(call.params, { order_id: int('兑换记录', 1) }).order_id)
  })
}
