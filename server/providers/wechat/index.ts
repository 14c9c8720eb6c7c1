import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'
import { simulatedWechat, type SimulatedWechat } from './simulated'
import { productionWechat } from './production'

/** Who a mini-program login code belongs to: the player's openid in our mini-program, and the unionid when WeChat gives one. */
export interface WechatSession { openid: string, unionid?: string }

/** One subscribe message: a template the player accepted in the mini-program, its fields' values, the page it opens. */
export interface SubscribeMessage { openid: string, templateId: string, data: Readonly<Record<string, string>>, page?: string }

/** WeChat: the mini-program's code2session and subscribe messages (server/README.md "Providers"). */
export interface WechatParty extends Provider {
  /** whether players may choose mini-program login (the login page's types) */
  readonly ready: boolean
  /** wx.login's code → the player's openid; 4003 when WeChat refuses the code, 5000 when WeChat cannot be asked */
  code2session: (code: string) => Promise<WechatSession>
  sendSubscribe: (message: SubscribeMessage) => Promise<void>
}

export type WechatProvider = SimulatedWechat | (WechatParty & { readonly simulated: false })

export const makeWechat = (config: ProviderConfig): WechatProvider =>
  config.simulated.has('wechat') ? simulatedWechat() : productionWechat(config)
