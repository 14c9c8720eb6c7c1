import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import { peek, tempDbFile, type DbPeek } from './dbPeek'
import { random } from '../../server/domain/random'
import type { Coupon, CursorPage, InventoryPage, ItemBuyOrders, ItemDetail, MyListing, Order, Page, SellOrder, WithdrawPreview } from '../../types/api'
import { DELIVER_SECONDS, TRADE_PROTECTION_SECONDS } from '../../server/domain/orderState'

/**
 * Money is only moved, never made (server/README.md, fees and balance): after any sequence of
 * buys (p2p, p2b, quick), rents (create, pay, return), buy orders, CDK, recharges, cancels,
 * declines, time-outs, coupons, repeated idempotency keys, and the demo users selling to each
 * other (listings, buy orders that fill, sales into buy orders, the seller sending the offer, missed
 * delivery deadlines, CS2 trade protection running out, withdrawals), red packets (a balance share is the platform's money
 * given away; an envelope is a coupon kind), all by real HTTP calls,
 *   Σ users' balance + frozen + what the platform kept + money paid out = the seed's money + money paid in,
 * and every user ends with exactly start + paid in − spent + the net of their sales − withdrawn (never more
 * than start + paid in + sales). Paid in = recharges + orders paid by card / WeChat; paid out = withdrawals
 * (what arrives; the withdrawal fee is kept by the platform).
 * The platform's share is worked out from the orders' answers, not from the database.
 */
let api: TestApi
let db: DbPeek

interface Buyer {
  name: string,
  id: number,
  phone: string,
  password: string,
  token: string,
  payPassword: string,
  recharged: number,
  cdk: number,
  withdrawn: number,
  withdrawFees: number,
  redpack: number,
  draws: number
}
let buyers: Buyer[]
let seedMoney: number
let sellerStart: Map<number, number>
/** cheap listings on sale when the run starts (some get taken: a refusal is a normal outcome) */
let listings: number[]
let rentables: number[]
let ownStockItems: number[]
let keyCount = 0

const cents = (text: string): number => {
  const negative = text.startsWith('-')
  const [yuan, fen = ''] = text.replace('-', '').split('.')
  const value = Number(yuan) * 100 + Number(fen.padEnd(2, '0'))
  return negative ? -value : value
}
const yuan = (value: number): string => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`
const post = (who: Buyer, path: string, params: Record<string, unknown>) => api.call(path, params, { token: who.token, method: 'POST' })
const freshKey = (): string => `inv-${++keyCount}`

async function ordersOf (who: Buyer): Promise<Order[]> {
  const all: Order[] = []
  let pointer = 0
  for (;;) {
    const page = await api.ok<CursorPage<Order>>('/v4/trade/order/list', { pointer, page_size: 50 }, { token: who.token })
    all.push(...page.list)
    if (!page.has_more) return all
    pointer = page.next_pointer
  }
}
const unusedCoupons = async (who: Buyer): Promise<Coupon[]> => api.ok<Coupon[]>('/v1/coupon/my-coupons', { status: 'unused' }, { token: who.token })
const walletTotal = (userId?: number): number => {
  const rows = db.all<{ total: number }>(
    `SELECT COALESCE(SUM(balance_cents + frozen_cents), 0) AS total FROM users ${userId === undefined ? '' : 'WHERE id = ?'}`,
    ...(userId === undefined ? [] : [userId])
  )
  return rows[0].total
}
const userIdOf = (phone: string): number => db.all<{ id: number }>('SELECT id FROM users WHERE phone = ?', phone)[0].id

/** What happened to the money of one order: what the buyer paid in from outside, what they spent for good, what the seller earned. */
function orderMoney (order: Order): { external: number, spent: number, sellerNet: number } {
  if (order.paid_at === null) return { external: 0, spent: 0, sellerNet: 0 }
  const pay = cents(order.pay_amount)
  const external = order.pay_channel === 'balance' ? 0 : pay
  if (order.status === 'cancelled') return { external, spent: 0, sellerNet: 0 } // refunded in full to the balance
  const deposit = order.rent_returned_at !== null && order.rent_deposit !== null ? cents(order.rent_deposit) : 0
  return { external, spent: pay - deposit, sellerNet: cents(order.price) - cents(order.fee) }
}

/** The invariant, checked from the answers (orders, recharges, CDK) against every wallet in the database. */
async function expectMoneyConserved (): Promise<void> {
  let platform = 0
  const paidIn = new Map<number, number>()
  const spent = new Map<number, number>()
  const earned = new Map<number, number>()
  const add = (map: Map<number, number>, id: number, value: number): void => { map.set(id, (map.get(id) ?? 0) + value) }
  for (const buyer of buyers) {
    add(paidIn, buyer.id, buyer.recharged)
    add(spent, buyer.id, buyer.cdk + buyer.withdrawn)
    // gift draws: the costs are the platform's, a prize sold back is the platform paying (draws = costs − sold back, either sign)
    platform += buyer.cdk + buyer.withdrawFees - buyer.redpack + buyer.draws
    for (const order of await ordersOf(buyer)) {
      const money = orderMoney(order)
      // no order pays the buyer: a kept order costs at least 0.01 (a coupon never reaches into the deposit)
      if (order.paid_at !== null
        && order.status !== 'cancelled') expect({ order: order.order_id, spent: money.spent >= 1 }).toEqual({ order: order.order_id, spent: true })
      add(paidIn, buyer.id, money.external)
      add(spent, buyer.id, money.spent)
      add(earned, order.seller.seller_id, money.sellerNet)
      platform += money.spent - money.sellerNet
    }
  }
  // every user, buyers, sellers and the demo users who sell too: exactly start + paid in − spent + earned, never more than start + paid in + earned
  for (const [id, start] of sellerStart) {
    const buyer = buyers.find((one) => one.id === id)
    const gift = (buyer?.redpack ?? 0) + Math.max(0, -(buyer?.draws ?? 0))
    const expected = start + (paidIn.get(id) ?? 0) - (spent.get(id) ?? 0) + (earned.get(id) ?? 0) + (buyer?.redpack ?? 0) - (buyer?.draws ?? 0)
    expect({ user: id, total: yuan(walletTotal(id)) }).toEqual({ user: id, total: yuan(expected) })
    expect(walletTotal(id)).toBeLessThanOrEqual(start + (paidIn.get(id) ?? 0) + (earned.get(id) ?? 0) + gift)
  }
  const totalPaidIn = [...paidIn.values()].reduce((sum, value) => sum + value, 0)
  const paidOut = buyers.reduce((sum, buyer) => sum + buyer.withdrawn - buyer.withdrawFees, 0)
  expect({ platformKept: platform, sum: walletTotal() + platform + paidOut }).toEqual({ platformKept: platform, sum: seedMoney + totalPaidIn })
}

const tradable = async (who: Buyer): Promise<InventoryPage['list']> =>
  (await api.ok<InventoryPage>('/v4/trade/inventory/list', { state: 'tradable', page_size: 100 }, { token: who.token })).list
/** A price around the item's reference price (0.80 … 1.20 ×), to the cent: sometimes under a buy order, sometimes over. */
async function nearReference (itemId: number, rand: () => number): Promise<string> {
  const [guidance] = await api.ok<{ reference_price: string }[]>('/v4/trade/sell/guidance', { item_ids: itemId })
  return yuan(Math.max(1, Math.floor(cents(guidance.reference_price) * (80 + Math.floor(rand() * 41)) / 100)))
}

/** One random step: an operation of every kind, by either buyer, on whatever state there is. */
async function randomStep (rand: () => number): Promise<void> {
  const pick = <T>(list: readonly T[]): T | undefined => list.length === 0 ? undefined : list[Math.floor(rand() * list.length)]
  const who = rand() < 0.5 ? buyers[0] : buyers[1]
  const channel = pick(['balance', 'balance', 'card', 'wechat'] as const)!
  const payWith = (extra: Record<string, unknown> = {}) => ({
    pay_channel: channel,
    pay_password: who.payPassword,
    ...(rand() < 0.1 ? { simulate: 'fail' } : {}),
    ...extra
  })
  const maybeCoupon = async (): Promise<Record<string, unknown>> => {
    if (rand() < 0.5) return {}
    const coupon = pick(await unusedCoupons(who))
    return coupon ? { coupon_id: coupon.coupon_id } : {}
  }
  const orders = async (...statuses: Order['status'][]): Promise<Order[]> => (await ordersOf(who)).filter((order) => statuses.includes(order.status))
  const other = who === buyers[0] ? buyers[1] : buyers[0]
  switch (Math.floor(rand() * 25)) {
    case 0: { // recharge, sometimes declined, sometimes repeated with its key
      const whole = 1 + Math.floor(rand() * 200)
      const amount = rand() < 0.15 ? `${whole}.44` : yuan(whole * 100 + Math.floor(rand() * 100)) // .44 is declined by the simulated provider
      const params = { amount, channel: pick(['card', 'wechat'] as const), idempotency_key: freshKey() }
      const first = await post(who, '/v1/pay/recharge/create', params)
      if (first.status === 200) who.recharged += cents(first.data.amount)
      if (rand() < 0.5) expect((await post(who, '/v1/pay/recharge/create', params)).data?.pay_no).toBe(first.data?.pay_no)
      return
    }
    case 1: { await post(who, '/v4/trade/order/create-p2p', { listing_id: pick(listings), ...(await maybeCoupon()) }); return }
    case 2: { await post(who, '/v4/trade/order/create-p2b', { item_id: pick(ownStockItems), ...(await maybeCoupon()) }); return }
    case 3: { // quick buy, maybe repeated with its key
      const params = { listing_id: pick(listings), ...(await maybeCoupon()), ...payWith({ idempotency_key: freshKey() }) }
      const first = await post(who, '/v4/trade/order/quick', params)
      if (first.status === 200 && rand() < 0.5) expect((await post(who, '/v4/trade/order/quick', params)).data.repeated).toBe(true)
      return
    }
    case 4: case 5: { // pay a created order (a rent or a buy), maybe twice with one key
      const order = pick(await orders('created'))
      if (!order) return
      const params = { order_id: order.order_id, ...payWith({ idempotency_key: freshKey() }) }
      await post(who, '/v4/trade/order/payment', params)
      if (rand() < 0.3) await post(who, '/v5/trade/order/payment', params)
      return
    }
    case 6: { const order = pick(await orders('created', 'paid')); if (order) await post(who, '/v4/trade/order/cancel', { order_id: order.order_id }); return }
    case 7: { const order = pick(await orders('paid')); if (order) await post(who, '/v4/trade/order/notify-user', { order_id: order.order_id }); return }
    case 8: { // the buyer takes or refuses the trade offer
      const order = pick(await orders('offer_sent'))
      if (!order) return
      const how = pick(['receive', 'accept', 'decline'] as const)
      if (how === 'receive') await post(who, '/v4/trade/order/receive-offer', { order_id: order.order_id })
      else await post(who, `/v4/trade/offer/${how}`, { offer_id: order.offer!.offer_id })
      return
    }
    case 9: { await post(who, '/v4/trade/rent/create', { listing_id: pick(rentables), days: 1 + Math.floor(rand() * 30), ...(await maybeCoupon()) }); return }
    case 10: { // return a rented item
      const rent = pick((await orders('completed')).filter((order) => order.kind === 'rent' && order.rent_returned_at === null))
      if (rent) await post(who, '/v4/trade/rent/return', { order_id: rent.order_id })
      return
    }
    case 11: { // a buy order (maybe repeated with its key, maybe misusing it) or a cancel
      const open = (await api.ok<{ buy_order_id: number, status: string }[]>(
        '/v4/trade/buy-order/list',
        {},
        { token: who.token }
      )).filter((b) => b.status === 'open')
      if (open.length > 0 && rand() < 0.4) { await post(who, '/v4/trade/buy-order/cancel', { buy_order_id: pick(open)!.buy_order_id }); return }
      const params = {
        item_id: 1 + Math.floor(rand() * 50),
        price: yuan(1 + Math.floor(rand() * 5000)),
        quantity: 1 + Math.floor(rand() * 3),
        pay_password: who.payPassword,
        idempotency_key: freshKey()
      }
      const first = await post(who, '/v4/trade/buy-order/create', params)
      if (first.status === 200 && rand() < 0.5) expect((await post(who, '/v4/trade/buy-order/create', params)).data.buy_order_id).toBe(first.data.buy_order_id)
      if (first.status === 200 && rand() < 0.3) expect((await post(
        who,
        '/v4/trade/buy-order/create',
        { ...params, quantity: params.quantity + 1 }
      )).status).toBe(4009)
      return
    }
    case 12: { // CDK, maybe repeated with its key, maybe misusing it on the other product
      const params = { product_id: rand() < 0.5 ? 1 : 2, pay_password: who.payPassword, idempotency_key: freshKey() }
      const first = await post(who, '/v4/trade/order/cdk-buy', params)
      if (first.status === 200) who.cdk += cents(first.data.pay_amount)
      if (first.status === 200 && rand() < 0.5) expect((await post(who, '/v4/trade/order/cdk-buy', params)).data.repeated).toBe(true)
      if (first.status === 200 && rand() < 0.3) expect((await post(
        who,
        '/v4/trade/order/cdk-buy',
        { ...params, product_id: 3 - params.product_id }
      )).status).toBe(4009)
      return
    }
    case 13: { await post(who, '/v1/coupon/claim', { template_id: 1 + Math.floor(rand() * 4) }); return }
    case 14: { // list an item of the inventory (a listing at or under the other buyer's buy order fills it at once)
      const asset = pick(await tradable(who))
      if (asset) await post(
        who,
        '/v4/trade/sell/create',
        { items: JSON.stringify([{ asset_id: asset.asset_id, price: await nearReference(asset.item.item_id, rand) }]), pay_password: who.payPassword }
      )
      return
    }
    case 15: { // a buy order for an item the other buyer holds, so listings and sales can fill it
      const asset = pick(await tradable(other))
      if (asset) await post(
        who,
        '/v4/trade/buy-order/create',
        {
          item_id: asset.item.item_id,
          price: await nearReference(asset.item.item_id, rand),
          quantity: 1 + Math.floor(rand() * 2),
          pay_password: who.payPassword
        }
      )
      return
    }
    case 16: { // sell an item straight into the best open buy order for it
      const asset = pick(await tradable(who))
      const best = asset ? (await api.ok<ItemBuyOrders>('/v4/trade/buy-order/item', { item_id: asset.item.item_id })).list[0] : undefined
      if (asset && best) await post(
        who,
        '/v4/trade/buy-order/sell',
        { buy_order_id: best.buy_order_id, asset_id: asset.asset_id, pay_password: who.payPassword }
      )
      return
    }
    case 17: { // reprice or take down one of my listings
      const listing = pick((await api.ok<Page<MyListing>>('/v4/trade/sell/my-listings', { status: 'on_sale' }, { token: who.token })).list)
      if (!listing) return
      if (rand() < 0.5) await post(who, '/v4/trade/sell/delist', { listing_id: listing.listing_id })
      else await post(who, '/v4/trade/sell/change-price', { listing_id: listing.listing_id, price: await nearReference(listing.item.item_id, rand) })
      return
    }
    case 18: { // buy (or rent) what the other buyer listed
      const listing = pick((await api.ok<Page<MyListing>>('/v4/trade/sell/my-listings', { status: 'on_sale' }, { token: other.token })).list)
      if (!listing) return
      const bought = await post(who, '/v4/trade/order/quick', { listing_id: listing.listing_id, ...(await maybeCoupon()), ...payWith() })
      // often the seller delivers at once and the buyer accepts, so proceeds become withdrawable
      if (bought.status === 200
        && rand() < 0.6
        && (await post(other, '/v4/trade/sell/send-offer', { order_id: bought.data.order_id })).status === 200
        && rand() < 0.7) {
        await post(who, '/v4/trade/order/receive-offer', { order_id: bought.data.order_id })
      }
      return
    }
    case 19: case 22: { // the seller sends the trade offer of a paid order of theirs
      const waiting = pick((await api.ok<CursorPage<SellOrder>>('/v4/trade/sell/orders', { status: 'paid', page_size: 50 }, { token: who.token })).list)
      if (waiting) await post(who, '/v4/trade/sell/send-offer', { order_id: waiting.order_id })
      return
    }
    case 20: { // a delivery deadline lapses; sometimes CS2 trade protection runs out too (sessions end: log in again)
      api.advance(rand() < 0.3 ? TRADE_PROTECTION_SECONDS : DELIVER_SECONDS)
      for (const buyer of buyers) buyer.token = await api.login(buyer.phone, buyer.password)
      return
    }
    case 21: case 23: { // withdraw part of the withdrawable money (sale proceeds), sometimes an amount the channel fails, maybe repeated with its key
      const { withdrawable } = await api.ok<WithdrawPreview>('/v1/pay/withdraw/preview', {}, { token: who.token })
      if (cents(withdrawable) < 1000) return
      const amount = rand() < 0.2 ? '10.44' : yuan(1000 + Math.floor(rand() * (cents(withdrawable) - 999)))
      const params = {
        amount,
        channel: pick(['bank', 'alipay'] as const),
        account: '4111111111111111',
        pay_password: who.payPassword,
        idempotency_key: freshKey()
      }
      if (params.channel === 'alipay') params.account = '13800138000'
      const first = await post(who, '/v1/pay/withdraw/create', params)
      if (first.status === 200) { who.withdrawn += cents(first.data.amount); who.withdrawFees += cents(first.data.fee) }
      if (first.status === 200 && rand() < 0.5) expect((await post(who, '/v1/pay/withdraw/create', params)).data.withdraw_no).toBe(first.data.withdraw_no)
      return
    }
    default: { api.advance(Math.floor(rand() * 1200)); return } // unpaid orders time out after 15 minutes
  }
}

beforeEach(async () => {
  const file = tempDbFile()
  api = await startApi({ dbFile: file })
  db = peek(file)
  buyers = [
    {
      name: 'A',
      id: userIdOf(DEMO.phone),
      phone: DEMO.phone,
      password: DEMO.password,
      token: await api.login(DEMO.phone, DEMO.password),
      payPassword: DEMO.payPassword,
      recharged: 0,
      cdk: 0,
      withdrawn: 0,
      withdrawFees: 0,
      redpack: 0,
      draws: 0
    },
    {
      name: 'B',
      id: userIdOf(DEMO2.phone),
      phone: DEMO2.phone,
      password: DEMO2.password,
      token: await api.login(DEMO2.phone, DEMO2.password),
      payPassword: DEMO2.payPassword,
      recharged: 0,
      cdk: 0,
      withdrawn: 0,
      withdrawFees: 0,
      redpack: 0,
      draws: 0
    }
  ]
  seedMoney = walletTotal()
  sellerStart = new Map(db.all<{ id: number, total: number }>('SELECT id, balance_cents + frozen_cents AS total FROM users').map((row) => [row.id, row.total]))
  const items = await api.ok('/v3/store/item/list', { appid: 730, sort: 'price_asc', min_price: '1', max_price: '200', page_size: 40 })
  const details = await Promise.all((items.list as { item_id: number }[]).map((item) => api.ok<ItemDetail>('/v3/store/item/detail', { item_id: item.item_id })))
  listings = details.flatMap((detail) => detail.listings.filter((l) => !l.rentable).map((l) => l.listing_id))
  rentables = details.flatMap((detail) => detail.listings.filter((l) => l.rentable).map((l) => l.listing_id))
  ownStockItems = details.filter((detail) => detail.listings.some((l) => l.seller.seller_id === 1)).map((detail) => detail.item_id)
  expect(Math.min(listings.length, rentables.length, ownStockItems.length)).toBeGreaterThan(3)
}, 60_000)

afterEach(async () => {
  await api.close()
  db.close()
})

describe('money is conserved: every order kind, random sequences', () => {
  const exercised = { sent: 0, lapsed: 0, withdrawals: 0 }
  it.each([20261123, 7, 424242])('seed %i: 180 random steps, checked every 30', async (seed) => {
    const rand = random(seed)
    for (let step = 1; step <= 180; step++) {
      await randomStep(rand)
      if (step % 30 === 0) await expectMoneyConserved()
    }
    // the run did exercise the money paths
    const kinds = new Set(db.all<{ kind: string }>('SELECT DISTINCT kind FROM ledger').map((row) => row.kind))
    expect(kinds.size).toBeGreaterThanOrEqual(6)
    // and the demo users sold to each other
    expect(db.all<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE seller_id IN (?, ?)', buyers[0].id, buyers[1].id)[0].n).toBeGreaterThan(0)
    // and delivered their sales themselves, and some ran past a deadline or were withdrawn
    const real = db.all<{ sent: number, lapsed: number }>(
      `SELECT COUNT(offer_sent_at) AS sent, SUM(cancel_reason = 'deliver_timeout') AS lapsed FROM orders WHERE seller_id IN (?, ?)`,
      buyers[0].id,
      buyers[1].id
    )[0]
    const withdrawals = db.all<{ n: number }>('SELECT COUNT(*) AS n FROM withdrawals')[0].n
    exercised.sent += real.sent
    exercised.lapsed += real.lapsed ?? 0
    exercised.withdrawals += withdrawals
  }, 180_000)

  it('the runs together had sellers send offers, deliveries lapse and proceeds withdrawn', () => {
    expect({
      sent: exercised.sent > 0,
      lapsed: exercised.lapsed > 0,
      withdrawals: exercised.withdrawals > 0
    }).toEqual({ sent: true, lapsed: true, withdrawals: true })
  })
})

describe('money is conserved: hand-written sequences', () => {
  const first = (): Buyer => buyers[0]

  it('rent for one day with the 新人立减 coupon (fee far below its 50.00 threshold, fee + deposit above), pay, take delivery, return', async () => {
    const who = first()
    const coupon = (await unusedCoupons(who))[0]
    const items = await api.ok('/v3/store/item/list', { appid: 730, sort: 'price_asc', min_price: '60', max_price: '400', page_size: 30 })
    let listing: { listing_id: number } | undefined
    for (const item of items.list as { item_id: number }[]) {
      listing = (await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: item.item_id })).listings.find((l) => l.rentable)
      if (listing) break
    }
    // the coupon is refused here (money.test.ts says so); whatever the answer, the money must add up
    const withCoupon = await post(who, '/v4/trade/rent/create', { listing_id: listing!.listing_id, days: 1, coupon_id: coupon.coupon_id })
    const order = (withCoupon.status === 200
      ? withCoupon
      : await post(who, '/v4/trade/rent/create', { listing_id: listing!.listing_id, days: 1 })).data as Order
    expect((await post(who, '/v4/trade/order/payment', { order_id: order.order_id, pay_channel: 'balance', pay_password: who.payPassword })).status).toBe(200)
    await post(who, '/v4/trade/order/notify-user', { order_id: order.order_id })
    await post(who, '/v4/trade/order/receive-offer', { order_id: order.order_id })
    expect((await post(who, '/v4/trade/rent/return', { order_id: order.order_id })).status).toBe(200)
    await expectMoneyConserved()
  })

  it('card and WeChat payments refunded to the balance: cancel after paying, decline the offer', async () => {
    const who = first()
    const paid = await post(who, '/v4/trade/order/quick', { listing_id: listings[0], pay_channel: 'card' })
    expect(paid.status).toBe(200)
    await post(who, '/v4/trade/order/cancel', { order_id: paid.data.order_id })
    const other = await post(who, '/v4/trade/order/quick', { listing_id: listings[1], pay_channel: 'wechat' })
    await post(who, '/v4/trade/order/notify-user', { order_id: other.data.order_id })
    expect((await post(who, '/v4/trade/offer/decline', { offer_id: other.data.offer.offer_id })).status).toBe(200)
    await expectMoneyConserved()
  })

  it('buy orders, CDK and recharges repeated with their keys move money once; misused keys move none', async () => {
    const who = first()
    const buy = { item_id: 3, price: '25.00', quantity: 2, pay_password: who.payPassword, idempotency_key: 'hand-buy' }
    const made = await post(who, '/v4/trade/buy-order/create', buy)
    await post(who, '/v4/trade/buy-order/create', buy)
    expect((await post(who, '/v4/trade/buy-order/create', { ...buy, price: '26.00' })).status).toBe(4009)
    await post(who, '/v4/trade/buy-order/cancel', { buy_order_id: made.data.buy_order_id })
    for (let n = 0; n < 3; n++) {
      const cdk = await post(who, '/v4/trade/order/cdk-buy', { product_id: 2, pay_password: who.payPassword, idempotency_key: 'hand-cdk' })
      if (!cdk.data.repeated) who.cdk += cents(cdk.data.pay_amount)
      const recharge = await post(who, '/v1/pay/recharge/create', { amount: '33.00', channel: 'wechat', idempotency_key: 'hand-rc' })
      if (n === 0) who.recharged += cents(recharge.data.amount)
    }
    expect((await post(who, '/v1/pay/recharge/create', { amount: '10.44', channel: 'card' })).status).toBe(4202)
    expect((await post(who, '/v1/pay/recharge/create', { amount: '34.00', channel: 'wechat', idempotency_key: 'hand-rc' })).status).toBe(4009)
    expect(who.cdk).toBe(10300)
    await expectMoneyConserved()
  })

  it('a real seller: a CS2 sale delivered, held 7 days and released, a sale lapsed, proceeds withdrawn (one withdrawal fails and returns)', async () => {
    const [seller, buyer] = buyers
    const sell = async (appid: number): Promise<Order> => {
      const asset = (await api.ok<InventoryPage>('/v4/trade/inventory/list', { state: 'tradable', appid, page_size: 1 }, { token: seller.token })).list[0]
      const batch = await post(
        seller,
        '/v4/trade/sell/create',
        { items: JSON.stringify([{ asset_id: asset.asset_id, price: '60.00' }]), pay_password: seller.payPassword }
      )
      return (await post(buyer, '/v4/trade/order/quick', { listing_id: batch.data.listings[0].listing_id, pay_channel: 'card' })).data as Order
    }
    const delivered = await sell(730)
    expect((await post(seller, '/v4/trade/sell/send-offer', { order_id: delivered.order_id })).status).toBe(200)
    expect((await post(buyer, '/v4/trade/order/receive-offer', { order_id: delivered.order_id })).status).toBe(200)
    await sell(570)
    await expectMoneyConserved()
    api.advance(TRADE_PROTECTION_SECONDS) // the second sale lapses, the first one's proceeds are released
    for (const who of buyers) who.token = await api.login(who.phone, who.password)
    const { withdrawable } = await api.ok<WithdrawPreview>('/v1/pay/withdraw/preview', {}, { token: seller.token })
    expect(withdrawable).toBe('58.50')
    const params = { channel: 'bank', account: '4111111111111111', pay_password: seller.payPassword }
    expect((await post(seller, '/v1/pay/withdraw/create', { ...params, amount: '10.44' })).status).toBe(4202)
    const done = await post(seller, '/v1/pay/withdraw/create', { ...params, amount: '58.50' })
    expect(done.data).toMatchObject({ status: 'success', fee: '1.00', arrive_amount: '57.50' })
    seller.withdrawn += 5850
    seller.withdrawFees += 100
    await expectMoneyConserved()
  })

  it('red packets: a balance share (the platform pays it) and an envelope share used on a bought, delivered order', async () => {
    const who = first()
    const share = await post(who, '/v1/redpack/open', { code: 'C5NEWYR8' })
    expect(share.status).toBe(200)
    who.redpack += cents(share.data.amount)
    expect((await post(who, '/v1/redpack/open', { code: 'C5NEWYR8' })).status).toBe(4009)
    expect((await post(who, '/v1/redpack/open', { code: 'FRENDS88' })).status).toBe(200)
    const envelope = (await unusedCoupons(who)).find((coupon) => coupon.kind === 'envelope')!
    const items = await api.ok('/v3/store/item/list', { appid: 730, sort: 'price_asc', min_price: '60', page_size: 1 })
    const listing = (await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: items.list[0].item_id })).listings.find((l) => !l.rentable)!
    const bought = await post(
      who,
      '/v4/trade/order/quick',
      { listing_id: listing.listing_id, coupon_id: envelope.coupon_id, pay_channel: 'balance', pay_password: who.payPassword }
    )
    expect(bought.data.coupon_discount).toBe(envelope.discount)
    await post(who, '/v4/trade/order/notify-user', { order_id: bought.data.order_id })
    await post(who, '/v4/trade/order/receive-offer', { order_id: bought.data.order_id })
    await expectMoneyConserved()
  })

  it('gift draws: the cost leaves the balance once (a repeated key draws nothing), a prize sold back is paid once', async () => {
    const who = first()
    const pool = (await api.ok<Array<{ pool_id: number, cost: string, state: string }>>('/v1/gift/pools')).find((p) => p.state === 'live')!
    const params = { pool_id: pool.pool_id, times: 5, idempotency_key: freshKey() }
    const drawn = await post(who, '/v1/gift/draw', params)
    expect((await post(who, '/v1/gift/draw', params)).data.repeated).toBe(true)
    who.draws += 5 * cents(pool.cost)
    const sellable = (drawn.data.wins as Array<{ win_id: number, sell_back: string | null }>).filter((win) => win.sell_back !== null)
    for (const win of sellable.slice(0, 2)) {
      expect((await post(who, '/v1/gift/sell-back', { win_id: win.win_id })).status).toBe(200)
      expect((await post(who, '/v1/gift/sell-back', { win_id: win.win_id })).status).toBe(4009)
      who.draws -= cents(win.sell_back!)
    }
    await expectMoneyConserved()
  })

  it('an unpaid order with a coupon times out: the coupon comes back and no money moved', async () => {
    const who = first()
    const coupon = (await unusedCoupons(who))[0]
    const items = await api.ok('/v3/store/item/list', { appid: 730, sort: 'price_asc', min_price: '60', page_size: 1 })
    const detail = await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: items.list[0].item_id })
    const order = await post(who, '/v4/trade/order/create-p2p', { listing_id: detail.listings[0].listing_id, coupon_id: coupon.coupon_id })
    expect(order.data.coupon_discount).toBe('5.00')
    api.advance(901)
    expect((await api.ok<Order>('/v4/trade/order/detail', { order_id: order.data.order_id }, { token: who.token })).status).toBe('timed_out')
    expect((await unusedCoupons(who)).map((c) => c.coupon_id)).toContain(coupon.coupon_id)
    await expectMoneyConserved()
  })
})
