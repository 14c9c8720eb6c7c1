import type { InspectMark, InspectPage, InspectRecord, InspectReportReason } from '../../types/api'
import { InspectMarksSchema, InspectPageSchema, InspectRecordSchema } from '../contract/inspect'
import { request } from '../lib/request'
import { answer } from './shape'

/** Item inspection (server/README.md "Item inspection"): inspect a link or an inventory item, my records, report, row marks. */

const CREATE = '/v1/inspect/create'
/** The same link again answers the same record. */
export function inspectItem (input: { link: string } | { assetId: string }): Promise<InspectRecord> {
  const data = 'link' in input ? { link: input.link } : { asset_id: input.assetId }
  return request<unknown>(CREATE, { method: 'POST', data, toast: false }).then(answer(InspectRecordSchema, CREATE))
}

const LIST = '/v1/inspect/list'
export function myInspections (page: number, pageSize = 20): Promise<InspectPage> {
  return request<unknown>(LIST, { data: { page, page_size: pageSize }, toast: false }).then(answer(InspectPageSchema, LIST))
}

const DETAIL = '/v1/inspect/detail'
export function inspection (id: number): Promise<InspectRecord> {
  return request<unknown>(DETAIL, { data: { inspection_id: id }, toast: false }).then(answer(InspectRecordSchema, DETAIL))
}

const REPORT = '/v1/inspect/report'
export function reportInspection (id: number, reason: InspectReportReason, note: string): Promise<InspectRecord> {
  return request<unknown>(REPORT, { method: 'POST', data: { inspection_id: id, reason, note }, toast: false }).then(answer(InspectRecordSchema, REPORT))
}

const LISTING_MARKS = '/v1/inspect/listing-marks'
/** Fade % / phase and the inspect link of listing rows (CS2 skins only). */
export function listingMarks (listingIds: readonly number[]): Promise<InspectMark[]> {
  if (listingIds.length === 0) return Promise.resolve([])
  return request<unknown>(
    LISTING_MARKS,
    { data: { listing_ids: listingIds.slice(0, 50).join(',') }, toast: false, autoLogin: false }
  ).then(answer(InspectMarksSchema, LISTING_MARKS))
}

const ASSET_MARKS = '/v1/inspect/asset-marks'
/** The same for my inventory's rows. */
export function assetMarks (assetIds: readonly string[]): Promise<InspectMark[]> {
  if (assetIds.length === 0) return Promise.resolve([])
  return request<unknown>(ASSET_MARKS, { data: { asset_ids: assetIds.slice(0, 50).join(',') }, toast: false }).then(answer(InspectMarksSchema, ASSET_MARKS))
}
