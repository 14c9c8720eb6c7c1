import type { Api } from '../http/context'
import { idempotencyKey, idempotencyKeyOf, money, parse, returnTo } from '../http/validate'
import { LIMITS } from '../domain/fees'
import { fail, Status } from '../domain/status'
import { createAlipayRecharge } from '../model/alipay'
import { paymentView } from '../model/payments'

/**
 * Alipay recharge hand-off (server/README.md "Alipay"): the pending payment and where its payer pays it; the
 * channel's signed notification settles it (routes/simulated/payments.ts while the channel is simulated).
 */
export function alipayRoutes (api: Api): void {
  const { deps } = api

  api.write('/v1/pay/alipay/create', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { amount: money('充值金额', LIMITS.rechargeMin, LIMITS.rechargeMax), return_url: returnTo(), idempotency_key: idempotencyKey() })
    const { row, payUrl } = createAlipayRecharge(deps, userId, q.amount, idempotencyKeyOf(call, q.idempotency_key), q.return_url)
    if (row.status !== 'pending') fail(Status.conflict, '该支付单已结束，请重新发起充值', paymentView(row))
    return { ...paymentView(row), cashier_url: payUrl }
  })
}
