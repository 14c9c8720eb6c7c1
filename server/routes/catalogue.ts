import type { Api } from '../http/context'
import type { Game, GamesMenu, HotWord, ItemDetail, ItemSort, ItemSummary, KeywordSuggestion, ListingSort, Page, SellerShop, WearEntry } from '../../types/api'
import { appid, int, money, oneOf, optional, parse, str } from '../http/validate'
import { itemSummary, LISTING_WITH_SELLER, listingView, loadItem, sellerBrief, type ItemListRow, type ListingRow } from '../model/catalogue'
import { ITEM_SUMMARY_JSON, itemPageJson, itemSummaryJsonByIds } from '../model/itemSummaryJson'
import type { JsonText } from '../http/jsonText'
import { EXTERIORS } from '../domain/exteriors'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { expireStaleOrders } from '../model/orders'
import { countItemView } from '../model/listingViews'
import { priceHistory } from '../model/priceHistory'
import { rankedIds } from '../model/catalogueSearch'
import { wearBound } from '../http/wearBound'
import { statement } from '../db/statements'

const SORTS: readonly ItemSort[] = ['price_asc', 'price_desc', 'newest', 'popular']
const ORDER_BY: Record<ItemSort, string> = {
  price_asc: 'i.min_price_cents ASC, i.id ASC',
  price_desc: 'i.min_price_cents DESC, i.id DESC',
  newest: 'i.created_at DESC, i.id DESC',
  popular: 'i.popularity DESC, i.id ASC'
}
const EXTERIOR_NAMES = EXTERIORS.map((wear) => wear.name)
const LISTING_SORTS: readonly ListingSort[] = ['price_asc', 'price_desc', 'wear_asc', 'wear_desc']
/** The item page's listing order; listings without wear (DOTA2) sort by price, ties by the oldest id. */
const LISTING_ORDER: Record<ListingSort, string> = {
  price_asc: 'l.price_cents ASC, l.id ASC',
  price_desc: 'l.price_cents DESC, l.id ASC',
  wear_asc: 'l.wear IS NULL, CAST(l.wear AS REAL) ASC, l.price_cents ASC, l.id ASC',
  wear_desc: 'l.wear IS NULL, CAST(l.wear AS REAL) DESC, l.price_cents ASC, l.id ASC'
}

/** The item list's parameters, built once (issue 12: building the rules' closures per request showed in its profile). */
const ITEM_LIST_FIELDS = {
  appid: optional(appid(), 570),
  page: optional(int('页码', 1, 100000), 1),
  page_size: optional(int('每页数量', 1, 100), 20),
  keyword: optional(str('关键词', { max: 50 })),
  category: optional(str('分类', { max: 30 })),
  rarity: optional(str('稀有度', { max: 20 })),
  quality: optional(str('类别', { max: 20 })),
  exterior: optional(oneOf('外观', EXTERIOR_NAMES)),
  min_price: optional(money('最低价')),
  max_price: optional(money('最高价')),
  sort: optional(oneOf('排序', SORTS), 'popular')
}

/** Games menu, item list and detail, search words, seller shop. */
export function catalogueRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps
  // listings held by unpaid orders past their deadline go back on sale before the shop is read
  const fresh = { cache: true, before: () => expireStaleOrders(deps) }

  api.route('/v4/sys/menu/game-menu-multi', (): GamesMenu => {
    const games = db.prepare('SELECT appid, zh_name, en_name, icon FROM games ORDER BY sort').all() as Game[]
    return { main_game: games.find((game) => game.appid === 570)!, games }
  })

  // The shop lists items that have at least one listing on sale; min_price is the lowest of them.
  api.route('/v3/store/item/list', (call): JsonText<Page<ItemSummary>> => {
    const q = parse(call.params, ITEM_LIST_FIELDS)
    if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) fail(Status.badRequest, '最低价不能高于最高价')
    const wear = wearRange(call.params.min_wear, call.params.max_wear, q.appid)
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
    if (wear) {
      // an item is in the range when one of its listings on sale is (listing wear is text with up to 6 decimals)
      where.push("EXISTS (SELECT 1 FROM listings l WHERE l.item_id = i.id AND l.status = 'on_sale' AND CAST(l.wear AS REAL) * 10000 BETWEEN @min_wear AND @max_wear)")
      Object.assign(args, wear)
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
    // issue 12: the page's cards straight from the sorted query, as JSON written by SQLite (model/itemSummaryJson.ts; reading ids, then rows
    // by id, cost more here). A popularity or newest page walks its sort's index and checks the price bounds there ('+' keeps SQLite from
    // taking the price index, then sorting every match). `+@limit`: SQLite reads a bare LIMIT parameter while planning, so every call
    // re-bound it and re-prepared the statement
    const pageFrom = q.sort === 'price_asc' || q.sort === 'price_desc' ? from : filtered('+i.min_price_cents')
    const cards = statement(db, `SELECT ${ITEM_SUMMARY_JSON} ${pageFrom} ORDER BY ${ORDER_BY[q.sort]} LIMIT +@limit OFFSET @offset`).pluck().all({ ...args, ...window }) as string[]
    return itemPageJson(cards, total, q.page, q.page_size)
  }, fresh)

  api.route('/v3/store/item/detail', (call): ItemDetail => {
    const q = parse(call.params, { item_id: int('饰品', 1), listing_sort: optional(oneOf('在售排序', LISTING_SORTS), 'price_asc') })
    const item = loadItem(db, q.item_id) ?? fail(Status.notFound, '饰品不存在')
    const listings = db.prepare(`${LISTING_WITH_SELLER} WHERE l.item_id = ? AND l.status = 'on_sale' ORDER BY ${LISTING_ORDER[q.listing_sort]} LIMIT 50`).all(item.id) as Parameters<typeof listingView>[0][]
    const sales = db.prepare('SELECT price_cents, wear, sold_at FROM sales WHERE item_id = ? ORDER BY sold_at DESC, id DESC LIMIT 10').all(item.id) as { price_cents: number, wear: string | null, sold_at: number }[]
    const bid = db.prepare("SELECT MAX(price_cents) AS cents FROM buy_orders WHERE item_id = ? AND status = 'open' AND filled < quantity").get(item.id) as { cents: number | null }
    return {
      ...itemSummary(item),
      description: item.description,
      wears: wearEntries(item),
      listings: listings.map(listingView),
      highest_buy_order: bid.cents === null ? null : formatCents(bid.cents),
      recent_sales: sales.map((sale) => ({ price: formatCents(sale.price_cents), wear: sale.wear, sold_at: sale.sold_at })),
      price_history: priceHistory(db, item.id, deps.now(), 90)
    }
  }, { ...fresh, before: (params) => { fresh.before(); countItemView(db, params.item_id) } })

  /** The same skin in each exterior (CS2); empty for items without wear. */
  function wearEntries (item: ItemListRow): WearEntry[] {
    if (!item.exterior) return []
    const base = item.name.slice(0, item.name.lastIndexOf(' ('))
    const rows = db.prepare(`SELECT i.id, i.exterior, i.ref_price_cents, i.min_price_cents, i.on_sale_count
      FROM items i WHERE i.appid = ? AND i.quality = ? AND i.name LIKE ? ESCAPE '\\'`).all(item.appid, item.quality, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)} (%`) as
      { id: number, exterior: string, ref_price_cents: number, min_price_cents: number | null, on_sale_count: number }[]
    return EXTERIOR_NAMES.flatMap((name) => rows.filter((row) => row.exterior === name)).map((row) => ({
      item_id: row.id,
      exterior: row.exterior,
      min_price: formatCents(row.min_price_cents ?? row.ref_price_cents),
      on_sale_count: row.on_sale_count
    }))
  }

  api.route('/v3/store/search/hot-words', (call): HotWord[] => {
    const q = parse(call.params, { appid: optional(appid()) })
    const rows = q.appid
      ? db.prepare('SELECT word FROM hot_words WHERE appid = ? ORDER BY weight DESC').all(q.appid)
      : db.prepare('SELECT word FROM hot_words ORDER BY weight DESC').all()
    return rows as HotWord[]
  })

  api.route('/v3/store/search/suggest', (call): KeywordSuggestion[] => {
    const q = parse(call.params, { keyword: str('关键词', { max: 50 }), appid: optional(appid(), 570) })
    // the item list's ranking, popular first within a tier; items off sale are suggested too (their page says so)
    const ids = db.prepare('SELECT id FROM items WHERE appid = ? ORDER BY popularity DESC, id ASC').pluck().all(q.appid) as number[]
    const top = rankedIds(db, ids, q.keyword).slice(0, 10)
    const names = new Map((top.length ? db.prepare(`SELECT id, name FROM items WHERE id IN (${top.map(() => '?').join(',')})`).all(...top) as { id: number, name: string }[] : []).map((row) => [row.id, row.name]))
    return top.map((id) => ({ item_id: id, name: names.get(id)! }))
  })

  api.route('/v3/store/seller/shop', (call): SellerShop => {
    const q = parse(call.params, { seller_id: int('卖家', 1), page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) })
    const seller = db.prepare('SELECT id, nickname, avatar, deliver_rate_bp, avg_deliver_minutes FROM users WHERE id = ? AND is_seller = 1').get(q.seller_id) as
      ({ id: number } & Parameters<typeof sellerBrief>[1]) | undefined
    if (!seller) fail(Status.notFound, '卖家不存在')
    const total = (db.prepare("SELECT COUNT(*) AS n FROM listings WHERE seller_id = ? AND status = 'on_sale'").get(q.seller_id) as { n: number }).n
    const rows = db.prepare(`${LISTING_WITH_SELLER} WHERE l.seller_id = ? AND l.status = 'on_sale' ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`)
      .all(q.seller_id, q.page_size, (q.page - 1) * q.page_size) as (ListingRow & Parameters<typeof listingView>[0])[]
    return {
      seller: sellerBrief(seller!.id, seller!),
      listings: {
        list: rows.map((row) => ({ ...listingView(row), item: itemSummary(loadItem(db, row.item_id)!) })),
        total,
        page: q.page,
        page_size: q.page_size,
        has_more: q.page * q.page_size < total
      }
    }
  })
}

/** The item list's wear range in ten-thousandths: CS2 only, one bound alone means 0 or 1, min ≤ max; null when none is asked. */
function wearRange (min: unknown, max: unknown, game: number): { min_wear: number, max_wear: number } | null {
  const low = wearBound(min, '最低磨损')
  const high = wearBound(max, '最高磨损')
  if (low === undefined && high === undefined) return null
  if (game !== 730) fail(Status.badRequest, '该游戏的饰品没有磨损，不能按磨损筛选')
  const range = { min_wear: low ?? 0, max_wear: high ?? 10000 }
  if (range.min_wear > range.max_wear) fail(Status.badRequest, '最低磨损不能高于最高磨损')
  return range
}
