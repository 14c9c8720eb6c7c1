import { randomBytes } from 'node:crypto'
import type { Api, Call } from '../http/context'
import type { LedgerEntry, Page, PayChannel, PayChannelInfo, Payment, RechargePreview, Wallet } from '../../types/api'
import { idempotencyKey, idempotencyKeyOf, int, money, oneOf, optional, parse, str } from '../http/validate'
import { expireStaleOrders } from '../model/orders'
import { findUser } from '../model/users'
import { bindKey, earlierUse } from '../model/idempotency'
import { LEDGER_TEXT, ledgerPage } from '../model/wallet'
import { LIMITS, RECHARGE_FEE_BP, rechargeFee } from '../domain/fees'
import { formatCents, parseCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { CHANNEL_NAME, myPayment, paymentRow, paymentView, recordRecharge } from '../model/payments'
import { closeIfExpired } from '../model/alipay'
import { ledgerSubject } from '../model/tradeTrust'
import { atomically } from '../model/transaction'
import { percentText } from '../domain/percent'

type External = Exclude<PayChannel, 'balance'>
type Instant = Exclude<External, 'alipay'>
/** channels that answer at once (recharge/create); Alipay is a hand-off with its own route (routes/alipay.ts) */
const INSTANT: readonly Instant[] = ['wechat', 'card']
const LISTED: readonly External[] = [...INSTANT, 'alipay']

/** Wallet: channels, balance, recharge (with fee, through the payments provider), payment status, ledger. */
export function payRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps
  const { payments } = deps.providers
  const channels = (): PayChannelInfo[] => [
    { channel: 'balance', name: CHANNEL_NAME.balance, fee_rate: `${percentText(0)}%`, min_fee: formatCents(0), enabled: true, simulated: false },
    ...payments.channels().map(({ channel, enabled }) => ({
      channel,
      name: CHANNEL_NAME[channel],
      fee_rate: `${percentText(RECHARGE_FEE_BP[channel])}%`,
      min_fee: formatCents(rechargeFee(0, channel)),
      enabled,
      simulated: payments.simulated
    }))
  ]

  api.route('/v1/pay/pay/index', (call): Wallet => {
    const userId = call.userId()
    expireStaleOrders(deps) // proceeds past their trade protection are released before the balance is read
    const user = findUser(db, userId)
    return {
      balance: formatCents(user.balance_cents),
      frozen: formatCents(user.frozen_cents),
      recharge_min: formatCents(LIMITS.rechargeMin),
      recharge_max: formatCents(LIMITS.rechargeMax),
      channels: channels()
    }
  })
  api.route('/v1/pay/pay/lst', () => channels())

  const preview = (amount: number, channel: External): RechargePreview => {
    const fee = rechargeFee(amount, channel)
    return { amount: formatCents(amount), fee: formatCents(fee), pay_amount: formatCents(amount + fee) }
  }
  const rechargeFields = { amount: money('充值金额', LIMITS.rechargeMin, LIMITS.rechargeMax), channel: optional(oneOf('支付方式', INSTANT), 'wechat' as Instant) }
  api.route('/v1/pay/recharge/preview', (call) => {
    call.userId()
    const q = parse(call.params, { ...rechargeFields, channel: optional(oneOf('支付方式', LISTED), 'wechat' as External) })
    return preview(q.amount, q.channel)
  })

  /**
   * Recharge through the payments provider. A success credits the balance; a
   * decline is recorded as a failed payment and answered with 4202. The same
   * idempotency key answers the first outcome again and never credits twice.
   */
  const recharge = (call: Call, forced?: Instant): Payment => {
    const userId = call.userId()
    const q = parse(call.params, { ...rechargeFields, idempotency_key: idempotencyKey() })
    const channel = forced ?? q.channel
    const key = idempotencyKeyOf(call, q.idempotency_key)
    const fingerprint = `${channel}:${q.amount}`
    const fee = rechargeFee(q.amount, channel)
    const now = deps.now()
    const payNo = `RC${now}${randomBytes(5).toString('hex')}`
    const outcome = atomically(deps, () => {
      const earlier = key ? earlierUse(deps, userId, key, 'recharge', fingerprint) : null
      if (earlier !== null) return paymentRow(db, earlier)!
      // the channel is asked for the amount the user typed (the fee is the marketplace's)
      const charged = payments.charge({ payNo, channel, amountCents: q.amount, params: call.params })
      const reason = 'declined' in charged ? charged.declined : null
      const payment = recordRecharge(db, { payNo, userId, channel, amount: q.amount, fee, failReason: reason, idempotencyKey: key ?? null, at: now })
      if (key) bindKey(deps, userId, key, 'recharge', fingerprint, payNo)
      return payment
    })
    if (outcome.status === 'failed') fail(Status.payFailed, outcome.fail_reason ?? '支付失败', paymentView(outcome))
    return paymentView(outcome)
  }
  api.write('/v1/pay/recharge/create', (call) => recharge(call))
  // WeChat H5 pay: the same recharge, with the channel's mweb_url the page would open.
  api.write('/v1/pay/pay/h5-wx-pay', (call) => {
    const result = recharge(call, 'wechat')
    const { payUrl } = payments.handOff({ channel: 'wechat', payNo: result.pay_no, totalCents: parseCents(result.pay_amount)!, returnTo: '/' })
    return { ...result, mweb_url: payUrl }
  })

  const status = (call: Call): Payment => {
    const userId = call.userId()
    const q = parse(call.params, { pay_no: str('支付单号', { max: 40, pattern: /^[A-Za-z0-9]+$/ }) })
    const row = myPayment(db, userId, q.pay_no)
    return paymentView(closeIfExpired(deps, row ?? fail(Status.notFound, '支付单不存在')))
  }
  api.route('/v1/pay/pay/pay-check', status)
  api.route('/v1/pay/pay/query-pay-status', status)

  api.route('/v1/pay/ledger/list', (call): Page<LedgerEntry> => {
    const userId = call.userId()
    expireStaleOrders(deps)
    const q = parse(call.params, { page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) })
    const { rows, total } = ledgerPage(db, userId, q.page, q.page_size)
    return {
      list: rows.map((row) => ({
        ledger_id: row.id,
        kind: row.kind,
        kind_text: LEDGER_TEXT[row.kind],
        amount: formatCents(row.amount_cents),
        frozen_change: formatCents(row.frozen_change_cents),
        balance_after: formatCents(row.balance_after_cents),
        frozen_after: formatCents(row.frozen_after_cents),
        ref: row.ref,
        ...ledgerSubject(deps, userId, row.ref),
        memo: row.memo,
        created_at: row.created_at
      })),
      total,
      page: q.page,
      page_size: q.page_size,
      has_more: q.page * q.page_size < total
    }
  })
}
