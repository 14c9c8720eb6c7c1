import { compare, isMoney } from '@/lib/money'
import type { BuyOrder } from '../../../types/api'
import { compareWire, isWireAmount } from '@/lib/moneyText'
import { AMOUNT, isPayPasswordEntry } from '@/contract/formRules'

/** A clear message for a buy-order form the API would refuse, or '' when it is fine. */
export function buyOrderProblem (price: string, quantity: string, payPassword: string): string {
  if (!price.trim()) return '请输入求购单价'
  if (!isMoney(price.trim())) return '求购单价请输入数字，如 12.50'
  if (compare(price.trim(), '0.01') < 0) return '求购单价至少 0.01 元'
  if (!AMOUNT.test(price.trim())) return '求购单价最多两位小数'
  if (!/^\d+$/.test(quantity.trim()) || Number(quantity) < 1 || Number(quantity) > 100) return '求购数量为 1-100 的整数'
  if (!isPayPasswordEntry(payPassword)) return '请输入 6 位数字支付密码'
  return ''
}

const WEAR_TEXT = /^\d+(\.\d+)?$/

/** One wear bound as typed: '' when empty or fine, else a clear message. Compared on its digits, never as a float. */
function wearBoundProblem (text: string, label: string): string {
  if (!text) return ''
  if (/^-/.test(text)) return `${label}不能为负数`
  if (!WEAR_TEXT.test(text) || !isWireAmount(text)) return `${label}请输入 0 到 1 之间的数字，如 0.07`
  if ((text.split('.')[1] ?? '').length > 4) return `${label}最多四位小数`
  if (compareWire(text, '1') > 0) return `${label}必须在 0 到 1 之间`
  return ''
}

/**
 * A clear message for a wear (float) range the API would refuse, or '' when it is fine. Both are
 * optional; one alone means the other is 0 (min) or 1 (max); 0 ≤ min < max ≤ 1, at most 4 decimals.
 */
export function wearRangeProblem (minWear: string, maxWear: string): string {
  const min = minWear.trim()
  const max = maxWear.trim()
  const problem = wearBoundProblem(min, '最低磨损') || wearBoundProblem(max, '最高磨损')
  if (problem) return problem
  if ((min || max) && compareWire(min || '0', max || '1') >= 0) return '最低磨损必须小于最高磨损'
  return ''
}

/** "磨损 0.0000–0.0700" for a buy order with a wear range, '' without one. */
export function wearRangeText (entry: Pick<BuyOrder, 'min_wear' | 'max_wear'>): string {
  if (!entry.min_wear && !entry.max_wear) return ''
  return `磨损 ${entry.min_wear ?? '0.0000'}–${entry.max_wear ?? '1.0000'}`
}
