/** News categories (server/README.md "News and consultation"): key → the tab's name, in tab order. */
export const NEWS_CATEGORIES = [
  { key: 'market', name: '行情' },
  { key: 'esports', name: '赛事' },
  { key: 'update', name: '版本更新' },
  { key: 'notice', name: '平台公告' }
] as const

export type NewsCategory = typeof NEWS_CATEGORIES[number]['key']
export const NEWS_CATEGORY_KEYS = NEWS_CATEGORIES.map((c) => c.key) as readonly NewsCategory[]
export const newsCategoryName = (key: string): string => NEWS_CATEGORIES.find((c) => c.key === key)?.name ?? '资讯'
