import type { Coupon, EnvelopeEvent, EnvelopeOrder, Page, RedPacket, RedPacketOpen, RedPacketPromotion } from '../../types/api'
import { CouponSchema, CouponsSchema } from '../contract/buying'
import {
  EnvelopeEventSchema,
  EnvelopeOrderPageSchema,
  RedPacketOpenSchema,
  RedPacketPageSchema,
  RedPacketPromotionsSchema,
  RedPacketSchema
} from '../contract/redpack'
import { request } from '../lib/request'
import { answer } from './shape'

/** Red packets (open a shared one, mine, make one from a promotion) and the red envelope event. */

const DETAIL = '/v1/redpack/detail'
/** A shared packet; a visitor may look (no login hand-off: the page shows its own login call to action). */
export function packetDetail (code: string): Promise<RedPacket> {
  return request<unknown>(DETAIL, { data: { code }, toast: false, autoLogin: false }).then(answer(RedPacketSchema, DETAIL))
}

const OPEN = '/v1/redpack/open'
/** Opens a packet; a refusal (opened already, empty, expired) is said on the packet itself, so no toast. */
export function openPacket (code: string): Promise<RedPacketOpen> {
  return request<unknown>(OPEN, { method: 'POST', data: { code }, toast: false }).then(answer(RedPacketOpenSchema, OPEN))
}

const MINE = '/v1/redpack/mine'
export function myPackets (tab: 'received' | 'created', page: number): Promise<Page<RedPacket>> {
  return request<unknown>(MINE, { data: { tab, page, page_size: 20 } }).then(answer(RedPacketPageSchema, MINE))
}

const PROMOTIONS = '/v1/redpack/promotions'
export function packetPromotions (): Promise<RedPacketPromotion[]> {
  return request<unknown>(PROMOTIONS, { autoLogin: false }).then(answer(RedPacketPromotionsSchema, PROMOTIONS))
}

const CREATE = '/v1/redpack/create'
export function createPacket (promotionId: number): Promise<RedPacket> {
  return request<unknown>(CREATE, { method: 'POST', data: { promotion_id: promotionId } }).then(answer(RedPacketSchema, CREATE))
}

const EVENT = '/v1/red-envelope/event'
export function envelopeEvent (): Promise<EnvelopeEvent> {
  return request<unknown>(EVENT, { autoLogin: false }).then(answer(EnvelopeEventSchema, EVENT))
}

const CLAIM = '/v1/red-envelope/claim'
export function claimEnvelope (templateId: number): Promise<Coupon> {
  return request<unknown>(CLAIM, { method: 'POST', data: { template_id: templateId } }).then(answer(CouponSchema, CLAIM))
}

const MY_ENVELOPES = '/v1/red-envelope/mine'
export function myEnvelopes (status: Coupon['status']): Promise<Coupon[]> {
  return request<unknown>(MY_ENVELOPES, { data: { status } }).then(answer(CouponsSchema, MY_ENVELOPES))
}

const ORDERS = '/v1/red-envelope/orders'
export function envelopeOrders (page: number): Promise<Page<EnvelopeOrder>> {
  return request<unknown>(ORDERS, { data: { page, page_size: 20 } }).then(answer(EnvelopeOrderPageSchema, ORDERS))
}
