import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import { peek, tempDbFile, type DbPeek } from './dbPeek'
import { cashierNotice } from './alipayCashier'
import { signRequest } from '../../src/lib/sign'
import type { BuyOrder, ItemDetail, Order, Payment } from '../../types/api'

/**
 * Only POST changes state (server/README.md "Methods"): a link, a prefetch or a crawler sends GET or
 * HEAD, and Fastify answers HEAD with the GET route. Every registered route is called by GET and HEAD
 * with plausible parameters as the demo user, and the whole database must stay as it was.
 */
let api: TestApi
let db: DbPeek
let token: string
/** parameters that fit every route (each route reads the ones it knows), with ids of the demo user's own things */
let bag: Record<string, unknown>
/** per-route parameters for the POST pass (each write gets its own order, listing, code, answer), made when the write runs */
const forWrite = new Map<string, () => Promise<Record<string, unknown>>>()
/** reads whose parameter means something else elsewhere (`code`) */
const forRead: Record<string, Record<string, unknown>> = { '/v1/short-url/query': { code: 'dl' } }
/** reads walked as another seeded user (the streamer backstage answers anchors only) */
const readAs: Record<string, string> = {}
/** the simulated Alipay cashier of a pending recharge (a raw GET page) */
let alipayCashier = ''

const post = (path: string, params: Record<string, unknown>, who = token) => api.call(path, params, { token: who, method: 'POST' })
const must = async <T = unknown>(path: string, params: Record<string, unknown>, who = token): Promise<T> => {
  const answer = await post(path, params, who)
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} ${answer.message}`)
  return answer.data as T
}
const payParams = { pay_channel: 'balance', pay_password: DEMO.payPassword }
const short = (path: string): string => path.replace(/^\/api\/v1\/open/, '')

/** A signed OpenID answer for `steamId` from the simulated provider (a raw GET that writes nothing). */
async function steamAnswer (steamId: string): Promise<Record<string, string>> {
  const answer = await api.raw({ method: 'GET', url: `/api/v1/open/dev/steam-openid?return_to=${encodeURIComponent('/pages/user/steam')}&steam_id=${steamId}` })
  return Object.fromEntries(new URL(String(answer.headers.location), 'http://x').searchParams)
}

/** A partner ticket from the simulated partner's login page (a raw GET). */
async function partnerTicket (): Promise<Record<string, string>> {
  const answer = await api.raw({
    method: 'GET',
    url: `/api/v1/open/dev/partner-sso?redirect_url=${encodeURIComponent('/pages/user/catLogin')}&partner_uid=walk001`
  })
  return { ticket: new URL(String(answer.headers.location), 'http://x').searchParams.get('ticket') ?? '' }
}

async function smsCode (path: string, params: Record<string, unknown>, phone: string): Promise<string> {
  api.advance(61) // past the per-phone cooldown
  await must(path, params)
  return api.smsCode(phone)
}

/** HEAD has no body: the HTTP status and whether the database changed are what count. */
async function head (path: string, params: Record<string, unknown>, who = token): Promise<number> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()
  const time = String(Date.now())
  const headers = { 'x-start-req-time': time, 'x-sign': signRequest('HEAD', path, time, who), 'x-access-token': who }
  return (await api.raw({ method: 'HEAD', url: `${path}?${query}`, headers })).statusCode
}

beforeAll(async () => {
  const file = tempDbFile()
  api = await startApi({ dbFile: file })
  db = peek(file)
  token = await api.login()

  // listings on sale: cheap CS2 items, a few listings each
  const items = await api.ok('/v3/store/item/list', { appid: 730, sort: 'price_asc', min_price: '1', max_price: '30', page_size: 30 })
  const details = await Promise.all((items.list as { item_id: number }[]).map((item) => api.ok<ItemDetail>('/v3/store/item/detail', { item_id: item.item_id })))
  const listings = details.flatMap((detail) => detail.listings.filter((l) => !l.rentable).map((l) => l.listing_id))
  const rentables = details.flatMap((detail) => detail.listings.filter((l) => l.rentable).map((l) => l.listing_id))
  const ownStock = details.find((detail) => detail.listings.some((l) => l.seller.seller_id === 1))!
  const take = (): number => listings.shift()!
  const created = async (): Promise<Order> => must<Order>('/v4/trade/order/create-p2p', { listing_id: take() })
  const paid = async (): Promise<Order> => must<Order>('/v4/trade/order/quick', { listing_id: take(), ...payParams })
  const sent = async (): Promise<Order> => { const order = await paid(); return must<Order>('/v4/trade/order/notify-user', { order_id: order.order_id }) }

  const order = await created()
  const offer = await sent()
  const buyOrder = await must<BuyOrder>('/v4/trade/buy-order/create', { item_id: details[0].item_id, price: '1.00', quantity: 1, ...payParams })
  const recharge = await must<Payment>('/v1/pay/recharge/create', { amount: '10.00', channel: 'card' })
  const grants = await api.ok('/v1/user/oauth/grants', {}, { token })
  const messages = await api.ok('/v1/user/message/list', {}, { token })
  const loginCode = await smsCode('/passport/sms-send', { phone: DEMO.phone, scene: 'login' }, DEMO.phone)
  bag = {
    phone: DEMO.phone, password: DEMO.password, type: 'password', code: loginCode, scene: 'login', appid: 730, page: 1, page_size: 20, keyword: 'AK',
    item_id: details[0].item_id, listing_id: listings[0], order_id: order.order_id, amount: '10.00', channel: 'card',
    pay_no: recharge.pay_no, offer_id: offer.offer!.offer_id, buy_order_id: buyOrder.buy_order_id, price: '1.00', quantity: 1, days: 1, template_id: 3,
    seller_id: 2, message_id: messages.list[0].message_id, type_id: 1, content: '走查：只读请求不应改变任何数据', nickname: '走查昵称',
    trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEf12', avatar: 'https://example.com/walk.png', enabled: 0,
    kind: 'user', version: '2026.1', article_id: 1, platform: 'android', return_to: '/pages/user/steam', product_id: 1, grant_id: grants[0].grant_id,
    inventory_public: 0, personalized: 0, old_pay_password: DEMO.payPassword, ...payParams, ...(await steamAnswer('76561198000000321'))
  }

  // each write's own target, so the POST pass shows every write really changes something with parameters like these
  const set = (path: string, params: Record<string, unknown> | (() => Promise<Record<string, unknown>>)): void => {
    forWrite.set(path, typeof params === 'function' ? params : async () => params)
  }
  for (const path of ['/v4/trade/order/payment', '/v5/trade/order/payment', '/v4/trade/order/cancel']) set(path, { order_id: (await created()).order_id })
  set('/v4/trade/order/notify-user', { order_id: (await paid()).order_id })
  set('/v4/trade/order/receive-offer', { order_id: (await sent()).order_id })
  set('/v4/trade/offer/accept', { offer_id: (await sent()).offer!.offer_id })
  set('/v4/trade/offer/decline', { offer_id: (await sent()).offer!.offer_id })
  for (const path of ['/v4/trade/order/create-p2p', '/v4/trade/order/quick', '/v5/trade/order/quick']) set(path, { listing_id: take() })
  set('/v4/trade/order/create-p2b', { item_id: ownStock.item_id })
  set('/v1/task/claim', { task_key: 'first_recharge' })
  // promotions (issue 15, lead): join the seeded fee-free campaign; the claim is in unchanged (needs three sales)
  forRead['/v1/promotion/detail'] = { key: 'exempt_fee' }
  forRead['/v1/promotion/records'] = { key: 'exempt_fee' }
  forRead['/v1/promotion/perks'] = { key: 'exempt_fee' } // h17: fee and rent perks on my orders
  set('/v1/promotion/join', { key: 'exempt_fee' })
  set('/v1/promotion/claim', { key: 'exempt_fee', tier: 0 })
  // price alerts (h14): add one on an item, pause and delete others added just before
  const priceAlert = async (index: number): Promise<number> => (await must<{ alert_id: number }>(
    '/v1/price/alert/add',
    { item_id: details[index].item_id, direction: 'up', threshold: '99999.00' }
  )).alert_id
  set('/v1/price/alert/add', { item_id: details[0].item_id, direction: 'up', threshold: '99999.00' })
  set('/v1/price/alert/switch', async () => ({ alert_id: await priceAlert(1), on: 0 }))
  set('/v1/price/alert/delete', async () => ({ alert_id: await priceAlert(2) }))
  forRead['/v1/price/movers'] = { kind: 'down', period: '30', appid: 570 }
  set('/v4/trade/rent/create', { listing_id: rentables[0] })
  const rent = await must<Order>('/v4/trade/rent/create', { listing_id: rentables[1], days: 1 })
  await must('/v4/trade/order/payment', { order_id: rent.order_id, ...payParams })
  await must('/v4/trade/order/notify-user', { order_id: rent.order_id })
  await must('/v4/trade/order/receive-offer', { order_id: rent.order_id })
  set('/v4/trade/rent/return', { order_id: rent.order_id })
  set('/passport/sms-send', { phone: '13700000001' })
  set('/passport/sms-code', { phone: '13700000002' })
  set('/v1/sms/send-message', { phone: '13700000003' })
  // codes and signed answers expire: made just before their write
  set(
    '/passport/register',
    async () => ({ phone: '13700000009', code: await smsCode('/passport/sms-send', { phone: '13700000009', scene: 'register' }, '13700000009') })
  )
  set(
    '/v1/user/my/modifypwd',
    async () => ({ phone: DEMO2.phone, password: DEMO2.password, code: await smsCode('/v1/user/my/frogetpwdcode', { phone: DEMO2.phone }, DEMO2.phone) })
  )
  set('/passport/steam', () => steamAnswer('76561198000000322'))
  set('/v1/steam/login', () => steamAnswer('76561198000000323'))
  set('/v1/user/setting/bindsteamid', () => steamAnswer('76561198000000324'))
  set('/api/v1/user/v3/mix/login', { code: 'walk-wx-code' })
  set('/passport/partner', partnerTicket)
  set('/v1/user/setting/sms-code', { scene: 'pay_password' })
  // selling: items of the demo user's inventory, two of them listed, one buy order of the second buyer's to sell into
  const stock = (await api.ok(
    '/v4/trade/inventory/list',
    { state: 'tradable', page_size: 10 },
    { token }
  )).list as Array<{ asset_id: string, item: { item_id: number } }>
  const listOne = async (index: number): Promise<number> =>
    (await must<{ listings: Array<{ listing_id: number }> }>(
      '/v4/trade/sell/create',
      { items: JSON.stringify([{ asset_id: stock[index].asset_id, price: '90.00' }]), ...payParams }
    )).listings[0].listing_id
  const sellItems = JSON.stringify([{ asset_id: stock[0].asset_id, price: '90.00' }])
  forRead['/v4/trade/sell/preview'] = { items: sellItems }
  forRead['/v4/trade/sell/guidance'] = { item_ids: String(stock[0].item.item_id) }
  set('/v4/trade/sell/create', { items: sellItems })
  set('/v4/trade/sell/change-price', { listing_id: await listOne(1), price: '80.00' })
  set('/v4/trade/sell/delist', { listing_id: await listOne(2) })
  const wanted = await must<{ buy_order_id: number }>(
    '/v4/trade/buy-order/create',
    { item_id: stock[3].item.item_id, price: '1.00', pay_password: DEMO2.payPassword },
    await api.login(DEMO2.phone, DEMO2.password)
  )
  set('/v4/trade/buy-order/sell', { buy_order_id: wanted.buy_order_id, asset_id: stock[3].asset_id })
  // sell orders and withdrawal: DOTA2 items of the demo user's bought by the second buyer; one delivered and accepted
  // (proceeds released at once, so withdrawable)
  const buyer2 = await api.login(DEMO2.phone, DEMO2.password)
  const used = new Set(stock.slice(0, 4).map((asset) => asset.asset_id))
  const dota = ((await api.ok(
    '/v4/trade/inventory/list',
    { state: 'tradable', appid: 570, page_size: 20 },
    { token }
  )).list as Array<{ asset_id: string }>).filter((asset) => !used.has(asset.asset_id))
  const soldTo2 = async (index: number): Promise<string> => {
    const listing = (await must<{ listings: Array<{ listing_id: number }> }>(
      '/v4/trade/sell/create',
      { items: JSON.stringify([{ asset_id: dota[index].asset_id, price: '90.00' }]), ...payParams }
    )).listings[0].listing_id
    return (await must<Order>('/v4/trade/order/quick', { listing_id: listing, pay_channel: 'balance', pay_password: DEMO2.payPassword }, buyer2)).order_id
  }
  const delivered = await soldTo2(0)
  await must('/v4/trade/sell/send-offer', { order_id: delivered })
  await must('/v4/trade/order/receive-offer', { order_id: delivered }, buyer2)
  forRead['/v4/trade/sell/order-detail'] = { order_id: delivered }
  forRead['/v1/pay/withdraw/preview'] = { channel: 'bank' }
  set('/v4/trade/sell/send-offer', { order_id: await soldTo2(1) })
  set('/v4/trade/sell/cancel-order', { order_id: await soldTo2(2) })
  set('/v1/pay/withdraw/create', { channel: 'bank', account: '4111111111111111', amount: '10.00' })
  // favourites: keep the bag's item, then let go of one kept just before (so both writes change a row)
  set('/v1/user/favorite/add', { item_id: details[0].item_id })
  set('/v1/user/favorite/remove', async () => { await must('/v1/user/favorite/add', { item_id: details[1].item_id }); return { item_id: details[1].item_id } })
  // haggle and grab (h7): help the second buyer's seeded running haggle; grab a live drop; withdraw a grab made just before
  const friendsHaggle = (await api.ok<{ list: Array<{ haggle_id: number }> }>(
    '/v1/activity/haggle/mine',
    {},
    { token: await api.login(DEMO2.phone, DEMO2.password) }
  )).list[0].haggle_id
  forRead['/v1/activity/haggle/prize'] = { prize_id: 1 }
  forRead['/v1/activity/haggle/detail'] = { haggle_id: friendsHaggle }
  forRead['/v1/activity/grab/detail'] = { drop_id: 1 }
  set('/v1/activity/haggle/start', { prize_id: 1 })
  set('/v1/activity/haggle/help', { haggle_id: friendsHaggle })
  set('/v1/activity/grab/buy', { drop_id: 1 })
  set(
    '/v1/activity/grab/withdraw',
    async () => ({ grab_no: (await must<{ grab_no: string }>('/v1/activity/grab/buy', { drop_id: 1, idempotency_key: 'walk-withdraw' })).grab_no })
  )
  // trade-up (h8): ten restricted skins from the dev hook and a formula of them; the run executes it, the hook gives another batch
  const tradeUpIds = (await must<{ asset_ids: string[] }>('/dev/tradeup/stock', { rarity: '工业级' })).asset_ids.join(',')
  const tradeUpFormula = (await must<{ id: number }>('/v1/tradeup/formula/create', { asset_ids: tradeUpIds })).id
  forRead['/v1/tradeup/preview'] = { asset_ids: tradeUpIds }
  forRead['/v1/tradeup/formula/detail'] = { formula_id: tradeUpFormula }
  set('/v1/tradeup/formula/create', { asset_ids: tradeUpIds })
  set('/v1/tradeup/run', { formula_id: tradeUpFormula })
  set('/dev/tradeup/stock', { rarity: '保密' })
  // smelting (h11): three restricted skins of other batches; one smelt done for the detail, the run smelts another three
  const smeltIds = (await must<{ asset_ids: string[] }>('/dev/tradeup/stock', { rarity: '受限', batch: 5 })).asset_ids
  const smelted = (await must<{ id: number }>('/v1/smelt/run', { asset_ids: smeltIds.slice(3, 6).join(','), idempotency_key: 'walk-smelt-0' })).id
  forRead['/v1/smelt/preview'] = { asset_ids: smeltIds.slice(0, 3).join(',') }
  forRead['/v1/smelt/detail'] = { smelt_id: smelted }
  set('/v1/smelt/run', { asset_ids: smeltIds.slice(0, 3).join(','), idempotency_key: 'walk-smelt' })
  // inspection (h12): one record for the detail; the create inspects another link, the report reports the first
  const inspectLink = 'steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S76561198123456789A1D1'
  const inspected = (await must<{ id: number }>('/v1/inspect/create', { link: inspectLink })).id
  forRead['/v1/inspect/detail'] = { inspection_id: inspected }
  forRead['/v1/inspect/listing-marks'] = { listing_ids: String(listings[0]) }
  forRead['/v1/inspect/asset-marks'] = { asset_ids: tradeUpIds }
  set('/v1/inspect/create', { link: inspectLink.replace('D1', 'D2') })
  set('/v1/inspect/report', { inspection_id: inspected, reason: 'float' })
  // red packets and envelopes (issue 13): open a shared packet, make one from a promotion, claim the newcomer envelope
  set('/v1/redpack/open', { code: 'C5NEWYR8' })
  set('/v1/redpack/create', { promotion_id: 1 })
  set(
    '/v1/red-envelope/claim',
    async () => ({ template_id: (await api.ok<{ tasks: Array<{ template_id: number }> }>('/v1/red-envelope/event', {}, { token })).tasks[0].template_id })
  )
  forRead['/v1/redpack/detail'] = { code: 'C5NEWYR8' }
  forRead['/v1/coupon/my-coupons'] = { kind: 'coupon' }
  // gift draws (issue 13 item 3): draw, claim one prize, sell another back
  set('/v1/gift/draw', { pool_id: 1 })
  const giftWins = (await must<{ wins: Array<{ win_id: number, sell_back: string | null }> }>('/v1/gift/draw', { pool_id: 1, times: 5 })).wins
  set('/v1/gift/claim', { win_id: giftWins[0].win_id })
  set('/v1/gift/sell-back', { win_id: giftWins.slice(1).find((win) => win.sell_back !== null)!.win_id })
  // redeem codes, the knapsack and the exchange topic (issue 13): a free code, the demo user's seeded key, a reward their points buy
  set('/v1/cdk/redeem', { code: 'C5CD-K000-0000-0013' })
  set('/v1/cdk/reveal', async () => ({ key_id: (await api.ok<Array<{ key_id: number }>>('/v1/cdk/knapsack', {}, { token }))[0].key_id }))
  set('/v1/cdk/exchange', { reward_id: 1 })
  forRead['/v1/cdk/history'] = { kind: 'cdk' }
  forRead['/v1/cdk/campaign'] = { campaign: 'newyear2027' }
  // fair draws, roll rooms, boxes (issue 13, h4): join the open room 1, open box 1 once, close room 2 by the dev hook
  set('/v1/fair/seed/client', { client_seed: 'walk-seed' })
  set('/v1/roll/join', { roll_id: 1 })
  set('/v1/box/open', { box_id: 1, count: 1, idempotency_key: 'walk-box' })
  set('/dev/roll/close', { roll_id: 2 })
  forRead['/v1/roll/detail'] = { roll_id: 1 }
  forRead['/v1/box/list'] = { kind: 'box' }
  forRead['/v1/box/detail'] = { box_id: 1 }
  forRead['/v1/box/recent'] = { box_id: 1 }
  // partner apps (h15): authorise price_helper (each token call gets a fresh code), exchange to OOS points, a code from the OOS mall
  const oauthAsk = { client_id: 'price_helper', redirect_uri: 'https://pricehelper.example/auth/c5/callback', scope: 'profile', response_type: 'code' }
  const oauthCode = async (): Promise<string> => new URL((await must<{ redirect_to: string }>(
    '/v1/oauth/authorize',
    oauthAsk
  )).redirect_to).searchParams.get('code')!
  const oauthToken = async () => ({
    grant_type: 'authorization_code',
    client_id: 'price_helper',
    client_secret: 'pricehelper-demo-secret',
    redirect_uri: oauthAsk.redirect_uri,
    code: await oauthCode()
  })
  forRead['/v1/oauth/authorize/info'] = oauthAsk
  forRead['/v1/oauth/userinfo'] = { access_token: (await must<{ access_token: string }>('/v1/oauth/token', await oauthToken())).access_token }
  set('/v1/oauth/authorize', oauthAsk)
  set('/v1/oauth/token', oauthToken)
  forRead['/v1/partner/exchange/preview'] = { partner: 'oos', direction: 'out', amount: '10.00' }
  set('/v1/partner/exchange/create', { partner: 'oos', direction: 'out', amount: '10.00', idempotency_key: 'walk-px' })
  forRead['/v1/oos/order'] = { order_id: (await must<{ order_id: number }>('/v1/oos/exchange', { offer_id: 5, idempotency_key: 'walk-oos-1' })).order_id }
  set('/v1/oos/exchange', { offer_id: 5, idempotency_key: 'walk-oos-2' })
  // the streamer backstage (h13): read as the seeded anchor, a 30-day period
  const anchor = await api.login('13700137000')
  for (const path of ['/v1/backstage/anchor/overview', '/v1/backstage/anchor/orders']) { readAs[path] = anchor; forRead[path] = { days: 30 } }
  // tournament match guess (h13): pick the first open Major match; the dev hook posts the result of the live one
  const guessBoard = await api.ok<{ matches: Array<{ match_id: number, state: string }> }>('/v1/guess/board', { game: 'major' }, { token })
  for (const path of ['/v1/guess/board', '/v1/guess/ranking', '/v1/guess/mine']) forRead[path] = { game: 'major' }
  set('/v1/guess/pick', { match_id: guessBoard.matches.find((m) => m.state === 'open')!.match_id, side: 'a', stake: 10 })
  set('/dev/guess/result', { match_id: guessBoard.matches.find((m) => m.state === 'locked')!.match_id, winner: 'a', score: '2:1' })
  // WeChat notice (h13): subscribe to one template; the simulated official account verifies the user's live code
  set('/v1/wx-notice/subscribe', { templates: 'order_paid' })
  set('/dev/wx-notice/verify', async () => ({ code: (await must<{ code: string }>('/v1/wx-notice/bind-code', {})).code, openid: 'oWx_walk_0001' }))
  // alipay (h16): a pending recharge to pay by the notification, another for the raw cashier page
  set('/v1/pay/alipay/create', { amount: '10.00', return_url: '/pages/alipay/index' })
  set(
    '/dev/alipay-notify',
    async () => {
      const made = await must<{ cashier_url: string }>('/v1/pay/alipay/create', { amount: '11.00', return_url: '/pages/alipay/index' })
      return { ...await cashierNotice(api, made.cashier_url, 'paid'), return_to: '/pages/alipay/index' }
    }
  )
  alipayCashier = (await must<{ cashier_url: string }>('/v1/pay/alipay/create', { amount: '12.00', return_url: '/pages/alipay/index' })).cashier_url
  // news and consultation (h16): one category's news; a message about the bag's order
  forRead['/v1/news/list'] = { category: 'market' }
  set('/v1/consult/send', { content: '走查：这个订单什么时候发货', client_key: 'walk-consult' })
  set('/v1/landing/attribute', { utm_source: 'walk', channel: 'ks', clickid: 'walk-1' })
  set('/v1/landing/claim', { utm_source: 'walk' })
}, 120_000)

afterAll(async () => {
  await api.close()
  db.close()
})

describe('only POST changes state', () => {
  it('HEAD of a recharge credits nothing, HEAD of logout ends no session, GET /dev/reset resets nothing', async () => {
    const before = db.fingerprint()
    expect(await head('/api/v1/open/v1/pay/recharge/create', { amount: '10.00', channel: 'card' })).toBe(405)
    expect(await head('/api/v1/open/passport/logout', {})).toBe(405)
    const reset = await api.raw({ method: 'GET', url: '/api/v1/open/dev/reset' })
    expect(reset.statusCode).toBe(405)
    expect(reset.headers.allow).toBe('POST')
    expect(reset.json()).toEqual({ status: 405, message: '请使用 POST 提交', data: null })
    expect((await api.call('/v1/pay/recharge/create', { amount: '10.00', channel: 'card' }, { token, method: 'GET' })).status).toBe(405)
    expect(db.fingerprint()).toBe(before)
    expect((await api.call('/v1/user/my', {}, { token })).status).toBe(200) // still logged in
  })

  it('the raw GET routes (health, images, the simulated Steam and partner pages) change nothing either', async () => {
    const before = db.fingerprint()
    const urls = ['/api/v1/open/health', '/api/v1/open/img/item/1.svg', '/api/v1/open/img/game/570.svg', '/api/v1/open/img/avatar/1.svg',
      `/api/v1/open/dev/steam-openid?return_to=${encodeURIComponent('/pages/user/steam')}&steam_id=76561198000000330`,
      `/api/v1/open/dev/partner-sso?redirect_url=${encodeURIComponent('/pages/user/catLogin')}&partner_uid=walk002`, alipayCashier]
    for (const url of urls) {
      const redirects = url.includes('/dev/') && !url.includes('alipay-cashier')
      for (const method of ['GET', 'HEAD']) expect({
        url,
        method,
        status: (await api.raw({ method, url })).statusCode
      }).toEqual({ url, method, status: redirects ? 302 : 200 })
    }
    expect(db.fingerprint()).toBe(before)
  })

  it('privacy settings and the profile: GET reads, a change by GET answers 405 and changes nothing', async () => {
    const before = db.fingerprint()
    const settings = await api.ok('/v1/user/privacy/settings', {}, { token, method: 'GET' })
    expect(settings).toEqual({ inventory_public: true, personalized: true, trade_history_public: false })
    expect(await api.ok('/v1/user/privacy/settings', {}, { token, method: 'POST' })).toEqual(settings) // no parameters: a read by POST too
    expect((await api.call('/v1/user/privacy/settings', { inventory_public: 0 }, { token, method: 'GET' })).status).toBe(405)
    expect(await head('/api/v1/open/v1/user/privacy/settings', { inventory_public: 0 })).toBe(405)
    expect((await api.call('/v1/user/my/person-info', { nickname: '改名' }, { token, method: 'GET' })).status).toBe(405)
    expect((await api.ok('/v1/user/my/person-info', {}, { token, method: 'GET' })).nickname).toBe('演示用户')
    expect(db.fingerprint()).toBe(before)
  })

  it('walks every route by GET and HEAD: writes answer 405, reads answer, and nothing changes the database', async () => {
    const routes = api.app.apiRoutes
    expect(routes.length).toBeGreaterThan(80)
    const changed: string[] = []
    const refused: string[] = []
    const unread: string[] = []
    let before = db.tables()
    for (const { path, write } of routes) {
      const params = { ...bag, ...forRead[short(path)] }
      const who = readAs[short(path)] ?? token
      const get = await api.call(path, params, { token: who, method: 'GET' })
      const headStatus = await head(path, params, who)
      const after = db.tables()
      const tables = [...after].filter(([name, hash]) => before.get(name) !== hash).map(([name]) => name)
      if (tables.length > 0) changed.push(`${short(path)} changed ${tables.join(', ')}`)
      before = after
      if (write !== false && (get.status !== 405 || headStatus !== 405)) refused.push(`${short(path)} answered GET ${get.status} HEAD ${headStatus}`)
      if (write === false && get.status !== 200) unread.push(`${short(path)} ${get.status} ${get.message}`)
    }
    expect(changed).toEqual([])
    expect(refused).toEqual([])
    // the walk's parameters are plausible: every read answers them
    expect(unread).toEqual([])
    expect(routes.filter((route) => route.write === true).length).toBeGreaterThan(45)
  }, 120_000)

  it('the same parameters by POST do change the database, write by write (so a write without its flag fails the walk)', async () => {
    // writes whose POST here changes nothing, and why (each is covered by its own suite)
    const unchanged: Record<string, string> = {
      '/v1/user/setting/bind-phone': 'the demo user already has a phone',
      '/v1/user/setting/change-phone': 'needs codes for the old and a new phone',
      '/v1/user/setting/unbindphone': 'needs an unbind code; would leave the demo user without a phone',
      '/v1/user/setting/setpaypwd': 'the demo user already has a pay password',
      '/v1/activity/haggle/claim': 'needs a haggle at its floor (test/server/deals.test.ts claims one)',
      '/v1/roll/claim': 'needs a prize won in an ended room (test/server/draws.test.ts claims one)',
      '/v1/invite/bind': 'needs an account younger than a day (test/server/tasks.test.ts binds one)',
      '/v1/invite/claim': 'needs an invitee whose first purchase is paid (test/server/tasks.test.ts claims one)',
      '/v1/landing/claim': 'the demo user holds the new-user coupon from the seed (test/server/landing.test.ts claims one)',
      '/v1/promotion/claim': 'needs a reached tier (test/server/promotions.test.ts claims one)'
    }
    // calls that stop trading (a new Steam id needs a new health check, the switch off), end the session or restore the seed go last
    const last = ['/v1/user/setting/bindsteamid', '/v1/user/setting/paypwdswitch', '/v1/user/my/modifypwd', '/passport/logout', '/dev/reset']
    const writes = api.app.apiRoutes.filter((route) => route.write === true).map((route) => short(route.path))
    const ordered = [...writes.filter((path) => !last.includes(path)), ...last.filter((path) => writes.includes(path))]
    const quiet: string[] = []
    for (const path of ordered) {
      if (path.includes('sms') || path.endsWith('code')) api.advance(61)
      const params = { ...bag, ...(await forWrite.get(path)?.()) }
      const before = db.fingerprint()
      const answer = await post(path, params)
      if (db.fingerprint() === before && !(path in unchanged)) quiet.push(`${path} → ${answer.status} ${answer.message}`)
      if (path === '/v1/user/my/modifypwd') token = await api.login()
    }
    expect(quiet).toEqual([])
  }, 120_000)
})
