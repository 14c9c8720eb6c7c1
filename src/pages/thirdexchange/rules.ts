import type { Partner } from '../../../types/api'
import type { ExchangeAsk } from '@/services/partner'

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/
const COUNT = /^\d{1,9}$/

/** The request for what was typed, or the reason it cannot be sent (the server checks limits, steps and the balance again). */
export function askOf (partner: Partner, direction: ExchangeAsk['direction'], text: string): ExchangeAsk | string {
  const value = text.trim()
  if (direction === 'out') {
    if (!AMOUNT.test(value)) return '请输入正确的金额（最多两位小数）'
    return { partner: partner.key, direction, amount: value }
  }
  if (!COUNT.test(value) || Number(value) === 0) return `请输入整数的${partner.points_name}数量`
  return { partner: partner.key, direction, points: Number(value) }
}

/** The partner's limits for this direction, as one line under the input. */
export function limitText (partner: Partner, direction: ExchangeAsk['direction']): string {
  if (direction === 'out') {
    const out = partner.out
    return out ? `单笔 ${out.min} - ${out.max} 元，按 ${out.step} 元递增，转出不收手续费` : `${partner.name}暂不支持余额转出`
  }
  const rule = partner.in
  if (!rule) return `${partner.points_name}暂不支持转入 C5 余额`
  return `单笔 ${rule.min_points} - ${rule.max_points} ${partner.points_name}，手续费 ${rule.fee_rate}（最低 0.01 元），` +
    `每日最多转入 ${rule.daily_limit} 元，今日已转入 ${rule.today_used} 元`
}
