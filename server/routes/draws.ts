import type { Api } from '../http/context'
import type { BoxDetail, BoxOpening, BoxRecent, BoxSummary, MyRoll, Page, RollClaim, RollDetail, RollSummary } from '../../types/api'
import { flag, idempotencyKey, idempotencyKeyOf, int, oneOf, optional, parse, str } from '../http/validate'
import { fail, Status } from '../domain/status'
import { claimRollPrize, closeRollNow, joinRoll, myRolls, rollDetail, rollPage } from '../model/rolls'
import { boxDetail, boxList, boxRecent, openBox } from '../model/boxes'

/** Roll rooms, gift boxes and the koi draw (server/README.md "Roll rooms", "Gift boxes and the koi draw"). */
export function drawRoutes (api: Api): void {
  const { deps } = api
  const pageFields = { page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) }
  const rollId = { roll_id: int('房间', 1) }
  const viewerOf = (call: { viewer: { id: number } | null }) => call.viewer?.id ?? null

  api.route('/v1/roll/list', (call): Page<RollSummary> => {
    const q = parse(call.params, { ...pageFields, tab: optional(oneOf('分类', ['open', 'ending', 'ended'] as const), 'open') })
    return rollPage(deps, viewerOf(call), q.tab, q.page, q.page_size)
  })
  api.route('/v1/roll/detail', (call): RollDetail => rollDetail(deps, viewerOf(call), parse(call.params, rollId).roll_id))
  api.write('/v1/roll/join', (call): RollDetail => {
    const userId = call.userId()
    const q = parse(call.params, { ...rollId, password: optional(str('口令', { max: 32 })) })
    return joinRoll(deps, userId, q.roll_id, q.password)
  })
  api.route('/v1/roll/mine', (call): Page<MyRoll> => {
    const userId = call.userId()
    const q = parse(call.params, { ...pageFields, won: optional(flag('只看中奖'), false) })
    return myRolls(deps, userId, q.won, q.page, q.page_size)
  })
  api.write('/v1/roll/claim', (call): RollClaim => {
    const userId = call.userId()
    const q = parse(call.params, { ...rollId, k: int('奖品', 0, 1000) })
    return claimRollPrize(deps, userId, q.roll_id, q.k)
  })

  api.route('/v1/box/list', (call): BoxSummary[] => {
    const q = parse(call.params, { kind: optional(oneOf('类型', ['box', 'koi'] as const), 'box'), appid: optional(int('游戏', 1)) })
    return boxList(deps, q.kind, q.appid ?? null)
  })
  api.route('/v1/box/detail', (call): BoxDetail => boxDetail(deps, viewerOf(call), parse(call.params, { box_id: int('礼盒', 1) }).box_id))
  api.route('/v1/box/recent', (call): BoxRecent[] => boxRecent(deps, parse(call.params, { box_id: int('礼盒', 1) }).box_id))
  api.write('/v1/box/open', (call): BoxOpening => {
    const userId = call.userId()
    const q = parse(call.params, { box_id: int('礼盒', 1), count: int('数量', 1, 5), free: optional(flag('免费次数'), false), idempotency_key: idempotencyKey() })
    const idemKey = idempotencyKeyOf(call, q.idempotency_key) ?? fail(Status.badRequest, '缺少幂等键，请刷新后重试')
    return openBox(deps, userId, { boxId: q.box_id, count: q.count, free: q.free, idemKey })
  })

  if (deps.dev) api.write('/dev/roll/close', (call): RollDetail => closeRollNow(deps, parse(call.params, rollId).roll_id))
}
