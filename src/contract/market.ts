/** Search words, suggestions and a seller's shop. */
import { array, object, string } from 'valibot'
import { CountSchema, pageOf } from './common'
import { ItemSummarySchema, ListingSchema, SellerBriefSchema } from './catalogue'

export const HotWordSchema = object({ word: string() })
export const HotWordsSchema = array(HotWordSchema)
export const KeywordSuggestionSchema = object({ item_id: CountSchema, name: string() })
export const SuggestionsSchema = array(KeywordSuggestionSchema)
export const ShopListingSchema = object({ ...ListingSchema.entries, item: ItemSummarySchema })
export const SellerShopSchema = object({ seller: SellerBriefSchema, listings: pageOf(ShopListingSchema) })
