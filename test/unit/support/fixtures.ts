import type {
  Game, ItemSummary, Message, Offer, Order, OfferStatus, OrderOperation, OrderStatus, PayChannel, PayChannelInfo, UserInfo, Wallet
} from '../../../types/api'

export const game = (appid: number, zh_name = `game ${appid}`): Game => ({ appid, zh_name, en_name: zh_name, icon: '' })

export const item = (item_id: number): ItemSummary => ({
  item_id, appid: 570, name: `item ${item_id}`, market_hash_name: `item ${item_id}`, image: '', provider_image: null, category: 'weapon',
  rarity: 'rare', rarity_color: '#4b69ff', quality: 'normal', exterior: null, min_price: '1.00', on_sale_count: 1
})

export const order = (order_id: string, status: OrderStatus = 'created', operation: OrderOperation[] = ['pay', 'cancel']): Order => ({
  order_id, kind: 'buy', status, status_text: '待支付', item: item(1), listing_id: 1, price: '10.00', fee: '0.00', coupon_discount: '0.00',
  pay_amount: '10.00', seller: { seller_id: 1, nickname: 's', avatar: '', deliver_rate: '0.99', avg_deliver_minutes: 5 },
  pay_channel: null, rent_days: null, rent_deposit: null, rent_returned_at: null, rent_start_at: null, rent_end_at: null, created_at: 1, paid_at: null,
    expires_at: 2,
  offer: null, operation, timeline: []
})

export const offer = (offer_id: string,
  status: OfferStatus): Offer => ({ offer_id, order_id: `o-${offer_id}`, status, item: item(1), created_at: 1, updated_at: 1,
  verify_code: null, offer_message: null, seller_steam: null })

export const message = (message_id: number): Message => ({ message_id, title: '', content: '', is_read: false, created_at: 0 })

export const user = (user_id = 7): UserInfo => ({
  user_id, nickname: 'n', avatar: '', phone: null, steam_id: '76561198000000000', trade_url: null, has_pay_password: false,
  pay_password_enabled: false, balance: '0.00', frozen: '0.00', health_checked: false
})

export const page = <T>(list: T[], pageNo = 1, has_more = true) => ({ list, total: 100, page: pageNo, page_size: list.length, has_more })

/** The wallet answer: balance, frozen, the recharge limits (server/domain/fees.ts) and the pay channels. */
export const walletOf = (balance: string, frozen = '0.00', channels: PayChannelInfo[] = []): Wallet => ({
  balance, frozen, recharge_min: '1.00', recharge_max: '50000.00', channels
})

/** One pay channel as the API lists it: enabled and real unless `extra` says otherwise. */
export const payChannel = (channel: PayChannel, name: string, fee_rate: string, extra: Partial<PayChannelInfo> = {}): PayChannelInfo => ({
  channel, name, fee_rate, min_fee: channel === 'balance' ? '0.00' : '0.01', enabled: true, simulated: false, ...extra
})
