import type { PromotionPerkPage } from '../../types/api'
import { PromotionPerkPageSchema } from '../contract/promotions'
import { request } from '../lib/request'
import { answer } from './shape'

/** My fee and rent perk uses in one campaign (server/README.md "Fee and rent promotions"): waived fees, rebates, subsidies. */
const PERKS = '/v1/promotion/perks'
export function promotionPerks (key: string, page = 1): Promise<PromotionPerkPage> {
  return request<unknown>(PERKS, { data: { key, page, page_size: 20 } }).then(answer(PromotionPerkPageSchema, PERKS))
}
