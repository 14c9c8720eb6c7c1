import type { Deps } from '../deps'
import type { Favorite, FavoriteState, Page } from '../../types/api'
import { itemSummary, loadItem, type ItemListRow } from './catalogue'
import { fail, Status } from '../domain/status'

/** A user keeps at most this many items (the list is one screen's worth of pages, not an archive). */
export const FAVORITES_MAX = 500

export function favoriteState (deps: Deps, userId: number, itemId: number): FavoriteState {
  const { db } = deps
  if (!loadItem(db, itemId)) fail(Status.notFound, '饰品不存在')
  const mine = db.prepare('SELECT 1 FROM favorites WHERE user_id = ? AND item_id = ?').get(userId, itemId)
  const total = (db.prepare('SELECT COUNT(*) AS n FROM favorites WHERE item_id = ?').get(itemId) as { n: number }).n
  return { item_id: itemId, favorited: mine !== undefined, total }
}

/** Keeps an item; keeping it again changes nothing (a double tap or a retry is harmless). */
export function addFavorite (deps: Deps, userId: number, itemId: number): FavoriteState {
  const { db } = deps
  return db.transaction(() => {
    if (!loadItem(db, itemId)) fail(Status.notFound, '饰品不存在')
    const kept = (db.prepare('SELECT COUNT(*) AS n FROM favorites WHERE user_id = ?').get(userId) as { n: number }).n
    const already = db.prepare('SELECT 1 FROM favorites WHERE user_id = ? AND item_id = ?').get(userId, itemId)
    if (!already && kept >= FAVORITES_MAX) fail(Status.conflict, `最多收藏 ${FAVORITES_MAX} 件饰品，请先取消一些`)
    db.prepare('INSERT OR IGNORE INTO favorites (user_id, item_id, created_at) VALUES (?, ?, ?)').run(userId, itemId, deps.now())
    return favoriteState(deps, userId, itemId)
  })()
}

/** Lets an item go; one not kept is already gone. */
export function removeFavorite (deps: Deps, userId: number, itemId: number): FavoriteState {
  if (!loadItem(deps.db, itemId)) fail(Status.notFound, '饰品不存在')
  deps.db.prepare('DELETE FROM favorites WHERE user_id = ? AND item_id = ?').run(userId, itemId)
  return favoriteState(deps, userId, itemId)
}

/** The user's favourites, the latest kept first, each with its live lowest price and on-sale count. */
export function favoritePage (deps: Deps, userId: number, page: number, pageSize: number): Page<Favorite> {
  const { db } = deps
  const total = (db.prepare('SELECT COUNT(*) AS n FROM favorites WHERE user_id = ?').get(userId) as { n: number }).n
  const rows = db.prepare(`SELECT i.*, f.created_at AS favorited_at FROM favorites f JOIN items i ON i.id = f.item_id
    WHERE f.user_id = ? ORDER BY f.created_at DESC, f.item_id DESC LIMIT ? OFFSET ?`).all(
      userId,
      pageSize,
      (page - 1) * pageSize
    ) as (ItemListRow & { favorited_at: number })[]
  return {
    list: rows.map((row) => ({ ...itemSummary(row), favorited_at: row.favorited_at })),
    total,
    page,
    page_size: pageSize,
    has_more: page * pageSize < total
  }
}
