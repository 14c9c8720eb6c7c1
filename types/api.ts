/**
 * The API contract shared by the local API (server/) and the client (src/services/).
 * Wire conventions: snake_case fields; money as decimal strings with two decimals
 * ("1234.50"), never numbers; times as unix seconds; every answer is an Envelope.
 * Answer types are inferred from the valibot schemas in src/contract/ (the services parse
 * every answer with them, a server test parses every read route's answer): change a
 * schema there and the build breaks where the contract is used.
 */
import type { InferOutput } from 'valibot'
import type * as C from '../src/contract/catalogue'
import type * as U from '../src/contract/user'
import type * as O from '../src/contract/orders'
import type * as P from '../src/contract/pay'
import type * as T from '../src/contract/content'
import type * as A from '../src/contract/account'
import type * as B from '../src/contract/buying'
import type * as M from '../src/contract/market'
import type * as SM from '../src/contract/smelt'
import type * as SR from '../src/contract/smeltRuns'
import type * as TK from '../src/contract/tasks'
import type * as PR from '../src/contract/promotions'
import type * as PW from '../src/contract/priceWatch'
import type * as BS from '../src/contract/backstage'
import type * as GS from '../src/contract/guess'
import type * as WX from '../src/contract/wxNotice'
import type * as TU from '../src/contract/tradeUp'
import type * as SC from '../src/contract/steamCheck'
import type * as IN from '../src/contract/inspect'
import type * as S from '../src/contract/selling'
import type * as SO from '../src/contract/sellOrders'
import type * as FV from '../src/contract/favorites'
import type * as RW from '../src/contract/rewards'
import type * as RP from '../src/contract/redpack'
import type * as GF from '../src/contract/gift'
import type * as RTP from '../src/contract/returnToPlayer'
import type * as FR from '../src/contract/fairness'
import type * as DR from '../src/contract/draws'
import type * as NW from '../src/contract/news'
import type * as LD from '../src/contract/landing'
import type * as PA from '../src/contract/partner'

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
export type Game = InferOutput<typeof C.GameSchema>
export type GamesMenu = InferOutput<typeof C.GamesMenuSchema>

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
  /** CS2 wear range, 0-1 with up to 4 decimals; an item matches when one of its listings on sale lies inside */
  min_wear?: string
  max_wear?: string
  sort?: ItemSort
}
export type ItemSummary = InferOutput<typeof C.ItemSummarySchema>
export type Listing = InferOutput<typeof C.ListingSchema>
export type SellerBrief = InferOutput<typeof C.SellerBriefSchema>
export type SaleRecord = InferOutput<typeof C.SaleRecordSchema>
export type PricePoint = InferOutput<typeof C.PricePointSchema>
/** The same skin in one exterior; item_id opens that exterior's detail */
export type WearEntry = InferOutput<typeof C.WearEntrySchema>
export type ItemDetail = InferOutput<typeof C.ItemDetailSchema>
/** how the item page orders its listings (server-side): price or wear, either way */
export type ListingSort = 'price_asc' | 'price_desc' | 'wear_asc' | 'wear_desc'
export type Favorite = InferOutput<typeof FV.FavoriteSchema>
export type FavoriteState = InferOutput<typeof FV.FavoriteStateSchema>

// ---- provably fair draws, rolls, boxes, koi (server/README.md "Fair draws, rolls and boxes") ----
export type SeedPair = InferOutput<typeof FR.SeedPairSchema>
export type RevealedPair = InferOutput<typeof FR.RevealedPairSchema>
export type SeedChange = InferOutput<typeof FR.SeedChangeSchema>
export type FairRecord = InferOutput<typeof FR.FairRecordSchema>
export type RollSummary = InferOutput<typeof DR.RollSummarySchema>
export type RollDetail = InferOutput<typeof DR.RollDetailSchema>
export type MyRoll = InferOutput<typeof DR.MyRollSchema>
export type RollClaim = InferOutput<typeof DR.RollClaimSchema>
export type BoxSummary = InferOutput<typeof DR.BoxSummarySchema>
export type BoxDetail = InferOutput<typeof DR.BoxDetailSchema>
export type BoxOpening = InferOutput<typeof DR.BoxOpeningSchema>
export type BoxRecent = InferOutput<typeof DR.BoxRecentSchema>
export type HotWord = InferOutput<typeof M.HotWordSchema>
export type SellerShop = InferOutput<typeof M.SellerShopSchema>
export type KeywordSuggestion = InferOutput<typeof M.KeywordSuggestionSchema>

// ---- users ------------------------------------------------------------------
export type LoginResult = InferOutput<typeof U.LoginResultSchema>
export type UserInfo = InferOutput<typeof U.UserInfoSchema>
export type AccountSummary = InferOutput<typeof A.AccountSummarySchema>
export type OrderCounts = InferOutput<typeof A.OrderCountsSchema>
export type HealthCheckResult = InferOutput<typeof A.HealthCheckResultSchema>
export type HealthState = InferOutput<typeof A.HealthStateSchema>
export type PersonInfo = InferOutput<typeof A.PersonInfoSchema>
export type Message = InferOutput<typeof U.MessageSchema>
export type TicketType = InferOutput<typeof A.TicketTypeSchema>
export type Ticket = InferOutput<typeof A.TicketSchema>
export type SmsSent = InferOutput<typeof U.SmsSentSchema>
/** A partner app the user has authorised (OAuth grant); `scopes` are named in Chinese */
export type OAuthGrant = InferOutput<typeof A.OAuthGrantSchema>
export type OAuthRevokeResult = InferOutput<typeof A.OAuthRevokeResultSchema>
/** The privacy switches; a user who never changed them has the defaults (inventory and personalised on, trade history off) */
export type PrivacySettings = InferOutput<typeof A.PrivacySettingsSchema>
export type PrivacyKey = keyof PrivacySettings

// ---- orders -------------------------------------------------------------------
export type OrderStatus = InferOutput<typeof O.OrderStatusSchema>
export type OrderKind = InferOutput<typeof O.OrderKindSchema>
export type Order = InferOutput<typeof O.OrderSchema>
/** actions open to the buyer now: pay, cancel, notify, receive, decline, return */
export type OrderOperation = InferOutput<typeof O.OrderOperationSchema>
export type PendingCheck = InferOutput<typeof O.PendingCheckSchema>
export type PayChannel = InferOutput<typeof O.PayChannelSchema>

// ---- offers ------------------------------------------------------------------
export type OfferStatus = InferOutput<typeof O.OfferStatusSchema>
export type Offer = InferOutput<typeof O.OfferSchema>
export type SellerSteam = InferOutput<typeof O.SellerSteamSchema>

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
export type LoginParams =
  | { type?: 'sms', phone: string, code: string }
  | { type?: 'password', phone: string, password: string }
export interface RegisterParams { phone: string, code: string, password: string }
export interface MiniProgramLoginParams { code: string }
/** The signed Steam OpenID answer; response_nonce (ISO time + random) makes it one-time and valid 5 minutes */
/** Steam's whole OpenID answer: the four fields the server reads and every other openid.* field Steam signed */
export interface SteamOpenIdAnswer {
  'openid.mode': 'id_res', 'openid.claimed_id': string, 'openid.response_nonce': string, 'openid.sig': string, [field: `openid.${string}`]: string
}
export interface OrderListQuery { pointer?: number, page_size?: number, status?: OrderStatus }
export type QuickBuyResult = InferOutput<typeof B.QuickBuyResultSchema>
export type PaymentResult = InferOutput<typeof O.PaymentResultSchema>
/** min_wear / max_wear: the wanted wear (float) range as 4-decimal strings ("0.0700"), null when none was given */
export type BuyOrder = InferOutput<typeof O.BuyOrderSchema>
/** Create params: min_wear / max_wear are optional decimal strings, 0 ≤ min < max ≤ 1, at most 4 decimals, only for items with wear */
export interface BuyOrderCreateParams {
  item_id: number,
  price: Money,
  quantity: number,
  pay_password?: string,
  min_wear?: string,
  max_wear?: string,
  idempotency_key?: string
}
export type Coupon = InferOutput<typeof B.CouponSchema>
export type CouponTemplate = InferOutput<typeof B.CouponTemplateSchema>
export type CdkProduct = InferOutput<typeof B.CdkProductSchema>
export type CdkPurchase = InferOutput<typeof B.CdkPurchaseSchema>
export type PayChannelInfo = InferOutput<typeof P.PayChannelInfoSchema>
export type Wallet = InferOutput<typeof P.WalletSchema>
export type RechargePreview = InferOutput<typeof P.RechargePreviewSchema>
export type PaymentStatus = InferOutput<typeof P.PaymentStatusSchema>
export type Payment = InferOutput<typeof P.PaymentSchema>
export type AlipayHandOff = InferOutput<typeof P.AlipayHandOffSchema>
export type LedgerEntry = InferOutput<typeof P.LedgerEntrySchema>
export type ArticleBrief = InferOutput<typeof T.ArticleBriefSchema>
export type Article = InferOutput<typeof T.ArticleSchema>
export type AgreementVersion = InferOutput<typeof T.AgreementVersionSchema>
export type AppVersion = InferOutput<typeof T.AppVersionSchema>
export type ShortUrl = InferOutput<typeof T.ShortUrlSchema>
/** Smelt (trade-up contract) overview: its rules; `open` is false while contracts are not served */
export type SmeltInfo = InferOutput<typeof SM.SmeltInfoSchema>
export type TradeUpPool = InferOutput<typeof TU.TradeUpPoolSchema>
export type TradeUpRecipes = InferOutput<typeof TU.TradeUpRecipesSchema>
export type TradeUpFormula = InferOutput<typeof TU.TradeUpFormulaSchema>
export type SmeltInventory = InferOutput<typeof SR.SmeltInventorySchema>
export type SmeltCandidate = InferOutput<typeof SR.SmeltCandidateSchema>
export type SmeltPool = InferOutput<typeof SR.SmeltPoolSchema>
export type SmeltRun = InferOutput<typeof SR.SmeltRunSchema>
export type SmeltBrief = InferOutput<typeof SR.SmeltBriefSchema>

// ---- selling: inventory, listings, public buy orders (server/README.md "Selling") ----
export type AssetState = InferOutput<typeof S.AssetStateSchema>
export type InventoryAsset = InferOutput<typeof S.InventoryAssetSchema>
export type InventoryState = InferOutput<typeof S.InventoryStateSchema>
export type InventoryPage = InferOutput<typeof S.InventoryPageSchema>
export type InventoryRefresh = InferOutput<typeof S.InventoryRefreshSchema>
export type SellGuidance = InferOutput<typeof S.SellGuidanceSchema>
export type SellQuote = InferOutput<typeof S.SellQuoteSchema>
export type SellPreview = InferOutput<typeof S.SellPreviewSchema>
export type MyListing = InferOutput<typeof S.MyListingSchema>
export type ListingBatch = InferOutput<typeof S.ListingBatchSchema>
export type PriceChangeResult = InferOutput<typeof S.PriceChangeResultSchema>
export type PublicBuyOrder = InferOutput<typeof S.PublicBuyOrderSchema>
export type ItemBuyOrders = InferOutput<typeof S.ItemBuyOrdersSchema>
export type BuyOrderSale = InferOutput<typeof S.BuyOrderSaleSchema>
/** One item of a listing batch (`items`, a JSON array or its text): rent terms optional, all three for renting out */
export interface ListingInput { asset_id: string, price: Money, rent_daily?: Money, rent_deposit?: Money, rent_max_days?: number }

// ---- sell orders and withdrawal (server/README.md "Sell orders", "Withdrawal") ----
export type SellOrderOperation = InferOutput<typeof SO.SellOrderOperationSchema>
export type CancelReason = InferOutput<typeof SO.CancelReasonSchema>
export type SellOrder = InferOutput<typeof SO.SellOrderSchema>
export type WithdrawChannel = InferOutput<typeof SO.WithdrawChannelSchema>
export type WithdrawPreview = InferOutput<typeof SO.WithdrawPreviewSchema>
export type Withdrawal = InferOutput<typeof SO.WithdrawalSchema>

// ---- red packets and the red envelope event (server/README.md "Red packets and envelopes") ----
export type RedPacket = InferOutput<typeof RP.RedPacketSchema>
export type RedPacketClaim = InferOutput<typeof RP.RedPacketClaimSchema>
export type RedPacketOpen = InferOutput<typeof RP.RedPacketOpenSchema>
export type RedPacketPromotion = InferOutput<typeof RP.RedPacketPromotionSchema>
export type EnvelopeTask = InferOutput<typeof RP.EnvelopeTaskSchema>
export type EnvelopeEvent = InferOutput<typeof RP.EnvelopeEventSchema>
export type EnvelopeOrder = InferOutput<typeof RP.EnvelopeOrderSchema>

// issue 13: redeem codes, CDK knapsack, exchange topic, my rewards
export type Redemption = InferOutput<typeof RW.RedemptionSchema>
export type RedemptionPage = InferOutput<typeof RW.RedemptionPageSchema>
export type CdkKey = InferOutput<typeof RW.CdkKeySchema>
export type CdkReveal = InferOutput<typeof RW.CdkRevealSchema>
export type ExchangeReward = InferOutput<typeof RW.ExchangeRewardSchema>
export type ExchangeTopic = InferOutput<typeof RW.ExchangeTopicSchema>
export type Campaign = InferOutput<typeof RW.CampaignSchema>
export type MyReward = InferOutput<typeof RW.MyRewardSchema>
export type MyRewardPage = InferOutput<typeof RW.MyRewardPageSchema>

// ---- gift draws (server/README.md "Gift draws") ----
// ---- return to player (issue 25; server/README.md "Return to player") ----
export type ReturnToPlayerView = InferOutput<typeof RTP.ReturnToPlayerSchema>
export type GiftPrize = InferOutput<typeof GF.GiftPrizeSchema>
export type GiftPool = InferOutput<typeof GF.GiftPoolSchema>
export type GiftWin = InferOutput<typeof GF.GiftWinSchema>
export type GiftDrawResult = InferOutput<typeof GF.GiftDrawResultSchema>
export type SteamCheckFinding = InferOutput<typeof SC.SteamCheckFindingSchema>
export type SteamCheckReport = InferOutput<typeof SC.SteamCheckReportSchema>
export type TaskView = InferOutput<typeof TK.TaskViewSchema>
export type TaskCentre = InferOutput<typeof TK.TaskCentreSchema>
export type InviteInfo = InferOutput<typeof TK.InviteInfoSchema>

// ---- item inspection (server/README.md "Item inspection") ----
export type InspectRecord = InferOutput<typeof IN.InspectRecordSchema>
export type InspectPage = InferOutput<typeof IN.InspectPageSchema>
export type InspectMark = InferOutput<typeof IN.InspectMarkSchema>
export type InspectSticker = InferOutput<typeof IN.InspectStickerSchema>
export type InspectReportReason = InferOutput<typeof IN.InspectReportReasonSchema>
export type AnchorOverview = InferOutput<typeof BS.AnchorOverviewSchema>
export type AnchorOrder = InferOutput<typeof BS.AnchorOrderSchema>

// ---- partner apps (server/README.md "Partner apps: OAuth and exchange") ----
export type OAuthAuthorizeInfo = InferOutput<typeof PA.OAuthAuthorizeInfoSchema>
export type OAuthApproval = InferOutput<typeof PA.OAuthApprovalSchema>
export type OAuthToken = InferOutput<typeof PA.OAuthTokenSchema>
export type OAuthUserInfo = InferOutput<typeof PA.OAuthUserInfoSchema>
export type Partner = InferOutput<typeof PA.PartnerSchema>
export type PartnerExchangeOverview = InferOutput<typeof PA.PartnerExchangeOverviewSchema>
export type PartnerQuote = InferOutput<typeof PA.PartnerQuoteSchema>
export type PartnerExchange = InferOutput<typeof PA.PartnerExchangeSchema>
export type OosOffer = InferOutput<typeof PA.OosOfferSchema>
export type OosMall = InferOutput<typeof PA.OosMallSchema>
export type OosOrder = InferOutput<typeof PA.OosOrderSchema>
export type PriceMover = InferOutput<typeof PW.PriceMoverSchema>
export type PriceMoverPage = InferOutput<typeof PW.PriceMoverPageSchema>
export type PriceAlert = InferOutput<typeof PW.PriceAlertSchema>
export type PriceAlertList = InferOutput<typeof PW.PriceAlertListSchema>
export type PromotionCard = InferOutput<typeof PR.PromotionCardSchema>
export type PromotionView = InferOutput<typeof PR.PromotionViewSchema>
export type PromotionTier = InferOutput<typeof PR.PromotionTierSchema>
export type PromotionClaimRecord = InferOutput<typeof PR.PromotionClaimRecordSchema>
export type PromotionPerkPage = InferOutput<typeof PR.PromotionPerkPageSchema>

// ---- news and consultation (server/README.md "News and consultation", h16) ----
export type NewsCategory = InferOutput<typeof NW.NewsCategorySchema>
export type NewsBrief = InferOutput<typeof NW.NewsBriefSchema>
export type ConsultMessage = InferOutput<typeof NW.ConsultMessageSchema>
export type ConsultHistory = InferOutput<typeof NW.ConsultHistorySchema>
export type ConsultSent = InferOutput<typeof NW.ConsultSentSchema>
export type ConsultFaq = InferOutput<typeof NW.ConsultFaqSchema>

// ---- ad landing (server/README.md "Ad landing", h16) ----
export type LandingOffer = InferOutput<typeof LD.LandingOfferSchema>
export type LandingAttribution = NonNullable<InferOutput<typeof LD.LandingAttributionSchema>>
export type GuessBoard = InferOutput<typeof GS.GuessBoardSchema>
export type GuessMatch = InferOutput<typeof GS.GuessMatchSchema>
export type MyGuess = InferOutput<typeof GS.MyGuessSchema>
export type GuessRanking = InferOutput<typeof GS.GuessRankingSchema>
export type GuessPlaced = InferOutput<typeof GS.GuessPlacedSchema>
export type WxNoticeStatus = InferOutput<typeof WX.WxNoticeStatusSchema>
export type WxBindCode = InferOutput<typeof WX.WxBindCodeSchema>
