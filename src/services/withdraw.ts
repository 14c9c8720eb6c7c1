import type { Page, WithdrawChannel, WithdrawPreview, Withdrawal } from '../../types/api'
import { WithdrawalPageSchema, WithdrawalSchema, WithdrawPreviewSchema } from '../contract/sellOrders'
import { request } from '../lib/request'
import { answer } from './shape'

/** Withdrawal of sale proceeds (server/README.md "Withdrawal"). Money stays decimal strings. */

const PREVIEW = '/v1/pay/withdraw/preview'
/** Limits, fee rule and withdrawable money; with an amount also its fee and what arrives. */
export function withdrawPreview (channel: WithdrawChannel, amount?: string): Promise<WithdrawPreview> {
  const data = amount === undefined ? { channel } : { channel, amount }
  return request<unknown>(PREVIEW, { data, toast: false }).then(answer(WithdrawPreviewSchema, PREVIEW))
}

export interface WithdrawInput { amount: string, channel: WithdrawChannel, account: string, payPassword: string }
const CREATE = '/v1/pay/withdraw/create'
/** Sends the money out; the idempotency key makes a repeated tap or a retry withdraw once. */
export function withdraw (input: WithdrawInput, idempotencyKey: string): Promise<Withdrawal> {
  const data = { amount: input.amount, channel: input.channel, account: input.account, pay_password: input.payPassword, idempotency_key: idempotencyKey }
  return request<unknown>(CREATE, { method: 'POST', data, toast: false }).then(answer(WithdrawalSchema, CREATE))
}

const LIST = '/v1/pay/withdraw/list'
export function withdrawals (page: number, pageSize = 20): Promise<Page<Withdrawal>> {
  return request<unknown>(LIST, { data: { page, page_size: pageSize } }).then(answer(WithdrawalPageSchema, LIST))
}

/** One withdrawal by its number, looked up in the newest ones (there is no single-item route); null when not among them. */
export async function findWithdrawal (withdrawNo: string, pages = 3): Promise<Withdrawal | null> {
  for (let page = 1; page <= pages; page++) {
    const result = await withdrawals(page, 50)
    const found = result.list.find((w) => w.withdraw_no === withdrawNo)
    if (found) return found
    if (!result.has_more) return null
  }
  return null
}
