import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import { peek, tempDbFile } from './dbPeek'
import { DELIVER_SECONDS, TRADE_PROTECTION_SECONDS } from '../../server/domain/orderState'
import type { BuyOrder, InventoryAsset, InventoryPage, ItemDetail, ListingBatch, Order, Page } from '../../types/api'

/**
 * After a sale (server/README.md "Sell orders"): the bought item lands in the buyer's 我的库存 on Steam's 7-day hold
 * and can be sold on from there; the seller gets a 站内信 linking the order when it is paid, accepted, declined or lapses.
 */
let api: TestApi
let seller: string
let buyer: string
beforeEach(async () => {
  api = await startApi()
  seller = await api.login()
  buyer = await api.login(DEMO2.phone, DEMO2.password)
})
afterEach(async () => { await api.close() })

interface Message { message_id: number, title: string, content: string, link?: string | null }
const post = <T = unknown>(path: string, params: Record<string, unknown>, token: string) => api.call<T>(path, params, { method: 'POST', token })
const inventory = async (token: string, params: Record<string, unknown> = {}): Promise<InventoryAsset[]> =>
  (await api.ok<InventoryPage>('/v4/trade/inventory/list', { page_size: 100, ...params }, { token })).list
const messages = async (token: string): Promise<Message[]> => (await api.ok<Page<Message>>('/v1/user/message/list', { page: 1, page_size: 50 }, { token })).list
/** Both sessions last 7 days: after a long wait, log in again. */
async function wait (seconds: number): Promise<void> {
  api.advance(seconds)
  seller = await api.login()
  buyer = await api.login(DEMO2.phone, DEMO2.password)
}
/** Beijing HH:MM of a unix time, worked out here rather than by the server's helper. */
const beijingClock = (at: number): string => new Date((at + 8 * 3600) * 1000).toISOString().slice(5, 16).replace('T', ' ')

/** A lists a tradable item of one game; B buys it with the balance: the order waits for A's offer. */
async function sale (appid: 570 | 730, price: string): Promise<{ order: Order, item: InventoryAsset }> {
  const item = (await inventory(seller, { state: 'tradable', appid }))[0]
  const batch = await api.ok<ListingBatch>(
    '/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: item.asset_id, price }]), pay_password: DEMO.payPassword },
    { token: seller, method: 'POST' }
  )
  const order = await api.ok<Order>(
    '/v4/trade/order/quick',
    { listing_id: batch.listings[0].listing_id, pay_channel: 'balance', pay_password: DEMO2.payPassword },
    { token: buyer, method: 'POST' }
  )
  return { order, item }
}
const deliverAndAccept = async (order: Order): Promise<void> => {
  await api.ok('/v4/trade/sell/send-offer', { order_id: order.order_id }, { token: seller, method: 'POST' })
  await api.ok('/v4/trade/order/receive-offer', { order_id: order.order_id }, { token: buyer, method: 'POST' })
}

describe('the bought item lands in the buyer\'s inventory', () => {
  it('A lists, B buys, A delivers, B accepts: B\'s 我的库存 shows it on a 7-day hold, and B can list it when the hold ends', async () => {
    const { order, item } = await sale(730, '30.00')
    const bought = (): Promise<InventoryAsset[]> => inventory(buyer).then((list) => list.filter((asset) => asset.item.item_id === item.item.item_id
      && asset.wear === item.wear))
    expect(await bought()).toEqual([])
    await api.ok('/v4/trade/sell/send-offer', { order_id: order.order_id }, { token: seller, method: 'POST' })
    // not before the buyer accepts the offer
    expect(await bought()).toEqual([])
    await api.ok('/v4/trade/order/receive-offer', { order_id: order.order_id }, { token: buyer, method: 'POST' })
    const done = await api.ok<Order>('/v4/trade/order/detail', { order_id: order.order_id }, { token: buyer })
    const [received] = await bought()
    expect(await bought()).toHaveLength(1)
    expect(received).toMatchObject({ state: 'hold', tradable_at: done.timeline.at(-1)!.at + 7 * 86400, listing_id: null, price: null })
    expect(received.asset_id).not.toBe(item.asset_id)
    // gone from the seller's inventory
    expect((await inventory(seller)).some((asset) => asset.asset_id === item.asset_id)).toBe(false)
    // on hold it cannot be listed, and the refusal names the date
    const early = await post(
      '/v4/trade/sell/create',
      { items: JSON.stringify([{ asset_id: received.asset_id, price: '35.00' }]), pay_password: DEMO2.payPassword },
      buyer
    )
    expect(early).toMatchObject({ status: 4009 })
    expect(early.message).toMatch(/^该饰品交易冷却中，\d{4}-\d{2}-\d{2} \d{2}:\d{2} 后可交易$/)
    await wait(7 * 86400 - 1)
    expect((await bought())[0].state).toBe('hold')
    await wait(1)
    expect((await bought())[0]).toMatchObject({ asset_id: received.asset_id, state: 'tradable', tradable_at: null })
    const relisted = await api.ok<ListingBatch>(
      '/v4/trade/sell/create',
      { items: JSON.stringify([{ asset_id: received.asset_id, price: '35.00' }]), pay_password: DEMO2.payPassword },
      { token: buyer, method: 'POST' }
    )
    expect(relisted.listings[0]).toMatchObject({ status: 'on_sale', price: '35.00' })
    expect((await bought())[0]).toMatchObject({ asset_id: received.asset_id, state: 'listed', listing_id: relisted.listings[0].listing_id })
    // and A can buy it back from B: it moves on once more
    const back = await api.ok<Order>(
      '/v4/trade/order/quick',
      { listing_id: relisted.listings[0].listing_id, pay_channel: 'balance', pay_password: DEMO.payPassword },
      { token: seller, method: 'POST' }
    )
    await api.ok('/v4/trade/sell/send-offer', { order_id: back.order_id }, { token: buyer, method: 'POST' })
    await api.ok('/v4/trade/order/receive-offer', { order_id: back.order_id }, { token: seller, method: 'POST' })
    expect(await bought()).toEqual([])
    expect((await inventory(seller)).filter((asset) => asset.item.item_id === item.item.item_id
      && asset.wear === item.wear
      && asset.state === 'hold')).toHaveLength(1)
  })

  it('an item bought from a seed seller and one bought through a buy order land too; a cancelled, declined or rented one does not', async () => {
    const before = (await inventory(buyer)).length
    // a seed seller's listing (platform delivery: reminding sends the offer)
    const detail = await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: (await inventory(seller, { appid: 570 }))[0].item.item_id })
    const seedListing = detail.listings.find((listing) => listing.status === 'on_sale')!
    const seedOrder = await api.ok<Order>(
      '/v4/trade/order/quick',
      { listing_id: seedListing.listing_id, pay_channel: 'balance', pay_password: DEMO2.payPassword },
      { token: buyer, method: 'POST' }
    )
    await api.ok('/v4/trade/order/notify-user', { order_id: seedOrder.order_id }, { token: buyer, method: 'POST' })
    await api.ok('/v4/trade/order/receive-offer', { order_id: seedOrder.order_id }, { token: buyer, method: 'POST' })
    expect((await inventory(buyer))[0]).toMatchObject({ item: { item_id: seedListing.item_id }, wear: seedListing.wear, state: 'hold' })
    // B's buy order filled by A's listing
    const skin = (await inventory(seller, { state: 'tradable', appid: 570 }))[0]
    await api.ok<BuyOrder>(
      '/v4/trade/buy-order/create',
      { item_id: skin.item.item_id, price: '50.00', quantity: 1, pay_password: DEMO2.payPassword },
      { token: buyer, method: 'POST' }
    )
    const filled = await api.ok<ListingBatch>(
      '/v4/trade/sell/create',
      { items: JSON.stringify([{ asset_id: skin.asset_id, price: '1.00' }]), pay_password: DEMO.payPassword },
      { token: seller, method: 'POST' }
    )
    expect(filled.filled).toBe(1)
    const fillOrder = (await api.ok<{ list: Order[] }>('/v4/trade/order/list', { pointer: 0, page_size: 1 }, { token: buyer })).list[0]
    expect(fillOrder).toMatchObject({ status: 'paid', price: '50.00', item: { item_id: skin.item.item_id } })
    await deliverAndAccept(fillOrder)
    expect((await inventory(buyer))[0]).toMatchObject({ item: { item_id: skin.item.item_id }, wear: skin.wear, state: 'hold' })
    expect((await inventory(buyer)).length).toBe(before + 2)
    // a declined offer, a cancelled order and a rental give the buyer nothing
    const { order: declined } = await sale(570, '5.00')
    await api.ok('/v4/trade/sell/send-offer', { order_id: declined.order_id }, { token: seller, method: 'POST' })
    await api.ok('/v4/trade/offer/decline', { offer_id: declined.offer!.offer_id }, { token: buyer, method: 'POST' })
    const { order: cancelled } = await sale(570, '5.00')
    await api.ok('/v4/trade/order/cancel', { order_id: cancelled.order_id }, { token: buyer, method: 'POST' })
    const rentItem = (await inventory(seller, { state: 'tradable', appid: 570 }))[0]
    const rentBatch = await api.ok<ListingBatch>(
      '/v4/trade/sell/create',
      { items: JSON.stringify([{ asset_id: rentItem.asset_id, price: '20.00', rent_daily: '1.00', rent_deposit: '20.00' }]), pay_password: DEMO.payPassword },
      { token: seller, method: 'POST' }
    )
    const rent = await api.ok<Order>('/v4/trade/rent/create', { listing_id: rentBatch.listings[0].listing_id, days: 3 }, { token: buyer, method: 'POST' })
    await api.ok(
      '/v4/trade/order/payment',
      { order_id: rent.order_id, pay_channel: 'balance', pay_password: DEMO2.payPassword },
      { token: buyer, method: 'POST' }
    )
    await deliverAndAccept(rent)
    expect((await inventory(buyer)).length).toBe(before + 2)
  })

  it('accepting twice at once grants the item once', async () => {
    const { order } = await sale(570, '8.00')
    await api.ok('/v4/trade/sell/send-offer', { order_id: order.order_id }, { token: seller, method: 'POST' })
    const before = (await inventory(buyer)).length
    const answers = await Promise.all([
      post('/v4/trade/order/receive-offer', { order_id: order.order_id }, buyer),
      post('/v4/trade/offer/accept', { offer_id: order.offer!.offer_id }, buyer)
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 4009])
    expect((await inventory(buyer)).length).toBe(before + 1)
  })
})

describe('the seller\'s messages (站内信)', () => {
  it('paid: 您出售的 X 已被购买，请在 MM-DD HH:MM（北京时间）前发送报价, linking the order; accepted: what arrives, and when for CS2', async () => {
    api.advance(5 * 3600 + 17 * 60) // 09:17 UTC: the deadline falls on another Beijing hour than the start of the day
    seller = await api.login()
    buyer = await api.login(DEMO2.phone, DEMO2.password)
    const { order, item } = await sale(730, '40.00')
    const link = `/pages/sell/order/index?id=${order.order_id}`
    const [paid] = await messages(seller)
    expect(paid).toMatchObject({ title: '您有新的出售订单，请发货', link })
    expect(paid.content).toBe(`您出售的 ${item.item.name} 已被购买，请在 ${beijingClock(order.paid_at! + DELIVER_SECONDS)}（北京时间）前发送报价，超时订单将自动取消并退款给买家。`)
    // the buyer's side is not told (it is the seller's order)
    expect((await messages(buyer)).some((message) => message.link === link)).toBe(false)
    await deliverAndAccept(order)
    const [accepted] = await messages(seller)
    const done = await api.ok<{ completed_at: number }>('/v4/trade/sell/order-detail', { order_id: order.order_id }, { token: seller })
    expect(accepted).toMatchObject({ title: '买家已确认收货', link })
    const release = new Date((done.completed_at + TRADE_PROTECTION_SECONDS + 8 * 3600) * 1000).toISOString().slice(0, 16).replace('T', ' ')
    expect(accepted.content).toBe(`您出售的 ${item.item.name} 交易完成，到手 ¥39.00 在交易保护期内冻结，${release} 后转入余额。`)
    // a DOTA2 sale: available at once
    const dota = await sale(570, '20.00')
    await deliverAndAccept(dota.order)
    expect((await messages(seller))[0].content).toBe(`您出售的 ${dota.item.item.name} 交易完成，到手 ¥19.50 已转入余额。`)
  })

  it('a lapsed delivery and a declined offer tell the seller; a buy order the listing fills tells the seller to deliver', async () => {
    const { order, item } = await sale(570, '12.00')
    await wait(DELIVER_SECONDS)
    // the lapse is swept on the seller's next call
    const [lapsed] = await messages(seller)
    expect(lapsed).toMatchObject({ title: '订单超时未发货，已取消', link: `/pages/sell/order/index?id=${order.order_id}` })
    expect(lapsed.content).toBe(`您出售的 ${item.item.name} 未在期限内发送报价，订单已取消，货款已全额退还买家，本单计为未发货，您的发货率会下降。饰品已回到您的库存。`)
    const declined = await sale(570, '6.00')
    await api.ok('/v4/trade/sell/send-offer', { order_id: declined.order.order_id }, { token: seller, method: 'POST' })
    await api.ok('/v4/trade/offer/decline', { offer_id: declined.order.offer!.offer_id }, { token: buyer, method: 'POST' })
    expect((await messages(seller))[0]).toMatchObject({ title: '买家拒绝了报价', link: `/pages/sell/order/index?id=${declined.order.order_id}` })
    // the seller cancelling it themselves is not announced back to them
    const own = await sale(570, '7.00')
    const count = (await messages(seller)).length
    await api.ok('/v4/trade/sell/cancel-order', { order_id: own.order.order_id }, { token: seller, method: 'POST' })
    expect((await messages(seller)).length).toBe(count)
    // a listing that fills a buy order: the seller must deliver it
    const skin = (await inventory(seller, { state: 'tradable', appid: 570 }))[0]
    await api.ok(
      '/v4/trade/buy-order/create',
      { item_id: skin.item.item_id, price: '50.00', quantity: 1, pay_password: DEMO2.payPassword },
      { token: buyer, method: 'POST' }
    )
    await api.ok(
      '/v4/trade/sell/create',
      { items: JSON.stringify([{ asset_id: skin.asset_id, price: '1.00' }]), pay_password: DEMO.payPassword },
      { token: seller, method: 'POST' }
    )
    const [filled] = await messages(seller)
    expect(filled.title).toBe('您有新的出售订单，请发货')
    expect(filled.content).toContain(`您出售的 ${skin.item.name} 已被购买，请在 `)
  })

  it('a seed seller\'s sale (no login) sends no message; plain notices carry no link', async () => {
    await api.close()
    const file = tempDbFile()
    api = await startApi({ dbFile: file })
    const db = peek(file)
    try {
      buyer = await api.login(DEMO2.phone, DEMO2.password)
      seller = await api.login()
      const before = db.all<{ n: number }>('SELECT COUNT(*) AS n FROM messages')[0].n
      const detail = await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: (await inventory(buyer, { appid: 570 }))[0].item.item_id })
      const listing = detail.listings.find((entry) => entry.status === 'on_sale')!
      const order = await api.ok<Order>(
        '/v4/trade/order/quick',
        { listing_id: listing.listing_id, pay_channel: 'balance', pay_password: DEMO2.payPassword },
        { token: buyer, method: 'POST' }
      )
      await api.ok('/v4/trade/order/notify-user', { order_id: order.order_id }, { token: buyer, method: 'POST' })
      await api.ok('/v4/trade/order/receive-offer', { order_id: order.order_id }, { token: buyer, method: 'POST' })
      expect(db.all<{ n: number }>('SELECT COUNT(*) AS n FROM messages')[0].n).toBe(before)
      // the demo user's seeded notices
      const plain = await messages(seller)
      expect(plain.length).toBeGreaterThan(10)
      expect(plain.every((message) => message.link === null)).toBe(true)
    } finally {
      await api.close()
      db.close()
      api = await startApi()
    }
  })
})
