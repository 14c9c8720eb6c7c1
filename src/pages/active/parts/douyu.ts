/** The 斗鱼 co-promotion: one campaign family, a row per game (server/README.md "Promotions", kind douyu). */
export type DouyuGame = 'cs' | 'dota'
export interface DouyuSide { key: string, game: string, tasks: string, result: string }
export const DOUYU: Record<DouyuGame, DouyuSide> = {
  cs: { key: 'douyu_cs', game: 'CS2', tasks: '/pages/active/douyu/index', result: '/pages/active/douyu/result/index' },
  dota: { key: 'douyu_dota', game: 'DOTA2', tasks: '/pages/active/douyu/indexdota', result: '/pages/active/douyu/result/indexdota' }
}
export const DOUYU_REWARDS = '/pages/active/douyu/reward/index'
export const DOUYU_RECORDS = '/pages/active/douyu/record/index'
/** The user's partner grants (授权管理), where the 斗鱼直播 grant is listed and revoked. */
export const PARTNER_GRANTS = '/pages/user/access'
export const douyuOf = (key: string): DouyuSide | undefined => Object.values(DOUYU).find((side) => side.key === key)
