import { compare, isMoney } from '@/lib/money'
import type { BuyOrder } from '../../../types/api'
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

/** "磨损 0.0000–0.0700" for a buy order with a wear range, '' without one. */
export function wearRangeText (entry: Pick<BuyOrder, 'min_wear' | 'max_wear'>): string {
  if (!entry.min_wear && !entry.max_wear) return ''
  return `磨损 ${entry.min_wear ?? '0.0000'}–${entry.max_wear ?? '1.0000'}`
}
