import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { formatCents, parseCents } from '../../domain/money'
import { fail, Status } from '../../domain/status'
import type { Charge, ChargeResult, ExternalChannel, HandOff, PaymentNotice, PaymentsProvider } from '.'

/** Where the simulated Alipay cashier lives (routes/simulated/payments.ts). */
export const CASHIER_PATH = '/api/v1/open/dev/alipay-cashier'
const CHANNELS: readonly ExternalChannel[] = ['wechat', 'card', 'alipay']
const DECLINED = '支付失败：支付渠道拒绝了本次付款，请更换支付方式'
const BAD_NOTICE = '支付通知签名校验失败'

/** The fields of a notification, in the order they are signed (Alipay signs its parameters sorted by name). */
export interface SignedNotice { out_trade_no: string, total_amount: string, trade_status: 'TRADE_SUCCESS' | 'TRADE_CLOSED', sign: string }

/**
 * The simulated channels (模拟支付): WeChat and card answer at once and decline when the page asks (simulate=fail) or
 * when the amount ends in .44; Alipay hands off to a local cashier page whose notifications are signed with a key made
 * when the API starts, which only this simulation knows.
 */
export class SimulatedPayments implements PaymentsProvider {
  readonly simulated = true
  private readonly key = randomBytes(32)

  channels = () => CHANNELS.map((channel) => ({ channel, enabled: true }))

  charge = (charge: Charge): ChargeResult => {
    const wanted = charge.params.simulate ?? ''
    if (wanted !== '' && wanted !== 'success' && wanted !== 'fail') fail(Status.badRequest, '模拟结果只能是 success 或 fail')
    return wanted === 'fail' || charge.amountCents % 100 === 44 ? { declined: DECLINED } : { paid: true }
  }

  /** The cashier's address carries a ticket only the payer receives, so nobody else can open it and pay or cancel. */
  handOff = (payment: HandOff): { payUrl: string } => {
    if (payment.channel === 'wechat') return { payUrl: `weixin://simulated/pay?pay_no=${payment.payNo}` }
    const query = new URLSearchParams({ pay_no: payment.payNo, return_to: payment.returnTo, ticket: this.ticket(payment.payNo) })
    return { payUrl: `${CASHIER_PATH}?${query.toString()}` }
  }

  query = async (): Promise<PaymentNotice | undefined> => undefined
  refund = async (): Promise<void> => {}

  verifyNotification = (params: Readonly<Record<string, unknown>>): PaymentNotice => {
    const { out_trade_no: payNo, total_amount: total, trade_status: state, sign } = params
    if (typeof payNo !== 'string' || typeof total !== 'string' || typeof state !== 'string' || typeof sign !== 'string') return fail(Status.badSign, BAD_NOTICE)
    if (!this.same(sign, this.sign(payNo, total, state))) fail(Status.badSign, BAD_NOTICE)
    const amountCents = parseCents(total) ?? fail(Status.badSign, BAD_NOTICE)
    return { payNo, paid: state === 'TRADE_SUCCESS', amountCents }
  }

  /** Whether a cashier ticket is the one handed to the payment's payer. */
  ticketValid (payNo: string, ticket: string): boolean {
    return this.same(ticket, this.ticket(payNo))
  }

  /** The notification the simulated Alipay sends once the payer pays or cancels at its cashier. */
  notice (payNo: string, totalCents: number, paid: boolean): SignedNotice {
    const total = formatCents(totalCents)
    const state = paid ? 'TRADE_SUCCESS' : 'TRADE_CLOSED'
    return { out_trade_no: payNo, total_amount: total, trade_status: state, sign: this.sign(payNo, total, state) }
  }

  private readonly ticket = (payNo: string): string => createHmac('sha256', this.key).update(`cashier:${payNo}`).digest('hex')
  private readonly sign = (payNo: string, total: string, state: string): string =>
    createHmac('sha256', this.key).update(`out_trade_no=${payNo}&total_amount=${total}&trade_status=${state}`).digest('hex')

  private readonly same = (given: string, expected: string): boolean =>
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}
