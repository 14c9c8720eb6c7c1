import type { Api } from '../http/context'
import type { FairRecord, Page, SeedChange, SeedPair } from '../../types/api'
import { int, optional, parse, str } from '../http/validate'
import { CLIENT_SEED, fairRecordPage, rotateSeed, seedPair } from '../model/fairness'

/** 公平性验证: my seed pair, change the client seed, rotate (reveals the server seed), my draw records. */
export function fairnessRoutes (api: Api): void {
  const { deps } = api

  api.route('/v1/fair/seed', (call): SeedPair => seedPair(deps, call.userId()))

  api.write('/v1/fair/seed/client', (call): SeedChange => {
    const userId = call.userId()
    const q = parse(call.params, { client_seed: str('客户端种子', { max: 64, pattern: CLIENT_SEED }) })
    return rotateSeed(deps, userId, q.client_seed)
  })

  api.write('/v1/fair/seed/rotate', (call): SeedChange => rotateSeed(deps, call.userId()))

  api.route('/v1/fair/records', (call): Page<FairRecord> => {
    const userId = call.userId()
    const q = parse(call.params, {
      page: optional(int('页码', 1, 100000), 1),
      page_size: optional(int('每页数量', 1, 50), 20),
      scope: optional(str('类型', { max: 16, pattern: /^[a-z]+$/ }), '')
    })
    return fairRecordPage(deps, userId, q.page, q.page_size, q.scope || undefined)
  })
}
