import type { Offer, OfferStatus } from '../../types/api'
import { request } from '../lib/request'
import { ensure } from './shape'

const OFFER_LIST = '/v4/trade/offer/list'

/** The user's trade offers, newest first (the local API answers up to 50). */
export function offerList (status?: OfferStatus): Promise<Offer[]> {
  return request<unknown>(OFFER_LIST, { data: { status } }).then((data) => {
    if (!Array.isArray(data)) ensure(data, () => false, OFFER_LIST, 'offer list')
    return data as Offer[]
  })
}

/** Accepts a sent trade offer (POST: never retried). */
export function acceptOffer (offerId: string): Promise<Offer> {
  return request<Offer>('/v4/trade/offer/accept', { method: 'POST', data: { offer_id: offerId } })
}

export function declineOffer (offerId: string): Promise<Offer> {
  return request<Offer>('/v4/trade/offer/decline', { method: 'POST', data: { offer_id: offerId } })
}
