import type { Api, Call } from '../http/context'
import type { Page, Withdrawal } from '../../types/api'
import { idempotencyKey, idempotencyKeyOf, int, money, oneOf, optional, parse, payPassword, str } from '../http/validate'
import { expireStaleOrders } from '../model/orders'
import { createWithdrawal, withdrawalPage, withdrawalView, withdrawPreview } from '../model/withdrawal'
import { WITHDRAW_CHANNELS, WITHDRAW_LIMITS, accountProblem, type WithdrawChannel } from '../domain/withdrawal'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'

/** /v1/pay/withdraw/*: preview, create (pay password, idempotency key), list (server/README.md "Withdrawal"). */
export function withdrawRoutes (api: Api): void {
  const { deps } = api
  const channel = optional(oneOf('提现方式', WITHDRAW_CHANNELS), 'bank' as WithdrawChannel)
  const amount = money('提现金额', 1, 100_000_000)
  const inLimits = (cents: number): number => cents >= WITHDRAW_LIMITS.min && cents <= WITHDRAW_LIMITS.max
    ? cents : fail(Status.badRequest, `单笔提现金额为 ${formatCents(WITHDRAW_LIMITS.min)} - ${formatCents(WITHDRAW_LIMITS.max)} 元`)
  // proceeds past their trade protection are released before the withdrawable amount is read
  const me = (call: Call): number => { const id = call.userId(); expireStaleOrders(deps); return id }

  api.route('/v1/pay/withdraw/preview', (call) => {
    const userId = me(call)
    const q = parse(call.params, { amount: optional(amount), channel })
    return withdrawPreview(deps, userId, q.amount === undefined ? undefined : inLimits(q.amount), q.channel)
  })

  api.write('/v1/pay/withdraw/create', (call): Withdrawal => {
    const userId = me(call)
    const q = parse(call.params, {
      amount, channel, account: str('收款账户', { max: 100 }), pay_password: optional(payPassword()), idempotency_key: idempotencyKey()
    })
    // a card number may be typed in groups of four
    const account = q.channel === 'bank' ? q.account.replace(/ /g, '') : q.account
    const problem = accountProblem(q.channel, account)
    if (problem) fail(Status.badRequest, problem)
    const row = createWithdrawal(deps, userId, {
      amount: inLimits(q.amount), channel: q.channel, account, payPassword: q.pay_password, idempotencyKey: idempotencyKeyOf(call, q.idempotency_key)
    })
    const view = withdrawalView(row)
    if (view.status === 'failed') fail(Status.payFailed, view.fail_reason ?? '提现失败', view)
    return view
  })

  api.route('/v1/pay/withdraw/list', (call): Page<Withdrawal> => {
    const userId = me(call)
    const q = parse(call.params, { page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) })
    const { list, total } = withdrawalPage(deps, userId, q.page, q.page_size)
    return { list, total, page: q.page, page_size: q.page_size, has_more: q.page * q.page_size < total }
  })
}
