/**
 * The wire contract holds (issue 9 item 7): every read route, called as the demo user, answers
 * data its schema in src/contract/ parses, the same schema the client's service parses it with.
 * A route added without a schema here fails the coverage check.
 */
import { safeParse, type GenericSchema } from 'valibot'
import * as account from '../../src/contract/account'
import * as buying from '../../src/contract/buying'
import * as catalogue from '../../src/contract/catalogue'
import * as content from '../../src/contract/content'
import * as deals from '../../src/contract/deals'
import * as draws from '../../src/contract/draws'
import * as fairness from '../../src/contract/fairness'
import * as favorites from '../../src/contract/favorites'
import * as rewards from '../../src/contract/rewards'
import * as market from '../../src/contract/market'
import * as redpack from '../../src/contract/redpack'
import * as gift from '../../src/contract/gift'
import * as orders from '../../src/contract/orders'
import * as pay from '../../src/contract/pay'
import * as news from '../../src/contract/news'
import * as landing from '../../src/contract/landing'
import * as selling from '../../src/contract/selling'
import * as sellOrders from '../../src/contract/sellOrders'
import * as smelt from '../../src/contract/smelt'
import * as tradeUp from '../../src/contract/tradeUp'
import * as steamCheck from '../../src/contract/steamCheck'
import * as inspect from '../../src/contract/inspect'
import * as tasks from '../../src/contract/tasks'
import * as partner from '../../src/contract/partner'
import * as priceWatch from '../../src/contract/priceWatch'
import * as promotions from '../../src/contract/promotions'
import * as guess from '../../src/contract/guess'
import * as wxNotice from '../../src/contract/wxNotice'
import * as smeltRuns from '../../src/contract/smeltRuns'
import * as backstage from '../../src/contract/backstage'
import * as user from '../../src/contract/user'
import { startApi, fullPath, type TestApi } from './apiClient'

/** params is a function: ids made in beforeAll exist only when the test runs */
interface Read { path: string, params?: () => Record<string, unknown>, schema: GenericSchema, as?: () => string }

let api: TestApi
let token: string
let anchorToken: string
let orderId: string
let payNo: string
let sellItems: string
let wantedItemId: number
let sellOrderId: string

beforeAll(async () => {
  api = await startApi()
  token = await api.login()
  anchorToken = await api.login('13700137000')
  // one order and one payment of the demo user, so the detail and payment reads answer something real
  const list = await api.ok('/v3/store/item/list', { appid: 730, page_size: 5 })
  const detail = await api.ok('/v3/store/item/detail', { item_id: list.list[0].item_id })
  // one of everything the lists show: a paid order with its offer, a buy order, a ticket, a payment
  const order = await api.ok('/v4/trade/order/create-p2p', { listing_id: detail.listings[0].listing_id }, { token })
  orderId = order.order_id
  await api.ok('/v4/trade/order/payment', { order_id: orderId, pay_channel: 'balance', pay_password: '123456', idempotency_key: 'contract-1' }, { token })
  await api.ok('/v4/trade/order/notify-user', { order_id: orderId }, { token })
  await api.ok('/v4/trade/buy-order/create', { item_id: list.list[1].item_id, price: '1.00', quantity: 1, pay_password: '123456' }, { token })
  await api.ok('/v1/user/addticket', { type_id: 1, content: '合同测试：请核对我的订单' }, { token })
  payNo = (await api.ok('/v1/pay/recharge/create', { amount: '10.00', channel: 'card' }, { token })).pay_no
  // a sale of a DOTA2 item delivered and accepted (the seller's orders; proceeds released at once) and a withdrawal of some of it
  const buyer = await api.login('13900139000', 'Passw0rd!')
  const dota = (await api.ok('/v4/trade/inventory/list', { state: 'tradable', appid: 570 }, { token })).list[0]
  const sold = await api.ok(
    '/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: dota.asset_id, price: '50.00' }]), pay_password: '123456' },
    { token }
  )
  sellOrderId = (await api.ok(
    '/v4/trade/order/quick',
    { listing_id: sold.listings[0].listing_id, pay_channel: 'balance', pay_password: '654321' },
    { token: buyer }
  )).order_id
  await api.ok('/v4/trade/sell/send-offer', { order_id: sellOrderId }, { token })
  await api.ok('/v4/trade/order/receive-offer', { order_id: sellOrderId }, { token: buyer })
  await api.ok('/v1/pay/withdraw/create', { amount: '10.00', channel: 'alipay', account: '13800138000', pay_password: '123456' }, { token })
  // selling: one inventory item listed (my listings), another to preview, the buy order above shown on its item
  const stock = (await api.ok('/v4/trade/inventory/list', { state: 'tradable' }, { token })).list
  await api.ok('/v4/trade/sell/create', { items: JSON.stringify([{ asset_id: stock[0].asset_id, price: '50.00' }]), pay_password: '123456' }, { token })
  sellItems = JSON.stringify([{ asset_id: stock[1].asset_id, price: '12.34', rent_daily: '0.10', rent_deposit: '20.00' }])
  wantedItemId = list.list[1].item_id
  await api.ok('/v1/user/favorite/add', { item_id: wantedItemId }, { token, method: 'POST' })
  // red packets and envelopes (issue 13): a packet opened (an envelope), used on an order
  await api.ok('/v1/redpack/open', { code: 'FRENDS88' }, { token })
  const envelope = (await api.ok('/v1/red-envelope/mine', {}, { token }))[0]
  const dear = (await api.ok('/v3/store/item/list', { appid: 730, sort: 'price_asc', min_price: '60', page_size: 1 })).list[0]
  const dearListing = (await api.ok('/v3/store/item/detail', { item_id: dear.item_id })).listings.find((l: { rentable: boolean }) => !l.rentable)
  await api.ok('/v4/trade/order/create-p2p', { listing_id: dearListing.listing_id, coupon_id: envelope.coupon_id }, { token })
  // a gift draw (issue 13 item 3), so my prizes list a row
  await api.ok('/v1/gift/draw', { pool_id: 1 }, { token })
  // a price alert (h14), so my alerts list a row
  await api.ok('/v1/price/alert/add', { item_id: 1, direction: 'up', threshold: '99999.00' }, { token, method: 'POST' })
  // a Steam check (h9), so the latest report is not null
  await api.ok('/v1/steam/check/create', {}, { token, method: 'POST' })
  // fair draws (h4): a box opened (a record, a recent row), a roll room joined (my rolls)
  await api.ok('/v1/box/open', { box_id: 1, count: 1, idempotency_key: 'contract-box' }, { token, method: 'POST' })
  await api.ok('/v1/roll/join', { roll_id: 1 }, { token, method: 'POST' })
  await api.ok('/v1/landing/attribute', { utm_source: 'contract', channel: 'ks' }, { token, method: 'POST' }) // so the attribution read has a row
})
afterAll(() => api.close())

// haggle and grab (h7): one haggle and one grab of the demo user's, so their lists have rows
beforeAll(async () => {
  await api.ok('/v1/activity/haggle/start', { prize_id: 1 }, { token })
  await api.ok('/v1/activity/grab/buy', { drop_id: 1 }, { token })
})

// trade-up (h8): ten restricted skins from the dev hook, a formula of them executed, so lists and the result have rows
let tradeUpIds = ''
let tradeUpFormula = 0
beforeAll(async () => {
  tradeUpIds = (await api.ok<{ asset_ids: string[] }>('/dev/tradeup/stock', { rarity: '工业级' }, { token, method: 'POST' })).asset_ids.join(',')
  tradeUpFormula = (await api.ok<{ id: number }>('/v1/tradeup/formula/create', { asset_ids: tradeUpIds }, { token, method: 'POST' })).id
  await api.ok('/v1/tradeup/run', { formula_id: tradeUpFormula }, { token, method: 'POST' })
  tradeUpIds = (await api.ok<{ asset_ids: string[] }>('/dev/tradeup/stock', { rarity: '保密' }, { token, method: 'POST' })).asset_ids.join(',')
})

// smelting (h11): one smelt of three restricted skins (another batch), so the list and the detail have a row
let smeltIds = ''
let smeltId = 0
beforeAll(async () => {
  const ids = (await api.ok<{ asset_ids: string[] }>('/dev/tradeup/stock', { rarity: '受限', batch: 5 }, { token, method: 'POST' })).asset_ids
  smeltId = (await api.ok<{ id: number }>(
    '/v1/smelt/run',
    { asset_ids: ids.slice(0, 3).join(','), idempotency_key: 'contract-smelt' },
    { token, method: 'POST' }
  )).id
  smeltIds = ids.slice(3, 6).join(',')
})

// inspection (h12): one record, so the list and the detail have a row
let inspectionId = 0
beforeAll(async () => {
  const link = 'steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S76561198123456789A1D1'
  inspectionId = (await api.ok<{ id: number }>('/v1/inspect/create', { link }, { token, method: 'POST' })).id
})

// promotions (issue 15, one engine): a login-day tier of the new-year event claimed, and a DOTA2 sale completed under the
// sell rebate, so the records and the perk uses have a row
beforeAll(async () => {
  await api.ok('/v1/promotion/join', { key: 'season_newyear' }, { token, method: 'POST' })
  await api.ok('/v1/promotion/join', { key: 'sell_rebate' }, { token, method: 'POST' })
  token = await api.login() // a login after joining counts the first day
  await api.ok('/v1/promotion/claim', { key: 'season_newyear', tier: 0 }, { token, method: 'POST' })
  const buyer = await api.login('13900139000', 'Passw0rd!')
  const dota = (await api.ok('/v4/trade/inventory/list', { state: 'tradable', appid: 570 }, { token })).list[0]
  const sold = await api.ok(
    '/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: dota.asset_id, price: '40.00' }]), pay_password: '123456' },
    { token }
  )
  const order = (await api.ok(
    '/v4/trade/order/quick',
    { listing_id: sold.listings[0].listing_id, pay_channel: 'balance', pay_password: '654321' },
    { token: buyer }
  )).order_id
  await api.ok('/v4/trade/sell/send-offer', { order_id: order }, { token })
  await api.ok('/v4/trade/order/receive-offer', { order_id: order }, { token: buyer })
})

// partner apps (h15): an authorisation traded for a token, an exchange to OOS points and an OOS code, so every read has a row
let partnerToken = ''
let oosOrderId = 0
const OAUTH_ASK = { client_id: 'price_helper', redirect_uri: 'https://pricehelper.example/auth/c5/callback', scope: 'profile', response_type: 'code' }
beforeAll(async () => {
  const back = (await api.ok<{ redirect_to: string }>('/v1/oauth/authorize', OAUTH_ASK, { token, method: 'POST' })).redirect_to
  partnerToken = (await api.ok<{ access_token: string }>('/v1/oauth/token', {
    grant_type: 'authorization_code',
    client_id: 'price_helper',
    client_secret: 'pricehelper-demo-secret',
    redirect_uri: OAUTH_ASK.redirect_uri, code: new URL(back).searchParams.get('code') }, { token: null, method: 'POST' })).access_token
  await api.ok(
    '/v1/partner/exchange/create',
    { partner: 'oos', direction: 'out', amount: '10.00', idempotency_key: 'contract-px', pay_password: '123456' },
    { token, method: 'POST' }
  )
  oosOrderId = (await api.ok<{ order_id: number }>('/v1/oos/exchange', { offer_id: 5, idempotency_key: 'contract-oos' }, { token, method: 'POST' })).order_id
})

const reads = (): Read[] => [
  { path: '/v4/sys/menu/game-menu-multi', schema: catalogue.GamesMenuSchema },
  { path: '/v3/store/item/list', params: () => ({ appid: 730 }), schema: catalogue.ItemPageSchema },
  { path: '/v3/store/item/detail', params: () => ({ item_id: 1 }), schema: catalogue.ItemDetailSchema },
  { path: '/v3/store/search/hot-words', params: () => ({ appid: 570 }), schema: market.HotWordsSchema },
  { path: '/v3/store/search/suggest', params: () => ({ keyword: 'AK', appid: 730 }), schema: market.SuggestionsSchema },
  { path: '/v3/store/seller/shop', params: () => ({ seller_id: 1, page: 1 }), schema: market.SellerShopSchema },
  { path: '/v1/user/my', schema: user.UserInfoSchema },
  { path: '/v1/user/my/h5', schema: user.UserInfoSchema },
  { path: '/v1/user/my/account', schema: account.AccountSummarySchema },
  { path: '/v1/user/agreement/version', schema: content.AgreementVersionsSchema },
  { path: '/v1/user/my/person-info', schema: account.PersonInfoSchema },
  { path: '/v1/steam/health/get', schema: account.HealthStateSchema },
  { path: '/v1/user/message/list', params: () => ({ page: 1, page_size: 20 }), schema: user.MessagePageSchema },
  { path: '/v1/user/ticket-types', schema: account.TicketTypesSchema },
  { path: '/v1/user/ticket/list', schema: account.TicketsSchema },
  { path: '/v1/user/oauth/grants', schema: account.OAuthGrantsSchema },
  { path: '/v1/user/privacy/settings', schema: account.PrivacySettingsSchema },
  { path: '/v4/trade/order/list', params: () => ({ pointer: 0 }), schema: orders.OrderPageSchema },
  { path: '/v4/trade/order/detail', params: () => ({ order_id: orderId }), schema: orders.OrderSchema },
  { path: '/v4/trade/order/pending-check', schema: orders.PendingCheckSchema },
  { path: '/v4/trade/cdk/products', schema: buying.CdkProductsSchema },
  { path: '/v4/trade/offer/list', schema: orders.OffersSchema },
  { path: '/v4/trade/buy-order/list', schema: orders.BuyOrdersSchema },
  { path: '/v1/coupon/center', schema: buying.CouponTemplatesSchema },
  { path: '/v1/coupon/my-coupons', schema: buying.CouponsSchema },
  { path: '/v1/coupon/can-use', params: () => ({ amount: '100.00', appid: 730 }), schema: buying.CouponsSchema },
  { path: '/v1/pay/pay/index', schema: pay.WalletSchema },
  { path: '/v1/pay/pay/lst', schema: pay.PayChannelsSchema },
  { path: '/v1/pay/recharge/preview', params: () => ({ amount: '100.00', channel: 'card' }), schema: pay.RechargePreviewSchema },
  { path: '/v1/pay/pay/pay-check', params: () => ({ pay_no: payNo }), schema: pay.PaymentSchema },
  { path: '/v1/pay/pay/query-pay-status', params: () => ({ pay_no: payNo }), schema: pay.PaymentSchema },
  { path: '/v1/pay/ledger/list', params: () => ({ page: 1, page_size: 20 }), schema: pay.LedgerPageSchema },
  { path: '/v1/news/categories', schema: news.NewsCategoriesSchema },
  { path: '/v1/news/list', params: () => ({ category: 'market' }), schema: news.NewsPageSchema },
  { path: '/v1/consult/faq', schema: news.ConsultFaqSchema },
  { path: '/v1/consult/history', schema: news.ConsultHistorySchema },
  { path: '/v1/landing/offer', schema: landing.LandingOfferSchema },
  { path: '/v1/landing/attribution', schema: landing.LandingAttributionSchema },
  { path: '/v1/article/help/list', schema: content.ArticleBriefsSchema },
  { path: '/v1/article/wiki/list', schema: content.ArticleBriefsSchema },
  { path: '/v1/article/detail', params: () => ({ article_id: 1 }), schema: content.ArticleSchema },
  { path: '/v1/article/agreement', params: () => ({ kind: 'privacy' }), schema: content.ArticleSchema },
  { path: '/v1/sys/app-version', params: () => ({ platform: 'android', version_code: 1 }), schema: content.AppVersionSchema },
  { path: '/v1/smelt/info', schema: smelt.SmeltInfoSchema },
  { path: '/v1/loginType', schema: account.LoginTypesSchema },
  { path: '/v1/human/web', schema: account.HumanCheckSchema },
  { path: '/v4/trade/inventory/list', params: () => ({ page_size: 5 }), schema: selling.InventoryPageSchema },
  { path: '/v4/trade/sell/guidance', params: () => ({ item_ids: `1,${wantedItemId}` }), schema: selling.SellGuidancesSchema },
  { path: '/v4/trade/sell/preview', params: () => ({ items: sellItems }), schema: selling.SellPreviewSchema },
  { path: '/v4/trade/sell/my-listings', schema: selling.MyListingPageSchema },
  { path: '/v4/trade/buy-order/item', params: () => ({ item_id: wantedItemId }), schema: selling.ItemBuyOrdersSchema },
  { path: '/v4/trade/sell/orders', params: () => ({ pointer: 0 }), schema: sellOrders.SellOrderPageSchema },
  { path: '/v4/trade/sell/order-detail', params: () => ({ order_id: sellOrderId }), schema: sellOrders.SellOrderSchema },
  { path: '/v1/pay/withdraw/preview', params: () => ({ amount: '20.00', channel: 'bank' }), schema: sellOrders.WithdrawPreviewSchema },
  { path: '/v1/pay/withdraw/list', schema: sellOrders.WithdrawalPageSchema },
  { path: '/v1/user/favorite/list', schema: favorites.FavoritePageSchema },
  { path: '/v1/user/favorite/state', params: () => ({ item_id: wantedItemId }), schema: favorites.FavoriteStateSchema },
  { path: '/v1/redpack/detail', params: () => ({ code: 'EMPTYBAG' }), schema: redpack.RedPacketSchema },
  { path: '/v1/redpack/mine', params: () => ({ tab: 'received' }), schema: redpack.RedPacketPageSchema },
  { path: '/v1/redpack/promotions', schema: redpack.RedPacketPromotionsSchema },
  { path: '/v1/red-envelope/event', schema: redpack.EnvelopeEventSchema },
  { path: '/v1/red-envelope/mine', schema: buying.CouponsSchema },
  { path: '/v1/gift/pools', schema: gift.GiftPoolsSchema },
  { path: '/v1/gift/wins', schema: gift.GiftWinPageSchema },
  { path: '/v1/red-envelope/orders', schema: redpack.EnvelopeOrderPageSchema },
  { path: '/v1/cdk/knapsack', schema: rewards.CdkKeysSchema },
  { path: '/v1/cdk/campaign', params: () => ({ campaign: 'newyear2027' }), schema: rewards.CampaignSchema },
  { path: '/v1/cdk/exchange/topic', schema: rewards.ExchangeTopicSchema },
  { path: '/v1/cdk/history', schema: rewards.RedemptionPageSchema },
  { path: '/v1/rewards/mine', schema: rewards.MyRewardPageSchema },
  { path: '/v1/activity/haggle/prizes', schema: deals.HagglePrizeListSchema },
  { path: '/v1/activity/haggle/prize', params: () => ({ prize_id: 1 }), schema: deals.HagglePrizeSchema },
  { path: '/v1/activity/haggle/detail', params: () => ({ haggle_id: 1 }), schema: deals.HaggleSchema },
  { path: '/v1/activity/haggle/mine', schema: deals.HaggleListSchema },
  { path: '/v1/activity/haggle/ranking', schema: deals.HaggleRankingSchema },
  { path: '/v1/activity/grab/drops', schema: deals.GrabDropListSchema },
  { path: '/v1/activity/grab/detail', params: () => ({ drop_id: 1 }), schema: deals.GrabDropSchema },
  { path: '/v1/activity/grab/orders', schema: deals.GrabOrderPageSchema },
  { path: '/v1/fair/seed', schema: fairness.SeedPairSchema },
  { path: '/v1/fair/records', schema: fairness.FairRecordPageSchema },
  { path: '/v1/roll/list', params: () => ({ tab: 'ended' }), schema: draws.RollPageSchema },
  { path: '/v1/roll/detail', params: () => ({ roll_id: 5 }), schema: draws.RollDetailSchema },
  { path: '/v1/roll/mine', schema: draws.MyRollPageSchema },
  { path: '/v1/box/list', params: () => ({ kind: 'koi' }), schema: draws.BoxListSchema },
  { path: '/v1/box/detail', params: () => ({ box_id: 1 }), schema: draws.BoxDetailSchema },
  { path: '/v1/box/recent', params: () => ({ box_id: 1 }), schema: draws.BoxRecentListSchema },
  { path: '/v1/tradeup/recipes', schema: tradeUp.TradeUpRecipesSchema },
  { path: '/v1/tradeup/preview', params: () => ({ asset_ids: tradeUpIds }), schema: tradeUp.TradeUpPoolSchema },
  { path: '/v1/tradeup/formula/list', schema: tradeUp.TradeUpFormulaListSchema },
  { path: '/v1/tradeup/formula/detail', params: () => ({ formula_id: tradeUpFormula }), schema: tradeUp.TradeUpFormulaSchema },
  { path: '/v1/smelt/inventory', params: () => ({ appid: 730 }), schema: smeltRuns.SmeltInventorySchema },
  { path: '/v1/smelt/preview', params: () => ({ asset_ids: smeltIds }), schema: smeltRuns.SmeltPoolSchema },
  { path: '/v1/smelt/list', schema: smeltRuns.SmeltPageSchema },
  { path: '/v1/smelt/detail', params: () => ({ smelt_id: smeltId }), schema: smeltRuns.SmeltRunSchema },
  { path: '/v1/inspect/list', schema: inspect.InspectPageSchema },
  { path: '/v1/inspect/detail', params: () => ({ inspection_id: inspectionId }), schema: inspect.InspectRecordSchema },
  { path: '/v1/inspect/listing-marks', params: () => ({ listing_ids: '1,2,3' }), schema: inspect.InspectMarksSchema },
  { path: '/v1/inspect/asset-marks', params: () => ({ asset_ids: tradeUpIds }), schema: inspect.InspectMarksSchema },
  { path: '/v1/steam/check/report', schema: steamCheck.SteamCheckLatestSchema },
  { path: '/v1/task/list', schema: tasks.TaskCentreSchema },
  { path: '/v1/promotion/list', schema: promotions.PromotionListSchema },
  { path: '/v1/promotion/detail', params: () => ({ key: 'season_newyear' }), schema: promotions.PromotionViewSchema },
  { path: '/v1/promotion/records', params: () => ({ key: 'season_newyear' }), schema: promotions.PromotionRecordPageSchema },
  { path: '/v1/promotion/perks', params: () => ({ key: 'sell_rebate' }), schema: promotions.PromotionPerkPageSchema },
  { path: '/v1/price/movers', params: () => ({ appid: 570, period: '30', kind: 'down' }), schema: priceWatch.PriceMoverPageSchema },
  { path: '/v1/price/alert/list', schema: priceWatch.PriceAlertListSchema },
  { path: '/v1/oauth/authorize/info', params: () => OAUTH_ASK, schema: partner.OAuthAuthorizeInfoSchema },
  { path: '/v1/oauth/userinfo', params: () => ({ access_token: partnerToken }), schema: partner.OAuthUserInfoSchema },
  { path: '/v1/partner/exchange/overview', schema: partner.PartnerExchangeOverviewSchema },
  { path: '/v1/partner/exchange/preview', params: () => ({ partner: 'huya', direction: 'in', points: 1000 }), schema: partner.PartnerQuoteSchema },
  { path: '/v1/partner/exchange/records', schema: partner.PartnerExchangePageSchema },
  { path: '/v1/oos/mall', schema: partner.OosMallSchema },
  { path: '/v1/oos/orders', schema: partner.OosOrderPageSchema },
  { path: '/v1/oos/order', params: () => ({ order_id: oosOrderId }), schema: partner.OosOrderSchema },
  { path: '/v1/invite/info', schema: tasks.InviteInfoSchema },
  { path: '/v1/backstage/anchor/overview', params: () => ({ days: 90 }), schema: backstage.AnchorOverviewSchema, as: () => anchorToken },
  { path: '/v1/backstage/anchor/orders', params: () => ({ days: 90 }), schema: backstage.AnchorOrderPageSchema, as: () => anchorToken },
  { path: '/v1/guess/board', params: () => ({ game: 'major' }), schema: guess.GuessBoardSchema },
  { path: '/v1/guess/ranking', params: () => ({ game: 'ti' }), schema: guess.GuessRankingSchema },
  { path: '/v1/guess/mine', params: () => ({ game: 'major' }), schema: guess.MyGuessPageSchema },
  { path: '/v1/wx-notice/status', schema: wxNotice.WxNoticeStatusSchema }
]

/** Reads checked below (a short link, the Steam login URL); dev helpers are development-only tools, not the contract. */
const NOT_HERE = new Set(['/v1/short-url/query', '/passport/steam-url'])

it('every read route is in the table', () => {
  const listed = new Set(reads().map((read) => fullPath(read.path)))
  const missing = api.app.apiRoutes
    .filter((route) => route.write === false && !route.path.includes('/dev/'))
    .map((route) => route.path)
    .filter((path) => !listed.has(path) && ![...NOT_HERE].some((skip) => fullPath(skip) === path))
  expect(missing).toEqual([])
})

it.each(reads().map((read) => [read.path, read] as const))('%s answers what its schema parses', async (_path, read) => {
  const envelope = await api.call(read.path, read.params?.() ?? {}, { token: read.as?.() ?? token })
  expect(envelope.status).toBe(200)
  // a list answers at least one row, so the row schema is really exercised
  const rows = Array.isArray(envelope.data) ? envelope.data : (envelope.data as { list?: unknown[] }).list
  if (rows) expect(rows.length).toBeGreaterThan(0)
  const result = safeParse(read.schema, envelope.data)
  expect(result.success ? [] : result.issues.map((issue) => `${issue.path?.map((p) => String(p.key)).join('.')}: ${issue.message}`)).toEqual([])
})

it('a login, the short link and the Steam login URL parse too', async () => {
  const login = await api.call('/passport/login', { type: 'password', phone: '13800138000', password: 'Passw0rd!' }, { method: 'POST' })
  expect(safeParse(user.LoginResultSchema, login.data).success).toBe(true)
  const link = await api.call('/v1/short-url/query', { code: 'help' })
  expect(safeParse(content.ShortUrlSchema, link.data).success).toBe(true)
  const steam = await api.call('/passport/steam-url', { return_to: '/pages/user/auth' })
  expect(safeParse(account.UrlAnswerSchema, steam.data).success).toBe(true)
})
