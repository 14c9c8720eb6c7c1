import type { Offer, Page } from '../../types/api'
import { request } from '../lib/request'
import { ensure, hasList } from './shape'

const OFFER_LIST = '/v4/trade/offer/list'

export function offerList (page = 1): Promise<Page<Offer>> {
  return request<unknown>(OFFER_LIST, { data: { page } })
    .then((data) => ensure<Page<Offer>>(data, hasList, OFFER_LIST, 'offer page'))
}

/** Confirms a received trade offer (POST: never retried). */
export function receiveOffer (orderId: string): Promise<Offer> {
  return request<Offer>('/v4/trade/order/receive-offer', { method: 'POST', data: { order_id: orderId } })
}
