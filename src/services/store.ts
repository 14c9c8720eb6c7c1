import type { ItemDetail, ItemListQuery, ItemSummary, Page } from '../../types/api'
import { request } from '../lib/request'
import { ensure, hasList } from './shape'

const ITEM_LIST = '/v3/store/item/list'
const ITEM_DETAIL = '/v3/store/item/detail'

export function itemList (query: ItemListQuery): Promise<Page<ItemSummary>> {
  return request<unknown>(ITEM_LIST, { data: { ...query } })
    .then((data) => ensure<Page<ItemSummary>>(data, hasList, ITEM_LIST, 'item page'))
}

export function itemDetail (itemId: number): Promise<ItemDetail> {
  return request<unknown>(ITEM_DETAIL, { data: { item_id: itemId } })
    .then((data) => ensure<ItemDetail>(data, (v) => typeof v.item_id === 'number' && Array.isArray(v.wears), ITEM_DETAIL, 'item detail'))
}
