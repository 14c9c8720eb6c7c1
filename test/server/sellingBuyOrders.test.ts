import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import type { BuyOrder, BuyOrderSale, InventoryAsset, InventoryPage, ItemBuyOrders, ItemDetail, ListingBatch, Order, SellPreview } from '../../types/api'
import { TRADE_PROTECTION_SECONDS } from '../../server/domain/orderState'

/** Issue 10 item 4 and 7: public buy orders, selling into one, and listings that fill them (server/README.md "Selling"). */
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
const inventory = async (token = seller): Promise<InventoryAsset[]> => (await api.ok<InventoryPage>(
  '/v4/trade/inventory/list',
  { page_size: 100 },
  { token }
)).list
const wallet = (token: string) => api.ok<{ balance: string, frozen: string }>('/v1/user/my', {}, { token })
const buyOrder = (itemId: number, price: string, extra: Record<string, unknown> = {}) =>
  api.ok<BuyOrder>(
    '/v4/trade/buy-order/create',
    { item_id: itemId, price, quantity: 1, pay_password: DEMO2.payPassword, ...extra },
    { token: buyer, method: 'POST' }
  )
const sellInto = (buyOrderId: number, assetId: string, extra: Record<string, unknown> = {}) =>
  post<BuyOrderSale>('/v4/trade/buy-order/sell', { buy_order_id: buyOrderId, asset_id: assetId, pay_password: DEMO.payPassword, ...extra })
const list = (assetId: string, price: string) => post<ListingBatch>(
  '/v4/trade/sell/create',
  { items: JSON.stringify([{ asset_id: assetId, price }]), pay_password: DEMO.payPassword }
)
const myBuyOrders = () => api.ok<BuyOrder[]>('/v4/trade/buy-order/list', {}, { token: buyer })
/** "12.30" → 1230 on the digits (no float) */
const cents = (text: string): number => { const [yuan, fen = '0'] = text.split('.'); return Number(yuan) * 100 + Number(fen.padEnd(2, '0')) }

/** A tradable CS2 skin of the seller's, and (for the race) a second one of the same item. */
async function skins (): Promise<{ one: InventoryAsset, twin: InventoryAsset | undefined }> {
  const assets = (await inventory()).filter((asset) => asset.state === 'tradable' && asset.wear !== null)
  const twin = assets.find((asset) => assets.some((other) => other !== asset && other.item.item_id === asset.item.item_id))
  const one = twin ?? assets[0]
  return { one, twin: twin && assets.find((other) => other !== twin && other.item.item_id === twin.item.item_id) }
}

describe('public buy orders of an item', () => {
  it('are listed highest first, then oldest first, with remaining quantity and wear range, to anyone', async () => {
    const { one } = await skins()
    const itemId = one.item.item_id
    const a = await buyOrder(itemId, '5.00', { quantity: 3 })
    api.advance(5)
    const b = await buyOrder(itemId, '7.00', { min_wear: '0.1', max_wear: '0.5' })
    api.advance(5)
    const c = await buyOrder(itemId, '5.00')
    const shown = await api.ok<ItemBuyOrders>('/v4/trade/buy-order/item', { item_id: itemId })
    expect(shown.highest).toBe('7.00')
    expect(shown.total_remaining).toBe(5)
    expect(shown.list.map((row) => row.buy_order_id)).toEqual([b.buy_order_id, a.buy_order_id, c.buy_order_id])
    expect(shown.list[0]).toMatchObject({ price: '7.00', remaining: 1, min_wear: '0.1000', max_wear: '0.5000' })
    expect(shown.list[1]).toMatchObject({ remaining: 3, min_wear: null })
    expect(await api.call('/v4/trade/buy-order/item', { item_id: 999999 })).toMatchObject({ status: 4004, message: '饰品不存在' })
  })
})

describe('selling into a buy order (出售给求购)', () => {
  it('fills it in a step: the buyer\'s frozen money pays, the buyer\'s order waits for the seller\'s offer, proceeds are exact', async () => {
    const { one } = await skins()
    const order = await buyOrder(one.item.item_id, '66.66')
    const buyerBefore = await wallet(buyer)
    const sellerBefore = await wallet(seller)
    const sale = await sellInto(order.buy_order_id, one.asset_id)
    // 66.66 × 2.5 % = 1.6665 → 1.67 (half up); the seller gets 64.99
    expect(sale.data).toMatchObject({ status: 'paid', buy_order_id: order.buy_order_id, asset_id: one.asset_id, price: '66.66', fee: '1.67', receive: '64.99' })
    const buyerAfter = await wallet(buyer)
    expect(buyerAfter.balance).toBe(buyerBefore.balance)
    expect(cents(buyerBefore.frozen) - cents(buyerAfter.frozen)).toBe(6666)
    expect(cents((await wallet(seller)).frozen) - cents(sellerBefore.frozen)).toBe(6499)
    expect((await myBuyOrders())[0]).toMatchObject({ status: 'filled', filled: 1, frozen: '0.00' })
    const bought = await api.ok<Order>('/v4/trade/order/detail', { order_id: sale.data.order_id }, { token: buyer })
    expect(bought).toMatchObject({
      status: 'paid',
      price: '66.66',
      fee: '1.67',
      pay_amount: '66.66',
      offer: { status: 'wait' },
      operation: ['notify', 'cancel']
    })
    expect(bought.timeline.map((step) => step.status)).toEqual(['created', 'paid'])
    expect((await inventory()).find((asset) => asset.asset_id === one.asset_id)!.state).toBe('trading')
    // the rest of the trade as usual: the seller's share is settled when the buyer accepts
    await api.ok('/v4/trade/sell/send-offer', { order_id: sale.data.order_id }, { token: seller, method: 'POST' })
    await api.ok('/v4/trade/order/receive-offer', { order_id: sale.data.order_id }, { token: buyer, method: 'POST' })
    // a CS2 sale's proceeds stay frozen for the 7 days of trade protection (sessions last as long: log in again)
    api.advance(TRADE_PROTECTION_SECONDS)
    seller = await api.login()
    const settled = await wallet(seller)
    expect(cents(settled.balance) - cents(sellerBefore.balance)).toBe(6499)
    expect(settled.frozen).toBe(sellerBefore.frozen)
    expect((await inventory()).some((asset) => asset.asset_id === one.asset_id)).toBe(false)
  })

  it('refuses what does not fit, each with a clear message, and changes nothing', async () => {
    const assets = (await inventory()).filter((asset) => asset.state === 'tradable')
    const skin = assets.find((asset) => asset.wear !== null)!
    const other = assets.find((asset) => asset.item.item_id !== skin.item.item_id)!
    const e8 = Number(skin.wear!.slice(2))
    const outside = e8 >= 50_000_000 ? { min_wear: '0', max_wear: '0.1' } : { min_wear: '0.9', max_wear: '1' }
    const narrow = await buyOrder(skin.item.item_id, '3.00', outside)
    const plain = await buyOrder(skin.item.item_id, '3.00')
    const mine = await api.ok<BuyOrder>(
      '/v4/trade/buy-order/create',
      { item_id: skin.item.item_id, price: '3.00', pay_password: DEMO.payPassword },
      { token: seller, method: 'POST' }
    )
    const cancelled = await buyOrder(skin.item.item_id, '3.00')
    await api.ok('/v4/trade/buy-order/cancel', { buy_order_id: cancelled.buy_order_id }, { token: buyer, method: 'POST' })
    const held = (await inventory()).find((asset) => asset.state === 'hold')!
    const cases: Array<[number, string, Record<string, unknown>, number, string | RegExp]> = [
      [narrow.buy_order_id, skin.asset_id, {}, 4000, '该饰品的磨损不在求购的磨损范围内'],
      [plain.buy_order_id, other.asset_id, {}, 4000, '该饰品与求购的饰品不一致'],
      [mine.buy_order_id, skin.asset_id, {}, 4000, '不能出售给自己的求购'],
      [cancelled.buy_order_id, skin.asset_id, {}, 4009, '该求购已成交或已取消，请刷新后重试'],
      [999999, skin.asset_id, {}, 4004, '求购单不存在'],
      [plain.buy_order_id, held.asset_id, {}, 4009, /后可交易$/],
      [plain.buy_order_id, '8000000002000000', {}, 4004, /^库存中没有该饰品/],
      [plain.buy_order_id, skin.asset_id, { pay_password: '' }, 3000, '请输入支付密码'],
      [plain.buy_order_id, skin.asset_id, { pay_password: '000111' }, 4301, /支付密码/]
    ]
    const frozen = (await wallet(buyer)).frozen
    for (const [orderId, assetId, extra, status, message] of cases) {
      const answer = await sellInto(orderId, assetId, extra)
      expect({ orderId, assetId, status: answer.status }).toEqual({ orderId, assetId, status })
      expect(answer.message).toMatch(message)
    }
    expect((await wallet(buyer)).frozen).toBe(frozen)
    expect((await myBuyOrders()).every((row) => row.filled === 0)).toBe(true)
  })

  it('two sales into a buy order with one unit left at once: one fills it, the other gets 4009', async () => {
    const { one, twin } = await skins()
    expect(twin).toBeDefined()
    const order = await buyOrder(one.item.item_id, '9.00')
    const answers = await Promise.all([sellInto(order.buy_order_id, one.asset_id), sellInto(order.buy_order_id, twin!.asset_id)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 4009])
    expect((await myBuyOrders())[0]).toMatchObject({ status: 'filled', filled: 1, frozen: '0.00' })
    const states = (await inventory()).filter((asset) => [one.asset_id, twin!.asset_id].includes(asset.asset_id)).map((asset) => asset.state).sort()
    expect(states).toEqual(['tradable', 'trading'])
  })

  it('a sale and the buyer cancelling the buy order at once end consistent', async () => {
    const { one } = await skins()
    const order = await buyOrder(one.item.item_id, '9.00')
    const [sale, cancel] = await Promise.all([
      sellInto(order.buy_order_id, one.asset_id),
      api.call('/v4/trade/buy-order/cancel', { buy_order_id: order.buy_order_id }, { token: buyer, method: 'POST' })
    ])
    expect([sale.status, cancel.status].sort()).toEqual([200, 4009])
    const buyerNow = await wallet(buyer)
    expect(buyerNow.frozen).toBe('0.00')
    expect(cents(buyerNow.balance)).toBe(sale.status === 200 ? 500_000 - 900 : 500_000)
  })

  it('a cancelled sale brings the item back to the inventory, not onto the market', async () => {
    const { one } = await skins()
    const order = await buyOrder(one.item.item_id, '9.00')
    const sale = await sellInto(order.buy_order_id, one.asset_id)
    await api.ok('/v4/trade/order/cancel', { order_id: sale.data.order_id }, { token: buyer, method: 'POST' })
    expect((await inventory()).find((asset) => asset.asset_id === one.asset_id)).toMatchObject({ state: 'tradable', listing_id: null })
    const detail = await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: one.item.item_id })
    expect(detail.listings.some((listing) => listing.listing_id === sale.data.listing_id)).toBe(false)
    // the buyer got the money back on the balance, nothing stays frozen for the seller
    expect(await wallet(buyer)).toMatchObject({ balance: '5000.00', frozen: '0.00' })
    expect((await wallet(seller)).frozen).toBe('0.00')
  })
})

describe('a listing at or under a matching buy order fills it', () => {
  it('at the buy order\'s price, the highest first, then the oldest', async () => {
    const { one } = await skins()
    const itemId = one.item.item_id
    const low = await buyOrder(itemId, '20.00')
    api.advance(5)
    const older = await buyOrder(itemId, '25.00')
    api.advance(5)
    await buyOrder(itemId, '25.00')
    const preview = await api.ok<SellPreview>(
      '/v4/trade/sell/preview',
      { items: JSON.stringify([{ asset_id: one.asset_id, price: '18.00' }]) },
      { token: seller }
    )
    expect(preview.items[0]).toMatchObject({ price: '18.00', buy_order_price: '25.00' })
    const listed = await list(one.asset_id, '18.00')
    expect(listed.data).toMatchObject({ filled: 1, listings: [{ status: 'locked', price: '18.00' }] })
    const orderId = listed.data.listings[0].order_id!
    expect(await api.ok<Order>(
      '/v4/trade/order/detail',
      { order_id: orderId },
      { token: buyer }
    )).toMatchObject({ status: 'paid', price: '25.00', fee: '0.63' })
    const rows = await myBuyOrders()
    expect(rows.find((row) => row.buy_order_id === older.buy_order_id)).toMatchObject({ status: 'filled', filled: 1 })
    expect(rows.filter((row) => row.status === 'open').map((row) => row.buy_order_id)).toContain(low.buy_order_id)
    expect((await api.ok<ItemBuyOrders>('/v4/trade/buy-order/item', { item_id: itemId })).highest).toBe('25.00')
  })

  it('not above its price, not outside its wear range; a price cut down to it fills it then', async () => {
    const { one } = await skins()
    const e8 = Number(one.wear!.slice(2))
    const outside = e8 >= 50_000_000 ? { min_wear: '0', max_wear: '0.1' } : { min_wear: '0.9', max_wear: '1' }
    await buyOrder(one.item.item_id, '100.00', outside)
    const fits = await buyOrder(one.item.item_id, '10.00')
    const listed = await list(one.asset_id, '10.01')
    expect(listed.data).toMatchObject({ filled: 0, listings: [{ status: 'on_sale' }] })
    const changed = await post('/v4/trade/sell/change-price', { listing_id: listed.data.listings[0].listing_id, price: '10.00' })
    expect(changed.data).toMatchObject({ filled: 1, listings: [{ status: 'locked' }] })
    expect((await myBuyOrders()).find((row) => row.buy_order_id === fits.buy_order_id)).toMatchObject({ status: 'filled' })
  })

  it('a buyer who cannot trade on Steam (health check not passed) is skipped', async () => {
    const { one } = await skins()
    await buyOrder(one.item.item_id, '10.00')
    // a new trade URL resets the buyer's Steam check
    await api.ok(
      '/v1/user/my/save-trade-url',
      { trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=1234567&token=ZyXw9876' },
      { token: buyer, method: 'POST' }
    )
    expect((await list(one.asset_id, '5.00')).data.filled).toBe(0)
    const [open] = (await api.ok<ItemBuyOrders>('/v4/trade/buy-order/item', { item_id: one.item.item_id })).list
    // selling into it directly says why
    const spare = (await inventory()).find((asset) => asset.state === 'tradable')!
    expect(await sellInto(open.buy_order_id, spare.asset_id)).toMatchObject({ status: 4009, message: '求购者暂时无法交易，请选择其他求购' })
  })
})

describe('money is only moved', () => {
  it('after sales into buy orders, automatic fills, a cancelled sale, a completed one and a cancelled buy order, ' +
    'both wallets and the fees kept add up', async () => {
    const assets = (await inventory()).filter((asset) => asset.state === 'tradable')
    const [a, b, c] = assets
    const intoA = await buyOrder(a.item.item_id, '12.34', { quantity: 2 })
    const intoB = await buyOrder(b.item.item_id, '56.78')
    await buyOrder(c.item.item_id, '0.99')
    const sold = await sellInto(intoA.buy_order_id, a.asset_id)
    const filled = await list(b.asset_id, '50.00')
    expect(filled.data.filled).toBe(1)
    await api.ok('/v4/trade/order/cancel', { order_id: sold.data.order_id }, { token: buyer, method: 'POST' })
    const other = filled.data.listings[0].order_id!
    await api.ok('/v4/trade/sell/send-offer', { order_id: other }, { token: seller, method: 'POST' })
    await api.ok('/v4/trade/order/receive-offer', { order_id: other }, { token: buyer, method: 'POST' })
    await api.ok('/v4/trade/buy-order/cancel', { buy_order_id: intoA.buy_order_id }, { token: buyer, method: 'POST' })
    // proceeds past any trade protection (sessions last as long: log in again)
    api.advance(TRADE_PROTECTION_SECONDS)
    seller = await api.login()
    buyer = await api.login(DEMO2.phone, DEMO2.password)
    const orders = (await api.ok<{ list: Order[] }>('/v4/trade/order/list', { pointer: 0, page_size: 50 }, { token: buyer })).list
    const kept = orders.filter((order) => order.status !== 'cancelled').reduce((sum, order) => sum + cents(order.fee), 0)
    expect(kept).toBe(142) // 56.78 × 2.5 % = 1.4195 → 1.42, the one completed sale
    const [sellerNow, buyerNow] = [await wallet(seller), await wallet(buyer)]
    expect(cents(sellerNow.balance) + cents(sellerNow.frozen) + cents(buyerNow.balance) + cents(buyerNow.frozen) + kept).toBe(1_000_000)
    expect(cents(buyerNow.frozen)).toBe(99) // only the untouched buy order stays frozen
    expect(cents(sellerNow.balance)).toBe(500_000 + 5678 - 142)
    expect(intoB.status).toBe('open')
  })
})

