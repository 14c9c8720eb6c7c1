/** Games menu and shop reads (the shop tab loads these first: keep them small). */
import { array, boolean, nullable, object, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema, WearSchema, pageOf } from './common'

export const GameSchema = object({ appid: CountSchema, zh_name: string(), en_name: string(), icon: string() })
export const GamesMenuSchema = object({ main_game: GameSchema, games: array(GameSchema) })

export const ItemSummarySchema = object({
  item_id: CountSchema,
  appid: CountSchema,
  name: string(),
  market_hash_name: string(),
  /** our drawing of the item (its kind's silhouette): always there */
  image: string(),
  /** a provider's picture of the item, shown instead of the drawing when there is one */
  provider_image: nullable(string()),
  category: string(),
  rarity: string(),
  rarity_color: string(),
  quality: string(),
  exterior: nullable(string()),
  min_price: MoneySchema,
  on_sale_count: CountSchema
})
export const ItemPageSchema = pageOf(ItemSummarySchema)

export const SellerBriefSchema = object({
  seller_id: CountSchema,
  nickname: string(),
  avatar: string(),
  deliver_rate: string(),
  avg_deliver_minutes: CountSchema
})
export const ListingStatusSchema = picklist(['on_sale', 'locked', 'sold', 'off'])
export const ListingSchema = object({
  listing_id: CountSchema,
  item_id: CountSchema,
  seller: SellerBriefSchema,
  price: MoneySchema,
  wear: WearSchema,
  exterior: nullable(string()),
  rentable: boolean(),
  rent_daily: nullable(MoneySchema),
  rent_deposit: nullable(MoneySchema),
  status: ListingStatusSchema
})
export const SaleRecordSchema = object({ price: MoneySchema, wear: WearSchema, sold_at: TimeSchema })
/** One market day (Beijing time): the average sale price (null on a day without sales) and the number of sales. */
export const PricePointSchema = object({ date: string(), price: nullable(MoneySchema), count: CountSchema })
export const WearEntrySchema = object({ item_id: CountSchema, exterior: string(), min_price: MoneySchema, on_sale_count: CountSchema })
export const ItemDetailSchema = object({
  ...ItemSummarySchema.entries,
  description: string(),
  wears: array(WearEntrySchema),
  listings: array(ListingSchema),
  /** the highest open buy order's price, beside the lowest listing */
  highest_buy_order: nullable(MoneySchema),
  recent_sales: array(SaleRecordSchema),
  /** the last 90 market days, oldest first, from the same sales as recent_sales */
  price_history: array(PricePointSchema)
})
