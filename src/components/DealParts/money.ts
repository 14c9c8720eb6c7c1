import { formatWireYuan } from '@/lib/moneyText'

/** ¥ and two decimals from a wire amount (a string; never a float). */
export const yuan = (amount: string): string => `¥${formatWireYuan(amount)}`
