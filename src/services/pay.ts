import type { AlipayHandOff, LedgerEntry, Page, PayChannel, Payment, RechargePreview, Wallet } from '../../types/api'
import { AlipayHandOffSchema, LedgerPageSchema, PaymentSchema, RechargePreviewSchema, WalletSchema } from '../contract/pay'
import { request } from '../lib/request'
import { answer } from './shape'

/** Wallet, recharge and ledger. Money stays decimal strings; the server is the source of truth. */

const WALLET = '/v1/pay/pay/index'
export function wallet (): Promise<Wallet> {
  return request<unknown>(WALLET).then(answer(WalletSchema, WALLET))
}

export type RechargeChannel = Exclude<PayChannel, 'balance'>

const PREVIEW = '/v1/pay/recharge/preview'
export function rechargePreview (amount: string, channel: RechargeChannel): Promise<RechargePreview> {
  return request<unknown>(PREVIEW, { data: { amount, channel }, toast: false }).then(answer(RechargePreviewSchema, PREVIEW))
}

const RECHARGE = '/v1/pay/recharge/create'
/** Pays through the (simulated) provider; the idempotency key makes a repeated tap charge once. */
export function recharge (amount: string, channel: RechargeChannel, idempotencyKey: string): Promise<Payment> {
  return request<unknown>(RECHARGE, { method: 'POST', data: { amount, channel, idempotency_key: idempotencyKey } }).then(answer(PaymentSchema, RECHARGE))
}

const ALIPAY = '/v1/pay/alipay/create'
/** Alipay: a pending recharge and the cashier to open; it comes back to `returnUrl` (a route of ours), which reads the status. */
export function alipayRecharge (amount: string, returnUrl: string, idempotencyKey: string): Promise<AlipayHandOff> {
  return request<unknown>(
    ALIPAY,
    { method: 'POST', data: { amount, return_url: returnUrl, idempotency_key: idempotencyKey } }
  ).then(answer(AlipayHandOffSchema, ALIPAY))
}

const STATUS = '/v1/pay/pay/pay-check'
export function paymentStatus (payNo: string, toast = true): Promise<Payment> {
  return request<unknown>(STATUS, { data: { pay_no: payNo }, toast }).then(answer(PaymentSchema, STATUS))
}

const LEDGER = '/v1/pay/ledger/list'
export function ledger (page: number, pageSize = 20): Promise<Page<LedgerEntry>> {
  return request<unknown>(LEDGER, { data: { page, page_size: pageSize } }).then(answer(LedgerPageSchema, LEDGER))
}
