import type { PromotionPerkPage, PromotionView } from '../../../../types/api'

/** Campaign views and perk pages for the fee and rent promotion pages (server/README.md "Fee and rent promotions"). */
export const NOW = Math.floor(Date.now() / 1000)
export const ok = (data: unknown) => ({ status: 200, data })
type Me = NonNullable<PromotionView['me']>
export const fresh = (extra: Partial<Me> = {}): Me => ({ joined: false, joined_at: null, eligible: true, reason: '', progress_text: '0 件', percent: 0,
  next_text: '', ...extra })
export const joined = (extra: Partial<Me> = {}): Me => fresh({ joined: true, joined_at: NOW - 60, progress_text: '1 件', percent: 10,
  next_text: '再完成出售 2 件 可得 账户余额 ¥5.00', ...extra })
export const view = (key: string, extra: Partial<PromotionView> = {}): PromotionView => ({
  key, kind: 'fee', title: key === 'rent_grey' ? '租赁补贴内测' : '出售免手续费', subtitle: '活动期间出售饰品，前 10 笔免收 2.5% 手续费', appid: null,
  starts_at: NOW - 86400, ends_at: NOW + 5 * 86400, status: 'live', claim_until: NOW + 12 * 86400, metric_label: '完成出售',
  rules: ['报名后活动期间内完成的出售订单计入进度'], perks: ['活动期间前 10 笔出售免手续费（单笔售价 ¥5000.00 以内）'],
  tiers: [{ tier: 0, goal_text: '完成出售 3 件', reward_text: '账户余额 ¥5.00', state: 'locked' }],
  me: fresh(), server_time: NOW, ...extra
})
export const perkPage = (list: PromotionPerkPage['list'], total = list.length, amount = '0.00'): PromotionPerkPage =>
  ({ list, total, page: 1, page_size: 20, has_more: false, total_amount: amount })
