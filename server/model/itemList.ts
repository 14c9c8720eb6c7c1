import type { Db } from '../db/database'
import type { ItemSort, ItemSummary, Page } from '../../types/api'
import type { JsonText } from '../domain/jsonText'
import { statement } from '../db/statements'
import { ITEM_SUMMARY_JSON, itemPageJson, itemSummaryJsonByIds } from './itemSummaryJson'
import { rankedIds } from './catalogueSearch'

export const ITEM_SORTS: readonly ItemSort[] = ['price_asc', 'price_desc', 'newest', 'popular']
const ORDER_BY: Record<ItemSort, string> = {
  price_asc: 'i.min_price_cents ASC, i.id ASC',
  price_desc: 'i.min_price_cents DESC, i.id DESC',
  newest: 'i.created_at DESC, i.id DESC',
  popular: 'i.popularity DESC, i.id ASC'
}

/** The shop's filters, prices in cents; `wear` in ten-thousandths (CS2 only). */
export interface ItemListQuery {
  appid: number, page: number, page_size: number, sort: ItemSort, keyword?: string, category?: string, rarity?: string,
  quality?: string, exterior?: string, min_price?: number, max_price?: number, wear: { min_wear: number, max_wear: number } | null
}

/** A page of the shop: items with at least one listing on sale, min_price the lowest of them; the cards are JSON written by SQLite. */
export function itemListPage (db: Db, q: ItemListQuery): JsonText<Page<ItemSummary>> {
  const where: string[] = ['i.appid = @appid', 'i.on_sale_count > 0']
  const args: Record<string, unknown> = { appid: q.appid }
  if (q.category) { where.push('i.category = @category'); args.category = q.category }
  if (q.rarity) { where.push('i.rarity = @rarity'); args.rarity = q.rarity }
  if (q.quality) { where.push('i.quality = @quality'); args.quality = q.quality }
  if (q.exterior) { where.push('i.exterior = @exterior'); args.exterior = q.exterior }
  // price bounds apart: the page query of a popularity or newest sort writes them as +column (below)
  const price: string[] = []
  if (q.min_price !== undefined) { price.push('>= @min_price'); args.min_price = q.min_price }
  if (q.max_price !== undefined) { price.push('<= @max_price'); args.max_price = q.max_price }
  if (q.wear) {
    // an item is in the range when one of its listings on sale is (listing wear is text with up to 6 decimals)
    where.push(`EXISTS (SELECT 1 FROM listings l WHERE l.item_id = i.id AND l.status = 'on_sale'
      AND CAST(l.wear AS REAL) * 10000 BETWEEN @min_wear AND @max_wear)`)
    Object.assign(args, q.wear)
  }
  const filtered = (column: string): string => `FROM items i WHERE ${[...where, ...price.map((bound) => `${column} ${bound}`)].join(' AND ')}`
  const from = filtered('i.min_price_cents')
  const window = { limit: q.page_size, offset: (q.page - 1) * q.page_size }
  if (q.keyword) {
    // search: every candidate in the asked order, ranked by match (server/README.md "Search"), then one page read
    const ranked = rankedIds(db, statement(db, `SELECT i.id ${from} ORDER BY ${ORDER_BY[q.sort]}`).pluck().all(args) as number[], q.keyword)
    return itemPageJson(itemSummaryJsonByIds(db, ranked.slice(window.offset, window.offset + window.limit)), ranked.length, q.page, q.page_size)
  }
  const total = (statement(db, `SELECT COUNT(*) AS n ${from}`).get(args) as { n: number }).n
  // The page's cards straight from the sorted query, as JSON written by SQLite (model/itemSummaryJson.ts; reading ids, then rows
  // by id, cost more here). A popularity or newest page walks its sort's index and checks the price bounds there ('+' keeps SQLite from
  // taking the price index, then sorting every match). `+@limit`: SQLite reads a bare LIMIT parameter while planning, so every call
  // re-bound it and re-prepared the statement
  const pageFrom = q.sort === 'price_asc' || q.sort === 'price_desc' ? from : filtered('+i.min_price_cents')
  const cards = statement(db, `SELECT ${ITEM_SUMMARY_JSON} ${pageFrom} ORDER BY ${ORDER_BY[q.sort]} LIMIT +@limit OFFSET @offset`)
    .pluck().all({ ...args, ...window }) as string[]
  return itemPageJson(cards, total, q.page, q.page_size)
}
