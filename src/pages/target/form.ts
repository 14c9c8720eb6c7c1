import { compare, isMoney } from '@/lib/money'

/** A clear message for a buy-order form the API would refuse, or '' when it is fine. */
export function buyOrderProblem (price: string, quantity: string, payPassword: string): string {
  if (!price.trim()) return '请输入求购单价'
  if (!isMoney(price.trim())) return '求购单价请输入数字，如 12.50'
  if (compare(price.trim(), '0.01') < 0) return '求购单价至少 0.01 元'
  if (!/^\d+(\.\d{1,2})?$/.test(price.trim())) return '求购单价最多两位小数'
  if (!/^\d+$/.test(quantity.trim()) || Number(quantity) < 1 || Number(quantity) > 100) return '求购数量为 1-100 的整数'
  if (!/^\d{6}$/.test(payPassword)) return '请输入 6 位数字支付密码'
  return ''
}
