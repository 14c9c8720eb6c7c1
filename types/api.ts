/**
 * The API contract shared by the local API (server/) and the client (src/services/).
 * Wire conventions: snake_case fields; money as decimal strings with two decimals
 * ("1234.50"), never numbers; times as unix seconds; every answer is an Envelope.
 * Grow this file as endpoints are added: a contract change must break the build.
 */

export interface Envelope<T = unknown> {
  /** 200 success; 401 login needed; 3104 health check needed; 3000 see server/README.md; others business errors */
  status: number
  message: string
  data: T
}

/** Decimal string with two decimals, e.g. "12.30" */
export type Money = string

export interface Page<T> {
  list: T[]
  total: number
  page: number
  page_size: number
  has_more: boolean
}

/** Cursor page: ask again with `pointer` = next_pointer; 0 starts over */
export interface CursorPage<T> {
  list: T[]
  next_pointer: number
  has_more: boolean
}

// ---- games config --------------------------------------------------------
export interface Game { appid: number, zh_name: string, en_name: string, icon: string }
export interface GamesMenu { main_game: Game, games: Game[] }

// ---- catalogue ------------------------------------------------------------
export type ItemSort = 'price_asc' | 'price_desc' | 'newest' | 'popular'
export interface ItemListQuery {
  appid: number
  page?: number
  page_size?: number
  keyword?: string
  category?: string
  rarity?: string
  quality?: string
  /** full wear name, e.g. 崭新出厂 */
  exterior?: string
  min_price?: Money
  max_price?: Money
  sort?: ItemSort
}
export interface ItemSummary {
  item_id: number
  appid: number
  name: string
  market_hash_name: string
  image: string
  category: string
  rarity: string
  rarity_color: string
  quality: string
  exterior: string | null
  min_price: Money
  on_sale_count: number
}
export interface Listing {
  listing_id: number
  item_id: number
  seller: SellerBrief
  price: Money
  /** float value for skins with wear, e.g. "0.0712" */
  wear: string | null
  exterior: string | null
  rentable: boolean
  rent_daily: Money | null
  rent_deposit: Money | null
  status: 'on_sale' | 'locked' | 'sold' | 'off'
}
export interface SellerBrief { seller_id: number, nickname: string, avatar: string, deliver_rate: string, avg_deliver_minutes: number }
export interface SaleRecord { price: Money, wear: string | null, sold_at: number }
export interface PricePoint { date: string, price: Money }
export interface WearEntry { exterior: string, min_price: Money, on_sale_count: number }
export interface ItemDetail extends ItemSummary {
  description: string
  wears: WearEntry[]
  listings: Listing[]
  recent_sales: SaleRecord[]
  price_history: PricePoint[]
}
export interface HotWord { word: string }
export interface SellerShop { seller: SellerBrief, listings: Page<Listing & { item: ItemSummary }> }

// ---- users ------------------------------------------------------------------
export interface LoginResult { access_token: string, expires_at: number, user: UserInfo }
export interface UserInfo {
  user_id: number
  nickname: string
  avatar: string
  phone: string | null
  steam_id: string | null
  trade_url: string | null
  has_pay_password: boolean
  pay_password_enabled: boolean
  balance: Money
  frozen: Money
  health_checked: boolean
}

// ---- orders -------------------------------------------------------------------
export type OrderStatus = 'created' | 'paid' | 'offer_sent' | 'completed' | 'cancelled' | 'timed_out'
export type OrderKind = 'buy' | 'sell' | 'rent'
export interface Order {
  order_id: string
  kind: OrderKind
  status: OrderStatus
  item: ItemSummary
  listing_id: number
  price: Money
  fee: Money
  coupon_discount: Money
  pay_amount: Money
  rent_days: number | null
  created_at: number
  paid_at: number | null
  expires_at: number
  timeline: { status: OrderStatus, at: number }[]
}
export interface PendingCheck { num: number }
export type PayChannel = 'balance' | 'wechat' | 'card'

// ---- offers ------------------------------------------------------------------
export type OfferStatus = 'wait' | 'sent' | 'accepted' | 'declined'
export interface Offer { offer_id: string, order_id: string, status: OfferStatus, item: ItemSummary, created_at: number }
