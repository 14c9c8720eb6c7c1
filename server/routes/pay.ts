import { randomBytes } from 'node:crypto'
import type { Api, Call } from '../http/context'
import type { LedgerEntry, Page, PayChannel, PayChannelInfo, Payment, RechargePreview, Wallet } from '../../types/api'
import { idempotencyKey, int, money, oneOf, optional, parse, str } from '../http/validate'
import { chargeExternal, expireStaleOrders } from '../model/orders'
import { findUser } from '../model/users'
import { bindKey, earlierUse, idempotencyKeyOf } from '../model/idempotency'
import { LEDGER_TEXT, moveMoney, type LedgerKind } from '../model/wallet'
import { LIMITS, RECHARGE_FEE_BP, rechargeFee } from '../domain/fees'
import { formatCents } from '../domain/money'
import { BizError, fail, Status } from '../domain/status'
import { CHANNEL_NAME, paymentView, type PaymentRow } from '../model/payments'
import { closeIfExpired } from '../model/alipay'
import { atomically } from '../model/transaction'

type External = Exclude<PayChannel, 'balance'>
/** channels that answer at once (recharge/create); Alipay is a hand-off with its own route (routes/alipay.ts) */
const EXTERNAL: readonly External[] = ['wechat', 'card']
const LISTED: readonly External[] = [...EXTERNAL, 'alipay']

/** Wallet: channels, balance, recharge (with fee, through the simulated provider), payment status, ledger. */
export function payRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps
  const channels = (): PayChannelInfo[] => (['balance', ...LISTED] as PayChannel[]).map((channel) => ({
    channel,
    name: CHANNEL_NAME[channel],
    fee_rate: channel === 'balance' ? '0.00%' : `${(RECHARGE_FEE_BP[channel] / 100).toFixed(2)}%`,
    enabled: channel === 'balance' || deps.dev
  }))

  api.route('/v1/pay/pay/index', (call): Wallet => {
    const userId = call.userId()
    expireStaleOrders(deps) // proceeds past their trade protection are released before the balance is read
    const user = findUser(db, userId)
    return { balance: formatCents(user.balance_cents), frozen: formatCents(user.frozen_cents), channels: channels() }
  })
  api.route('/v1/pay/pay/lst', () => channels())

  const preview = (amount: number, channel: External): RechargePreview => {
    const fee = rechargeFee(amount, channel)
    return { amount: formatCents(amount), fee: formatCents(fee), pay_amount: formatCents(amount + fee) }
  }
  const rechargeFields = { amount: money('充值金额', LIMITS.rechargeMin, LIMITS.rechargeMax), channel: optional(oneOf('支付方式', EXTERNAL), 'wechat' as External) }
  api.route('/v1/pay/recharge/preview', (call) => {
    call.userId()
    const q = parse(call.params, { ...rechargeFields, channel: optional(oneOf('支付方式', LISTED), 'wechat' as External) })
    return preview(q.amount, q.channel)
  })

  /**
   * Recharge through the simulated provider. A success credits the balance; a
   * decline is recorded as a failed payment and answered with 4202. The same
   * idempotency key answers the first outcome again and never credits twice.
   */
  const recharge = (call: Call, forced?: External): Payment => {
    const userId = call.userId()
    const q = parse(call.params, { ...rechargeFields, idempotency_key: idempotencyKey(), simulate: optional(oneOf('模拟结果', ['success', 'fail'] as const)) })
    const channel = forced ?? q.channel
    const key = idempotencyKeyOf(call, q.idempotency_key)
    const fingerprint = `${channel}:${q.amount}`
    const fee = rechargeFee(q.amount, channel)
    const now = deps.now()
    const payNo = `RC${now}${randomBytes(5).toString('hex')}`
    const outcome = atomically(deps, () => {
      const earlier = key ? earlierUse(deps, userId, key, 'recharge', fingerprint) : null
      if (earlier !== null) return db.prepare('SELECT * FROM payments WHERE pay_no = ?').get(earlier) as PaymentRow
      let reason: string | null = null
      try {
        chargeExternal(deps, q.amount, q.simulate) // the .44 rule reads the recharge amount the user typed
      } catch (error) {
        if (!(error instanceof BizError) || error.status !== Status.payFailed) throw error
        reason = error.message
      }
      db.prepare(`INSERT INTO payments (pay_no, user_id, purpose, channel, amount_cents, fee_cents, status, fail_reason, idem_key, created_at)
        VALUES (?, ?, 'recharge', ?, ?, ?, ?, ?, ?, ?)`).run(payNo, userId, channel, q.amount, fee, reason ? 'failed' : 'success', reason, key ?? null, now)
      if (!reason) moveMoney(db, userId, { available: q.amount }, 'recharge', payNo, `${CHANNEL_NAME[channel]}充值`, now)
      if (key) bindKey(deps, userId, key, 'recharge', fingerprint, payNo)
      return db.prepare('SELECT * FROM payments WHERE pay_no = ?').get(payNo) as PaymentRow
    })
    if (outcome.status === 'failed') fail(Status.payFailed, outcome.fail_reason ?? '支付失败', paymentView(outcome))
    return paymentView(outcome)
  }
  api.write('/v1/pay/recharge/create', (call) => recharge(call))
  // WeChat H5 pay: the same recharge, with the (simulated) mweb_url the page would open.
  api.write('/v1/pay/pay/h5-wx-pay', (call) => {
    const result = recharge(call, 'wechat')
    return { ...result, mweb_url: `weixin://simulated/pay?pay_no=${result.pay_no}` }
  })

  const status = (call: Call): Payment => {
    const userId = call.userId()
    const q = parse(call.params, { pay_no: str('支付单号', { max: 40, pattern: /^[A-Za-z0-9]+$/ }) })
    const row = db.prepare('SELECT * FROM payments WHERE pay_no = ? AND user_id = ?').get(q.pay_no, userId) as PaymentRow | undefined
    return paymentView(closeIfExpired(deps, row ?? fail(Status.notFound, '支付单不存在')))
  }
  api.route('/v1/pay/pay/pay-check', status)
  api.route('/v1/pay/pay/query-pay-status', status)

  api.route('/v1/pay/ledger/list', (call): Page<LedgerEntry> => {
    const userId = call.userId()
    expireStaleOrders(deps)
    const q = parse(call.params, { page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) })
    const total = (db.prepare('SELECT COUNT(*) AS n FROM ledger WHERE user_id = ?').get(userId) as { n: number }).n
    const rows = db.prepare('SELECT * FROM ledger WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(userId, q.page_size, (q.page - 1) * q.page_size) as
      { id: number, kind: LedgerKind, amount_cents: number, frozen_change_cents: number, balance_after_cents: number, frozen_after_cents: number, ref: string | null, memo: string, created_at: number }[]
    return {
      list: rows.map((row) => ({
        ledger_id: row.id, kind: row.kind, kind_text: LEDGER_TEXT[row.kind], amount: formatCents(row.amount_cents), frozen_change: formatCents(row.frozen_change_cents),
        balance_after: formatCents(row.balance_after_cents), frozen_after: formatCents(row.frozen_after_cents), ref: row.ref, memo: row.memo, created_at: row.created_at
      })),
      total, page: q.page, page_size: q.page_size, has_more: q.page * q.page_size < total
    }
  })
}
