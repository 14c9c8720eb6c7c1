import type {
  AssetState,
  BuyOrderSale,
  InventoryPage,
  InventoryRefresh,
  ItemBuyOrders,
  ListingBatch,
  ListingInput,
  MyListing,
  PriceChangeResult,
  SellGuidance,
  SellPreview
} from '../../types/api'
import { array } from 'valibot'
import {
  BuyOrderSaleSchema,
  InventoryPageSchema,
  InventoryRefreshSchema,
  ItemBuyOrdersSchema,
  ListingBatchSchema,
  MyListingPageSchema,
  MyListingSchema,
  PriceChangeResultSchema,
  SellGuidancesSchema,
  SellPreviewSchema
} from '../contract/selling'
import { request } from '../lib/request'
import { answer } from './shape'

/** The seller's side (server/README.md "Selling"): inventory, listing, my listings, selling into buy orders. */

export interface InventoryFilter {
  appid?: number
  category?: string
  rarity?: string
  exterior?: string
  keyword?: string
  state?: AssetState
}

const INVENTORY = '/v4/trade/inventory/list'
/** One page of the bound Steam account's inventory, with why it cannot be shown or used (state). */
export function inventory (filter: InventoryFilter = {}, page = 1, pageSize = 100): Promise<InventoryPage> {
  const data: Record<string, string | number> = { page, page_size: pageSize }
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') data[key] = value
  return request<unknown>(INVENTORY, { data, toast: false }).then(answer(InventoryPageSchema, INVENTORY))
}

const REFRESH = '/v4/trade/inventory/refresh'
/** Pulls new items from Steam; once per 60 s (4029 with data.cooldown otherwise). */
export function refreshInventory (): Promise<InventoryRefresh> {
  return request<unknown>(REFRESH, { method: 'POST', toast: false }).then(answer(InventoryRefreshSchema, REFRESH))
}

const GUIDANCE = '/v4/trade/sell/guidance'
/** Lowest listing, highest buy order, last sale and price ceiling of up to 50 items. */
export function sellGuidance (itemIds: number[]): Promise<SellGuidance[]> {
  return request<unknown>(GUIDANCE, { data: { item_ids: itemIds.join(',') }, toast: false }).then(answer(SellGuidancesSchema, GUIDANCE))
}

const PREVIEW = '/v4/trade/sell/preview'
/** Fee and proceeds of each item to the cent, and the buy order a price would fill at once; no pay password. */
export function sellPreview (items: ListingInput[]): Promise<SellPreview> {
  return request<unknown>(PREVIEW, { method: 'POST', data: { items: JSON.stringify(items) }, toast: false }).then(answer(SellPreviewSchema, PREVIEW))
}

const CREATE = '/v4/trade/sell/create'
/** Lists the batch, all or nothing; the pay password confirms it. */
export function createListings (items: ListingInput[], payPassword: string): Promise<ListingBatch> {
  return request<unknown>(
    CREATE,
    { method: 'POST', data: { items: JSON.stringify(items), pay_password: payPassword }, toast: false }
  ).then(answer(ListingBatchSchema, CREATE))
}

const MY_LISTINGS = '/v4/trade/sell/my-listings'
export function myListings (page = 1, pageSize = 50): Promise<{ list: MyListing[], has_more: boolean }> {
  return request<unknown>(MY_LISTINGS, { data: { page, page_size: pageSize }, toast: false }).then(answer(MyListingPageSchema, MY_LISTINGS))
}

const CHANGE_PRICE = '/v4/trade/sell/change-price'
export type PriceRule = 'match_lowest' | 'undercut'
/** One listing to a price, or a batch by a rule (match the others' lowest, or 0.01 under it). */
export function changePrice (change: { listingId: number, price: string } | { listingIds: number[], rule: PriceRule }): Promise<PriceChangeResult> {
  const data = 'price' in change ? { listing_id: change.listingId, price: change.price } : { listing_ids: change.listingIds.join(','), rule: change.rule }
  return request<unknown>(CHANGE_PRICE, { method: 'POST', data, toast: false }).then(answer(PriceChangeResultSchema, CHANGE_PRICE))
}

const DELIST = '/v4/trade/sell/delist'
export function delist (listingIds: number[]): Promise<MyListing[]> {
  return request<unknown>(DELIST, { method: 'POST', data: { listing_ids: listingIds.join(',') }, toast: false }).then(answer(array(MyListingSchema), DELIST))
}

const ITEM_BUY_ORDERS = '/v4/trade/buy-order/item'
/** An item's open buy orders, highest first; who placed them is not shown. */
export function itemBuyOrders (itemId: number): Promise<ItemBuyOrders> {
  return request<unknown>(ITEM_BUY_ORDERS, { data: { item_id: itemId }, toast: false }).then(answer(ItemBuyOrdersSchema, ITEM_BUY_ORDERS))
}

const SELL_TO_BUY_ORDER = '/v4/trade/buy-order/sell'
/** Sells one inventory item into a buy order at its price; the buyer's order then waits for the trade offer. */
export function sellToBuyOrder (buyOrderId: number, assetId: string, payPassword: string): Promise<BuyOrderSale> {
  return request<unknown>(
    SELL_TO_BUY_ORDER,
    { method: 'POST', data: { buy_order_id: buyOrderId, asset_id: assetId, pay_password: payPassword }, toast: false }
  ).then(answer(BuyOrderSaleSchema, SELL_TO_BUY_ORDER))
}
