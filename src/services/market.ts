import type { HotWord, KeywordSuggestion, SellerShop } from '../../types/api'
import { HotWordsSchema, SellerShopSchema, SuggestionsSchema } from '../contract/market'
import { request } from '../lib/request'
import { answer } from './shape'

const HOT_WORDS = '/v3/store/search/hot-words'
const SUGGEST = '/v3/store/search/suggest'
const SELLER_SHOP = '/v3/store/seller/shop'

/** Hot search words of a game, most searched first. */
export function hotWords (appid: number): Promise<HotWord[]> {
  return request<unknown>(HOT_WORDS, { data: { appid }, toast: false }).then(answer(HotWordsSchema, HOT_WORDS))
}

/** Item names matching what the user has typed so far (up to 10). */
export function suggest (keyword: string, appid: number): Promise<KeywordSuggestion[]> {
  return request<unknown>(SUGGEST, { data: { keyword, appid }, toast: false }).then(answer(SuggestionsSchema, SUGGEST))
}

/** A seller's profile and one page of their listings. */
export function sellerShop (sellerId: number, page: number, pageSize = 20): Promise<SellerShop> {
  return request<unknown>(SELLER_SHOP, { data: { seller_id: sellerId, page, page_size: pageSize } }).then(answer(SellerShopSchema, SELLER_SHOP))
}
