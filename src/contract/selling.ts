/** The seller's side: inventory, listing, my listings, public buy orders and selling into them. */
import { array, boolean, nullable, object, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema, WearSchema, pageOf } from './common'
import { ItemSummarySchema, ListingStatusSchema } from './catalogue'
import { OrderStatusSchema } from './orders'

/** tradable: can be listed; hold: Steam trade hold until tradable_at; listed: on sale; trading: in an order or rented out */
export const AssetStateSchema = picklist(['tradable', 'hold', 'listed', 'trading'])
export const InventoryAssetSchema = object({
  asset_id: string(),
  item: ItemSummarySchema,
  wear: WearSchema,
  state: AssetStateSchema,
  /** when a held item becomes tradable; null otherwise */
  tradable_at: nullable(TimeSchema),
  /** the live listing (listed / trading), else null */
  listing_id: nullable(CountSchema),
  price: nullable(MoneySchema),
  /** what the item fetches now: its lowest listing, else its reference price */
  market_price: MoneySchema
})
/** ok, or why the inventory cannot be shown (not_bound, private: empty list) or used for selling (no_trade_url: items shown) */
export const InventoryStateSchema = picklist(['ok', 'not_bound', 'private', 'no_trade_url'])
export const InventoryPageSchema = object({
  ...pageOf(InventoryAssetSchema).entries,
  state: InventoryStateSchema,
  /** what to tell the user about the state (empty when ok) */
  state_text: string(),
  steam_id: nullable(string()),
  /** last refresh from Steam, null before the first */
  refreshed_at: nullable(TimeSchema),
  /** seconds until the next refresh is allowed (0 = now) */
  cooldown: CountSchema,
  /** the sum of market_price over every item the filter matches (all pages) */
  total_value: MoneySchema
})
export const InventoryRefreshSchema = object({ refreshed_at: TimeSchema, new_items: CountSchema, cooldown: CountSchema })

/** Price guidance for one item: the lowest listing, the highest open buy order, the last sale */
export const SellGuidanceSchema = object({
  item_id: CountSchema,
  reference_price: MoneySchema,
  lowest_price: nullable(MoneySchema),
  on_sale_count: CountSchema,
  highest_buy_order: nullable(MoneySchema),
  last_sale: nullable(object({ price: MoneySchema, sold_at: TimeSchema })),
  /** the highest price a listing may ask (10 × reference, at least 100.00) */
  max_price: MoneySchema
})
export const SellGuidancesSchema = array(SellGuidanceSchema)

/** One item of a listing batch as the preview and the create read it back: fee and proceeds exact to the cent */
export const SellQuoteSchema = object({
  asset_id: string(),
  item_id: CountSchema,
  price: MoneySchema,
  fee: MoneySchema,
  receive: MoneySchema,
  /** a fee-free promotion waives this item's fee (fee 0.00), if it sells while the seller's slots last */
  fee_free: boolean(),
  rent_daily: nullable(MoneySchema),
  rent_deposit: nullable(MoneySchema),
  rent_max_days: nullable(CountSchema),
  /** a matching buy order this listing would fill at once (at the buy order's price), else null */
  buy_order_price: nullable(MoneySchema)
})
/** `fee_note`: which fee-free promotion covers how many of the items ('' when none) */
export const SellPreviewSchema = object({
  items: array(SellQuoteSchema),
  total_price: MoneySchema,
  total_fee: MoneySchema,
  total_receive: MoneySchema,
  fee_note: string()
})

export const MyListingSchema = object({
  listing_id: CountSchema,
  asset_id: nullable(string()),
  item: ItemSummarySchema,
  wear: WearSchema,
  status: ListingStatusSchema,
  price: MoneySchema,
  fee: MoneySchema,
  receive: MoneySchema,
  rentable: boolean(),
  rent_daily: nullable(MoneySchema),
  rent_deposit: nullable(MoneySchema),
  rent_max_days: nullable(CountSchema),
  /** item-page views while this listing was on sale (counted in memory since the API started) */
  views: CountSchema,
  /** the item's lowest price on sale now (this listing included), null when nothing is on sale */
  lowest_price: nullable(MoneySchema),
  is_lowest: boolean(),
  /** the live order of a locked listing, else null */
  order_id: nullable(string()),
  created_at: TimeSchema
})
export const MyListingPageSchema = pageOf(MyListingSchema)
export const ListingBatchSchema = object({
  listings: array(MyListingSchema),
  /** listings that filled a buy order at once */
  filled: CountSchema
})
export const PriceChangeResultSchema = object({
  listings: array(MyListingSchema),
  /** listings a batch rule left alone, with why */
  skipped: array(object({ listing_id: CountSchema, reason: string() })),
  filled: CountSchema
})

/** A public buy order of an item (who placed it is not shown) */
export const PublicBuyOrderSchema = object({
  buy_order_id: CountSchema,
  price: MoneySchema,
  remaining: CountSchema,
  min_wear: nullable(string()),
  max_wear: nullable(string()),
  created_at: TimeSchema
})
export const ItemBuyOrdersSchema = object({ highest: nullable(MoneySchema), total_remaining: CountSchema, list: array(PublicBuyOrderSchema) })

/** Selling one inventory item into a buy order: the buyer's order waits for the seller's trade offer (paid) */
export const BuyOrderSaleSchema = object({
  order_id: string(),
  status: OrderStatusSchema,
  buy_order_id: CountSchema,
  listing_id: CountSchema,
  asset_id: string(),
  item: ItemSummarySchema,
  price: MoneySchema,
  fee: MoneySchema,
  receive: MoneySchema
})
