import type { Api } from '../http/context'
import type { PromotionPerkPage, PromotionView } from '../../types/api'
import { int, optional, parse, str } from '../http/validate'
import { claimPromotion, joinPromotion, promotionList, promotionRecords, promotionView } from '../model/promotions'
import { perkUses } from '../model/promotionPerks'
import { formatCents } from '../domain/money'

/** /v1/promotion/*: the one promotion engine every campaign page reads (server/README.md "Promotions"). */
export function promotionRoutes (api: Api): void {
  const { deps } = api
  const key = () => ({ key: str('活动', { max: 40, pattern: /^[a-z0-9_-]+$/ }) })

  api.route('/v1/promotion/list', (call) => {
    const q = parse(call.params, { kind: optional(str('活动类型', { max: 20, pattern: /^[a-z_]+$/ })) })
    return { list: promotionList(deps, q.kind) }
  })
  api.route('/v1/promotion/detail', (call): PromotionView => promotionView(deps, parse(call.params, key()).key, call.viewer?.id ?? null))
  api.write('/v1/promotion/join', (call): PromotionView => {
    const userId = call.userId()
    return joinPromotion(deps, userId, parse(call.params, key()).key)
  })
  api.write('/v1/promotion/claim', (call): PromotionView => {
    const userId = call.userId()
    const q = parse(call.params, { ...key(), tier: int('奖励档位', 0, 20) })
    return claimPromotion(deps, userId, q.key, q.tier)
  })
  api.route('/v1/promotion/records', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { key: optional(key().key), page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) })
    const { list, total } = promotionRecords(deps, userId, q.key, q.page, q.page_size)
    return { list, total, page: q.page, page_size: q.page_size, has_more: q.page * q.page_size < total }
  })
  // fee and rent perks on my orders in one campaign (server/README.md "Fee and rent promotions")
  api.route('/v1/promotion/perks', (call): PromotionPerkPage => {
    const userId = call.userId()
    const q = parse(call.params, { ...key(), page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) })
    const { list, total, total_cents: totalCents } = perkUses(deps, userId, q.key, q.page, q.page_size)
    const text = { fee_free: '免手续费', fee_rebate: '手续费返还', rent_subsidy: '租金补贴' }
    return {
      list: list.map((use) => ({
        order_id: use.order_no, perk: use.perk, perk_text: text[use.perk], amount: formatCents(use.cents), created_at: use.created_at
      })),
      total, page: q.page, page_size: q.page_size, has_more: q.page * q.page_size < total, total_amount: formatCents(totalCents)
    }
  })
}
