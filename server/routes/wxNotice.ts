import type { Api } from '../http/context'
import { parse, str } from '../http/validate'
import { fail, Status } from '../domain/status'
import { WX_TEMPLATE_KEYS } from '../domain/wxNotice'
import { bindCode, subscribe, verifyBindCode, wxNoticeStatus } from '../model/wxNotice'

/** WeChat trade notices (server/README.md "WeChat notice"). */
export function wxNoticeRoutes (api: Api): void {
  const { deps } = api
  api.route('/v1/wx-notice/status', (call) => wxNoticeStatus(deps, call.userId()))
  api.write('/v1/wx-notice/subscribe', (call) => {
    const userId = call.userId()
    const keys = parse(call.params, { templates: str('通知类型', { max: 200, pattern: /^[a-z_]+(,[a-z_]+)*$/ }) }).templates.split(',')
    if (keys.some((key) => !(WX_TEMPLATE_KEYS as readonly string[]).includes(key))) fail(Status.badRequest, '通知类型不在可选范围内')
    return subscribe(deps, userId, [...new Set(keys)])
  })
  api.write('/v1/wx-notice/bind-code', (call) => bindCode(deps, call.userId()))
  if (deps.dev) {
    api.write('/dev/wx-notice/verify', (call) => {
      const q = parse(call.params, { code: str('绑定码', { max: 6, pattern: /^\d{6}$/ }), openid: str('openid', { max: 64, pattern: /^[A-Za-z0-9_-]{6,64}$/ }) })
      return verifyBindCode(deps, q.code, q.openid)
    })
  }
}
