import type { Db } from '../db/database'
import { fail, Status } from '../domain/status'

export type LedgerKind = 'recharge' | 'pay' | 'refund' | 'sale_frozen' | 'sale_settled' | 'buy_order_freeze' | 'buy_order_release' | 'rent_deposit_refund'
  | 'cdk' | 'withdraw' | 'withdraw_fee' | 'withdraw_refund' | 'redpack' | 'gift_draw' | 'gift_sell_back' | 'reward' | 'partner_exchange'

export const LEDGER_TEXT: Record<LedgerKind, string> = {
  recharge: '充值',
  pay: '支付',
  refund: '退款',
  sale_frozen: '出售入账（冻结）',
  sale_settled: '出售结算',
  buy_order_freeze: '求购冻结',
  buy_order_release: '求购解冻',
  rent_deposit_refund: '押金退还',
  cdk: 'CDK 购买',
  withdraw: '提现',
  withdraw_fee: '提现手续费',
  withdraw_refund: '提现退回',
  redpack: '红包',
  gift_draw: '随机礼物',
  gift_sell_back: '奖品回收',
  reward: '活动奖励',
  partner_exchange: '合作平台兑换'
}

/**
 * Moves money on one user's wallet and writes the ledger line, in the caller's
 * transaction. `available` and `frozen` are signed changes in cents. The update
 * only happens when neither part goes below zero, so the balance can never be
 * negative even under concurrent calls (the CHECK constraints back this up).
 */
export function moveMoney (
  db: Db,
  userId: number,
  change: { available?: number, frozen?: number },
  kind: LedgerKind,
  ref: string,
  memo: string,
  now: number
): void {
  const available = change.available ?? 0
  const frozen = change.frozen ?? 0
  const result = db.prepare(`UPDATE users SET balance_cents = balance_cents + @available, frozen_cents = frozen_cents + @frozen
    WHERE id = @userId AND balance_cents + @available >= 0 AND frozen_cents + @frozen >= 0`).run({ available, frozen, userId })
  if (result.changes !== 1) fail(Status.balance, '余额不足')
  const after = db.prepare('SELECT balance_cents, frozen_cents FROM users WHERE id = ?').get(userId) as { balance_cents: number, frozen_cents: number }
  db.prepare(`INSERT INTO ledger (user_id, kind, amount_cents, frozen_change_cents, balance_after_cents, frozen_after_cents, ref, memo, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(userId, kind, available, frozen, after.balance_cents, after.frozen_cents, ref, memo, now)
}

export interface LedgerRow {
  id: number, kind: LedgerKind, amount_cents: number, frozen_change_cents: number, balance_after_cents: number, frozen_after_cents: number,
  ref: string | null, memo: string, created_at: number
}

/** A page of the user's ledger, newest first, with the count of all entries. */
export function ledgerPage (db: Db, userId: number, page: number, pageSize: number): { rows: LedgerRow[], total: number } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM ledger WHERE user_id = ?').get(userId) as { n: number }).n
  const rows = db.prepare('SELECT * FROM ledger WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(
    userId,
    pageSize,
    (page - 1) * pageSize
  ) as LedgerRow[]
  return { rows, total }
}
