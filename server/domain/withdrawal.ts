import { PHONE, WITHDRAW_ACCOUNT_TEXT, withdrawAccountProblem } from '../../src/contract/formRules'

/**
 * Withdrawal rules (server/README.md "Withdrawal"): limits in cents, the fee, the accounts money may go to.
 * Pure functions: no database, no clock.
 */
export const WITHDRAW_LIMITS = {
  /** 10.00 … 50 000.00 per withdrawal (at least ten yuan, so something arrives after the 1.00 minimum fee) */
  min: 1000,
  max: 5_000_000,
  /** at most 3 withdrawals (that did not fail) in any 24 hours */
  perDay: 3,
  daySeconds: 86400
}

/** 1 % of the amount rounded up to the cent, at least 1.00; taken from the amount (what arrives = amount − fee). */
export const WITHDRAW_FEE_BP = 100
export const WITHDRAW_FEE_MIN = 100
export function withdrawFee (amountCents: number): number {
  return Math.max(WITHDRAW_FEE_MIN, Math.floor((amountCents * WITHDRAW_FEE_BP + 9999) / 10000))
}

export type WithdrawChannel = 'bank' | 'alipay'
export const WITHDRAW_CHANNELS: readonly WithdrawChannel[] = ['bank', 'alipay']
export const WITHDRAW_CHANNEL_NAME: Record<WithdrawChannel, string> = { bank: '银行卡', alipay: '支付宝' }

/** What is wrong with an account for the channel (the shared form rule, in the server's words), or null. */
export function accountProblem (channel: WithdrawChannel, account: string): string | null {
  const problem = withdrawAccountProblem(channel, account)
  return problem === null ? null : WITHDRAW_ACCOUNT_TEXT[problem]
}

/** The account as shown and kept (the full number is never stored): card **** 1234, phone 138****8000, email a***@qq.com. */
export function maskAccount (channel: WithdrawChannel, account: string): string {
  if (channel === 'bank') return `**** ${account.slice(-4)}`
  if (PHONE.test(account)) return `${account.slice(0, 3)}****${account.slice(7)}`
  const [name, domain] = account.split('@')
  return `${name.slice(0, 1)}***@${domain}`
}
