import type { AssetState, InventoryAsset, InventoryPage, MyListing, SellOrder } from '../../../../types/api'
import { item } from '../../support/fixtures'

export const P = (path: string): string => `/api/v1/open${path}`

export const asset = (id: string, state: AssetState = 'tradable', itemId = 3): InventoryAsset => ({
  asset_id: id, item: { ...item(itemId), name: `饰品${itemId}` }, wear: null, state,
  tradable_at: state === 'hold' ? 1893456000 : null, listing_id: state === 'listed' || state === 'trading' ? 9 : null,
    price: state === 'listed' ? '12.00' : null, market_price: '12.50'
})

export const inventoryPage = (list: InventoryAsset[], state: InventoryPage['state'] = 'ok', state_text = ''): InventoryPage => ({
  list, total: list.length, page: 1, page_size: 100, has_more: false, state, state_text,
  steam_id: state === 'not_bound' ? null : '76561198000000001', refreshed_at: 1, cooldown: 0,
  total_value: `${list.length * 12}.${list.length % 2 === 0 ? '00' : '50'}`
})

export const listing = (id: number, status: 'on_sale' | 'locked' = 'on_sale', isLowest = true): MyListing => ({
  listing_id: id, asset_id: `a${id}`, item: { ...item(3), name: `饰品${id}` }, wear: null, status, price: '10.00', fee: '0.25', receive: '9.75',
  rentable: false, rent_daily: null, rent_deposit: null, rent_max_days: null, views: 4, lowest_price: isLowest ? '10.00' : '9.50', is_lowest: isLowest,
    order_id: status === 'locked' ? 'o1' : null, created_at: 1
})

/** A seller's order; paid ones wait for the offer until deliver_deadline. */
export const sellOrder = (id: string, status: SellOrder['status'] = 'paid', extra: Partial<SellOrder> = {}): SellOrder => ({
  order_id: id, kind: 'buy', status,
    status_text: { created: '待支付', paid: '待发货', offer_sent: '待收货', completed: '已完成', cancelled: '已取消', timed_out: '已关闭' }[status],
  item: { ...item(3), name: `出售饰品${id}` }, listing_id: 9, asset_id: `a${id}`, wear: null, price: '100.00', fee: '2.50', proceeds: '97.50',
  buyer_nickname: '演***号', created_at: 1000, paid_at: status === 'created' ? null : 1010, deliver_deadline: status === 'paid' ? 1010 + 43200 : null,
  offer_sent_at: status === 'offer_sent' || status === 'completed' ? 1020 : null, completed_at: status === 'completed' ? 1030 : null,
  proceeds_release_at: status === 'completed' ? 1030 : null, proceeds_released: status === 'completed', cancel_reason: null, cancel_reason_text: null,
  offer: status === 'offer_sent' || status === 'completed' ? { offer_id: 'of1', status: status === 'completed' ? 'accepted' : 'sent' } : null,
  buyer_trade_url: status === 'paid' ? 'https://steamcommunity.com/tradeoffer/new/?partner=39734274&token=Ab12Cd31' : null, verify_code: 'A1B2C3',
  operation: status === 'paid' ? ['send_offer', 'cancel'] : [], timeline: [{ status: 'created', at: 1000 }], ...extra
})
