import type { LandingAttribution, LandingOffer } from '../../types/api'
import { LandingAttributionSchema, LandingOfferSchema } from '../contract/landing'
import type { LandingParams } from '../lib/landing'
import { request } from '../lib/request'
import { answer } from './shape'

/** The ad landing (/pages/kslanding/index): offer, attribution (first touch, after login), the new-user claim. */

const OFFER = '/v1/landing/offer'
export function landingOffer (): Promise<LandingOffer> {
  return request<unknown>(OFFER).then(answer(LandingOfferSchema, OFFER))
}

const ATTRIBUTE = '/v1/landing/attribute'
export function attributeLanding (params: LandingParams): Promise<LandingAttribution | null> {
  return request<unknown>(ATTRIBUTE, { method: 'POST', data: { ...params }, toast: false }).then(answer(LandingAttributionSchema, ATTRIBUTE))
}

const CLAIM = '/v1/landing/claim'
export function claimLanding (params: LandingParams): Promise<LandingOffer> {
  return request<unknown>(CLAIM, { method: 'POST', data: { ...params }, toast: false }).then(answer(LandingOfferSchema, CLAIM))
}
