import { randomBytes } from 'node:crypto'
import type { Deps } from '../deps'
import { rechargeFee } from '../domain/fees'
import { fail, Status } from '../domain/status'
import { bindKey, earlierUse } from './idempotency'
import { moveMoney } from './wallet'
import type { PaymentRow } from './payments'

/**
 * Alipay recharge (server/README.md "Alipay"): unlike WeChat and card, which answer at once, Alipay is a
 * hand-off. The recharge is created pending; the user pays on the channel's page (the provider's `handOff`);
 * Alipay's signed notification settles it. Only the notification credits, once; the return to our page only reads.
 */

/** A pending Alipay payment not paid within this time is closed (支付超时). */
export const ALIPAY_TIMEOUT_SECONDS = 15 * 60

const byPayNo = (deps: Deps, payNo: string): PaymentRow | undefined =>
  deps.db.prepare('SELECT * FROM payments WHERE pay_no = ?').get(payNo) as PaymentRow | undefined

/**
 * Creates the pending recharge (or answers the one made with the same idempotency key) and where its payer pays it;
 * a channel that refuses the hand-off leaves nothing behind.
 */
export function createAlipayRecharge (deps: Deps, userId: number, amountCents: number, key: string | undefined, returnTo: string):
  { row: PaymentRow, payUrl: string } {
  const { db } = deps
  const now = deps.now()
  const handOff = (row: PaymentRow): { row: PaymentRow, payUrl: string } => {
    const { payUrl } = deps.providers.payments.handOff({ channel: 'alipay', payNo: row.pay_no, totalCents: row.amount_cents + row.fee_cents, returnTo })
    return { row, payUrl }
  }
  const fingerprint = `alipay:${amountCents}`
  return db.transaction(() => {
    const earlier = key ? earlierUse(deps, userId, key, 'recharge', fingerprint) : null
    if (earlier !== null) return handOff(closeIfExpired(deps, byPayNo(deps, earlier)!))
    const payNo = `RC${now}${randomBytes(5).toString('hex')}`
    db.prepare(`INSERT INTO payments (pay_no, user_id, purpose, channel, amount_cents, fee_cents, status, idem_key, created_at)
      VALUES (?, ?, 'recharge', 'alipay', ?, ?, 'pending', ?, ?)`).run(payNo, userId, amountCents, rechargeFee(amountCents, 'alipay'), key ?? null, now)
    if (key) bindKey(deps, userId, key, 'recharge', fingerprint, payNo)
    return handOff(byPayNo(deps, payNo)!)
  })()
}

/** A pending payment past its time is closed as failed before anyone reads or settles it. */
export function closeIfExpired (deps: Deps, row: PaymentRow): PaymentRow {
  if (row.status !== 'pending' || deps.now() - row.created_at < ALIPAY_TIMEOUT_SECONDS) return row
  deps.db.prepare("UPDATE payments SET status = 'failed', fail_reason = ? WHERE pay_no = ? AND status = 'pending'").run('支付超时，订单已关闭', row.pay_no)
  return byPayNo(deps, row.pay_no)!
}

/**
 * Alipay's notification for one payment, its signature checked by the provider (4003 otherwise): paid credits the
 * balance, cancelled marks it failed. Only a pending payment moves: a settled one stays as it is (a repeated or late
 * notification changes nothing), and the status guard in the UPDATE makes two notifications racing each other credit once.
 */
export function settleAlipay (deps: Deps, params: Readonly<Record<string, unknown>>): PaymentRow {
  const { db } = deps
  const { payNo, paid, amountCents } = deps.providers.payments.verifyNotification(params)
  return db.transaction(() => {
    const found = byPayNo(deps, payNo)
    if (!found || found.channel !== 'alipay') return fail(Status.notFound, '支付单不存在')
    if (amountCents !== found.amount_cents + found.fee_cents) fail(Status.badSign, '支付通知的金额与支付单不符')
    const row = closeIfExpired(deps, found)
    if (row.status !== 'pending') return row
    const now = deps.now()
    const moved = db.prepare("UPDATE payments SET status = ?, fail_reason = ? WHERE pay_no = ? AND status = 'pending'")
      .run(paid ? 'success' : 'failed', paid ? null : '已取消付款', payNo)
    if (moved.changes === 1 && paid) moveMoney(db, row.user_id, { available: row.amount_cents }, 'recharge', payNo, '支付宝充值', now)
    return byPayNo(deps, payNo)!
  })()
}
