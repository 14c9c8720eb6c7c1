import type { Api } from '../../http/context'
import { parse, str } from '../../http/validate'
import { verifyBindCode } from '../../model/wxNotice'

/**
 * The simulated WeChat official account, served while the wechat provider is simulated: a follower's message with the
 * binding code reaches us as this call (a real account's message push would carry the follower's openid the same way).
 */
export function simulatedWechatRoutes (api: Api): void {
  const { deps } = api
  if (!deps.providers.wechat.simulated) return
  api.write('/dev/wx-notice/verify', (call) => {
    const q = parse(call.params, { code: str('绑定码', { max: 6, pattern: /^\d{6}$/ }), openid: str('openid', { max: 64, pattern: /^[A-Za-z0-9_-]{6,64}$/ }) })
    return verifyBindCode(deps, q.code, q.openid)
  })
}
