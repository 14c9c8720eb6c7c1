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
/** The same skin in one exterior; item_id opens that exterior's detail */
export interface WearEntry { item_id: number, exterior: string, min_price: Money, on_sale_count: number }
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
  /** Chinese label of the status, e.g. 待支付 */
  status_text: string
  seller: SellerBrief
  pay_channel: PayChannel | null
  rent_days: number | null
  rent_deposit: Money | null
  rent_returned_at: number | null
  created_at: number
  paid_at: number | null
  /** an unpaid order times out at this time */
  expires_at: number
  offer: { offer_id: string, status: OfferStatus } | null
  /** actions open to the buyer now: pay, cancel, notify, receive, decline, return */
  operation: OrderOperation[]
  timeline: { status: OrderStatus, at: number }[]
}
export type OrderOperation = 'pay' | 'cancel' | 'notify' | 'receive' | 'decline' | 'return'
export interface PendingCheck { num: number }
export type PayChannel = 'balance' | 'wechat' | 'card'

// ---- offers ------------------------------------------------------------------
export type OfferStatus = 'wait' | 'sent' | 'accepted' | 'declined'
export interface Offer { offer_id: string, order_id: string, status: OfferStatus, item: ItemSummary, created_at: number, updated_at: number }

// ---- requests and the remaining answers (server/README.md has the route table) ----
/** Fields every payment call accepts. `idempotency_key` (or header x-idempotency-key) makes a retry charge once. */
export interface PayParams {
  pay_channel?: PayChannel
  /** six digits; required for balance payments (status 3000 when missing) */
  pay_password?: string
  idempotency_key?: string
  /** development only: make the simulated wechat/card provider decline */
  simulate?: 'success' | 'fail'
}
export type SmsScene = 'login' | 'register' | 'forgot' | 'bind_phone' | 'change_phone' | 'unbind_phone' | 'pay_password'
export interface SmsSendParams { phone: string, scene?: SmsScene }
export interface SmsSent { cooldown: number }
export type LoginParams =
  | { type?: 'sms', phone: string, code: string }
  | { type?: 'password', phone: string, password: string }
export interface RegisterParams { phone: string, code: string, password: string }
export interface MiniProgramLoginParams { code: string }
export interface SteamOpenIdAnswer { 'openid.mode': 'id_res', 'openid.claimed_id': string, 'openid.sig': string }
export interface AccountSummary { balance: Money, frozen: Money, total: Money, coupon_count: number, unread_messages: number }
export interface HealthCheckResult { passed: boolean, problems: string[], checked_at: number }
export interface Message { message_id: number, title: string, content: string, is_read: boolean, created_at: number }
export interface TicketType { id: number, name: string }
export interface Ticket { ticket_id: number, type_id: number, type_name: string, content: string, status: 'open' | 'closed', created_at: number }
export interface KeywordSuggestion { item_id: number, name: string }
export interface OrderListQuery { pointer?: number, page_size?: number, status?: OrderStatus }
export interface QuickBuyResult extends Order { pay_no: string, repeated: boolean }
export interface PaymentResult extends Order { pay_no: string }
/** min_wear / max_wear: the wanted wear (float) range as 4-decimal strings ("0.0700"), null when none was given */
export interface BuyOrder { buy_order_id: number, item: ItemSummary, price: Money, quantity: number, frozen: Money, min_wear: string | null, max_wear: string | null, status: 'open' | 'cancelled', created_at: number }
/** Create params: min_wear / max_wear are optional decimal strings, 0 ≤ min < max ≤ 1, at most 4 decimals, only for items with wear */
export interface BuyOrderCreateParams { item_id: number, price: Money, quantity: number, pay_password?: string, min_wear?: string, max_wear?: string }
export interface Coupon {
  coupon_id: number, template_id: number, name: string, discount: Money, min_amount: Money, appid: number | null,
  status: 'unused' | 'used' | 'expired', expires_at: number,
  /** only in can-use: whether it fits the amount and game asked about */
  usable?: boolean
}
export interface CouponTemplate { template_id: number, name: string, discount: Money, min_amount: Money, appid: number | null, valid_days: number, remaining: number, claimed: boolean }
export interface PayChannelInfo { channel: PayChannel, name: string, fee_rate: string, enabled: boolean }
export interface Wallet { balance: Money, frozen: Money, channels: PayChannelInfo[] }
export interface RechargePreview { amount: Money, fee: Money, pay_amount: Money }
export type PaymentStatus = 'success' | 'failed'
export interface Payment { pay_no: string, purpose: 'order' | 'recharge', channel: PayChannel, amount: Money, fee: Money, pay_amount: Money, status: PaymentStatus, fail_reason: string | null, created_at: number }
export interface LedgerEntry {
  ledger_id: number, kind: string, kind_text: string, amount: Money, frozen_change: Money, balance_after: Money, frozen_after: Money,
  ref: string | null, memo: string, created_at: number
}
export interface CdkProduct { product_id: number, name: string, price: Money, stock: number }
export interface CdkPurchase { code: string, product_id: number, pay_amount: Money, repeated: boolean }
export interface ArticleBrief { article_id: number, slug: string, title: string, updated_at: number }
export interface Article extends ArticleBrief { kind: string, content: string, version: string }
export interface AgreementVersion { kind: 'user' | 'privacy', version: string, agreed_version: string | null }
export interface AppVersion { version_code: number, version_name: string, notes: string, force_update: boolean, url: string, has_update: boolean }
export interface ShortUrl { code: string, url: string }
/** Smelt (trade-up contract) overview: its rules; `open` is false while contracts are not served */
export interface SmeltInfo { appid: number, open: boolean, input_count: number, rarities: string[], description: string }
/** A partner app the user has authorised (OAuth grant); `scopes` are named in Chinese */
export interface OAuthGrant { grant_id: number, app_name: string, icon_text: string, icon_color: string, scopes: string[], granted_at: number }
export interface OAuthRevokeResult { grant_id: number, revoked: true }
/** The privacy switches; a user who never changed them has the defaults (inventory and personalised on, trade history off) */
export interface PrivacySettings { inventory_public: boolean, personalized: boolean, trade_history_public: boolean }
export type PrivacyKey = keyof PrivacySettings
