import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import type {
  InventoryAsset,
  InventoryPage,
  InventoryRefresh,
  ItemDetail,
  ListingBatch,
  LoginResult,
  MyListing,
  Order,
  PriceChangeResult,
  SellGuidance,
  SellPreview
} from '../../types/api'
import { EXTERIORS } from '../../server/domain/exteriors'
import { TRADE_PROTECTION_SECONDS } from '../../server/domain/orderState'

/** Issue 10 items 1-3 and 7: inventory, listing for sale, my listings (server/README.md "Selling"). */
let api: TestApi
let seller: string
let buyer: string
beforeEach(async () => {
  api = await startApi()
  seller = await api.login()
  buyer = await api.login(DEMO2.phone, DEMO2.password)
})
afterEach(() => api.close())

const post = <T = unknown>(path: string, params: Record<string, unknown>, token = seller) => api.call<T>(path, params, { method: 'POST', token })
const inventory = (params: Record<string, unknown> = {}, token = seller) => api.ok<InventoryPage>(
  '/v4/trade/inventory/list',
  { page_size: 100, ...params },
  { token }
)
const tradable = async (count = 1): Promise<InventoryAsset[]> => (await inventory({ state: 'tradable' })).list.slice(0, count)
const sell = (items: Array<Record<string, unknown>>, params: Record<string, unknown> = {}, token = seller) =>
  post<ListingBatch>('/v4/trade/sell/create', { items: JSON.stringify(items), pay_password: DEMO.payPassword, ...params }, token)
const detail = (itemId: number) => api.ok<ItemDetail>('/v3/store/item/detail', { item_id: itemId })
const myListings = (params: Record<string, unknown> = {}) => api.ok<{ list: MyListing[], total: number }>(
  '/v4/trade/sell/my-listings',
  params,
  { token: seller }
)
const wallet = async (token: string) => api.ok<{ balance: string, frozen: string }>('/v1/user/my', {}, { token })

/** A new user by SMS login (no Steam, no trade URL), or by Steam login with this Steam id (no trade URL). */
async function newUser (steamId?: string): Promise<string> {
  if (steamId) {
    const answer = await api.raw({ method: 'GET', url: `/api/v1/open/dev/steam-openid?return_to=%2Fpages%2Fuser%2Fauth&steam_id=${steamId}` })
    const params = Object.fromEntries(new URL(String(answer.headers.location), 'http://x').searchParams)
    return (await api.ok<LoginResult>('/passport/steam', params, { method: 'POST' })).access_token
  }
  const phone = `1370000${String(Math.floor(Math.random() * 9000) + 1000)}`
  await api.ok('/passport/sms-send', { phone, scene: 'login' }, { method: 'POST' })
  return (await api.ok<LoginResult>('/passport/login', { type: 'sms', phone, code: await api.smsCode(phone) }, { method: 'POST' })).access_token
}

describe('inventory (我的库存)', () => {
  it('is a believable, stable mix of both games per Steam id, with CS2 wears inside their exterior', async () => {
    const first = await inventory()
    expect(first).toMatchObject({ state: 'ok', state_text: '', steam_id: '76561198000000001', refreshed_at: null, cooldown: 0 })
    expect(first.total).toBeGreaterThanOrEqual(20)
    expect(first.total).toBeLessThanOrEqual(28)
    expect(new Set(first.list.map((asset) => asset.item.appid))).toEqual(new Set([570, 730]))
    expect(await inventory()).toEqual(first)
    for (const asset of first.list) {
      if (asset.item.appid === 570) { expect(asset.wear).toBeNull(); continue }
      const range = EXTERIORS.find((wear) => wear.name === asset.item.exterior)!
      expect(asset.wear).toMatch(/^0\.\d{8}$/)
      // compared on the digits: 8 decimals against the range's bounds in hundred-millionths
      const e8 = Number(asset.wear!.slice(2))
      expect(e8).toBeGreaterThanOrEqual(Math.round(range.min * 1e8))
      expect(e8).toBeLessThan(Math.round(range.max * 1e8))
    }
    const held = first.list.filter((asset) => asset.state === 'hold')
    expect(held.length).toBeGreaterThan(0)
    for (const asset of held) expect(asset.tradable_at).toBeGreaterThan(Date.UTC(2026, 10, 22, 4) / 1000)
    const other = await inventory({}, buyer)
    expect(other.list.map((asset) => asset.asset_id).some((id) => first.list.some((mine) => mine.asset_id === id))).toBe(false)
  })

  it('filters by game, exterior, state and keyword, and pages', async () => {
    const all = await inventory()
    const cs2 = await inventory({ appid: 730 })
    expect(cs2.list.every((asset) => asset.item.appid === 730)).toBe(true)
    expect(cs2.total + (await inventory({ appid: 570 })).total).toBe(all.total)
    const exterior = cs2.list[0].item.exterior!
    expect((await inventory({ exterior })).list.every((asset) => asset.item.exterior === exterior)).toBe(true)
    // type and rarity: each keeps exactly the matching items
    for (const key of ['category', 'rarity'] as const) {
      const value = all.list[0].item[key]
      const kept = await inventory({ [key]: value, page_size: 100 })
      expect(kept.total).toBe(all.list.filter((asset) => asset.item[key] === value).length)
      expect(kept.list.every((asset) => asset.item[key] === value)).toBe(true)
    }
    expect((await inventory({ state: 'hold' })).list.every((asset) => asset.state === 'hold')).toBe(true)
    const word = all.list[0].item.name.slice(0, 2)
    const found = await inventory({ keyword: word })
    expect(found.total).toBeGreaterThan(0)
    expect(found.list.every((asset) => asset.item.name.includes(word) || asset.item.market_hash_name.toLowerCase().includes(word.toLowerCase()))).toBe(true)
    const first = await inventory({ page: 1, page_size: 5 })
    const second = await inventory({ page: 2, page_size: 5 })
    expect(first).toMatchObject({ total: all.total, has_more: true })
    expect(second.list.map((asset) => asset.asset_id)).toEqual(all.list.slice(5, 10).map((asset) => asset.asset_id))
    expect((await api.call('/v4/trade/inventory/list', { state: 'gone' }, { token: seller })).status).toBe(4000)
  })

  it('says why it cannot be used: Steam not bound, inventory private (ids ending 404), trade URL missing', async () => {
    const noSteam = await newUser()
    expect(await inventory({}, noSteam)).toMatchObject({ state: 'not_bound', state_text: '请先绑定 Steam 账号', list: [], total: 0 })
    expect(await post('/v4/trade/inventory/refresh', {}, noSteam)).toMatchObject({ status: 4000, message: '请先绑定 Steam 账号' })
    const hidden = await newUser('76561198000000404')
    expect(await inventory({}, hidden)).toMatchObject({ state: 'private', list: [] })
    expect((await post('/v4/trade/inventory/refresh', {}, hidden)).status).toBe(4009)
    const noUrl = await newUser('76561198000000777')
    const page = await inventory({}, noUrl)
    expect(page).toMatchObject({ state: 'no_trade_url', state_text: '请先设置 Steam 交易链接，否则无法出售' })
    expect(page.total).toBeGreaterThan(0)
    // selling needs the Steam check (3104) first
    expect((await sell([{ asset_id: page.list[0].asset_id, price: '1.00' }], {}, noUrl)).status).toBe(3104)
  })

  it('refreshes from Steam at most once a minute (4029 with the seconds left); later refreshes may bring held items', async () => {
    const first = await post('/v4/trade/inventory/refresh', {})
    expect(first).toMatchObject({ status: 200, data: { new_items: 0, cooldown: 60 } })
    api.advance(20)
    expect(await post('/v4/trade/inventory/refresh', {})).toMatchObject({ status: 4029, message: '刷新太频繁，请 40 秒后再试', data: { cooldown: 40 } })
    expect((await inventory()).cooldown).toBe(40)
    let total = (await inventory()).total
    let added = 0
    for (let n = 0; n < 6; n++) {
      api.advance(61)
      const again = await post<InventoryRefresh>('/v4/trade/inventory/refresh', {})
      expect(again.status).toBe(200)
      const now = await inventory()
      expect(now.total).toBe(total + again.data.new_items)
      // new items are on Steam's 7-day hold
      expect(now.list.slice(0, again.data.new_items).every((asset) => asset.state === 'hold')).toBe(true)
      total = now.total
      added += again.data.new_items
    }
    expect(added).toBeGreaterThan(0)
  })
})

describe('listing for sale (上架)', () => {
  it('lists a batch under one pay password; the market shows the listings at once; preview and create agree to the cent', async () => {
    const assets = await tradable(3)
    const prices = ['10.00', '0.39', '123.45']
    const items = assets.map((asset, index) => ({ asset_id: asset.asset_id, price: prices[index] }))
    const before = await Promise.all(assets.map((asset) => detail(asset.item.item_id)))
    const preview = await api.ok<SellPreview>('/v4/trade/sell/preview', { items: JSON.stringify(items) }, { token: seller })
    expect(preview.items.map((quote) => [quote.price, quote.fee, quote.receive])).toEqual([
      ['10.00', '0.25', '9.75'],
      ['0.39', '0.01', '0.38'],
      ['123.45', '3.09', '120.36']
    ])
    expect(preview).toMatchObject({ total_price: '133.84', total_fee: '3.35', total_receive: '130.49' })
    const created = await sell(items)
    expect(created.status).toBe(200)
    expect(created.data.filled).toBe(0)
    expect(created.data.listings.map((listing) => [listing.price, listing.fee, listing.receive, listing.status])).toEqual(
      preview.items.map((quote) => [quote.price, quote.fee, quote.receive, 'on_sale']))
    for (const [index, asset] of assets.entries()) {
      const after = await detail(asset.item.item_id)
      expect(after.on_sale_count).toBe(before[index].on_sale_count + 1)
      expect(after.listings.find((listing) => listing.listing_id === created.data.listings[index].listing_id)).toMatchObject({
        price: prices[index],
        seller: { nickname: '演示用户' }
      })
    }
    expect((await inventory({ state: 'listed' })).list.map((asset) => asset.asset_id).sort()).toEqual(assets.map((asset) => asset.asset_id).sort())
    // the seller now has a shop
    const sellerId = (await detail(assets[0].item.item_id)).listings.find((l) => l.listing_id === created.data.listings[0].listing_id)!.seller.seller_id
    expect((await api.call('/v3/store/seller/shop', { seller_id: sellerId })).status).toBe(200)
  })

  it('needs the pay password (3000, 4301) and lists nothing without it', async () => {
    const [asset] = await tradable()
    expect(await sell([{ asset_id: asset.asset_id, price: '5.00' }], { pay_password: '' })).toMatchObject({ status: 3000, data: { reason: 'required' } })
    expect((await sell([{ asset_id: asset.asset_id, price: '5.00' }], { pay_password: '111111' })).status).toBe(4301)
    expect((await myListings()).total).toBe(0)
  })

  it('is all or nothing: one bad item refuses the batch with a clear message', async () => {
    const [good] = await tradable()
    const [held] = (await inventory({ state: 'hold' })).list
    const cases: Array<[Array<Record<string, unknown>>, number, RegExp]> = [
      [[{ asset_id: good.asset_id, price: '5.00' }, { asset_id: held.asset_id, price: '5.00' }], 4009, /^该饰品交易冷却中，\d{4}-\d\d-\d\d \d\d:\d\d 后可交易$/],
      [[{ asset_id: good.asset_id, price: '5.00' }, { asset_id: good.asset_id, price: '6.00' }], 4000, /^同一件饰品不能重复上架$/],
      [[{ asset_id: good.asset_id, price: '0' }], 4000, /^售价过小$/],
      [[{ asset_id: good.asset_id, price: '1000000.01' }], 4000, /^售价过大$/],
      [[{ asset_id: good.asset_id, price: '5.001' }], 4000, /^售价必须是最多两位小数的金额$/],
      [[{ asset_id: good.asset_id, price: '999999.00' }], 4000, /的售价不能超过 .*（参考价的 10 倍）$/],
      [[{ asset_id: '8000000002000001', price: '5.00' }], 4004, /^库存中没有该饰品/],
      [[{ asset_id: good.asset_id, price: '50.00', rent_daily: '1.00', rent_deposit: '10.00' }], 4000, /的押金不能低于售价$/],
      [[{ asset_id: good.asset_id, price: '5.00', rent_daily: '6.00', rent_deposit: '10.00' }], 4000, /的日租金不能高于售价$/],
      [[{ asset_id: good.asset_id, price: '5.00', rent_daily: '0.10', rent_deposit: '10.00', rent_max_days: 31 }], 4000, /^最长租期超出范围$/],
      [[{ asset_id: good.asset_id, price: '5.00', rent_daily: '0.10' }], 4000, /的押金$/],
      [[], 4000, /^请选择上架饰品$/]
    ]
    for (const [items, status, message] of cases) {
      const answer = await sell(items)
      expect({ items, status: answer.status }).toEqual({ items, status })
      expect(answer.message).toMatch(message)
    }
    expect((await post('/v4/trade/sell/create', { items: 'not json', pay_password: DEMO.payPassword })).message).toBe('上架饰品格式不正确')
    expect((await myListings()).total).toBe(0)
    expect((await inventory({ state: 'listed' })).total).toBe(0)
  })

  it('takes rent terms (daily price, deposit, longest days) and JSON bodies', async () => {
    const [asset] = await tradable()
    const answer = await api.call<ListingBatch>('/v4/trade/sell/create', {
      items: [{ asset_id: asset.asset_id, price: '20.00', rent_daily: '0.50', rent_deposit: '25.00', rent_max_days: 7 }], pay_password: DEMO.payPassword
    }, { token: seller, body: 'json' })
    expect(answer.data.listings[0]).toMatchObject({ rentable: true, rent_daily: '0.50', rent_deposit: '25.00', rent_max_days: 7 })
    expect((await detail(asset.item.item_id)).listings.find((l) => l.listing_id === answer.data.listings[0].listing_id)).toMatchObject({
      rentable: true,
      rent_daily: '0.50'
    })
    const listingId = answer.data.listings[0].listing_id
    expect(await api.call(
      '/v4/trade/rent/create',
      { listing_id: listingId, days: 8 },
      { token: buyer, method: 'POST' }
    )).toMatchObject({ status: 4000, message: '该饰品最长可租 7 天' })
    expect(await api.call(
      '/v4/trade/rent/create',
      { listing_id: listingId, days: 7 },
      { token: buyer, method: 'POST' }
    )).toMatchObject({ status: 200, data: { price: '3.50', rent_deposit: '25.00' } })
  })

  it('a held item becomes listable once its hold ends (counted from the first sync)', async () => {
    await post('/v4/trade/inventory/refresh', {})
    const [held] = (await inventory({ state: 'hold' })).list
    expect((await sell([{ asset_id: held.asset_id, price: '5.00' }])).status).toBe(4009)
    api.advance(held.tradable_at! - Date.UTC(2026, 10, 22, 4) / 1000 + 1)
    expect((await sell([{ asset_id: held.asset_id, price: '5.00' }])).status).toBe(200)
  })

  it('one item is in at most one listing, also when the same item is listed twice at once', async () => {
    const [asset] = await tradable()
    const answers = await Promise.all([sell([{ asset_id: asset.asset_id, price: '5.00' }]), sell([{ asset_id: asset.asset_id, price: '6.00' }])])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 4009])
    expect(answers.find((answer) => answer.status === 4009)!.message).toBe('该饰品已在出售或交易中')
    expect((await myListings()).total).toBe(1)
  })

  it('gives price guidance per item: lowest listing, highest buy order, last sale, the ceiling', async () => {
    const [asset] = await tradable()
    await post('/v4/trade/buy-order/create', { item_id: asset.item.item_id, price: '1.23', quantity: 2, pay_password: DEMO2.payPassword }, buyer)
    const [guide] = await api.ok<SellGuidance[]>('/v4/trade/sell/guidance', { item_ids: String(asset.item.item_id) })
    const shown = await detail(asset.item.item_id)
    expect(guide).toMatchObject({ item_id: asset.item.item_id, lowest_price: shown.min_price, on_sale_count: shown.on_sale_count, highest_buy_order: '1.23' })
    expect(guide.last_sale).toEqual({ price: shown.recent_sales[0].price, sold_at: shown.recent_sales[0].sold_at })
    expect((await api.call('/v4/trade/sell/guidance', { item_ids: '999999' })).status).toBe(4004)
  })
})

describe('my listings (在售)', () => {
  async function listOne (price = '50.00'): Promise<{ asset: InventoryAsset, listing: MyListing }> {
    const [asset] = await tradable()
    const answer = await sell([{ asset_id: asset.asset_id, price }])
    return { asset, listing: answer.data.listings[0] }
  }

  it('shows views of the item page since listing, the current lowest and whether mine is it', async () => {
    const { asset, listing } = await listOne('0.01')
    await detail(asset.item.item_id)
    await detail(asset.item.item_id)
    const [mine] = (await myListings()).list
    expect(mine).toMatchObject({ listing_id: listing.listing_id, views: 2, lowest_price: '0.01', is_lowest: true, status: 'on_sale' })
  })

  it('changes one price, or a batch by rule (match the lowest, 0.01 under it); the market follows', async () => {
    const { asset, listing } = await listOne('50.00')
    const changed = await post<PriceChangeResult>('/v4/trade/sell/change-price', { listing_id: listing.listing_id, price: '45.50' })
    expect(changed.data.listings[0]).toMatchObject({ price: '45.50', fee: '1.14', receive: '44.36' })
    expect((await detail(asset.item.item_id)).listings.find((l) => l.listing_id === listing.listing_id)!.price).toBe('45.50')
    const others = (await detail(asset.item.item_id)).listings.filter((l) => l.listing_id !== listing.listing_id).map((l) => cents(l.price))
    const lowest = Math.min(...others)
    const matched = await post<PriceChangeResult>('/v4/trade/sell/change-price', { listing_ids: String(listing.listing_id), rule: 'match_lowest' })
    expect(matched.data.listings[0].price).toBe(yuan(lowest))
    const again = await post<PriceChangeResult>('/v4/trade/sell/change-price', { listing_ids: String(listing.listing_id), rule: 'match_lowest' })
    expect(again.data).toMatchObject({ listings: [], skipped: [{ listing_id: listing.listing_id, reason: `已是 ${yuan(lowest)}` }] })
    const under = await post<PriceChangeResult>('/v4/trade/sell/change-price', { listing_ids: JSON.stringify([listing.listing_id]), rule: 'undercut' })
    expect(under.data.listings[0]).toMatchObject({ price: yuan(lowest - 1), is_lowest: true })
    expect((await detail(asset.item.item_id)).min_price).toBe(yuan(lowest - 1))
    expect((await post('/v4/trade/sell/change-price', { listing_id: listing.listing_id, price: '999999.00' })).status).toBe(4000)
    expect((await post('/v4/trade/sell/change-price', { listing_ids: String(listing.listing_id), rule: 'cheapest' })).message).toBe('改价规则不在可选范围内')
  })

  it('delists: the market drops it and the item is idle in the inventory again (and can be listed again)', async () => {
    const { asset, listing } = await listOne()
    const count = (await detail(asset.item.item_id)).on_sale_count
    const answer = await post<MyListing[]>('/v4/trade/sell/delist', { listing_ids: String(listing.listing_id) })
    expect(answer.data[0]).toMatchObject({ listing_id: listing.listing_id, status: 'off' })
    expect((await detail(asset.item.item_id)).on_sale_count).toBe(count - 1)
    expect((await inventory()).list.find((a) => a.asset_id === asset.asset_id)).toMatchObject({ state: 'tradable', listing_id: null })
    expect((await post('/v4/trade/sell/delist', { listing_id: listing.listing_id })).message).toMatch(/已下架，无法下架$/)
    expect((await sell([{ asset_id: asset.asset_id, price: '9.99' }])).status).toBe(200)
    // another seller's listing is not found
    expect((await post('/v4/trade/sell/delist', { listing_id: listing.listing_id }, buyer)).status).toBe(4004)
  })

  it('an item bought meanwhile can no longer be changed or delisted (4009), and a sale pays price − fee exactly', async () => {
    const { asset, listing } = await listOne('88.88')
    const before = await wallet(seller)
    const order = await api.ok<Order>('/v4/trade/order/create-p2p', { listing_id: listing.listing_id }, { token: buyer, method: 'POST' })
    const name = asset.item.name
    expect(await post(
      '/v4/trade/sell/change-price',
      { listing_id: listing.listing_id, price: '80.00' }
    )).toMatchObject({ status: 4009, message: `${name}已被买家下单，无法改价` })
    expect(await post('/v4/trade/sell/delist', { listing_id: listing.listing_id })).toMatchObject({ status: 4009, message: `${name}已被买家下单，无法下架` })
    expect((await inventory()).list.find((a) => a.asset_id === asset.asset_id)!.state).toBe('trading')
    expect((await myListings()).list[0]).toMatchObject({ status: 'locked', order_id: order.order_id })
    await api.ok(
      '/v4/trade/order/payment',
      { order_id: order.order_id, pay_channel: 'balance', pay_password: DEMO2.payPassword },
      { token: buyer, method: 'POST' }
    )
    await api.ok('/v4/trade/sell/send-offer', { order_id: order.order_id }, { token: seller, method: 'POST' })
    await api.ok('/v4/trade/order/receive-offer', { order_id: order.order_id }, { token: buyer, method: 'POST' })
    // a CS2 sale's proceeds stay frozen for the 7 days of trade protection (sessions last as long: log in again)
    api.advance(TRADE_PROTECTION_SECONDS)
    seller = await api.login()
    const after = await wallet(seller)
    // 88.88 − 2.22 (2.5 %, rounded half up) = 86.66
    expect(cents(after.balance) - cents(before.balance)).toBe(8666)
    expect(after.frozen).toBe(before.frozen)
    expect((await inventory()).list.some((a) => a.asset_id === asset.asset_id)).toBe(false)
    expect((await sell([{ asset_id: asset.asset_id, price: '5.00' }])).message).toBe(`饰品 ${asset.asset_id} 已售出`)
  })

  it('a batch delist or price change with one listing bought meanwhile changes none of them; another seller\'s listing is not found', async () => {
    const assets = await tradable(2)
    const [free, taken] = (await sell(assets.map((asset) => ({ asset_id: asset.asset_id, price: '40.00' })))).data.listings
    await api.ok<Order>('/v4/trade/order/create-p2p', { listing_id: taken.listing_id }, { token: buyer, method: 'POST' })
    const ids = `${free.listing_id},${taken.listing_id}`
    expect((await post('/v4/trade/sell/delist', { listing_ids: ids })).status).toBe(4009)
    expect((await post('/v4/trade/sell/change-price', { listing_ids: ids, rule: 'undercut' })).status).toBe(4009)
    expect((await myListings({ status: 'on_sale' })).list).toEqual([
      expect.objectContaining({ listing_id: free.listing_id, price: '40.00', status: 'on_sale' })
    ])
    expect(await post('/v4/trade/sell/change-price', { listing_id: free.listing_id, price: '1.00' }, buyer)).toMatchObject({ status: 4004, message: '在售饰品不存在' })
  })

  it('a buyer and a delisting seller at once end consistent, every time', async () => {
    const assets = await tradable(6)
    const created = await sell(assets.map((asset) => ({ asset_id: asset.asset_id, price: '3.00' })))
    for (const listing of created.data.listings) {
      const [order, delist] = await Promise.all([
        api.call<Order>('/v4/trade/order/create-p2p', { listing_id: listing.listing_id }, { token: buyer, method: 'POST' }),
        post('/v4/trade/sell/delist', { listing_id: listing.listing_id })
      ])
      expect([order.status, delist.status].sort()).toEqual([200, 4009])
      const [mine] = (await myListings({ status: order.status === 200 ? 'locked' : undefined })).list.filter((l) => l.listing_id === listing.listing_id)
      if (order.status === 200) expect(mine).toMatchObject({ status: 'locked', order_id: order.data.order_id })
      else expect(mine).toBeUndefined()
    }
  })

  it('a price change and a buyer at once: the buyer pays the price the listing had when the order was made', async () => {
    const { listing } = await listOne('30.00')
    const [order, change] = await Promise.all([
      api.call<Order>('/v4/trade/order/create-p2p', { listing_id: listing.listing_id }, { token: buyer, method: 'POST' }),
      post('/v4/trade/sell/change-price', { listing_id: listing.listing_id, price: '29.00' })
    ])
    if (change.status === 200) expect(order.data.price).toBe('29.00')
    else expect([order.data.price, change.status]).toEqual(['30.00', 4009])
  })
})

/** "12.30" → 1230 on the digits (no float) */
const cents = (text: string): number => { const [yuan, fen = '0'] = text.split('.'); return Number(yuan) * 100 + Number(fen.padEnd(2, '0')) }
const yuan = (value: number): string => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`
