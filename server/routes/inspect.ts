import type { Api } from '../http/context'
import type { InspectMark, InspectPage, InspectRecord } from '../../types/api'
import { int, oneOf, optional, parse, str } from '../http/validate'
import { fail, Status } from '../domain/status'
import { assetMarks, inspect, inspectionDetail, listingMarks, myInspections, reportInspection } from '../model/inspect'

const REASONS = ['float', 'pattern', 'sticker', 'item', 'other'] as const
const MARKS_MAX = 50

/** Item inspection (server/README.md "Item inspection"). */
export function inspectRoutes (api: Api): void {
  const { deps } = api
  const recordId = { inspection_id: int('检视记录', 1) }
  // "id,id,…" up to 50
  const idList = (label: string, digits: number) => str(label, { max: (digits + 1) * MARKS_MAX, pattern: new RegExp(`^\\d{1,${digits}}(,\\d{1,${digits}})*$`) })
  const split = (text: string): string[] => {
    const ids = [...new Set(text.split(','))]
    if (ids.length > MARKS_MAX) fail(Status.badRequest, `一次最多查询 ${MARKS_MAX} 件饰品`)
    return ids
  }

  api.write('/v1/inspect/create', (call): Promise<InspectRecord> => {
    const userId = call.userId()
    const q = parse(call.params, { link: optional(str('检视链接', { max: 300 })), asset_id: optional(str('库存饰品', { max: 20, pattern: /^\d{1,20}$/ })) })
    if (q.asset_id) return inspect(deps, userId, { assetId: q.asset_id })
    if (!q.link) fail(Status.badRequest, '请粘贴检视链接或从库存中选择饰品')
    return inspect(deps, userId, { link: q.link! })
  })
  api.route('/v1/inspect/list', (call): InspectPage => {
    const userId = call.userId()
    const q = parse(call.params, { page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) })
    return myInspections(deps, userId, q.page, q.page_size)
  })
  api.route('/v1/inspect/detail', (call): InspectRecord => inspectionDetail(deps, call.userId(), parse(call.params, recordId).inspection_id))
  api.write('/v1/inspect/report', (call): InspectRecord => {
    const userId = call.userId()
    const q = parse(call.params, { ...recordId, reason: oneOf('反馈原因', REASONS), note: optional(str('补充说明', { max: 200, multiline: true }), '') })
    return reportInspection(deps, userId, q.inspection_id, q.reason, q.note)
  })
  api.route('/v1/inspect/listing-marks', (call): Promise<InspectMark[]> =>
    listingMarks(deps, split(parse(call.params, { listing_ids: idList('在售饰品', 12) }).listing_ids).map(Number)), { cache: true })
  api.route('/v1/inspect/asset-marks', (call): Promise<InspectMark[]> => {
    const userId = call.userId()
    return assetMarks(deps, userId, split(parse(call.params, { asset_ids: idList('库存饰品', 20) }).asset_ids))
  })
}
