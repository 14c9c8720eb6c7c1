import type { Api } from '../http/context'
import type { GamesMenu, HotWord, ItemDetail, ItemSummary, KeywordSuggestion, Page, SellerShop, WearEntry } from '../../types/api'
import type { JsonText } from '../domain/jsonText'
import { appid, int, money, oneOf, optional, parse, str } from '../http/validate'
import {
  games, hotWords, itemIdsByPopularity, itemListings, itemNames, itemSummary, LISTING_SORTS, listingView, loadItem, sameSkinExteriors,
  sellerBrief, sellerListings, shopSeller, type ItemListRow
} from '../model/catalogue'
import { ITEM_SORTS, itemListPage } from '../model/itemList'
import { highestBid } from '../model/buyOrders'
import { EXTERIORS } from '../domain/exteriors'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { expireStaleOrders } from '../model/orders'
import { countItemView } from '../model/listingViews'
import { priceHistory, recentSales } from '../model/priceHistory'
import { rankedIds } from '../model/catalogueSearch'
import { wearBound } from '../http/wearBound'

const EXTERIOR_NAMES = EXTERIORS.map((wear) => wear.name)

/** The item list's parameters, built once: building the rules' closures per request showed in the list's profile. */
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
  sort: optional(oneOf('排序', ITEM_SORTS), 'popular')
}

/** Games menu, item list and detail, search words, seller shop. */
export function catalogueRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps
  // listings held by unpaid orders past their deadline go back on sale before the shop is read
  const fresh = { cache: true, before: () => expireStaleOrders(deps) }

  api.route('/v4/sys/menu/game-menu-multi', (): GamesMenu => {
    const all = games(db)
    return { main_game: all.find((game) => game.appid === 570)!, games: all }
  })

  // The shop lists items that have at least one listing on sale; min_price is the lowest of them.
  api.route('/v3/store/item/list', (call): JsonText<Page<ItemSummary>> => {
    const q = parse(call.params, ITEM_LIST_FIELDS)
    if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) fail(Status.badRequest, '最低价不能高于最高价')
    return itemListPage(db, { ...q, wear: wearRange(call.params.min_wear, call.params.max_wear, q.appid) })
  }, fresh)

  api.route('/v3/store/item/detail', (call): ItemDetail => {
    const q = parse(call.params, { item_id: int('饰品', 1), listing_sort: optional(oneOf('在售排序', LISTING_SORTS), 'price_asc') })
    const item = loadItem(db, q.item_id) ?? fail(Status.notFound, '饰品不存在')
    const bid = highestBid(deps, item.id)
    return {
      ...itemSummary(item),
      description: item.description,
      wears: wearEntries(item),
      listings: itemListings(db, item.id, q.listing_sort).map(listingView),
      highest_buy_order: bid === null ? null : formatCents(bid),
      recent_sales: recentSales(deps, item.id).map((sale) => ({ price: formatCents(sale.price_cents), wear: sale.wear, sold_at: sale.sold_at })),
      price_history: priceHistory(db, item.id, deps.now(), 90)
    }
  }, { ...fresh, before: (params) => { fresh.before(); countItemView(db, params.item_id) } })

  /** The same skin in each exterior (CS2); empty for items without wear. */
  const wearEntries = (item: ItemListRow): WearEntry[] => sameSkinExteriors(db, item).map((row) => ({
    item_id: row.id,
    exterior: row.exterior,
    min_price: formatCents(row.min_price_cents ?? row.ref_price_cents),
    on_sale_count: row.on_sale_count
  }))

  api.route('/v3/store/search/hot-words', (call): HotWord[] => {
    const q = parse(call.params, { appid: optional(appid()) })
    return hotWords(db, q.appid) as HotWord[]
  })

  api.route('/v3/store/search/suggest', (call): KeywordSuggestion[] => {
    const q = parse(call.params, { keyword: str('关键词', { max: 50 }), appid: optional(appid(), 570) })
    // the item list's ranking, popular first within a tier; items off sale are suggested too (their page says so)
    const top = rankedIds(db, itemIdsByPopularity(db, q.appid), q.keyword).slice(0, 10)
    const names = itemNames(db, top)
    return top.map((id) => ({ item_id: id, name: names.get(id)! }))
  })

  api.route('/v3/store/seller/shop', (call): SellerShop => {
    const q = parse(call.params, { seller_id: int('卖家', 1), page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) })
    const seller = shopSeller(db, q.seller_id)
    if (!seller) fail(Status.notFound, '卖家不存在')
    const { rows, total } = sellerListings(db, q.seller_id, q.page, q.page_size)
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
