import { createHmac } from 'node:crypto'
import type { SubscribeMessage, WechatParty } from './index'

/** The simulated WeChat: an openid derived from the login code (the same code, the same player), and subscribe messages kept in memory. */
export interface SimulatedWechat extends WechatParty {
  readonly simulated: true
  /** the subscribe messages "sent", oldest first (the last 100) */
  readonly sent: SubscribeMessage[]
}

const KEEP_SENT = 100

export function simulatedWechat (): SimulatedWechat {
  const sent: SubscribeMessage[] = []
  return {
    simulated: true,
    ready: true,
    sent,
    code2session: async (code) => ({ openid: `wx_${createHmac('sha256', 'code2session').update(code).digest('hex').slice(0, 24)}` }),
    async sendSubscribe (message) {
      sent.push(message)
      if (sent.length > KEEP_SENT) sent.shift()
    }
  }
}
