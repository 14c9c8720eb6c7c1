import type { Api } from '../http/context'
import { parse, str } from '../http/validate'
import { fail, Status } from '../domain/status'
import { WX_TEMPLATE_KEYS } from '../domain/wxNotice'
import { bindCode, subscribe, wxNoticeStatus } from '../model/wxNotice'

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
}
