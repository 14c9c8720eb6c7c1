import type { Offer, OfferStatus } from '../../types/api'
import { OfferSchema, OffersSchema } from '../contract/orders'
import { request } from '../lib/request'
import { answer } from './shape'

const OFFER_LIST = '/v4/trade/offer/list'
const ACCEPT = '/v4/trade/offer/accept'
const DECLINE = '/v4/trade/offer/decline'

/** The user's trade offers, newest first (the local API answers up to 50). */
export function offerList (status?: OfferStatus): Promise<Offer[]> {
  return request<unknown>(OFFER_LIST, { data: { status } }).then(answer(OffersSchema, OFFER_LIST))
}

/** Accepts a sent trade offer (POST: never retried). */
export function acceptOffer (offerId: string): Promise<Offer> {
  return request<unknown>(ACCEPT, { method: 'POST', data: { offer_id: offerId } }).then(answer(OfferSchema, ACCEPT))
}

export function declineOffer (offerId: string): Promise<Offer> {
  return request<unknown>(DECLINE, { method: 'POST', data: { offer_id: offerId } }).then(answer(OfferSchema, DECLINE))
}
