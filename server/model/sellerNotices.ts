import type { Deps } from '../deps'
import { beijingTime } from '../domain/beijingDay'
import { formatCents } from '../domain/money'
import { DELIVER_SECONDS } from '../domain/orderState'
import { loadItem } from './catalogue'
import { sendMessage } from './messages'
import type { OrderRow } from './orders'

/**
 * The 站内信 a seller who must deliver gets about an order (server/README.md "Sell orders"): it was paid (with the
 * time the offer is due), the buyer accepted, the buyer declined, or the delivery lapsed. Each opens the seller's order.
 * The callers decide the order needs delivery (a seed seller has no login and gets none).
 */
export const sellOrderLink = (orderNo: string): string => `/pages/sell/order/index?id=${orderNo}`

type Sale = Pick<OrderRow, 'order_no' | 'kind' | 'item_id' | 'seller_id' | 'price_cents' | 'fee_cents'>
const what = (deps: Deps, order: Sale): string => `您${order.kind === 'rent' ? '出租' : '出售'}的 ${loadItem(deps.db, order.item_id)?.name ?? '饰品'}`

/** Paid (by the buyer, or a buy order filled): the offer is due 12 hours after payment, often the next day, so with its date (MM-DD HH:MM, Beijing). */
export function tellSellerPaid (deps: Deps, order: Sale & Pick<OrderRow, 'paid_at'>): void {
  const due = beijingTime((order.paid_at ?? deps.now()) + DELIVER_SECONDS).slice(5)
  sendMessage(deps, order.seller_id, {
    title: '您有新的出售订单，请发货',
    content: `${what(deps, order)} 已被购买，请在 ${due}（北京时间）前发送报价，超时订单将自动取消并退款给买家。`,
    link: sellOrderLink(order.order_no)
  })
}

/** The buyer accepted the offer: what the seller receives, available now or frozen until the trade protection ends. */
export function tellSellerCompleted (deps: Deps, order: Sale & Pick<OrderRow, 'proceeds_release_at' | 'proceeds_released_at'>): void {
  const net = formatCents(order.price_cents - order.fee_cents)
  const money = order.proceeds_released_at !== null || order.proceeds_release_at === null
    ? `到手 ¥${net} 已转入余额。`
    : `到手 ¥${net} 在交易保护期内冻结，${beijingTime(order.proceeds_release_at)} 后转入余额。`
  sendMessage(deps, order.seller_id, { title: '买家已确认收货', content: `${what(deps, order)} 交易完成，${money}`, link: sellOrderLink(order.order_no) })
}

/** The order was cancelled after payment without the seller's doing it: the delivery lapsed, or the buyer declined the offer. */
export function tellSellerCancelled (deps: Deps, order: Sale, cause: 'deliver_timeout' | 'declined'): void {
  const content = cause === 'deliver_timeout'
    ? `${what(deps, order)} 未在期限内发送报价，订单已取消，货款已全额退还买家，本单计为未发货，您的发货率会下降。饰品已回到您的库存。`
    : `${what(deps, order)} 的交易报价被买家拒绝，订单已取消，货款已退还买家。`
  sendMessage(deps, order.seller_id, { title: cause === 'deliver_timeout' ? '订单超时未发货，已取消' : '买家拒绝了报价', content, link: sellOrderLink(order.order_no) })
}
