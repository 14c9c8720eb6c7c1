import { percentOf } from './money'
import type { PayChannel } from '../../types/api'

/** Seller fee on every sale: 2.5 %, at least 0.01, taken from the seller's proceeds (the buyer pays the price). */
export const TRADE_FEE_BP = 250
export function tradeFee (priceCents: number): number {
  return Math.max(1, percentOf(priceCents, TRADE_FEE_BP))
}

/** Recharge fee by channel, paid on top of the amount: WeChat 0.6 %, Alipay 0.6 %, card 1 %, at least 0.01. */
export const RECHARGE_FEE_BP: Record<Exclude<PayChannel, 'balance'>, number> = { wechat: 60, card: 100, alipay: 60 }
export function rechargeFee (amountCents: number, channel: Exclude<PayChannel, 'balance'>): number {
  return Math.max(1, percentOf(amountCents, RECHARGE_FEE_BP[channel]))
}

/** Limits on amounts (yuan × 100). */
export const LIMITS = {
  rechargeMin: 100,
  rechargeMax: 5_000_000,
  priceMin: 1,
  priceMax: 100_000_000,
  buyOrderQuantityMax: 100,
  rentDaysMin: 1,
  rentDaysMax: 30
}
