import type { PayoutProvider } from '.'

/** The simulated payout (模拟打款): paid at once, except an amount ending in .44, whose account check fails. */
export const simulatedPayout: PayoutProvider = {
  simulated: true,
  arrival: '即时到账',
  configured: true,
  pay: (order) => order.amountCents % 100 === 44 ? { failed: '提现失败：收款账户校验未通过，款项已退回余额' } : { ok: true }
}
