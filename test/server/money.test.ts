import { DEMO, startApi, type TestApi } from './apiClient'
import type { BuyOrder, Coupon, ItemDetail, Listing, Order, UserInfo } from '../../types/api'

/**
 * Money rules (server/README.md, fees and idempotency): a coupon discounts the rent fee, never
 * the refundable deposit; an idempotency key is bound to one operation and its parameters.
 */
let api: TestApi
let token: string
beforeEach(async () => { api = await startApi(); token = await api.login() })
afterEach(() => api.close())

const post = (
  path: string,
  params: Record<string, unknown> = {},
  headers?: Record<string, string>
) => api.call(path, params, { token, method: 'POST', headers })
const cents = (text: string): number => { const [yuan, fen = ''] = text.split('.'); return Number(yuan) * 100 + Number(fen.padEnd(2, '0')) }
const wallet = async (): Promise<{ balance: number, frozen: number }> => {
  const me = await api.ok<UserInfo>('/v1/user/my', {}, { token })
  return { balance: cents(me.balance), frozen: cents(me.frozen) }
}
const payParams = { pay_channel: 'balance', pay_password: DEMO.payPassword }

/** A rentable listing of `appid` (not the platform's) whose rent fee for `days` and deposit pass `fits`. */
async function rentable (appid: number, days: number, fits: (fee: number, deposit: number) => boolean): Promise<Listing> {
  for (let page = 1; page <= 20; page++) {
    const items = await api.ok('/v3/store/item/list', { appid, sort: 'price_asc', page, page_size: 50 })
    for (const item of items.list as { item_id: number }[]) {
      const detail = await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: item.item_id })
      const found = detail.listings.find((l) => l.rentable && fits(cents(l.rent_daily!) * days, cents(l.rent_deposit!)))
      if (found) return found
    }
    if (!items.has_more) break
  }
  throw new Error('no such rentable listing in the seed')
}

/** Two listings on sale (of two CS2 items from 10.00 up). */
async function twoListings (): Promise<number[]> {
  const items = await api.ok('/v3/store/item/list', { appid: 730, sort: 'price_asc', min_price: '10', page_size: 2 })
  const details = await Promise.all((items.list as { item_id: number }[]).map((item) => api.ok<ItemDetail>('/v3/store/item/detail', { item_id: item.item_id })))
  return details.map((detail) => detail.listings[0].listing_id)
}

/** Rent, pay from the balance, take delivery and return: the order as created. */
async function rentAndReturn (listing: Listing, days: number, couponId?: number): Promise<Order> {
  const order = (await post('/v4/trade/rent/create', { listing_id: listing.listing_id, days, ...(couponId ? { coupon_id: couponId } : {}) })).data as Order
  expect((await post('/v4/trade/order/payment', { order_id: order.order_id, ...payParams })).status).toBe(200)
  await api.ok('/v4/trade/order/notify-user', { order_id: order.order_id }, { token })
  await api.ok('/v4/trade/order/receive-offer', { order_id: order.order_id }, { token })
  await api.ok('/v4/trade/rent/return', { order_id: order.order_id }, { token })
  return order
}

describe('a coupon discounts the rent fee, never the deposit', () => {
  it('refuses the 新人立减 coupon when only fee + deposit reach its threshold, and the balance never grows', async () => {
    const coupon = (await api.ok<Coupon[]>('/v1/coupon/my-coupons', {}, { token }))[0]
    expect(coupon).toMatchObject({ name: '新人立减 5 元', min_amount: '50.00', status: 'unused' })
    // the reported case: a small rent fee with a large deposit (fee < 50.00 ≤ fee + deposit)
    const listing = await rentable(730, 1, (fee, deposit) => fee < 5000 && fee + deposit >= 5000)
    const refused = await post('/v4/trade/rent/create', { listing_id: listing.listing_id, days: 1, coupon_id: coupon.coupon_id })
    expect(refused).toMatchObject({ status: 4000, message: '未达到优惠券使用门槛' })
    expect((await api.ok<Coupon[]>('/v1/coupon/my-coupons', {}, { token }))[0].status).toBe('unused')

    const before = await wallet()
    const order = await rentAndReturn(listing, 1)
    expect(order).toMatchObject({ coupon_discount: '0.00', pay_amount: ((cents(listing.rent_daily!) + cents(listing.rent_deposit!)) / 100).toFixed(2) })
    const after = await wallet()
    expect(after.balance).toBe(before.balance - cents(listing.rent_daily!)) // the fee is spent, the deposit comes back whole
    expect(after.frozen).toBe(before.frozen)
  })

  it('takes the discount off the rent fee when the fee reaches the threshold; the deposit is paid and refunded in full', async () => {
    const coupon = (await api.ok<Coupon[]>('/v1/coupon/my-coupons', {}, { token }))[0]
    const listing = await rentable(730, 30, (fee) => fee >= 5000)
    const before = await wallet()
    const order = await rentAndReturn(listing, 30, coupon.coupon_id)
    const fee = cents(listing.rent_daily!) * 30
    const deposit = cents(listing.rent_deposit!)
    expect(order).toMatchObject({
      price: (fee / 100).toFixed(2),
      coupon_discount: '5.00',
      rent_deposit: listing.rent_deposit,
      pay_amount: ((fee - 500 + deposit) / 100).toFixed(2)
    })
    expect((await wallet()).balance).toBe(before.balance - (fee - 500))
  })

  it('checks the CS2 满 100 减 10 threshold against the rent fee alone', async () => {
    const claimed = await api.ok<Coupon>('/v1/coupon/claim', { template_id: 2 }, { token })
    const small = await rentable(730, 1, (fee, deposit) => fee < 10000 && fee + deposit >= 10000)
    expect((await post('/v4/trade/rent/create', { listing_id: small.listing_id, days: 1, coupon_id: claimed.coupon_id })).message).toBe('未达到优惠券使用门槛')
    const before = await wallet()
    await rentAndReturn(small, 1)
    expect((await wallet()).balance).toBeLessThan(before.balance)
  })
})

describe('idempotency keys are bound to one operation and its parameters', () => {
  it('recharge: another amount, channel or operation with the same key → 4009, nothing credited', async () => {
    const first = await post('/v1/pay/recharge/create', { amount: '20.00', channel: 'card', idempotency_key: 'k-recharge' })
    expect(first.status).toBe(200)
    const repeat = await post('/v1/pay/recharge/create', { amount: '20.00', channel: 'card', idempotency_key: 'k-recharge' })
    expect(repeat.data.pay_no).toBe(first.data.pay_no)
    for (const other of [{ amount: '21.00', channel: 'card' }, { amount: '20.00', channel: 'wechat' }]) {
      expect(await post('/v1/pay/recharge/create', { ...other, idempotency_key: 'k-recharge' })).toMatchObject({ status: 4009, message: '该幂等键已用于其他操作，请换一个' })
    }
    expect((await post('/v1/pay/pay/h5-wx-pay', { amount: '20.00', idempotency_key: 'k-recharge' })).status).toBe(4009) // wechat, not card
    expect((await post('/v4/trade/order/cdk-buy', { product_id: 1, pay_password: DEMO.payPassword, idempotency_key: 'k-recharge' })).status).toBe(4009)
    expect((await post(
      '/v4/trade/buy-order/create',
      { item_id: 1, price: '1.00', pay_password: DEMO.payPassword, idempotency_key: 'k-recharge' }
    )).status).toBe(4009)
    expect(await wallet()).toEqual({ balance: 502000, frozen: 0 })
  })

  it('CDK: the same key on another product → 4009; a repeat answers the first code and charges once', async () => {
    const buy = (productId: number) => post('/v4/trade/order/cdk-buy', { product_id: productId, pay_password: DEMO.payPassword, idempotency_key: 'k-cdk' })
    const first = await buy(1)
    expect(first.data).toMatchObject({ product_id: 1, pay_amount: '52.00', repeated: false })
    expect((await buy(1)).data).toMatchObject({ code: first.data.code, repeated: true })
    expect((await buy(2)).status).toBe(4009)
    expect((await post('/v1/pay/recharge/create', { amount: '10.00', idempotency_key: 'k-cdk' })).status).toBe(4009)
    expect((await wallet()).balance).toBe(500000 - 5200)
  })

  it('order payment: the same key on another order or channel → 4009; a failed payment leaves the key free', async () => {
    const orders: Order[] = []
    for (const listingId of await twoListings()) orders.push(await api.ok<Order>('/v4/trade/order/create-p2p', { listing_id: listingId }, { token }))
    const [a, b] = orders
    // a declined card payment rolls back: the key is still free for the same order
    expect((await post('/v4/trade/order/payment', { order_id: a.order_id, pay_channel: 'card', simulate: 'fail', idempotency_key: 'k-pay' })).status).toBe(4202)
    const paid = await post('/v4/trade/order/payment', { order_id: a.order_id, ...payParams, idempotency_key: 'k-pay' })
    expect(paid.status).toBe(200)
    expect((await post('/v4/trade/order/payment', { order_id: a.order_id, ...payParams, idempotency_key: 'k-pay' })).data.pay_no).toBe(paid.data.pay_no)
    expect((await post('/v4/trade/order/payment', { order_id: a.order_id, pay_channel: 'card', idempotency_key: 'k-pay' })).status).toBe(4009)
    expect((await post('/v4/trade/order/payment', { order_id: b.order_id, ...payParams, idempotency_key: 'k-pay' })).status).toBe(4009)
    expect((await api.ok<Order>('/v4/trade/order/detail', { order_id: b.order_id }, { token })).status).toBe('created')
    expect((await wallet()).balance).toBe(500000 - cents(a.pay_amount))
  })

  it('quick buy: the same key on another listing or channel → 4009; a repeat answers the first order', async () => {
    const listings = await twoListings()
    const quick = (listingId: number, extra: Record<string, unknown> = payParams) => post(
      '/v4/trade/order/quick',
      { listing_id: listingId, ...extra, idempotency_key: 'k-quick' }
    )
    const first = await quick(listings[0])
    expect(first.data).toMatchObject({ status: 'paid', repeated: false })
    expect((await quick(listings[0])).data).toMatchObject({ order_id: first.data.order_id, pay_no: first.data.pay_no, repeated: true })
    expect((await quick(listings[1])).status).toBe(4009)
    expect((await quick(listings[0], { pay_channel: 'card' })).status).toBe(4009)
    expect((await post('/v4/trade/order/payment', { order_id: first.data.order_id, ...payParams, idempotency_key: 'k-quick' })).status).toBe(4009)
    expect((await wallet()).balance).toBe(500000 - cents(first.data.pay_amount))
  })

  it('buy-order creation takes a key (parameter or header): a repeat answers the first buy order and freezes once', async () => {
    const create = (params: Record<string, unknown>, headers?: Record<string, string>) => post(
      '/v4/trade/buy-order/create',
      { item_id: 1, price: '12.50', quantity: 2, pay_password: DEMO.payPassword, ...params },
      headers
    )
    const [a, b] = await Promise.all([create({ idempotency_key: 'k-buy' }), create({ idempotency_key: 'k-buy' })])
    expect(a.status).toBe(200)
    expect((b.data as BuyOrder).buy_order_id).toBe((a.data as BuyOrder).buy_order_id)
    expect(await wallet()).toEqual({ balance: 500000 - 2500, frozen: 2500 })
    for (const other of [{ price: '12.60' }, { quantity: 3 }, { item_id: 2 }]) {
      expect((await create({ ...other, idempotency_key: 'k-buy' })).status).toBe(4009)
    }
    const viaHeader = await create({}, { 'x-idempotency-key': 'k-buy-2' })
    expect((await create({}, { 'x-idempotency-key': 'k-buy-2' })).data.buy_order_id).toBe(viaHeader.data.buy_order_id)
    expect(await api.ok<BuyOrder[]>('/v4/trade/buy-order/list', {}, { token })).toHaveLength(2)
    expect(await wallet()).toEqual({ balance: 500000 - 5000, frozen: 5000 })
  })
})
