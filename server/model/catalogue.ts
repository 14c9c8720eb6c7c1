import type { Db } from '../db/database'
import type { Game, ItemSummary, Listing, ListingSort, SellerBrief } from '../../types/api'
import { EXTERIORS } from '../domain/exteriors'
import { formatCents } from '../domain/money'
import type { ArtItem } from '../domain/itemArt'
import { percentText } from '../domain/percent'

/** An item row; min_price_cents and on_sale_count are kept by triggers on listings (migration 2). */
export interface ItemListRow {
  id: number, appid: number, name: string, market_hash_name: string, category: string, rarity: string, rarity_color: string,
  quality: string, exterior: string | null, ref_price_cents: number, popularity: number, description: string, created_at: number,
  min_price_cents: number | null, on_sale_count: number, slot: string | null, image_url: string | null
}

/** An item's picture is `${ITEM_IMAGE_PREFIX}<id>.svg` (also written in SQL by model/itemSummaryJson.ts). */
export const ITEM_IMAGE_PREFIX = '/api/v1/open/img/item/'
export const itemImage = (id: number): string => `${ITEM_IMAGE_PREFIX}${id}.svg`

/** What a list card needs: the columns itemSummary reads. */
export type ItemSummaryRow = Pick<ItemListRow, 'id' | 'appid' | 'name' | 'market_hash_name' | 'category' | 'rarity' | 'rarity_color' | 'quality' | 'exterior'
  | 'ref_price_cents' | 'min_price_cents' | 'on_sale_count' | 'image_url'>

export function itemSummary (row: ItemSummaryRow): ItemSummary {
  return {
    item_id: row.id,
    appid: row.appid,
    name: row.name,
    market_hash_name: row.market_hash_name,
    image: itemImage(row.id),
    provider_image: row.image_url,
    category: row.category,
    rarity: row.rarity,
    rarity_color: row.rarity_color,
    quality: row.quality,
    exterior: row.exterior,
    min_price: formatCents(row.min_price_cents ?? row.ref_price_cents),
    on_sale_count: row.on_sale_count ?? 0
  }
}

/** One item with its live lowest price and on-sale count. */
export function loadItem (db: Db, id: number): ItemListRow | undefined {
  return db.prepare('SELECT * FROM items WHERE id = ?').get(id) as ItemListRow | undefined
}

/** The items of `ids` in that order, read by primary key (a list page sorts ids only, then reads its rows). */
export function loadItems (db: Db, ids: readonly number[]): ItemListRow[] {
  if (!ids.length) return []
  const rows = db.prepare(`SELECT * FROM items WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as ItemListRow[]
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.map((id) => byId.get(id)!)
}

export interface ListingRow {
  id: number, item_id: number, seller_id: number, price_cents: number, wear: string | null, rentable: number,
  rent_daily_cents: number | null, rent_deposit_cents: number | null, status: Listing['status'], created_at: number
}
export interface SellerColumns { nickname: string, avatar: string, deliver_rate_bp: number, avg_deliver_minutes: number }

export const LISTING_WITH_SELLER = `SELECT l.*, u.nickname, u.avatar, u.deliver_rate_bp, u.avg_deliver_minutes, i.exterior
  FROM listings l JOIN users u ON u.id = l.seller_id JOIN items i ON i.id = l.item_id`

export function sellerBrief (id: number, row: SellerColumns): SellerBrief {
  return {
    seller_id: id,
    nickname: row.nickname,
    avatar: row.avatar,
    deliver_rate: `${percentText(row.deliver_rate_bp)}%`,
    avg_deliver_minutes: row.avg_deliver_minutes
  }
}

export function listingView (row: ListingRow & SellerColumns & { exterior: string | null }): Listing {
  return {
    listing_id: row.id,
    item_id: row.item_id,
    seller: sellerBrief(row.seller_id, row),
    price: formatCents(row.price_cents),
    wear: row.wear,
    exterior: row.exterior,
    rentable: row.rentable === 1,
    rent_daily: row.rent_daily_cents === null ? null : formatCents(row.rent_daily_cents),
    rent_deposit: row.rent_deposit_cents === null ? null : formatCents(row.rent_deposit_cents),
    status: row.status
  }
}

/** What an item's picture is drawn from (routes/images), or undefined for an unknown id. */
export const artItem = (
  db: Db,
  id: number
): ArtItem | undefined => db.prepare(`SELECT appid, name, market_hash_name AS hashName, category, rarity_color AS rarityColour,
  quality, exterior, slot FROM items WHERE id = ?`).get(id) as ArtItem | undefined

export const games = (db: Db): Game[] => db.prepare('SELECT appid, zh_name, en_name, icon FROM games ORDER BY sort').all() as Game[]

/** The search box's hot words, the weightiest first: one game's, or every game's. */
export const hotWords = (db: Db, appid?: number): { word: string }[] => (appid
  ? db.prepare('SELECT word FROM hot_words WHERE appid = ? ORDER BY weight DESC').all(appid)
  : db.prepare('SELECT word FROM hot_words ORDER BY weight DESC').all()) as { word: string }[]

/** A game's item ids, the most popular first. */
export const itemIdsByPopularity = (db: Db, appid: number): number[] =>
  db.prepare('SELECT id FROM items WHERE appid = ? ORDER BY popularity DESC, id ASC').pluck().all(appid) as number[]

/** The names of these items, by id. */
export function itemNames (db: Db, ids: readonly number[]): Map<number, string> {
  if (!ids.length) return new Map()
  const rows = db.prepare(`SELECT id, name FROM items WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as { id: number, name: string }[]
  return new Map(rows.map((row) => [row.id, row.name]))
}

export type ListingWithSeller = ListingRow & SellerColumns & { exterior: string | null }

export const LISTING_SORTS: readonly ListingSort[] = ['price_asc', 'price_desc', 'wear_asc', 'wear_desc']
/** The item page's listing order; listings without wear (DOTA2) sort by price, ties by the oldest id. */
const LISTING_ORDER: Record<ListingSort, string> = {
  price_asc: 'l.price_cents ASC, l.id ASC',
  price_desc: 'l.price_cents DESC, l.id ASC',
  wear_asc: 'l.wear IS NULL, CAST(l.wear AS REAL) ASC, l.price_cents ASC, l.id ASC',
  wear_desc: 'l.wear IS NULL, CAST(l.wear AS REAL) DESC, l.price_cents ASC, l.id ASC'
}

/** The first 50 listings on sale of an item, in the asked order. */
export const itemListings = (db: Db, itemId: number, sort: ListingSort): ListingWithSeller[] =>
  db.prepare(`${LISTING_WITH_SELLER} WHERE l.item_id = ? AND l.status = 'on_sale' ORDER BY ${LISTING_ORDER[sort]} LIMIT 50`).all(itemId) as ListingWithSeller[]

export interface ExteriorRow { id: number, exterior: string, ref_price_cents: number, min_price_cents: number | null, on_sale_count: number }

/** The same skin in each exterior (CS2), from Factory New to Battle-Scarred; empty for items without wear. */
export function sameSkinExteriors (db: Db, item: ItemListRow): ExteriorRow[] {
  if (!item.exterior) return []
  const base = item.name.slice(0, item.name.lastIndexOf(' ('))
  const rows = db.prepare(`SELECT i.id, i.exterior, i.ref_price_cents, i.min_price_cents, i.on_sale_count
    FROM items i WHERE i.appid = ? AND i.quality = ? AND i.name LIKE ? ESCAPE '\\'`)
    .all(item.appid, item.quality, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)} (%`) as ExteriorRow[]
  return EXTERIORS.flatMap((wear) => rows.filter((row) => row.exterior === wear.name))
}

/** A seller with a shop (is_seller), or undefined. */
export const shopSeller = (db: Db, sellerId: number): ({ id: number } & SellerColumns) | undefined =>
  db.prepare('SELECT id, nickname, avatar, deliver_rate_bp, avg_deliver_minutes FROM users WHERE id = ? AND is_seller = 1')
    .get(sellerId) as ({ id: number } & SellerColumns) | undefined

/** A page of a seller's listings on sale, newest first, with the count of all of them. */
export function sellerListings (db: Db, sellerId: number, page: number, pageSize: number): { rows: ListingWithSeller[], total: number } {
  const total = (db.prepare("SELECT COUNT(*) AS n FROM listings WHERE seller_id = ? AND status = 'on_sale'").get(sellerId) as { n: number }).n
  const rows = db.prepare(`${LISTING_WITH_SELLER} WHERE l.seller_id = ? AND l.status = 'on_sale' ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`)
    .all(sellerId, pageSize, (page - 1) * pageSize) as ListingWithSeller[]
  return { rows, total }
}
