import type { AssetState, InventoryAsset, InventoryPage, MyListing } from '../../../../types/api'
import { item } from '../../support/fixtures'

export const P = (path: string): string => `/api/v1/open${path}`

export const asset = (id: string, state: AssetState = 'tradable', itemId = 3): InventoryAsset => ({
  asset_id: id, item: { ...item(itemId), name: `饰品${itemId}` }, wear: null, state,
  tradable_at: state === 'hold' ? 1893456000 : null, listing_id: state === 'listed' || state === 'trading' ? 9 : null, price: state === 'listed' ? '12.00' : null
})

export const inventoryPage = (list: InventoryAsset[], state: InventoryPage['state'] = 'ok', state_text = ''): InventoryPage => ({
  list, total: list.length, page: 1, page_size: 100, has_more: false, state, state_text,
  steam_id: state === 'not_bound' ? null : '76561198000000001', refreshed_at: 1, cooldown: 0
})

export const listing = (id: number, status: 'on_sale' | 'locked' = 'on_sale', isLowest = true): MyListing => ({
  listing_id: id, asset_id: `a${id}`, item: { ...item(3), name: `饰品${id}` }, wear: null, status, price: '10.00', fee: '0.25', receive: '9.75',
  rentable: false, rent_daily: null, rent_deposit: null, rent_max_days: null, views: 4, lowest_price: isLowest ? '10.00' : '9.50', is_lowest: isLowest, order_id: status === 'locked' ? 'o1' : null, created_at: 1
})
