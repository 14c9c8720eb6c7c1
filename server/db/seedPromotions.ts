import { hasTable, type Db } from './open'
import { definePromotion, type PromotionDef } from '../model/promotions'

/**
 * The campaigns a new user finds live on first run (server/README.md "Promotions"). Each is a row of the one engine:
 * a new campaign is one more entry here (or an operator's insert), never a page of code. Times are relative to the seed.
 */
const DAY = 86400
export function promotionSeeds (now: number): PromotionDef[] {
  return [
    {
      key: 'exempt_fee', kind: 'fee', title: '出售免手续费', subtitle: '活动期间出售饰品，前 10 笔免收 2.5% 手续费', appid: null,
      starts_at: now - 3 * DAY, ends_at: now + 27 * DAY, metric: 'sales_count', eligibility: { steam: true },
      perks: { fee_free_sales: 10, fee_free_max_cents: 500000 },
      tiers: [{ goal: 3, reward: { kind: 'balance', amount: 500, ref: null } }, { goal: 10, reward: { kind: 'balance', amount: 2000, ref: null } }],
      rules: ['报名后活动期间内完成的出售订单计入进度，以订单完成时间为准', '免手续费仅限报名后的前 10 笔出售，单笔售价 5000 元以内', '奖励在活动结束后 7 天内可领取，逾期作废'],
      sort: 1
    }
  ]
}

export function seedPromotions (db: Db, now: number): void {
  if (!hasTable(db, 'promotions')) return
  for (const def of promotionSeeds(now)) definePromotion(db, def)
}
