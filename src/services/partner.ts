import type { OAuthApproval, OAuthAuthorizeInfo, OosMall, OosOrder, Page, PartnerExchange, PartnerExchangeOverview, PartnerQuote } from '../../types/api'
import {
  OAuthApprovalSchema, OAuthAuthorizeInfoSchema, OosMallSchema, OosOrderPageSchema, OosOrderSchema, PartnerExchangeOverviewSchema,
  PartnerExchangePageSchema, PartnerExchangeSchema, PartnerQuoteSchema
} from '../contract/partner'
import { request } from '../lib/request'
import { answer } from './shape'

/** Partner apps: OAuth authorise, balance ↔ partner points, the OOS mall (server/README.md "Partner apps: OAuth and exchange"). */

/** The authorise request exactly as the partner sent it in the page's query. */
export interface AuthorizeAsk { client_id: string, redirect_uri: string, scope: string, state: string, response_type: string }

const INFO = '/v1/oauth/authorize/info'
export function authorizeInfo (ask: AuthorizeAsk): Promise<OAuthAuthorizeInfo> {
  return request<unknown>(INFO, { data: { ...ask }, toast: false }).then(answer(OAuthAuthorizeInfoSchema, INFO))
}
const AUTHORIZE = '/v1/oauth/authorize'
export function approveAuthorize (ask: AuthorizeAsk): Promise<OAuthApproval> {
  return request<unknown>(AUTHORIZE, { method: 'POST', data: { ...ask }, toast: false }).then(answer(OAuthApprovalSchema, AUTHORIZE))
}

export interface ExchangeAsk { partner: string, direction: 'out' | 'in', amount?: string, points?: number }
const OVERVIEW = '/v1/partner/exchange/overview'
export function exchangeOverview (): Promise<PartnerExchangeOverview> {
  return request<unknown>(OVERVIEW, { toast: false }).then(answer(PartnerExchangeOverviewSchema, OVERVIEW))
}
const PREVIEW = '/v1/partner/exchange/preview'
export function exchangePreview (ask: ExchangeAsk): Promise<PartnerQuote> {
  return request<unknown>(PREVIEW, { data: { ...ask }, toast: false }).then(answer(PartnerQuoteSchema, PREVIEW))
}
const CREATE = '/v1/partner/exchange/create'
/** 转出 sends the pay password (balance leaving the account, as withdrawal); 转入 sends none. */
export function createExchange (ask: ExchangeAsk, idempotencyKey: string, payPassword?: string): Promise<PartnerExchange> {
  const data = { ...ask, idempotency_key: idempotencyKey, ...(payPassword === undefined ? {} : { pay_password: payPassword }) }
  return request<unknown>(CREATE, { method: 'POST', data, toast: false }).then(answer(PartnerExchangeSchema, CREATE))
}
const RECORDS = '/v1/partner/exchange/records'
export function exchangeRecords (page: number): Promise<Page<PartnerExchange>> {
  return request<unknown>(RECORDS, { data: { page, page_size: 20 }, toast: false }).then(answer(PartnerExchangePageSchema, RECORDS))
}

const MALL = '/v1/oos/mall'
export function oosMall (): Promise<OosMall> {
  return request<unknown>(MALL, { toast: false }).then(answer(OosMallSchema, MALL))
}
const OOS_EXCHANGE = '/v1/oos/exchange'
export function oosExchange (offerId: number, idempotencyKey: string): Promise<OosOrder> {
  return request<unknown>(
    OOS_EXCHANGE,
    { method: 'POST', data: { offer_id: offerId, idempotency_key: idempotencyKey }, toast: false }
  ).then(answer(OosOrderSchema, OOS_EXCHANGE))
}
const OOS_ORDERS = '/v1/oos/orders'
export function oosOrders (page: number): Promise<Page<OosOrder>> {
  return request<unknown>(OOS_ORDERS, { data: { page, page_size: 20 }, toast: false }).then(answer(OosOrderPageSchema, OOS_ORDERS))
}
const OOS_ORDER = '/v1/oos/order'
export function oosOrder (orderId: number): Promise<OosOrder> {
  return request<unknown>(OOS_ORDER, { data: { order_id: orderId }, toast: false }).then(answer(OosOrderSchema, OOS_ORDER))
}
