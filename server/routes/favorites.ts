import type { Api } from '../http/context'
import type { Favorite, FavoriteState, Page } from '../../types/api'
import { int, optional, parse } from '../http/validate'
import { addFavorite, favoritePage, favoriteState, removeFavorite } from '../model/favorites'

/** 收藏: keep an item from its page, see the kept items with their lowest prices. */
export function favoriteRoutes (api: Api): void {
  const { deps } = api
  const itemField = { item_id: int('饰品', 1) }

  api.route('/v1/user/favorite/list', (call): Page<Favorite> => {
    const userId = call.userId()
    const q = parse(call.params, { page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) })
    return favoritePage(deps, userId, q.page, q.page_size)
  })

  api.route('/v1/user/favorite/state', (call): FavoriteState => {
    const userId = call.userId()
    return favoriteState(deps, userId, parse(call.params, itemField).item_id)
  })

  api.write('/v1/user/favorite/add', (call): FavoriteState => {
    const userId = call.userId()
    return addFavorite(deps, userId, parse(call.params, itemField).item_id)
  })

  api.write('/v1/user/favorite/remove', (call): FavoriteState => {
    const userId = call.userId()
    return removeFavorite(deps, userId, parse(call.params, itemField).item_id)
  })
}
