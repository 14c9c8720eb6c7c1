import { compare, formatYuan, subtract, sum } from '@/lib/money'
import type { Order } from '../../../types/api'

export interface AmountLine { label: string, value: string, tone: 'plain' | 'discount' | 'total' }

/**
 * What the buyer pays, line by line, so the total can be checked: price (or rent fee), the deposit of a rental,
 * the coupon only when one was used, then the total; the seller's fee is the seller's, not a line here.
 * `adds` says the lines really make the server's pay_amount (server/README.md "Order state machine").
 */
export function buyerAmounts (order: Pick<Order, 'kind' | 'price' | 'coupon_discount' | 'rent_days' | 'rent_deposit' | 'pay_amount' | 'paid_at'>): {
  lines: AmountLine[],
  adds: boolean
} {
  const lines: AmountLine[] = [{ label: order.kind === 'rent' ? `租金（${order.rent_days ?? 0} 天）` : '商品价格', value: formatYuan(order.price), tone: 'plain' }]
  if (order.rent_deposit !== null) lines.push({ label: '押金（归还后退回）', value: formatYuan(order.rent_deposit), tone: 'plain' })
  const couponUsed = compare(order.coupon_discount, 0) > 0
  if (couponUsed) lines.push({ label: '优惠券', value: `-${formatYuan(order.coupon_discount)}`, tone: 'discount' })
  lines.push({ label: order.paid_at ? '实付金额' : '应付金额', value: formatYuan(order.pay_amount), tone: 'total' })
  const parts = lines.slice(0, -1).map((line) => line.value)
  const total = subtract(
    sum(parts.filter((value) => !value.startsWith('-'))),
    sum(parts.filter((value) => value.startsWith('-')).map((value) => value.slice(1)))
  )
  return { lines, adds: compare(total, order.pay_amount) === 0 }
}

/** What cancelling does to the money: an unpaid order charges nothing (a coupon comes back), a paid one is refunded to the balance. */
export function cancelWords (order: Pick<Order, 'paid_at' | 'pay_amount' | 'coupon_discount' | 'status'>): { confirm: string, done: string } {
  const paid = order.status === 'paid' || order.status === 'offer_sent'
  if (paid) return { confirm: `取消后，已支付的 ¥${formatYuan(order.pay_amount)} 将退回余额。确定取消吗？`, done: `已取消，¥${formatYuan(order.pay_amount)} 已退回余额` }
  const coupon = compare(order.coupon_discount, 0) > 0 ? '，优惠券将退回' : ''
  return { confirm: `该订单尚未支付，取消不会扣款${coupon}。确定取消吗？`, done: '订单已取消' }
}

type Asked = 'cancel' | 'decline' | 'receive'

/** What the buyer confirms before an action that ends the trade: the sheet's title, words and button. */
export function endingWords (
  operation: Asked,
  order: Pick<Order, 'kind' | 'paid_at' | 'pay_amount' | 'coupon_discount' | 'status'> & { item: { name: string } }
) {
  const amount = `¥${formatYuan(order.pay_amount)}`
  if (operation === 'cancel') return { title: '取消订单', text: cancelWords(order).confirm, confirmText: '确定取消' }
  if (operation === 'decline') return { title: '拒绝报价', text: `拒绝后订单取消，已支付的 ${amount} 退回余额。`, confirmText: '确定拒绝' }
  // a rental's payment is mostly the deposit, which comes back on return: receiving starts the rent instead
  const after = order.kind === 'rent' ? '确认后开始计租，押金在归还后退回。' : `确认后交易完成，${amount} 将结算给卖家。`
  return { title: '确认收货', text: `请先在 Steam 中接受报价并确认已收到「${order.item.name}」。${after}`, confirmText: '确认收货' }
}
