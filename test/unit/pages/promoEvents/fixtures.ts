import type { PromotionTier, PromotionView } from '../../../../types/api'

/** A campaign as the engine answers it (h18's event pages). */
export const NOW = Math.floor(Date.now() / 1000)
export const ok = (data: unknown) => ({ status: 200, data })
export const tier = (n: number, state: PromotionTier['state'], goal = `完成购买 ${n + 1} 件`,
  reward = `账户余额 ¥${n + 2}.00`): PromotionTier => ({ tier: n, goal_text: goal, reward_text: reward, state })
export const me = (extra: Partial<NonNullable<PromotionView['me']>> = {}): NonNullable<PromotionView['me']> =>
  ({ joined: true, joined_at: NOW - 60, eligible: true, reason: '', progress_text: '1 件', percent: 33, next_text: '再完成购买 2 件 可得 账户余额 ¥8.00', ...extra })
export const promo = (key: string, extra: Partial<PromotionView> = {}): PromotionView => ({
  key, kind: 'season', title: `活动 ${key}`, subtitle: '', appid: null, starts_at: NOW - 86400, ends_at: NOW + 5 * 86400, status: 'live',
  claim_until: NOW + 12 * 86400, metric_label: '完成购买', rules: ['规则一'], perks: [],
  tiers: [tier(0, 'locked'), tier(1, 'locked')],
  me: me({ joined: false, joined_at: null, progress_text: '0 件', percent: 0, next_text: '' }),
  server_time: NOW, ...extra
})
