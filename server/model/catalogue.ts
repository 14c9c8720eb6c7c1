import type { Db } from '../db/database'
import type { ItemSummary, Listing, SellerBrief } from '../../types/api'
import { formatCents } from '../domain/money'
import type { ArtItem } from '../domain/itemArt'

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
export type ItemSummaryRow = Pick<ItemListRow, 'id' | 'appid' | 'name' | 'market_hash_name' | 'category' | 'rarity' | 'rarity_color' | 'quality' | 'exterior' | 'ref_price_cents' | 'min_price_cents' | 'on_sale_count'
  | 'image_url'>

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
interface SellerColumns { nickname: string, avatar: string, deliver_rate_bp: number, avg_deliver_minutes: number }

export const LISTING_WITH_SELLER = `SELECT l.*, u.nickname, u.avatar, u.deliver_rate_bp, u.avg_deliver_minutes, i.exterior
  FROM listings l JOIN users u ON u.id = l.seller_id JOIN items i ON i.id = l.item_id`

export function sellerBrief (id: number, row: SellerColumns): SellerBrief {
  return {
    seller_id: id,
    nickname: row.nickname,
    avatar: row.avatar,
    deliver_rate: `${(row.deliver_rate_bp / 100).toFixed(2)}%`,
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
export const artItem = (db: Db, id: number): ArtItem | undefined => db.prepare(`SELECT appid, name, market_hash_name AS hashName, category, rarity_color AS rarityColour,
  quality, exterior, slot FROM items WHERE id = ?`).get(id) as ArtItem | undefined
