import type { Game } from '../../../../types/api'
import { itemList } from '@/services/store'

/** Another game's count of items for a keyword. */
export interface GameCount { appid: number, name: string, total: number }

/**
 * Search covers the shop's game, as on BUFF; this counts the keyword in the other games so the page can
 * say which game was searched and offer the others, rather than a dead end. Games with no match, or a failed count, are left out.
 */
export async function otherGameCounts (games: readonly Game[], current: number, keyword: string): Promise<GameCount[]> {
  const others = games.filter((game) => game.appid !== current)
  const counts = await Promise.all(others.map((game) => itemList({ appid: game.appid, keyword, page_size: 1 })
    .then((page) => ({ appid: game.appid, name: game.zh_name, total: page.total }))
    .catch(() => ({ appid: game.appid, name: game.zh_name, total: 0 }))))
  return counts.filter((count) => count.total > 0)
}
