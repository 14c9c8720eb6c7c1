import type { PriceAlert, PriceAlertList, PriceMoverPage } from '../../types/api'
import { PriceAlertDeleteSchema, PriceAlertListSchema, PriceAlertSchema, PriceMoverPageSchema } from '../contract/priceWatch'
import { request } from '../lib/request'
import { answer } from './shape'

/** Price fluctuation and price alerts (server/README.md "Price fluctuation and alerts"). */

export type MovePeriod = '1' | '7' | '30'
export type MoveKind = 'up' | 'down'
export type AlertDirection = PriceAlert['direction']

const MOVERS = '/v1/price/movers'
export function priceMovers (query: { appid: number, period: MovePeriod, kind: MoveKind, page: number, page_size?: number }): Promise<PriceMoverPage> {
  return request<unknown>(MOVERS, { data: { page_size: 20, ...query } }).then(answer(PriceMoverPageSchema, MOVERS))
}
const LIST = '/v1/price/alert/list'
export function priceAlerts (): Promise<PriceAlertList> {
  return request<unknown>(LIST).then(answer(PriceAlertListSchema, LIST))
}
const ADD = '/v1/price/alert/add'
export function addPriceAlert (itemId: number, direction: AlertDirection, threshold: string): Promise<PriceAlert> {
  return request<unknown>(ADD, { method: 'POST', data: { item_id: itemId, direction, threshold } }).then(answer(PriceAlertSchema, ADD))
}
const SWITCH = '/v1/price/alert/switch'
/** on: watch again (re-arms a fired alert); off: pause. */
export function switchPriceAlert (alertId: number, on: boolean): Promise<PriceAlert> {
  return request<unknown>(SWITCH, { method: 'POST', data: { alert_id: alertId, on: on ? 1 : 0 } }).then(answer(PriceAlertSchema, SWITCH))
}
const DELETE = '/v1/price/alert/delete'
export function deletePriceAlert (alertId: number): Promise<{ alert_id: number }> {
  return request<unknown>(DELETE, { method: 'POST', data: { alert_id: alertId } }).then(answer(PriceAlertDeleteSchema, DELETE))
}
