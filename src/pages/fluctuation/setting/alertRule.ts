import { AMOUNT } from '@/contract/formRules'
import { compareWire, formatWireYuan } from '@/lib/moneyText'
import type { AlertDirection } from '@/services/priceWatch'

/** The highest alert price, as the server allows (server/README.md "Price fluctuation and alerts"). */
const MAX = '100000.00'

/**
 * Why an alert price would be refused, the server's own words, or null: a two-decimal amount from ¥0.01 to ¥100 000,
 * not reached already (涨到 above the latest sale, 跌到 under it; any price before the item's first sale).
 */
export function thresholdProblem (text: string, direction: AlertDirection, lastPrice: string | null): string | null {
  const value = text.trim()
  if (!value) return '请填写提醒价格'
  if (value.startsWith('-')) return '提醒价格不能为负数'
  if (!AMOUNT.test(value)) return '提醒价格必须是最多两位小数的金额'
  if (compareWire(value, '0.01') < 0) return '提醒价格过小'
  if (compareWire(value, MAX) > 0) return '提醒价格过大'
  if (lastPrice !== null && direction === 'up' && compareWire(value, lastPrice) <= 0) return `涨到的提醒价须高于最新成交价 ¥${formatWireYuan(lastPrice)}`
  if (lastPrice !== null && direction === 'down' && compareWire(value, lastPrice) >= 0) return `跌到的提醒价须低于最新成交价 ¥${formatWireYuan(lastPrice)}`
  return null
}
