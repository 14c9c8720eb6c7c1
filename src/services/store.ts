import type { ItemDetail, ItemListQuery, ItemSummary, ListingSort, Page } from '../../types/api'
import { ItemDetailSchema, ItemPageSchema } from '../contract/catalogue'
import { request } from '../lib/request'
import { answer } from './shape'

const ITEM_LIST = '/v3/store/item/list'
const ITEM_DETAIL = '/v3/store/item/detail'

export function itemList (query: ItemListQuery): Promise<Page<ItemSummary>> {
  return request<unknown>(ITEM_LIST, { data: { ...query } }).then(answer(ItemPageSchema, ITEM_LIST))
}

/** One item; `listingSort` orders its listings on the server (price_asc when absent). */
export function itemDetail (itemId: number, listingSort?: ListingSort): Promise<ItemDetail> {
  const data = listingSort ? { item_id: itemId, listing_sort: listingSort } : { item_id: itemId }
  return request<unknown>(ITEM_DETAIL, { data }).then(answer(ItemDetailSchema, ITEM_DETAIL))
}
