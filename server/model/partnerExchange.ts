import type { Deps } from '../deps'
import type { Page, PartnerExchange, PartnerExchangeOverview, PartnerQuote } from '../../types/api'
import { feeRateText, partnerByKey, PARTNERS, quoteIn, quoteOut, rateText, type Direction, type PartnerKey, type Quote } from '../domain/partners'
import { beijingDayStart } from '../domain/beijingDay'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { bindKey, earlierUse } from './idempotency'
import { findUser } from './users'
import { moveMoney } from './wallet'
import { checkPayPassword } from './orders'

/** Balance ↔ partner points (server/README.md "Partner apps: OAuth and exchange"). */

export interface ExchangeInput { partner: PartnerKey, direction: Direction, amount?: number, points?: number, payPassword?: string }

export const pointsOf = (deps: Deps, userId: number, partner: PartnerKey): number =>
  (deps.db.prepare('SELECT points FROM partner_accounts WHERE user_id = ? AND partner = ?').get(userId, partner) as { points: number } | undefined)?.points ?? 0

/** Gross cents (credit + fee) moved in today (Beijing day), for the daily cap. */
function inToday (deps: Deps, userId: number, partner: PartnerKey): number {
  return (deps.db.prepare(`SELECT COALESCE(SUM(cents + fee_cents), 0) AS n FROM partner_exchanges WHERE user_id = ? AND partner = ? AND direction = 'in'
      AND created_at >= ?`)
    .get(userId, partner, beijingDayStart(deps.now())) as { n: number }).n
}

export function exchangeOverview (deps: Deps, userId: number): PartnerExchangeOverview {
  return {
    balance: formatCents(findUser(deps.db, userId).balance_cents),
    partners: PARTNERS.map((partner) => ({
      key: partner.key,
      name: partner.name,
      points_name: partner.points_name,
      icon_text: partner.icon_text,
      icon_color: partner.icon_color,
      rate_text: rateText(partner),
      points: pointsOf(deps, userId, partner.key),
      out: partner.out
        ? { min: formatCents(partner.out.min_cents), max: formatCents(partner.out.max_cents), step: formatCents(100 / partner.points_per_yuan) }
        : null,
      in: partner.in
        ? {
          min_points: partner.in.min_points,
          max_points: partner.in.max_points,
          fee_rate: feeRateText(partner.in.fee_bp),
          daily_limit: formatCents(partner.in.daily_cents),
          today_used: formatCents(inToday(deps, userId, partner.key))
        }
        : null
    }))
  }
}

function quoteOf (input: ExchangeInput): Quote {
  const partner = partnerByKey(input.partner)
  if (input.direction === 'out') return quoteOut(partner, input.amount ?? fail(Status.badRequest, '请填写转出金额'))
  return quoteIn(partner, input.points ?? fail(Status.badRequest, '请填写转入数量'))
}

const quoteView = (quote: Quote): PartnerQuote => ({
  partner: quote.partner,
  direction: quote.direction,
  amount: formatCents(quote.cents),
  fee: formatCents(quote.fee_cents),
  points: quote.points,
  rate_text: rateText(partnerByKey(quote.partner))
})

/** The preview the confirm dialog shows: the same rules as the exchange, nothing written. */
export function exchangePreview (input: ExchangeInput): PartnerQuote {
  return quoteView(quoteOf(input))
}

interface ExchangeRow { id: number, partner: PartnerKey, direction: Direction, cents: number, fee_cents: number, points: number, created_at: number }

function exchangeView (row: ExchangeRow, repeated = false): PartnerExchange {
  const partner = partnerByKey(row.partner)
  return {
    exchange_id: row.id, ...quoteView(row), partner_name: partner.name, points_name: partner.points_name, state: 'done', created_at: row.created_at, repeated
  }
}

/**
 * One exchange in one immediate transaction: the balance or the points are taken with a guarded UPDATE (never below zero),
 * the other side credited, the record and the idempotency key written together. The same key again answers the first
 * record (repeated: true) and moves nothing; the key with other parameters is refused (4009). 转出 (balance leaving the
 * account) asks for the pay password after the repeat, the limits and the balance, as withdrawal does; 转入 does not.
 */
export function exchange (deps: Deps, userId: number, input: ExchangeInput, idemKey: string): PartnerExchange {
  const { db } = deps
  const fingerprint = JSON.stringify([input.partner, input.direction, input.amount ?? null, input.points ?? null])
  return db.transaction((): PartnerExchange => {
    const earlier = earlierUse(deps, userId, idemKey, 'partner_exchange', fingerprint)
    if (earlier !== null) return exchangeView(db.prepare('SELECT * FROM partner_exchanges WHERE id = ?').get(Number(earlier)) as ExchangeRow, true)
    const quote = quoteOf(input)
    const partner = partnerByKey(input.partner)
    if (quote.direction === 'out') {
      if (findUser(db, userId).balance_cents < quote.cents) fail(Status.balance, '余额不足')
      checkPayPassword(deps, userId, input.payPassword)
    }
    const now = deps.now()
    const id = Number(db.prepare(`INSERT INTO partner_exchanges (user_id, partner, direction, cents, fee_cents, points, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)`)
      .run(userId, quote.partner, quote.direction, quote.cents, quote.fee_cents, quote.points, now).lastInsertRowid)
    if (quote.direction === 'out') {
      moveMoney(db, userId, { available: -quote.cents }, 'partner_exchange', `px:${id}`, `转出到${partner.name}（${quote.points} ${partner.points_name}）`, now)
      db.prepare(`INSERT INTO partner_accounts (user_id, partner, points) VALUES (?, ?, ?) ON CONFLICT (user_id, partner) DO UPDATE
          SET points = points + excluded.points`)
        .run(userId, quote.partner, quote.points)
    } else {
      const used = inToday(deps, userId, quote.partner) - quote.cents - quote.fee_cents
      if (used + quote.cents + quote.fee_cents > partner.in!.daily_cents) {
        fail(Status.dailyCap, `今日转入已达上限（每日 ${formatCents(partner.in!.daily_cents)} 元，已转入 ${formatCents(used)} 元）`)
      }
      const taken = db.prepare('UPDATE partner_accounts SET points = points - ? WHERE user_id = ? AND partner = ? AND points >= ?').run(
        quote.points,
        userId,
        quote.partner,
        quote.points
      )
      if (taken.changes !== 1) fail(Status.balance, `${partner.points_name}不足`)
      moveMoney(
        db,
        userId,
        { available: quote.cents },
        'partner_exchange',
        `px:${id}`,
        `${partner.name}${partner.points_name}转入（手续费 ${formatCents(quote.fee_cents)} 元）`,
        now
      )
    }
    bindKey(deps, userId, idemKey, 'partner_exchange', fingerprint, String(id))
    return exchangeView({ id, ...quote, created_at: now })
  }).immediate()
}

export function exchangeRecords (deps: Deps, userId: number, page: number, pageSize: number): Page<PartnerExchange> {
  const total = (deps.db.prepare('SELECT COUNT(*) AS n FROM partner_exchanges WHERE user_id = ?').get(userId) as { n: number }).n
  const rows = deps.db.prepare('SELECT * FROM partner_exchanges WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(
    userId,
    pageSize,
    (page - 1) * pageSize
  ) as ExchangeRow[]
  return { list: rows.map((row) => exchangeView(row)), total, page, page_size: pageSize, has_more: page * pageSize < total }
}
