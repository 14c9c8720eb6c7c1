import type { Favorite, FavoriteState, Page } from '../../types/api'
import { FavoritePageSchema, FavoriteStateSchema } from '../contract/favorites'
import { request } from '../lib/request'
import { answer } from './shape'

/** 收藏 (server/README.md "Favourites"): only the item page and the favourites screen import this. */

const LIST = '/v1/user/favorite/list'
/** The user's kept items, the latest first, with their live lowest price. */
export function favoriteList (page = 1, pageSize = 20): Promise<Page<Favorite>> {
  return request<unknown>(LIST, { data: { page, page_size: pageSize } }).then(answer(FavoritePageSchema, LIST))
}

const STATE = '/v1/user/favorite/state'
export function favoriteState (itemId: number): Promise<FavoriteState> {
  return request<unknown>(STATE, { data: { item_id: itemId }, toast: false }).then(answer(FavoriteStateSchema, STATE))
}

const ADD = '/v1/user/favorite/add'
const REMOVE = '/v1/user/favorite/remove'
/** Keeps (true) or lets go of (false) an item; both are safe to repeat. */
export function setFavorite (itemId: number, keep: boolean): Promise<FavoriteState> {
  const path = keep ? ADD : REMOVE
  return request<unknown>(path, { method: 'POST', data: { item_id: itemId } }).then(answer(FavoriteStateSchema, path))
}
