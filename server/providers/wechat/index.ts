import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'

/** WeChat: the mini-program's code2session and subscribe messages. */
export type WechatProvider = Provider

export const makeWechat = (config: ProviderConfig): WechatProvider => ({ simulated: config.simulated.has('wechat') })
