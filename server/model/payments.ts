import type { PayChannel, Payment } from '../../types/api'
import type { Db } from '../db/database'
import { formatCents } from '../domain/money'

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

/** A payment by its number on one channel (the simulated cashier's page), or undefined. */
export const paymentByPayNo = (db: Db, payNo: string, channel: PayChannel): PaymentRow | undefined =>
  db.prepare('SELECT * FROM payments WHERE pay_no = ? AND channel = ?').get(payNo, channel) as PaymentRow | undefined
