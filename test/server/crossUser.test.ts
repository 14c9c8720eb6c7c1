import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import { peek, tempDbFile, type DbPeek } from './dbPeek'
import type {
  BuyOrder,
  Coupon,
  CursorPage,
  InventoryPage,
  ItemDetail,
  LedgerEntry,
  ListingBatch,
  Message,
  OAuthGrant,
  Offer,
  Order,
  Page,
  Payment
} from '../../types/api'

/**
 * Ids are not keys: user B names user A's order, offer, buy order, payment, coupon, message or
 * OAuth grant, and every route answers 4004 (like an unknown id, so ids reveal nothing) and changes
 * nothing in the database; B's lists never show A's things.
 */
// each refusal hashes the whole database twice: seconds per case on a loaded machine
jest.setTimeout(30_000)
let api: TestApi
let db: DbPeek
let a: string
let b: string
/** user A's things, one of each kind, in every state an id-taking route acts on */
const mine: {
  created: Order,
  paid: Order,
  sent: Order,
  rent: Order,
  buyOrder: BuyOrder,
  payNo: string,
  coupon: Coupon,
  grant: OAuthGrant,
  message: Message,
  listing: number,
  /** an item of A's inventory on sale (its listing) and one not on sale */
  onSale: { listing_id: number, asset_id: string }, asset: string
} = {} as never

const asA = async <T = unknown>(path: string, params: Record<string, unknown>): Promise<T> => api.ok<T>(path, params, { token: a, method: 'POST' })
const payA = { pay_channel: 'balance', pay_password: DEMO.payPassword }
const payB = { pay_channel: 'balance', pay_password: DEMO2.payPassword }

beforeAll(async () => {
  const file = tempDbFile()
  api = await startApi({ dbFile: file })
  db = peek(file)
  a = await api.login(DEMO.phone, DEMO.password)
  b = await api.login(DEMO2.phone, DEMO2.password)
  const items = await api.ok('/v3/store/item/list', { appid: 730, sort: 'price_asc', min_price: '60', max_price: '400', page_size: 20 })
  const details = await Promise.all((items.list as { item_id: number }[]).map((item) => api.ok<ItemDetail>('/v3/store/item/detail', { item_id: item.item_id })))
  const listings = details.flatMap((detail) => detail.listings.filter((l) => !l.rentable).map((l) => l.listing_id))
  const rentable = details.flatMap((detail) => detail.listings.filter((l) => l.rentable).map((l) => l.listing_id))[0]
  mine.coupon = (await api.ok<Coupon[]>('/v1/coupon/my-coupons', {}, { token: a }))[0]
  mine.created = await asA<Order>('/v4/trade/order/create-p2p', { listing_id: listings.shift() })
  mine.paid = await asA<Order>('/v4/trade/order/quick', { listing_id: listings.shift(), ...payA })
  const toSend = await asA<Order>('/v4/trade/order/quick', { listing_id: listings.shift(), ...payA })
  mine.sent = await asA<Order>('/v4/trade/order/notify-user', { order_id: toSend.order_id })
  const rent = await asA<Order>('/v4/trade/rent/create', { listing_id: rentable, days: 1 })
  await asA('/v4/trade/order/payment', { order_id: rent.order_id, ...payA })
  await asA('/v4/trade/order/notify-user', { order_id: rent.order_id })
  mine.rent = await asA<Order>('/v4/trade/order/receive-offer', { order_id: rent.order_id })
  mine.buyOrder = await asA<BuyOrder>('/v4/trade/buy-order/create', { item_id: details[0].item_id, price: '1.00', quantity: 1, ...payA })
  mine.payNo = (await asA<Payment>('/v1/pay/recharge/create', { amount: '10.00', channel: 'card', idempotency_key: 'shared-key' })).pay_no
  mine.grant = (await api.ok<OAuthGrant[]>('/v1/user/oauth/grants', {}, { token: a }))[0]
  mine.message = (await api.ok<Page<Message>>('/v1/user/message/list', {}, { token: a })).list.find((m) => !m.is_read)!
  mine.listing = listings.shift()!
  const stock = (await api.ok<InventoryPage>('/v4/trade/inventory/list', { state: 'tradable', page_size: 10 }, { token: a })).list
  const [guidance] = await api.ok<{ reference_price: string }[]>('/v4/trade/sell/guidance', { item_ids: stock[0].item.item_id })
  const sold = await asA<ListingBatch>(
    '/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: stock[0].asset_id, price: guidance.reference_price }]), ...payA }
  )
  mine.onSale = { listing_id: sold.listings[0].listing_id, asset_id: stock[0].asset_id }
  mine.asset = stock[1].asset_id
}, 60_000)

afterAll(async () => {
  await api.close()
  db.close()
})

/** B's call answers 4004 with `message` and leaves every table as it was. */
async function refusedToB (path: string, params: Record<string, unknown>, message: string): Promise<void> {
  const before = db.fingerprint()
  const answer = await api.call(path, params, { token: b })
  expect({ path, status: answer.status, message: answer.message }).toEqual({ path, status: 4004, message })
  expect({ path, unchanged: db.fingerprint() === before }).toEqual({ path, unchanged: true })
}

describe("user B cannot read or act on user A's ids", () => {
  it('orders: detail, payment, cancel, remind, receive, rent return', async () => {
    await refusedToB('/v4/trade/order/detail', { order_id: mine.created.order_id }, '订单不存在')
    for (const path of ['/v4/trade/order/payment', '/v5/trade/order/payment']) {
      await refusedToB(path, { order_id: mine.created.order_id, ...payB }, '订单不存在')
      await refusedToB(path, { order_id: mine.created.order_id, ...payB, idempotency_key: 'b-pays-a' }, '订单不存在')
    }
    await refusedToB('/v4/trade/order/cancel', { order_id: mine.created.order_id }, '订单不存在')
    await refusedToB('/v4/trade/order/cancel', { order_id: mine.paid.order_id }, '订单不存在')
    await refusedToB('/v4/trade/order/notify-user', { order_id: mine.paid.order_id }, '订单不存在')
    await refusedToB('/v4/trade/order/receive-offer', { order_id: mine.sent.order_id }, '订单不存在')
    await refusedToB('/v4/trade/rent/return', { order_id: mine.rent.order_id }, '订单不存在')
    const listB = await api.ok<CursorPage<Order>>('/v4/trade/order/list', {}, { token: b })
    expect(listB.list).toEqual([])
    expect((await api.ok('/v4/trade/order/pending-check', {}, { token: b })).num).toBe(0)
    // A's order is still A's, untouched
    expect((await api.ok<Order>('/v4/trade/order/detail', { order_id: mine.sent.order_id }, { token: a })).status).toBe('offer_sent')
  })

  it('trade offers: accept and decline', async () => {
    const offerId = mine.sent.offer!.offer_id
    await refusedToB('/v4/trade/offer/accept', { offer_id: offerId }, '报价不存在')
    await refusedToB('/v4/trade/offer/decline', { offer_id: offerId }, '报价不存在')
    await refusedToB('/v4/trade/offer/accept', { offer_id: mine.paid.offer!.offer_id }, '报价不存在')
    expect(await api.ok<Offer[]>('/v4/trade/offer/list', {}, { token: b })).toEqual([])
  })

  it('buy orders: cancel, and the list', async () => {
    await refusedToB('/v4/trade/buy-order/cancel', { buy_order_id: mine.buyOrder.buy_order_id }, '求购单不存在')
    expect(await api.ok<BuyOrder[]>('/v4/trade/buy-order/list', {}, { token: b })).toEqual([])
  })

  it('payments by pay_no, and the ledger', async () => {
    await refusedToB('/v1/pay/pay/pay-check', { pay_no: mine.payNo }, '支付单不存在')
    await refusedToB('/v1/pay/pay/query-pay-status', { pay_no: mine.payNo }, '支付单不存在')
    const refs = async (token: string): Promise<string[]> => (await api.ok<Page<LedgerEntry>>(
      '/v1/pay/ledger/list',
      { page_size: 50 },
      { token }
    )).list.map((line) => line.ref ?? '')
    const refsA = await refs(a)
    expect(refsA).toEqual(expect.arrayContaining([mine.payNo, mine.paid.order_id]))
    expect(await refs(b)).toEqual(['seed']) // B's own seed line only, none of A's
  })

  it("idempotency keys: B's key is B's own, whatever A used it for", async () => {
    const answer = await api.call('/v1/pay/recharge/create', { amount: '20.00', channel: 'wechat', idempotency_key: 'shared-key' }, { token: b })
    expect(answer.status).toBe(200)
    expect(answer.data.pay_no).not.toBe(mine.payNo)
    expect((await api.ok('/v1/pay/pay/pay-check', { pay_no: mine.payNo }, { token: a })).amount).toBe('10.00')
  })

  it("coupons: B cannot spend A's coupon on any order kind", async () => {
    await refusedToB('/v4/trade/order/create-p2p', { listing_id: mine.listing, coupon_id: mine.coupon.coupon_id }, '优惠券不存在')
    await refusedToB('/v4/trade/order/quick', { listing_id: mine.listing, coupon_id: mine.coupon.coupon_id, ...payB }, '优惠券不存在')
    const rentable = (await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: mine.rent.item.item_id })).listings.find((l) => l.rentable)
    if (rentable) await refusedToB('/v4/trade/rent/create', { listing_id: rentable.listing_id, days: 30, coupon_id: mine.coupon.coupon_id }, '优惠券不存在')
    expect(await api.ok<Coupon[]>('/v1/coupon/my-coupons', {}, { token: b })).toEqual([])
    expect((await api.ok<Coupon[]>('/v1/coupon/my-coupons', {}, { token: a }))[0]).toMatchObject({ coupon_id: mine.coupon.coupon_id, status: 'unused' })
  })

  it('messages: B cannot mark A\'s message read, nor see it', async () => {
    await refusedToB('/v1/user/message/read', { message_id: mine.message.message_id }, '消息不存在')
    expect((await api.ok<Page<Message>>('/v1/user/message/list', {}, { token: b })).total).toBe(0)
    const stillUnread = (await api.ok<Page<Message>>(
      '/v1/user/message/list',
      { page_size: 50 },
      { token: a }
    )).list.find((m) => m.message_id === mine.message.message_id)
    expect(stillUnread?.is_read).toBe(false)
  })

  it("selling: B cannot reprice, delist, list or sell A's items", async () => {
    await refusedToB('/v4/trade/sell/change-price', { listing_id: mine.onSale.listing_id, price: '1.00' }, '在售饰品不存在')
    await refusedToB('/v4/trade/sell/change-price', { listing_ids: String(mine.onSale.listing_id), rule: 'undercut' }, '在售饰品不存在')
    await refusedToB('/v4/trade/sell/delist', { listing_id: mine.onSale.listing_id }, '在售饰品不存在')
    await refusedToB('/v4/trade/sell/create', { items: JSON.stringify([{ asset_id: mine.asset, price: '1.00' }]), ...payB }, `库存中没有该饰品（${mine.asset}）`)
    await refusedToB('/v4/trade/sell/preview', { items: JSON.stringify([{ asset_id: mine.asset, price: '1.00' }]) }, `库存中没有该饰品（${mine.asset}）`)
    const wanted = await api.ok<BuyOrder>(
      '/v4/trade/buy-order/create',
      { item_id: mine.rent.item.item_id, price: '1.00', pay_password: DEMO2.payPassword },
      { token: b, method: 'POST' }
    )
    await refusedToB('/v4/trade/buy-order/sell', { buy_order_id: wanted.buy_order_id, asset_id: mine.asset, ...payB }, `库存中没有该饰品（${mine.asset}）`)
    expect((await api.ok('/v4/trade/sell/my-listings', {}, { token: b })).list).toEqual([])
    const mineListed = (await api.ok('/v4/trade/sell/my-listings', {}, { token: a })).list as { listing_id: number, status: string }[]
    expect(mineListed.find((l) => l.listing_id === mine.onSale.listing_id)?.status).toBe('on_sale')
  })

  it("sell orders: B, the buyer of A's sale, cannot read, send the offer for or cancel the seller's side", async () => {
    const stock = (await api.ok<InventoryPage>('/v4/trade/inventory/list', { state: 'tradable', page_size: 10 }, { token: a })).list
      .filter((asset) => asset.asset_id !== mine.asset && asset.asset_id !== mine.onSale.asset_id)
    const [guidance] = await api.ok<{ reference_price: string }[]>('/v4/trade/sell/guidance', { item_ids: stock[0].item.item_id })
    const listed = await asA<ListingBatch>(
      '/v4/trade/sell/create',
      { items: JSON.stringify([{ asset_id: stock[0].asset_id, price: guidance.reference_price }]), ...payA }
    )
    const sale = await api.ok<Order>('/v4/trade/order/quick', { listing_id: listed.listings[0].listing_id, ...payB }, { token: b, method: 'POST' })
    await refusedToB('/v4/trade/sell/order-detail', { order_id: sale.order_id }, '订单不存在')
    await refusedToB('/v4/trade/sell/send-offer', { order_id: sale.order_id }, '订单不存在')
    await refusedToB('/v4/trade/sell/cancel-order', { order_id: sale.order_id }, '订单不存在')
    expect((await api.ok<CursorPage<Order>>('/v4/trade/sell/orders', {}, { token: b })).list).toEqual([])
    expect((await api.ok<Order>('/v4/trade/sell/order-detail', { order_id: sale.order_id }, { token: a })).status).toBe('paid')
  })

  it("coupons: nor on a 自营 buy or the v5 quick buy", async () => {
    const items = await api.ok<Page<{ item_id: number }>>(
      '/v3/store/item/list',
      { appid: 730, sort: 'price_asc', min_price: '60', max_price: '400', page_size: 20 }
    )
    const details = await Promise.all(items.list.map((item) => api.ok<ItemDetail>('/v3/store/item/detail', { item_id: item.item_id })))
    const ownStock = details.find((detail) => detail.listings.some((l) => l.seller.seller_id === 1))!
    await refusedToB('/v4/trade/order/create-p2b', { item_id: ownStock.item_id, coupon_id: mine.coupon.coupon_id }, '优惠券不存在')
    await refusedToB('/v5/trade/order/quick', { listing_id: mine.listing, coupon_id: mine.coupon.coupon_id, ...payB }, '优惠券不存在')
  })

  it('OAuth grants: B cannot revoke A\'s grant, nor see it', async () => {
    await refusedToB('/v1/user/oauth/revoke', { grant_id: mine.grant.grant_id }, '授权记录不存在')
    expect(await api.ok<OAuthGrant[]>('/v1/user/oauth/grants', {}, { token: b })).toEqual([])
    expect((await api.ok<OAuthGrant[]>('/v1/user/oauth/grants', {}, { token: a })).map((g) => g.grant_id)).toContain(mine.grant.grant_id)
  })
})
