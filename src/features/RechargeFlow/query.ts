import type { RechargeChannel } from '@/services/pay'
import { checkAmount } from '@/lib/validate'

/** The recharge presets (yuan); an amount from a link that is not one of them opens as a custom amount. */
export const RECHARGE_PRESETS = ['50', '100', '200', '500', '1000', '2000']
export const RECHARGE_CHANNELS: readonly RechargeChannel[] = ['wechat', 'card', 'alipay']

export interface RechargeChoice { amount?: string, channel?: RechargeChannel }

/**
 * An outside link's choice (`?amount=200&channel=alipay`): kept only when valid (the recharge range, two decimals, a
 * channel we know); anything else is dropped and the screen opens on its defaults.
 */
export function rechargeChoice (query: Record<string, string | undefined>): RechargeChoice {
  const amount = (query.amount ?? '').trim()
  const channel = RECHARGE_CHANNELS.find((known) => known === query.channel)
  return { ...(amount && !checkAmount(amount) ? { amount } : {}), ...(channel ? { channel } : {}) }
}

/** The same choice as a query string ('' when empty), for the login's way back. */
export function rechargeQuery (choice: RechargeChoice): string {
  const pairs = Object.entries(choice).filter((pair): pair is [string, string] => Boolean(pair[1]))
  return pairs.length ? `?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}` : ''
}
