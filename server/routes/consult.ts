import type { Api } from '../http/context'
import { int, optional, orderNo, parse, str } from '../http/validate'
import { CONSULT_FAQ } from '../domain/consultFaq'
import { CONSULT_LIMITS, consultHistory, sendConsult } from '../model/consult'

/** 在线客服: the common questions, the user's conversation, sending a message (answered at once from the FAQ or by a person later). */
export function consultRoutes (api: Api): void {
  const { deps } = api

  api.route('/v1/consult/faq', () => CONSULT_FAQ.map(({ key, question }) => ({ key, question })))

  api.route('/v1/consult/history', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { before_id: optional(int('消息', 1)) })
    return consultHistory(deps, userId, q.before_id)
  })

  api.write('/v1/consult/send', (call) => {
    const userId = call.userId()
    const q = parse(call.params, {
      content: str('咨询内容', { max: CONSULT_LIMITS.maxChars, multiline: true }),
      order_id: optional(orderNo()),
      client_key: optional(str('消息标识', { max: 64, pattern: /^[A-Za-z0-9_-]+$/ }))
    })
    return sendConsult(deps, userId, { content: q.content, orderNo: q.order_id, clientKey: q.client_key })
  })
}
