import { tradeFee } from '../../../server/domain/fees'
import { PARTNERS } from '../../../server/domain/partners'
import { yuan } from './actors'
import type { World } from './world'

/**
 * The house's book for one run, read from the database (dbPeek) after the run's start marks: what the platform earned
 * (trade fees on completed trades, exchange fees) and what its promotions cost (reward and red-packet money, reward items
 * at their reference price after the sell fee). server/README.md "The house never loses" names the budgets.
 */
export interface HouseBook {
  /** trade fees of the run's completed orders */
  fees: number
  /** money and items the promotions, tasks, invites, rebates and subsidies gave away, and the fees they waived */
  promotions: number
  /** orders whose perks (rebate, subsidy) paid more than the fee charged on them, as "order: perks > fee" */
  perksOverFee: string[]
  /** partner 转入 fees charged, and the same at the exact rate (hundredths of a cent × 100: cents × 10 000) */
  exchangeFees: { charged: number, exactTimes10000: number }
}

/** Ledger kinds that move the user's own money (trades, draws, recharges, withdrawals, exchanges), not the platform's gifts. */
const TRADE_AND_PAYMENT_KINDS = ['recharge', 'pay', 'refund', 'sale_frozen', 'sale_settled', 'rent_deposit_refund', 'buy_order_freeze', 'buy_order_release',
  'withdraw', 'withdraw_fee', 'withdraw_refund', 'gift_draw', 'gift_sell_back', 'partner_exchange', 'cdk']

export function houseBook (world: World): HouseBook {
  const { db, marks } = world
  const fees = db.all<{ fees: number | null }>("SELECT SUM(fee_cents) AS fees FROM orders WHERE id > ? AND status = 'completed'", marks.orders)[0].fees ?? 0
  // every ledger line that is not a trade, draw, recharge, withdrawal or exchange is the platform giving (or, a reward
  // taken back, reclaiming) money: reward, redpack, and whatever kind a take-back is written with
  const flows = TRADE_AND_PAYMENT_KINDS.map(() => '?').join(', ')
  const money = db.all<{ paid: number | null }>(
    `SELECT SUM(amount_cents) AS paid FROM ledger WHERE id > ? AND kind NOT IN (${flows})`,
    marks.ledger,
    ...TRADE_AND_PAYMENT_KINDS
  )[0].paid
    ?? 0
  const items = db.all<{ ref: number }>(
    "SELECT i.ref_price_cents AS ref FROM granted_assets g JOIN items i ON i.id = g.item_id WHERE g.rowid > ? AND g.source = 'reward'",
    marks.grants
  )
  // a waived fee (免手续费) is a perk the platform pays too: the fee it did not charge on a completed sale
  const waived = db.all<{ saved: number | null }>(`SELECT SUM(u.cents) AS saved FROM promotion_perk_uses u JOIN orders o ON o.id = u.order_id
    WHERE o.id > ? AND o.status = 'completed' AND u.perk = 'fee_free'`, marks.orders)[0].saved ?? 0
  const promotions = money + waived + items.reduce((sum, row) => sum + row.ref - tradeFee(row.ref), 0)
  // a perk paid on one order names it last in its ledger ref (promo:fee_rebate:<order>, promo:rent_subsidy:<order>)
  const perks = db.all<{ order_no: string, perks: number, fee: number }>(`SELECT o.order_no, SUM(l.amount_cents) AS perks, o.fee_cents AS fee
    FROM ledger l JOIN orders o ON l.ref LIKE 'promo:%:' || o.order_no WHERE l.id > ? AND l.kind = 'reward' GROUP BY o.id`, marks.ledger)
  const perksOverFee = perks.filter((row) => row.perks > row.fee).map((row) => `${row.order_no}: ¥${yuan(row.perks)} > ¥${yuan(row.fee)}`)
  const exchanges = db.all<{ partner: string, cents: number, fee: number }>(
    "SELECT partner, cents, fee_cents AS fee FROM partner_exchanges WHERE id > ? AND direction = 'in'",
    marks.exchanges
  )
  const exchangeFees = { charged: 0, exactTimes10000: 0 }
  for (const row of exchanges) {
    const rate = PARTNERS.find((partner) => partner.key === row.partner)?.in?.fee_bp ?? 0
    exchangeFees.charged += row.fee
    exchangeFees.exactTimes10000 += (row.cents + row.fee) * rate
  }
  return { fees, promotions, perksOverFee, exchangeFees }
}

/** The budgets every run keeps (server/README.md "The house never loses"). */
export const BUDGETS = {
  /** promotions (rewards, tasks, invites, rebates, subsidies) cost at most this share of the trade fees earned, in basis points */
  promotionsOfFeesBp: 10_000,
  /** a paid draw's expected return (items at reference price after the sell fee, sell-backs at their rate) at most this share of its cost */
  drawReturnBp: 9_200
} as const

/** The budget verdicts of a run, as one object a test compares (a failure shows every line and the seed). */
type Verdict = boolean | { orders: number, first: string[] }
export function budgetVerdicts (book: HouseBook): Record<string, Verdict> {
  return {
    [`promotions ${book.promotions} ≤ ${BUDGETS.promotionsOfFeesBp / 100} % of fees ${book.fees}`]:
      book.promotions * 10_000 <= book.fees * BUDGETS.promotionsOfFeesBp,
    'orders whose perks paid more than their fee': { orders: book.perksOverFee.length, first: book.perksOverFee.slice(0, 3) },
    [`exchange fees ${book.exchangeFees.charged} ≥ their rate ${(book.exchangeFees.exactTimes10000 / 10_000).toFixed(2)}`]:
      book.exchangeFees.charged * 10_000 >= book.exchangeFees.exactTimes10000
  }
}

/** What the verdicts are when every budget holds. */
export function budgetsKept (book: HouseBook): Record<string, Verdict> {
  return Object.fromEntries(Object.entries(budgetVerdicts(book)).map(([name, verdict]) => [
    name,
    typeof verdict === 'boolean' ? true : { orders: 0, first: [] }
  ]))
}
