import type { ProviderConfig } from '../config'
import type { WechatParty } from './index'
import { notConfigured } from '../provider'
import { callParty, jsonOf } from '../outbound'
import { fail, Status } from '../../domain/status'

/**
 * WeChat's server API for mini-programs (developers.weixin.qq.com): GET /sns/jscode2session for a login code, and
 * POST /cgi-bin/message/subscribe/send with an access_token from GET /cgi-bin/token, kept until shortly before it expires.
 */
const UNREACHABLE = '微信暂时无法访问，请稍后再试'
/** a token is renewed this long before WeChat's expires_in runs out, so a call never carries one that just expired */
const RENEW_EARLY_SECONDS = 300
/** errcodes of an access_token WeChat no longer takes (invalid, expired): the next send fetches a new one */
const STALE_TOKEN = new Set([40001, 40014, 42001])

interface WechatAnswer { errcode?: number, errmsg?: string, openid?: string, unionid?: string, access_token?: string, expires_in?: number }

export function productionWechat (config: ProviderConfig): WechatParty & { readonly simulated: false } {
  const { apiUrl, appId, secret } = config.wechat
  const credentials = (): { appid: string, secret: string } =>
    appId !== undefined && secret !== undefined ? { appid: appId, secret } : notConfigured('wechat')
  const get = async (path: string, query: Record<string, string>): Promise<WechatAnswer> =>
    jsonOf(await callParty(`${apiUrl}${path}?${new URLSearchParams(query).toString()}`, {}, config.timeoutMs, UNREACHABLE), UNREACHABLE) as WechatAnswer
  const refused = (answer: WechatAnswer): boolean => answer.errcode !== undefined && answer.errcode !== 0

  let token: { value: string, until: number } | null = null
  const accessToken = async (): Promise<string> => {
    if (token && token.until > Date.now()) return token.value
    const answer = await get('/cgi-bin/token', { grant_type: 'client_credential', ...credentials() })
    if (refused(answer) || !answer.access_token) fail(Status.server, `微信接口凭证获取失败（errcode ${answer.errcode ?? '无'}）`)
    token = { value: answer.access_token!, until: Date.now() + Math.max(0, (answer.expires_in ?? 7200) - RENEW_EARLY_SECONDS) * 1000 }
    return token.value
  }

  return {
    simulated: false,
    ready: appId !== undefined && secret !== undefined,
    async code2session (code) {
      const answer = await get('/sns/jscode2session', { ...credentials(), js_code: code, grant_type: 'authorization_code' })
      if (refused(answer) || !answer.openid) fail(Status.badSign, `微信登录失败（errcode ${answer.errcode ?? '无'}），请重试`)
      return { openid: answer.openid!, ...(answer.unionid ? { unionid: answer.unionid } : {}) }
    },
    async sendSubscribe (message) {
      const url = `${apiUrl}/cgi-bin/message/subscribe/send?${new URLSearchParams({ access_token: await accessToken() }).toString()}`
      const body = {
        touser: message.openid,
        template_id: message.templateId,
        ...(message.page ? { page: message.page } : {}),
        data: Object.fromEntries(Object.entries(message.data).map(([key, value]) => [key, { value }]))
      }
      const answer = jsonOf(await callParty(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body)
      }, config.timeoutMs, UNREACHABLE), UNREACHABLE) as WechatAnswer
      if (answer.errcode !== undefined && STALE_TOKEN.has(answer.errcode)) token = null
      if (refused(answer)) fail(Status.server, `微信订阅消息发送失败（errcode ${answer.errcode}）`)
    }
  }
}
