import { createHash, randomBytes } from 'node:crypto'
import type { Deps } from '../deps'
import type { Withdrawal, WithdrawPreview } from '../../types/api'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { WITHDRAW_CHANNEL_NAME, WITHDRAW_LIMITS, maskAccount, withdrawFee, type WithdrawChannel } from '../domain/withdrawal'
import { findUser } from './users'
import { moveMoney } from './wallet'
import { checkPayPassword } from './orders'
import { bindKey, earlierUse } from './idempotency'
import { markWithdrawAccount } from './linkedAccounts'
import { notConfigured } from '../providers/provider'

interface WithdrawalRow {
  withdraw_no: string, channel: WithdrawChannel, account_masked: string, amount_cents: number, fee_cents: number,
  status: Withdrawal['status'], fail_reason: string | null, created_at: number, finished_at: number
}

export const withdrawalView = (row: WithdrawalRow): Withdrawal => ({
  withdraw_no: row.withdraw_no,
  channel: row.channel,
  channel_name: WITHDRAW_CHANNEL_NAME[row.channel],
  account: row.account_masked,
  amount: formatCents(row.amount_cents),
  fee: formatCents(row.fee_cents),
  arrive_amount: formatCents(row.amount_cents - row.fee_cents),
  status: row.status,
  fail_reason: row.fail_reason,
  created_at: row.created_at,
  finished_at: row.finished_at
})

/**
 * Withdrawable = min(available balance, sale proceeds released − withdrawn): only money earned by selling leaves
 * (the ledger's sale_settled lines), never recharged or seeded money (refunded, not withdrawn: anti-laundering).
 */
export function withdrawableCents (deps: Deps, userId: number): number {
  const { db } = deps
  const proceeds = (db.prepare(`SELECT COALESCE(SUM(amount_cents), 0) AS n FROM ledger WHERE user_id = ?
      AND kind = 'sale_settled'`).get(userId) as { n: number }).n
  const withdrawn = (db.prepare(`SELECT COALESCE(SUM(amount_cents), 0) AS n FROM withdrawals WHERE user_id = ?
      AND status = 'success'`).get(userId) as { n: number }).n
  return Math.max(0, Math.min(findUser(db, userId).balance_cents, proceeds - withdrawn))
}

/** Withdrawals that did not fail in the last 24 hours. */
function recentCount (deps: Deps, userId: number): number {
  return (deps.db.prepare("SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ? AND status = 'success' AND created_at > ?")
    .get(userId, deps.now() - WITHDRAW_LIMITS.daySeconds) as { n: number }).n
}

export function withdrawPreview (deps: Deps, userId: number, amount: number | undefined, channel: WithdrawChannel): WithdrawPreview {
  const fee = amount === undefined ? null : withdrawFee(amount)
  return {
    channel,
    amount: amount === undefined ? null : formatCents(amount),
    fee: fee === null ? null : formatCents(fee),
    arrive_amount: fee === null ? null : formatCents(amount! - fee),
    withdrawable: formatCents(withdrawableCents(deps, userId)),
    min_amount: formatCents(WITHDRAW_LIMITS.min),
    max_amount: formatCents(WITHDRAW_LIMITS.max),
    fee_rate: '1.00%',
    min_fee: formatCents(withdrawFee(0)),
    remaining_today: Math.max(0, WITHDRAW_LIMITS.perDay - recentCount(deps, userId)),
    enabled: deps.providers.payout.configured,
    arrival: deps.providers.payout.arrival,
    simulated: deps.providers.payout.simulated
  }
}

export interface WithdrawInput { amount: number, channel: WithdrawChannel, account: string, payPassword?: string, idempotencyKey?: string }

/**
 * Pays money out through the payout provider, in one transaction (model rules in server/README.md "Withdrawal"):
 * a payout that fails gives the money back (recorded, answered 4202 by the route); a provider with no channel answers
 * 4500 before anything is read or moved. A repeated idempotency key answers the first outcome and moves nothing.
 */
export function createWithdrawal (deps: Deps, userId: number, input: WithdrawInput): WithdrawalRow {
  const { db } = deps
  const fingerprint = `${input.channel}:${input.amount}:${createHash('sha256').update(input.account).digest('hex').slice(0, 16)}`
  return db.transaction(() => {
    const earlier = input.idempotencyKey ? earlierUse(deps, userId, input.idempotencyKey, 'withdraw', fingerprint) : null
    if (earlier !== null) return db.prepare('SELECT * FROM withdrawals WHERE withdraw_no = ?').get(earlier) as WithdrawalRow
    const { payout } = deps.providers
    // before the balance is read or money moves: without a channel nothing else matters
    if (!payout.configured) notConfigured('payout')
    if (recentCount(deps, userId) >= WITHDRAW_LIMITS.perDay) fail(Status.tooFrequent, `24 小时内最多提现 ${WITHDRAW_LIMITS.perDay} 次，请稍后再试`)
    const withdrawable = withdrawableCents(deps, userId)
    if (input.amount > withdrawable) fail(
      Status.balance,
      `可提现金额不足，当前可提现 ${formatCents(withdrawable)} 元（充值未消费的金额不可提现）`,
      { withdrawable: formatCents(withdrawable) }
    )
    checkPayPassword(deps, userId, input.payPassword)
    const now = deps.now()
    const no = `WD${now}${randomBytes(5).toString('hex')}`
    const fee = withdrawFee(input.amount)
    const name = WITHDRAW_CHANNEL_NAME[input.channel]
    moveMoney(db, userId, { available: -(input.amount - fee) }, 'withdraw', no, `提现到${name}`, now)
    moveMoney(db, userId, { available: -fee }, 'withdraw_fee', no, `提现手续费`, now)
    const paid = payout.pay({ withdrawNo: no, channel: input.channel, account: input.account, amountCents: input.amount, arriveCents: input.amount - fee })
    const reason = 'failed' in paid ? paid.failed : null
    const failed = reason !== null
    if (failed) moveMoney(db, userId, { available: input.amount }, 'withdraw_refund', no, `提现失败退回`, now)
    db.prepare(`INSERT INTO withdrawals (withdraw_no, user_id, channel, account_masked, amount_cents, fee_cents, status, fail_reason, created_at, finished_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
        no,
        userId,
        input.channel,
        maskAccount(input.channel, input.account),
        input.amount,
        fee,
        failed ? 'failed' : 'success',
        reason,
        now,
        now
      )
    markWithdrawAccount(deps, userId, input.channel, input.account)
    if (input.idempotencyKey) bindKey(deps, userId, input.idempotencyKey, 'withdraw', fingerprint, no)
    return db.prepare('SELECT * FROM withdrawals WHERE withdraw_no = ?').get(no) as WithdrawalRow
  })()
}

export function withdrawalPage (deps: Deps, userId: number, page: number, pageSize: number): { list: Withdrawal[], total: number } {
  const total = (deps.db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ?').get(userId) as { n: number }).n
  const rows = deps.db.prepare('SELECT * FROM withdrawals WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(
    userId,
    pageSize,
    (page - 1) * pageSize
  ) as WithdrawalRow[]
  return { list: rows.map(withdrawalView), total }
}
