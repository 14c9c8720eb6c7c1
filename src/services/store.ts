import type { ItemDetail, ItemListQuery, ItemSummary, Page } from '../../types/api'
import { ItemDetailSchema, ItemPageSchema } from '../contract/catalogue'
import { request } from '../lib/request'
import { answer } from './shape'

const ITEM_LIST = '/v3/store/item/list'
const ITEM_DETAIL = '/v3/store/item/detail'

export function itemList (query: ItemListQuery): Promise<Page<ItemSummary>> {
  return request<unknown>(ITEM_LIST, { data: { ...query } }).then(answer(ItemPageSchema, ITEM_LIST))
}

export function itemDetail (itemId: number): Promise<ItemDetail> {
  return request<unknown>(ITEM_DETAIL, { data: { item_id: itemId } }).then(answer(ItemDetailSchema, ITEM_DETAIL))
}
