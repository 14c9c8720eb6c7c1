import type { Api } from '../http/context'
import type { Page, SmeltBrief, SmeltInfo, SmeltInventory, SmeltPool, SmeltRun } from '../../types/api'
import { appid, idempotencyKey, idempotencyKeyOf, int, optional, parse, str } from '../http/validate'
import { fail, Status } from '../domain/status'
import { SMELT_MAX_INPUTS } from '../domain/smelt'
import { mySmelts, previewSmelt, runSmelt, SMELT_DESCRIPTION, smeltDetail, smeltInventory } from '../model/smelt'

/** Smelting (server/README.md "Smelting"): rules, my inventory for the furnace, preview, smelt once, my smelts. */
export function smeltRoutes (api: Api): void {
  const { deps } = api
  // "id,id,…": up to 10 inventory asset ids (the count rule itself is the model's: 3–10)
  const assetIds = { asset_ids: str('饰品', { max: 20 * SMELT_MAX_INPUTS, pattern: /^\d{1,19}(,\d{1,19})*$/ }) }
  const split = (text: string): string[] => {
    const ids = text.split(',')
    if (ids.length > SMELT_MAX_INPUTS) fail(Status.badRequest, `熔炼最多放入 ${SMELT_MAX_INPUTS} 件饰品`)
    return ids
  }

  api.route('/v1/smelt/info', (): SmeltInfo => ({
    appid: 730,
    open: true,
    input_count: SMELT_MAX_INPUTS,
    rarities: ['消费级', '工业级', '军规级', '受限', '保密', '隐秘'],
    description: SMELT_DESCRIPTION
  }))
  api.route('/v1/smelt/inventory', (call): SmeltInventory => {
    const userId = call.userId()
    return smeltInventory(deps, userId, parse(call.params, { appid: optional(appid(), 730) }).appid)
  })
  api.route('/v1/smelt/preview', (call): SmeltPool => previewSmelt(deps, call.userId(), split(parse(call.params, assetIds).asset_ids)))
  api.write('/v1/smelt/run', (call): SmeltRun => {
    const userId = call.userId()
    const q = parse(call.params, { ...assetIds, idempotency_key: idempotencyKey() })
    const key = idempotencyKeyOf(call, q.idempotency_key) ?? fail(Status.badRequest, '缺少幂等键，请刷新后重试')
    return runSmelt(deps, userId, split(q.asset_ids), key)
  })
  api.route('/v1/smelt/list', (call): Page<SmeltBrief> => {
    const userId = call.userId()
    const q = parse(call.params, { page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) })
    return mySmelts(deps, userId, q.page, q.page_size)
  })
  api.route('/v1/smelt/detail', (call): SmeltRun => smeltDetail(deps, call.userId(), parse(call.params, { smelt_id: int('熔炼记录', 1) }).smelt_id))
}
