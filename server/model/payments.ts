import type { PayChannel, Payment } from '../../types/api'
import type { Db } from '../db/database'
import { formatCents } from '../domain/money'
import { moveMoney } from './wallet'

/** Channel names as the ledger and the result pages show them. */
export const CHANNEL_NAME: Record<PayChannel, string> = { balance: '余额', wechat: '微信支付', card: '银行卡', alipay: '支付宝' }

export interface PaymentRow {
  pay_no: string
  user_id: number
  purpose: Payment['purpose']
  channel: PayChannel
  amount_cents: number
  fee_cents: number
  status: Payment['status']
  fail_reason: string | null
  order_id: number | null
  created_at: number
}

/** A payment row as the wire carries it (two-decimal strings). */
export const paymentView = (row: PaymentRow): Payment => ({
  pay_no: row.pay_no,
  purpose: row.purpose,
  channel: row.channel,
  amount: formatCents(row.amount_cents),
  fee: formatCents(row.fee_cents),
  pay_amount: formatCents(row.amount_cents + row.fee_cents),
  status: row.status,
  fail_reason: row.fail_reason,
  created_at: row.created_at
})

/** A payment by its number on one channel (the channel's cashier page), or undefined. */
export const paymentByPayNo = (db: Db, payNo: string, channel: PayChannel): PaymentRow | undefined =>
  db.prepare('SELECT * FROM payments WHERE pay_no = ? AND channel = ?').get(payNo, channel) as PaymentRow | undefined

/** A payment by its number, or undefined. */
export const paymentRow = (db: Db, payNo: string): PaymentRow | undefined =>
  db.prepare('SELECT * FROM payments WHERE pay_no = ?').get(payNo) as PaymentRow | undefined

/** One of the user's payments by its number, or undefined (another user's is unknown too). */
export const myPayment = (db: Db, userId: number, payNo: string): PaymentRow | undefined =>
  db.prepare('SELECT * FROM payments WHERE pay_no = ? AND user_id = ?').get(payNo, userId) as PaymentRow | undefined

export interface NewRecharge {
  payNo: string, userId: number, channel: PayChannel, amount: number, fee: number, failReason: string | null, idempotencyKey: string | null, at: number
}

/** Records a recharge (declined ones too, with their reason) and credits a successful one to the balance. */
export function recordRecharge (db: Db, recharge: NewRecharge): PaymentRow {
  const { payNo, userId, channel, amount, fee, failReason, at } = recharge
  db.prepare(`INSERT INTO payments (pay_no, user_id, purpose, channel, amount_cents, fee_cents, status, fail_reason, idem_key, created_at)
    VALUES (?, ?, 'recharge', ?, ?, ?, ?, ?, ?, ?)`).run(
      payNo,
      userId,
      channel,
      amount,
      fee,
      failReason ? 'failed' : 'success',
      failReason,
      recharge.idempotencyKey,
      at
    )
  if (!failReason) moveMoney(db, userId, { available: amount }, 'recharge', payNo, `${CHANNEL_NAME[channel]}充值`, at)
  return paymentRow(db, payNo)!
}
