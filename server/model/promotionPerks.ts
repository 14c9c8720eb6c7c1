import type { Deps } from '../deps'
import { tradeFee } from '../domain/fees'
import { formatCents } from '../domain/money'
import { activePerks } from './promotions'
import { moveMoney } from './wallet'
import { checkTradeLink } from './linkedAccounts'

/**
 * The fee and rent perks of joined promotions, applied where money is decided (server/README.md "Fee and rent
 * promotions"): the trade fee of a new sale order, the sell preview's projection of it, the fee rebate when a sale
 * completes and the rent subsidy when a rental completes. Each use is a `promotion_perk_uses` row keyed by
 * (order, perk), so an order gets each perk at most once. No perk pays more than the platform earned on the trade, and
 * none is given on a trade between linked accounts (trading with yourself must never earn).
 */
export type PerkUse = 'fee_free' | 'fee_rebate' | 'rent_subsidy'

interface OrderMoney {
  id: number,
  order_no: string,
  kind: string,
  seller_id: number,
  buyer_id: number,
  price_cents: number,
  fee_cents: number,
  coupon_discount_cents: number
}

/** Fee-free sales of a campaign the seller has used: orders not cancelled or timed out (a cancelled sale gives its slot back). */
function freeUsed (deps: Deps, key: string, sellerId: number): number {
  return (deps.db.prepare(`SELECT COUNT(*) AS n FROM promotion_perk_uses u JOIN orders o ON o.id = u.order_id
    WHERE u.promotion_key = ? AND u.user_id = ? AND u.perk = 'fee_free' AND o.status NOT IN ('cancelled', 'timed_out')`).get(key, sellerId) as { n: number }).n
}

/** The joined, live fee-free campaign (earliest ending first) with a slot left for a sale at this price; `planned` counts slots already projected. */
function freeSlot (deps: Deps, sellerId: number, priceCents: number, planned: Map<string, number>): { key: string, title: string, left: number } | null {
  for (const p of activePerks(deps, sellerId, deps.now()).sort((a, b) => a.ends_at - b.ends_at)) {
    const max = p.perks.fee_free_sales ?? 0
    if (max <= 0 || (p.perks.fee_free_max_cents !== undefined && priceCents > p.perks.fee_free_max_cents)) continue
    const left = max - freeUsed(deps, p.key, sellerId) - (planned.get(p.key) ?? 0)
    if (left > 0) return { key: p.key, title: p.title, left }
  }
  return null
}

const record = (deps: Deps, order: OrderMoney, perk: PerkUse, key: string, userId: number, cents: number): boolean =>
  deps.db.prepare('INSERT OR IGNORE INTO promotion_perk_uses (order_id, perk, promotion_key, user_id, cents, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(order.id, perk, key, userId, cents, deps.now()).changes === 1

const orderOf = (deps: Deps, orderId: number): OrderMoney => deps.db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as OrderMoney

/** What the platform earned on a trade: the fee it charged less the coupon it paid for. A perk on the trade never pays more. */
export const platformEarned = (order: Pick<OrderMoney, 'fee_cents' | 'coupon_discount_cents'>): number => Math.max(
  0,
  order.fee_cents - order.coupon_discount_cents
)

/**
 * The one place a sale order's trade fee is decided, right after the order row is written (caller's transaction):
 * a sale (not a rental) of a seller with a fee-free slot left pays 0 and uses the slot, unless buyer and seller are
 * linked accounts; otherwise 2.5 %. Returns the fee.
 */
export function settleSaleFee (deps: Deps, orderId: number): number {
  const order = orderOf(deps, orderId)
  const linked = checkTradeLink(deps, order) !== null
  const slot = order.kind === 'buy' && !linked ? freeSlot(deps, order.seller_id, order.price_cents, new Map()) : null
  if (slot === null) return order.fee_cents
  deps.db.prepare('UPDATE orders SET fee_cents = 0 WHERE id = ?').run(order.id)
  record(deps, order, 'fee_free', slot.key, order.seller_id, tradeFee(order.price_cents))
  return 0
}

export interface FeeQuote { fee: number, receive: number, fee_free: boolean }

/** The sell preview's fees for a batch, in order: the seller's remaining fee-free slots go to the first items that fit. */
export function saleFeeQuotes (deps: Deps, sellerId: number, prices: number[]): { quotes: FeeQuote[], note: string } {
  const planned = new Map<string, number>()
  const titles = new Map<string, string>()
  const quotes = prices.map((price): FeeQuote => {
    const slot = freeSlot(deps, sellerId, price, planned)
    if (slot === null) { const fee = tradeFee(price); return { fee, receive: price - fee, fee_free: false } }
    planned.set(slot.key, (planned.get(slot.key) ?? 0) + 1)
    titles.set(slot.key, slot.title)
    return { fee: 0, receive: price, fee_free: true }
  })
  const free = [...planned.values()].reduce((a, b) => a + b, 0)
  const note = free === 0 ? '' : `「${[...titles.values()].join('、')}」：本次 ${free} 件免手续费（按成交时计算）`
  return { quotes, note }
}

/** The best live rate of one perk among the user's joined campaigns, with its campaign. */
function bestRate (deps: Deps, userId: number, perk: 'fee_rebate_bp' | 'rent_subsidy_bp'): { key: string, title: string, bp: number } | null {
  const rates = activePerks(deps, userId, deps.now()).map((p) => ({ key: p.key, title: p.title, bp: p.perks[perk] ?? 0 })).filter((p) => p.bp > 0)
  return rates.sort((a, b) => b.bp - a.bp)[0] ?? null
}

/**
 * Called once when an order completes (caller's transaction; completion itself is a guarded state move): a sale pays
 * the seller back ⌊fee × fee_rebate_bp / 10000⌋, a rental pays the renter ⌊paid rent × rent_subsidy_bp / 10000⌋,
 * each at most what the platform earned on the order (a waived fee earned nothing), to the available balance (ledger
 * `reward`), at most once per order (the use row's key); nothing when buyer and seller are linked accounts.
 */
export function payCompletionPerks (deps: Deps, orderId: number): void {
  const order = orderOf(deps, orderId)
  if (checkTradeLink(deps, order) !== null) return
  const rental = order.kind === 'rent'
  const userId = rental ? order.buyer_id : order.seller_id
  const rate = bestRate(deps, userId, rental ? 'rent_subsidy_bp' : 'fee_rebate_bp')
  if (rate === null) return
  const base = rental ? order.price_cents - order.coupon_discount_cents : order.fee_cents
  const cents = Math.min(Math.floor(base * rate.bp / 10000), platformEarned(order))
  if (cents <= 0 || !record(deps, order, rental ? 'rent_subsidy' : 'fee_rebate', rate.key, userId, cents)) return
  const memo = rental ? `租金补贴 ¥${formatCents(cents)}（${rate.title}，订单 ${order.order_no}）` : `手续费返还 ¥${formatCents(cents)}（${rate.title}，订单 ${order.order_no}）`
  moveMoney(deps.db, userId, { available: cents }, 'reward', `promo:${rental ? 'rent_subsidy' : 'fee_rebate'}:${order.order_no}`, memo, deps.now())
}

/** A user's perk payouts (rebates, subsidies, waived fees) in one campaign, newest first, with the total; cancelled orders left out. */
export function perkUses (deps: Deps, userId: number, key: string, page: number, pageSize: number): {
  list: Array<{ order_no: string, perk: PerkUse, cents: number, created_at: number }>,
  total: number,
  total_cents: number
} {
  const from = `FROM promotion_perk_uses u JOIN orders o ON o.id = u.order_id
    WHERE u.user_id = ? AND u.promotion_key = ? AND o.status NOT IN ('cancelled', 'timed_out')`
  const sum = deps.db.prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(u.cents), 0) AS cents ${from}`).get(userId, key) as { n: number, cents: number }
  const list = deps.db.prepare(`SELECT o.order_no, u.perk, u.cents, u.created_at ${from} ORDER BY u.created_at DESC, u.rowid DESC LIMIT ? OFFSET ?`)
    .all(userId, key, pageSize, (page - 1) * pageSize) as Array<{ order_no: string, perk: PerkUse, cents: number, created_at: number }>
  return { list, total: sum.n, total_cents: sum.cents }
}
