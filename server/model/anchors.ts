import type { Deps } from '../deps'
import type { AnchorOrder, AnchorOverview } from '../../types/api'
import { beijingDate, beijingDayStart } from '../domain/beijingDay'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { maskNickname } from '../domain/nickname'
import { settlementOf, settlementParams } from './settledTrades'
import { shortPercentText } from '../domain/percent'

/** The streamer backstage (server/README.md "Streamer backstage"): an anchor's invitees, their settled orders and the commission on them. */

export type AnchorPeriod = 7 | 30 | 90

interface Anchor { user_id: number, channel: string, rate_bp: number, nickname: string }

/** The anchor row of the user, or 4031 for anyone without the role (the page shows its no-access state). */
export function requireAnchor (deps: Deps, userId: number): Anchor {
  const anchor = deps.db.prepare('SELECT a.user_id, a.channel, a.rate_bp, u.nickname FROM anchors a JOIN users u ON u.id = a.user_id WHERE a.user_id = ?')
    .get(userId) as Anchor | undefined
  return anchor ?? fail(Status.notAnchor, '仅主播可查看主播后台，请先申请成为主播')
}

/** Commission of one order: the rate on the paid amount, rounded down to the cent (the platform never pays above the rate). */
export const commissionOf = (amountCents: number, rateBp: number): number => Math.floor(amountCents * rateBp / 10000)

/** The rate as people read it: 100 bp → "1%", 150 bp → "1.5%". */
export const rateText = (rateBp: number): string => `${shortPercentText(rateBp)}%`

// an invitee's orders paid after the invite, by their settlement (model/settledTrades.ts,
// docs/decisions.md "Rewards count settled trades only"): only settled ones earn
// commission; paid ones and those inside their reversal window are pending; a cancelled (refunded) order earns nothing
const INVITEE_ORDERS = `FROM orders o JOIN invites i ON i.invitee_id = o.buyer_id
  WHERE i.inviter_id = ? AND o.paid_at IS NOT NULL AND o.paid_at >= i.created_at`
const COUNTED = `${INVITEE_ORDERS} AND ${settlementOf('o')} = 'settled'`
const PENDING = `${INVITEE_ORDERS} AND ${settlementOf('o')} = 'pending'`

/** The first second of the period: today and the days before it, Beijing days. */
export const periodStart = (now: number, days: AnchorPeriod): number => beijingDayStart(now) - (days - 1) * 86400

export function anchorOverview (deps: Deps, userId: number, days: AnchorPeriod): AnchorOverview {
  const anchor = requireAnchor(deps, userId)
  const { db } = deps
  const since = periodStart(deps.now(), days)
  const invitees = db.prepare('SELECT COUNT(*) AS total, COALESCE(SUM(created_at >= ?), 0) AS fresh FROM invites WHERE inviter_id = ?')
    .get(since, userId) as { total: number, fresh: number }
  const orders = db.prepare(`SELECT o.paid_at, o.pay_amount_cents AS amount ${COUNTED} ORDER BY o.paid_at`).all(userId, settlementParams(deps)) as {
    paid_at: number,
    amount: number
  }[]
  const pending = db.prepare(`SELECT o.pay_amount_cents AS amount ${PENDING}`).all(userId, settlementParams(deps)) as { amount: number }[]
  const daily = Array.from({ length: days }, (_, n) => ({ day: since + n * 86400, orders: 0, cents: 0 }))
  let total = 0
  let amount = 0
  let count = 0
  for (const order of orders) {
    const cents = commissionOf(order.amount, anchor.rate_bp)
    total += cents
    if (order.paid_at < since) continue
    const bucket = daily[Math.floor((order.paid_at - since) / 86400)]
    if (!bucket) continue
    bucket.orders += 1
    bucket.cents += cents
    amount += order.amount
    count += 1
  }
  return {
    nickname: anchor.nickname,
    channel: anchor.channel,
    rate_text: rateText(anchor.rate_bp),
    days,
    since,
    invitees_total: invitees.total,
    invitees_new: invitees.fresh,
    orders_count: count,
    orders_amount: formatCents(amount),
    commission: formatCents(daily.reduce((sum, d) => sum + d.cents, 0)),
    commission_total: formatCents(total),
    pending_orders: pending.length,
    pending_commission: formatCents(pending.reduce((sum, order) => sum + commissionOf(order.amount, anchor.rate_bp), 0)),
    daily: daily.map((d) => ({ day: d.day, label: beijingDate(d.day).slice(5), orders: d.orders, commission: formatCents(d.cents) }))
  }
}

/** The period's invitee orders, newest first, each with its commission; order numbers and nicknames masked. */
export function anchorOrders (deps: Deps, userId: number, days: AnchorPeriod, page: number, pageSize: number): {
  list: AnchorOrder[],
  total: number,
  page: number,
  page_size: number,
  has_more: boolean
} {
  const anchor = requireAnchor(deps, userId)
  const since = periodStart(deps.now(), days)
  const { n: total } = deps.db.prepare(`SELECT COUNT(*) AS n ${COUNTED} AND o.paid_at >= ?`).get(userId, since, settlementParams(deps)) as { n: number }
  const rows = deps.db.prepare(`SELECT o.order_no, o.pay_amount_cents AS amount, o.paid_at, u.nickname,
      it.name AS item_name ${COUNTED.replace('WHERE', 'JOIN users u ON u.id = o.buyer_id JOIN items it ON it.id = o.item_id WHERE')}
    AND o.paid_at >= ? ORDER BY o.paid_at DESC, o.id DESC LIMIT ? OFFSET ?`).all(userId, since, pageSize, (page - 1) * pageSize, settlementParams(deps)) as {
      order_no: string,
      amount: number,
      paid_at: number,
      nickname: string,
      item_name: string
    }[]
  return {
    list: rows.map((row) => ({
      order_no: `${row.order_no.slice(0, 4)}****${row.order_no.slice(-4)}`,
      invitee: maskNickname(row.nickname),
      item_name: row.item_name,
      amount: formatCents(row.amount),
      commission: formatCents(commissionOf(row.amount, anchor.rate_bp)),
      paid_at: row.paid_at
    })),
    total, page, page_size: pageSize, has_more: page * pageSize < total
  }
}
