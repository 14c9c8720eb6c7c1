import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import type { ItemDetail, LoginResult, Order, UserInfo } from '../../types/api'

let api: TestApi
let token: string
beforeEach(async () => { api = await startApi(); token = await api.login() })
afterEach(() => api.close())

const as = (who: string) => ({
  call: (path: string, params: Record<string, unknown> = {}) => api.call(path, params, { token: who, method: 'POST' }),
  ok: <T = any>(path: string, params: Record<string, unknown> = {}) => api.ok<T>(path, params, { token: who, method: 'POST' })
})
const me = () => as(token)
const balance = async (who = token) => (await api.ok<UserInfo>('/v1/user/my', {}, { token: who }))

/** A CS2 listing not sold by the platform, with its price. */
async function someListing (offset = 0, minPrice = '20'): Promise<{ listing_id: number, price: string, seller_id: number, item_id: number }> {
  const items = await api.ok('/v3/store/item/list', { appid: 730, sort: 'price_asc', page_size: 5, min_price: minPrice, max_price: '300' })
  const detail = await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: items.list[offset].item_id })
  const listing = detail.listings.find((l) => l.seller.seller_id !== 1) ?? detail.listings[0]
  return { listing_id: listing.listing_id, price: listing.price, seller_id: listing.seller.seller_id, item_id: detail.item_id }
}
const pay = (order: Order, extra: Record<string, unknown> = {}) => me().call(
  '/v4/trade/order/payment',
  { order_id: order.order_id, pay_channel: 'balance', pay_password: DEMO.payPassword, ...extra }
)

describe('order lifecycle: created → paid → offer sent → completed', () => {
  it('moves money, listing, offer and pending count at every step', async () => {
    const target = await someListing()
    const order = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: target.listing_id })
    expect(order).toMatchObject({
      status: 'created',
      status_text: '待支付',
      price: target.price,
      pay_amount: target.price,
      operation: ['pay', 'cancel'],
      kind: 'buy'
    })
    expect(order.expires_at - order.created_at).toBe(900)
    expect(await api.ok('/v4/trade/order/pending-check', {}, { token })).toEqual({ num: 1 })
    // the locked listing is gone from the detail
    expect((await api.ok<ItemDetail>(
      '/v3/store/item/detail',
      { item_id: target.item_id }
    )).listings.some((l) => l.listing_id === target.listing_id)).toBe(false)

    const paid = await pay(order)
    expect(paid.data).toMatchObject({ status: 'paid', pay_channel: 'balance', operation: ['notify', 'cancel'], offer: { status: 'wait' } })
    expect(await api.ok('/v4/trade/order/pending-check', {}, { token })).toEqual({ num: 0 })
    const cents = Math.round(Number(target.price) * 100)
    expect((await balance()).balance).toBe(((500000 - cents) / 100).toFixed(2))

    const sent = await me().ok<Order>('/v4/trade/order/notify-user', { order_id: order.order_id })
    expect(sent).toMatchObject({ status: 'offer_sent', offer: { status: 'sent' }, operation: ['receive', 'decline'] })
    expect(await api.ok('/v4/trade/order/pending-check', {}, { token })).toEqual({ num: 1 })
    const offers = await api.ok('/v4/trade/offer/list', {}, { token })
    expect(offers[0]).toMatchObject({ order_id: order.order_id, status: 'sent' })

    const done = await me().ok<Order>('/v4/trade/order/receive-offer', { order_id: order.order_id })
    expect(done).toMatchObject({ status: 'completed', offer: { status: 'accepted' }, operation: [] })
    expect(done.timeline.map((t) => t.status)).toEqual(['created', 'paid', 'offer_sent', 'completed'])
    expect(await api.ok('/v4/trade/order/pending-check', {}, { token })).toEqual({ num: 0 })
    // the listing is sold for good
    expect((await me().call('/v4/trade/order/create-p2p', { listing_id: target.listing_id })).status).toBe(4009)
    // refuses moves the state machine does not have
    expect((await pay(order)).status).toBe(4009)
    expect((await me().call('/v4/trade/order/cancel', { order_id: order.order_id })).status).toBe(4009)
  })

  it('pays the seller price minus 2.5 % fee, frozen until the buyer accepts', async () => {
    const target = await someListing()
    const order = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: target.listing_id })
    const cents = Math.round(Number(order.price) * 100)
    const fee = Math.max(1, Math.floor((cents * 250 + 5000) / 10000))
    expect(order.fee).toBe((fee / 100).toFixed(2))
    await pay(order)
    // the seller is a seed account without a login; check through the ledger of the buyer and the order instead
    await me().ok('/v4/trade/order/notify-user', { order_id: order.order_id })
    await me().ok('/v4/trade/order/receive-offer', { order_id: order.order_id })
    const ledger = await api.ok('/v1/pay/ledger/list', {}, { token })
    expect(ledger.list[0]).toMatchObject({ kind: 'pay', amount: `-${order.pay_amount}` })
  })

  it('lists orders by cursor (pointer 0 starts over) and shows details', async () => {
    const created: Order[] = []
    for (let n = 0; n < 3; n++) created.push(await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: (await someListing(n)).listing_id }))
    const first = await api.ok('/v4/trade/order/list', { pointer: 0, page_size: 2 }, { token })
    expect(first.list.map((o: Order) => o.order_id)).toEqual([created[2].order_id, created[1].order_id])
    expect(first.has_more).toBe(true)
    const second = await api.ok('/v4/trade/order/list', { pointer: first.next_pointer, page_size: 2 }, { token })
    expect(second.list.map((o: Order) => o.order_id)).toEqual([created[0].order_id])
    expect(second).toMatchObject({ has_more: false, next_pointer: 0 })
    expect((await api.ok('/v4/trade/order/list', { status: 'paid' }, { token })).list).toEqual([])
    expect((await api.ok<Order>('/v4/trade/order/detail', { order_id: created[0].order_id }, { token })).order_id).toBe(created[0].order_id)
    const other = await api.login(DEMO2.phone, DEMO2.password)
    expect((await api.call('/v4/trade/order/detail', { order_id: created[0].order_id }, { token: other })).status).toBe(4004)
  })

  it('buys from the platform store (p2b)', async () => {
    const items = await api.ok('/v3/store/item/list', { appid: 570, page_size: 100 })
    for (const item of items.list) {
      const answer = await me().call('/v4/trade/order/create-p2b', { item_id: item.item_id })
      if (answer.status === 200) {
        expect(answer.data.seller.seller_id).toBe(1)
        return
      }
      expect(answer.message).toBe('自营暂无此饰品库存')
    }
    throw new Error('no 自营 stock in the seed')
  })
})

describe('gates: 3104 health check, 3000 pay password, balance', () => {
  it('asks for the health check (3104) before a first order', async () => {
    const phone = '13612345678'
    await api.ok('/passport/sms-send', { phone })
    const fresh = (await api.ok<LoginResult>('/passport/login', { phone, code: await api.smsCode(phone) }, { method: 'POST' })).access_token
    const answer = await as(fresh).call('/v4/trade/order/create-p2p', { listing_id: (await someListing()).listing_id })
    expect(answer).toMatchObject({ status: 3104, message: '为保障交易安全，请先完成 Steam 账号检测' })
    expect(await api.ok('/v4/trade/order/pending-check', {}, { token: fresh })).toEqual({ num: 0 })
  })

  it('answers 3000 without a pay password, 4301 with a wrong one, and charges nothing', async () => {
    const order = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: (await someListing()).listing_id })
    expect(await me().call(
      '/v4/trade/order/payment',
      { order_id: order.order_id, pay_channel: 'balance' }
    )).toMatchObject({ status: 3000, message: '请输入支付密码', data: { reason: 'required' } })
    expect(await pay(order, { pay_password: '000000' })).toMatchObject({ status: 4301, message: '支付密码错误，还可尝试 4 次' })
    expect((await balance()).balance).toBe('5000.00')
    expect((await api.ok<Order>('/v4/trade/order/detail', { order_id: order.order_id }, { token })).status).toBe('created')
  })

  it('locks the pay password for an hour after 5 wrong tries, counting the tries left down', async () => {
    const order = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: (await someListing()).listing_id })
    for (let left = 4; left > 0; left--) expect((await pay(order, { pay_password: '000000' })).message).toBe(`支付密码错误，还可尝试 ${left} 次`)
    expect((await pay(order, { pay_password: '000000' })).message).toBe('支付密码错误次数过多，请 60 分钟后再试')
    expect(await pay(order)).toMatchObject({ status: 4301, message: '支付密码错误次数过多，请 60 分钟后再试' })
    expect((await me().call('/v1/user/setting/paypwdswitch', { enabled: 1, pay_password: DEMO.payPassword })).status).toBe(4301)
    api.advance(3600)
    token = await api.login()
    // the unpaid order timed out meanwhile; a new one pays with the right password
    const next = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: (await someListing(1)).listing_id })
    expect((await pay(next)).status).toBe(200)
  })

  it('answers 4302 when balance payments are switched off', async () => {
    await me().ok('/v1/user/setting/paypwdswitch', { enabled: 0, pay_password: DEMO.payPassword })
    const order = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: (await someListing()).listing_id })
    expect((await pay(order)).status).toBe(4302)
  })

  it('never lets the balance go negative', async () => {
    const expensive = await api.ok('/v3/store/item/list', { appid: 730, sort: 'price_desc', page_size: 1 })
    const detail = await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: expensive.list[0].item_id })
    const order = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: detail.listings[0].listing_id })
    expect(await pay(order)).toMatchObject({ status: 4201, message: '余额不足' })
    expect((await balance()).balance).toBe('5000.00')
    expect((await api.ok<Order>('/v4/trade/order/detail', { order_id: order.order_id }, { token })).status).toBe('created')
  })
})

describe('nothing lost, nothing doubled', () => {
  it('two buyers paying for the same listing at once: exactly one order succeeds', async () => {
    const other = await api.login(DEMO2.phone, DEMO2.password)
    const target = await someListing()
    const results = await Promise.all([
      api.call('/v4/trade/order/quick', { listing_id: target.listing_id, pay_password: DEMO.payPassword }, { token, method: 'POST' }),
      api.call('/v4/trade/order/quick', { listing_id: target.listing_id, pay_password: DEMO2.payPassword }, { token: other, method: 'POST' })
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 4009])
    expect(results.find((r) => r.status === 4009)!.message).toBe('手慢了，该饰品已被其他买家下单')
    const balances = [(await balance(token)).balance, (await balance(other)).balance]
    expect(balances.filter((b) => b === '5000.00')).toHaveLength(1)
  })

  it('many buyers creating orders for one listing at once: one order', async () => {
    const other = await api.login(DEMO2.phone, DEMO2.password)
    const target = await someListing()
    const results = await Promise.all(Array.from(
      { length: 10 },
      (_, n) => api.call('/v4/trade/order/create-p2p', { listing_id: target.listing_id }, { token: n % 2 ? token : other, method: 'POST' })
    ))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
  })

  it('the same payment submitted twice (idempotency key) charges once', async () => {
    const order = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: (await someListing()).listing_id })
    const [a, b] = await Promise.all([pay(order, { idempotency_key: 'pay-1' }), pay(order, { idempotency_key: 'pay-1' })])
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    expect(b.data.pay_no).toBe(a.data.pay_no)
    const c = await pay(order, { idempotency_key: 'pay-1' })
    expect(c.data.pay_no).toBe(a.data.pay_no)
    const cents = Math.round(Number(order.pay_amount) * 100)
    expect((await balance()).balance).toBe(((500000 - cents) / 100).toFixed(2))
    const ledger = await api.ok('/v1/pay/ledger/list', {}, { token })
    expect(ledger.list.filter((l: { kind: string }) => l.kind === 'pay')).toHaveLength(1)
    // without a key a second payment is refused, not charged
    expect((await pay(order)).status).toBe(4009)
    // a key belongs to one payment
    const another = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: (await someListing(1)).listing_id })
    expect((await pay(another, { idempotency_key: 'pay-1' })).message).toBe('该幂等键已用于其他操作，请换一个')
  })

  it('quick buy repeated with one key (header form) charges once', async () => {
    const target = await someListing()
    const send = () => api.call(
      '/v5/trade/order/quick',
      { listing_id: target.listing_id, pay_password: DEMO.payPassword },
      { token, method: 'POST', headers: { 'x-idempotency-key': 'quick-1' } }
    )
    const first = await send()
    const second = await send()
    expect(first.data.repeated).toBe(false)
    expect(second.data).toMatchObject({ repeated: true, order_id: first.data.order_id })
    expect((await api.ok('/v4/trade/order/list', {}, { token })).list).toHaveLength(1)
  })

  it('a failed quick-buy payment leaves no order and the listing on sale', async () => {
    const target = await someListing()
    for (const attempt of [
      { pay_password: '000000' },
      { pay_channel: 'wechat', simulate: 'fail' },
      { pay_channel: 'balance' }
    ]) {
      const answer = await me().call('/v4/trade/order/quick', { listing_id: target.listing_id, ...attempt })
      expect([4301, 4202, 3000]).toContain(answer.status)
    }
    expect((await api.ok('/v4/trade/order/list', {}, { token })).list).toEqual([])
    expect((await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: target.item_id })).listings.some((l) => l.listing_id === target.listing_id)).toBe(true)
    expect((await balance()).balance).toBe('5000.00')
    const ok = await me().call('/v4/trade/order/quick', { listing_id: target.listing_id, pay_channel: 'card' })
    expect(ok.data).toMatchObject({ status: 'paid', pay_channel: 'card' })
    expect((await balance()).balance).toBe('5000.00')
  })
})

describe('cancel, time-out, decline', () => {
  it('cancels an unpaid order and puts the listing back', async () => {
    const target = await someListing()
    const order = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: target.listing_id })
    expect((await me().ok<Order>('/v4/trade/order/cancel', { order_id: order.order_id })).status).toBe('cancelled')
    expect((await me().call('/v4/trade/order/create-p2p', { listing_id: target.listing_id })).status).toBe(200)
  })

  it('refunds a paid order cancelled before the offer', async () => {
    const order = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: (await someListing()).listing_id })
    await pay(order)
    expect((await me().ok<Order>('/v4/trade/order/cancel', { order_id: order.order_id })).offer?.status).toBe('declined')
    expect((await balance()).balance).toBe('5000.00')
  })

  it('times out unpaid orders after 15 minutes', async () => {
    const target = await someListing()
    const order = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: target.listing_id })
    api.advance(899)
    expect(await api.ok('/v4/trade/order/pending-check', {}, { token })).toEqual({ num: 1 })
    expect((await api.ok<ItemDetail>(
      '/v3/store/item/detail',
      { item_id: target.item_id }
    )).listings.some((l) => l.listing_id === target.listing_id)).toBe(false)
    api.advance(1)
    // the shop is read first: it times out the stale order itself
    expect((await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: target.item_id })).listings.some((l) => l.listing_id === target.listing_id)).toBe(true)
    expect(await api.ok('/v4/trade/order/pending-check', {}, { token })).toEqual({ num: 0 })
    expect((await api.ok<Order>('/v4/trade/order/detail', { order_id: order.order_id }, { token })).status).toBe('timed_out')
    // the shop (whose answers are cached until a write) shows the listing again
    expect((await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: target.item_id })).listings.some((l) => l.listing_id === target.listing_id)).toBe(true)
    expect((await pay(order)).message).toBe('订单已超时，请重新下单')
    expect((await me().call('/v4/trade/order/create-p2p', { listing_id: target.listing_id })).status).toBe(200)
  })

  it('declining a sent offer cancels and refunds; offers filter by status', async () => {
    const order = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: (await someListing()).listing_id })
    await pay(order)
    expect((await api.ok('/v4/trade/offer/list', { status: 'wait' }, { token }))).toHaveLength(1)
    const waiting = (await api.ok('/v4/trade/offer/list', {}, { token }))[0]
    expect((await me().call('/v4/trade/offer/decline', { offer_id: waiting.offer_id })).message).toBe('卖家尚未发送报价')
    await me().ok('/v4/trade/order/notify-user', { order_id: order.order_id })
    expect((await me().call('/v4/trade/order/cancel', { order_id: order.order_id })).message).toBe('卖家已发送报价，请在报价中拒绝')
    expect((await me().ok('/v4/trade/offer/decline', { offer_id: waiting.offer_id })).status).toBe('declined')
    expect((await api.ok<Order>('/v4/trade/order/detail', { order_id: order.order_id }, { token })).status).toBe('cancelled')
    expect((await balance()).balance).toBe('5000.00')
    expect((await me().call('/v4/trade/offer/accept', { offer_id: waiting.offer_id })).message).toBe('报价已处理')
  })

  it('accepting through the offer completes the order', async () => {
    const order = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: (await someListing()).listing_id })
    await pay(order)
    await me().ok('/v4/trade/order/notify-user', { order_id: order.order_id })
    const offer = (await api.ok('/v4/trade/offer/list', { status: 'sent' }, { token }))[0]
    expect((await me().ok('/v4/trade/offer/accept', { offer_id: offer.offer_id })).status).toBe('accepted')
    expect((await api.ok<Order>('/v4/trade/order/detail', { order_id: order.order_id }, { token })).status).toBe('completed')
  })
})

describe('coupons on orders', () => {
  it('takes the discount off, and an unpaid order that closes gives it back', async () => {
    const mine = await api.ok('/v1/coupon/my-coupons', {}, { token })
    const coupon = mine[0]
    expect(coupon).toMatchObject({ name: '新人立减 5 元', status: 'unused' })
    const target = await someListing(0, '60') // the coupon needs an order of 50.00 or more
    const order = await me().ok<Order>('/v4/trade/order/create-p2p', { listing_id: target.listing_id, coupon_id: coupon.coupon_id })
    expect(order.coupon_discount).toBe('5.00')
    expect(Math.round(Number(order.pay_amount) * 100)).toBe(Math.round(Number(order.price) * 100) - 500)
    expect((await api.ok('/v1/coupon/my-coupons', {}, { token }))[0].status).toBe('used')
    await me().ok('/v4/trade/order/cancel', { order_id: order.order_id })
    expect((await api.ok('/v1/coupon/my-coupons', {}, { token }))[0].status).toBe('unused')
  })
})

describe('rent', () => {
  it('charges daily rate × days plus deposit and refunds the deposit on return', async () => {
    const items = await api.ok('/v3/store/item/list', { appid: 730, sort: 'price_asc', min_price: '10', page_size: 50 })
    let listing: ItemDetail['listings'][number] | undefined
    for (const item of items.list) {
      listing = (await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: item.item_id })).listings.find((l) => l.rentable && Number(l.price) < 400)
      if (listing) break
    }
    expect(listing).toBeDefined()
    const order = await me().ok<Order>('/v4/trade/rent/create', { listing_id: listing!.listing_id, days: 3 })
    const daily = Math.round(Number(listing!.rent_daily) * 100)
    const deposit = Math.round(Number(listing!.rent_deposit) * 100)
    expect(order).toMatchObject({ kind: 'rent', rent_days: 3, rent_deposit: listing!.rent_deposit })
    expect(Math.round(Number(order.pay_amount) * 100)).toBe(daily * 3 + deposit)
    expect(order).toMatchObject({ rent_start_at: null, rent_end_at: null })
    await pay(order)
    expect((await me().call('/v4/trade/rent/return', { order_id: order.order_id })).status).toBe(4009)
    await me().ok('/v4/trade/order/notify-user', { order_id: order.order_id })
    const done = await me().ok<Order>('/v4/trade/order/receive-offer', { order_id: order.order_id })
    expect(done.operation).toEqual(['return'])
    // the rental runs from the acceptance for its days (the order detail shows start, end and return)
    expect(done.rent_start_at).toEqual(expect.any(Number))
    expect(done.rent_end_at).toBe(done.rent_start_at! + 3 * 86400)
    const returned = await me().ok<Order>('/v4/trade/rent/return', { order_id: order.order_id })
    expect(returned.rent_returned_at).not.toBeNull()
    expect((await balance()).balance).toBe(((500000 - daily * 3) / 100).toFixed(2))
    expect((await me().call('/v4/trade/rent/return', { order_id: order.order_id })).message).toBe('该饰品已归还')
    expect((await me().call('/v4/trade/rent/create', { listing_id: listing!.listing_id, days: 31 })).message).toBe('租赁天数超出范围')
  })
})

describe('buy orders', () => {
  it('freezes price × quantity and releases it on cancel', async () => {
    const item = (await api.ok('/v3/store/item/list', { appid: 730 })).list[0]
    expect((await me().call('/v4/trade/buy-order/create', { item_id: item.item_id, price: '10.50', quantity: 3 })).status).toBe(3000)
    const created = await me().ok('/v4/trade/buy-order/create', { item_id: item.item_id, price: '10.50', quantity: 3, pay_password: DEMO.payPassword })
    expect(created).toMatchObject({ price: '10.50', quantity: 3, frozen: '31.50', status: 'open' })
    expect(await balance()).toMatchObject({ balance: '4968.50', frozen: '31.50' })
    expect(await api.ok('/v4/trade/buy-order/list', {}, { token })).toHaveLength(1)
    expect((await me().ok('/v4/trade/buy-order/cancel', { buy_order_id: created.buy_order_id })).status).toBe('cancelled')
    expect(await balance()).toMatchObject({ balance: '5000.00', frozen: '0.00' })
    expect((await me().call('/v4/trade/buy-order/cancel', { buy_order_id: created.buy_order_id })).status).toBe(4009)
    expect((await me().call('/v4/trade/buy-order/create', { item_id: item.item_id, price: '5000.01', pay_password: DEMO.payPassword })).status).toBe(4201)
    expect(await balance()).toMatchObject({ balance: '5000.00', frozen: '0.00' })
  })
})

describe('CDK', () => {
  it('sells a code from the balance once per idempotency key', async () => {
    const products = await api.ok('/v4/trade/cdk/products')
    expect(products[0]).toMatchObject({ price: '52.00' })
    const buy = () => me().call('/v4/trade/order/cdk-buy', { product_id: products[0].product_id, pay_password: DEMO.payPassword, idempotency_key: 'cdk-1' })
    const first = await buy()
    const second = await buy()
    expect(first.data.code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/)
    expect(second.data).toMatchObject({ code: first.data.code, repeated: true })
    expect((await balance()).balance).toBe('4948.00')
  })
})
