import type { Db } from '../db/database'
import { formatCents } from '../domain/money'
import { itemImage } from './catalogue'
import type { RollSummary } from '../../types/api'

export type PrizeItem = RollSummary['cover']
export interface Person { user_id: number, nickname: string, avatar: string }

/** A prize or box entry as the draw screens show it: the catalogue item with the value it is offered at. */
export function prizeItem (db: Db, itemId: number, wear: string | null, valueCents: number): PrizeItem {
  const row = db.prepare('SELECT name, rarity_color FROM items WHERE id = ?').get(itemId) as { name: string, rarity_color: string }
  return { item_id: itemId, name: row.name, image: itemImage(itemId), rarity_color: row.rarity_color, wear, value: formatCents(valueCents) }
}

/** Nickname masked past its first character (other users on a public screen), with the avatar. */
export function publicPerson (db: Db, userId: number): Person {
  const row = db.prepare('SELECT nickname, avatar FROM users WHERE id = ?').get(userId) as { nickname: string, avatar: string }
  const chars = Array.from(row.nickname)
  return {
    user_id: userId,
    nickname: chars.length <= 1 ? row.nickname : `${chars[0]}***${chars.length > 2 ? chars[chars.length - 1] : ''}`,
    avatar: row.avatar || '/api/v1/open/img/avatar/0.svg'
  }
}
