import type { Db } from '../db/database'
import type { ItemSummary, Page } from '../../types/api'
import { JsonText } from '../domain/jsonText'
import { statement } from '../db/statements'
import { ITEM_IMAGE_PREFIX } from './catalogue'

/**
 * An item card (`itemSummary` in model/catalogue.ts) written as JSON by SQLite, for the item list's page.
 * Building twenty row objects, twenty summaries and stringifying them cost about twice what this costs (~80 µs
 * against ~40 µs a page), the largest part of an uncached list request. The text is the same, byte for byte, as
 * JSON.stringify(itemSummary(row)): same keys in the same order, min_price formatted as formatCents does for the
 * non-negative prices an item has (test/server/itemSummaryJson.test.ts holds the two together; change both).
 * Reads the items table as `i`.
 */
const PRICE = 'coalesce(i.min_price_cents, i.ref_price_cents)'
export const ITEM_SUMMARY_JSON = `json_object('item_id', i.id, 'appid', i.appid, 'name', i.name, 'market_hash_name', i.market_hash_name,
  'image', '${ITEM_IMAGE_PREFIX}' || i.id || '.svg', 'provider_image', i.image_url, 'category', i.category, 'rarity', i.rarity, 'rarity_color', i.rarity_color,
  'quality', i.quality, 'exterior', i.exterior, 'min_price', printf('%d.%02d', ${PRICE} / 100, ${PRICE} % 100), 'on_sale_count', i.on_sale_count)`

/** The cards of `ids` as JSON texts, in that order (a search ranks ids, then reads one page of them). */
export function itemSummaryJsonByIds (db: Db, ids: readonly number[]): string[] {
  if (!ids.length) return []
  const rows = statement(
    db,
    `SELECT i.id, ${ITEM_SUMMARY_JSON} FROM items i WHERE i.id IN (${ids.map(() => '?').join(',')})`
  ).raw().all(...ids) as [number, string][]
  const byId = new Map(rows)
  return ids.map((id) => byId.get(id)!)
}

/** A page of cards as the envelope's `data`: the same keys and order as a Page<ItemSummary> object. */
export function itemPageJson (cards: readonly string[], total: number, page: number, pageSize: number): JsonText<Page<ItemSummary>> {
  return new JsonText(`{"list":[${cards.join(',')}],"total":${total},"page":${page},"page_size":${pageSize},"has_more":${page * pageSize < total}}`)
}
