import type { Page, PromotionCard, PromotionClaimRecord, PromotionView } from '../../types/api'
import { PromotionListSchema, PromotionRecordPageSchema, PromotionViewSchema } from '../contract/promotions'
import { request } from '../lib/request'
import { answer } from './shape'

/** The one promotion engine's calls (server/README.md "Promotions"); every campaign page goes through these. */

const LIST = '/v1/promotion/list'
export function promotionList (kind?: string): Promise<PromotionCard[]> {
  return request<unknown>(LIST, { data: kind ? { kind } : {} }).then(answer(PromotionListSchema, LIST)).then((page) => page.list)
}
const DETAIL = '/v1/promotion/detail'
export function promotionDetail (key: string): Promise<PromotionView> {
  return request<unknown>(DETAIL, { data: { key } }).then(answer(PromotionViewSchema, DETAIL))
}
const JOIN = '/v1/promotion/join'
export function joinPromotion (key: string): Promise<PromotionView> {
  return request<unknown>(JOIN, { method: 'POST', data: { key } }).then(answer(PromotionViewSchema, JOIN))
}
const CLAIM = '/v1/promotion/claim'
export function claimPromotion (key: string, tier: number): Promise<PromotionView> {
  return request<unknown>(CLAIM, { method: 'POST', data: { key, tier } }).then(answer(PromotionViewSchema, CLAIM))
}
const RECORDS = '/v1/promotion/records'
export function promotionRecords (page: number, key?: string): Promise<Page<PromotionClaimRecord>> {
  return request<unknown>(RECORDS, { data: { page, page_size: 20, ...(key ? { key } : {}) } }).then(answer(PromotionRecordPageSchema, RECORDS))
}
