import Database from 'better-sqlite3'
import { DEMO, DEMO2, startApi, type CallOptions, type TestApi } from './apiClient'
import { tempDbFile } from './dbPeek'
import { definePromotion } from '../../server/model/promotions'
import { linkReason, markCall, markWithdrawAccount } from '../../server/model/linkedAccounts'
import { tokenSecret } from '../../server/db/open'
import type { Deps } from '../../server/deps'
import { makeProviders } from '../../server/providers'
import { simulatedConfig } from '../../server/providers/config'
import type { InventoryAsset, InventoryPage, ListingBatch, Order, PromotionPerkPage, SellOrder } from '../../types/api'

/**
 * No perk pays more than the platform earned on the same trade, and none is paid between linked accounts
 * (server/README.md "Fee and rent promotions" and "Linked accounts"). The two exploits of issue 25 are
 * played by one person with two accounts on one phone (one x-device-id); the honest case is two strangers.
 */
const DAY = 86400
const PHONE = 'device-0f3c9a7e2b51'
let api: TestApi
let lender: string
let renter: string
let db: Database.Database
let deps: Deps
let ids: { demo: number, demo2: number }

beforeEach(async () => {
  const file = tempDbFile()
  api = await startApi({ dbFile: file })
  lender = await api.login()
  renter = await api.login(DEMO2.phone, DEMO2.password)
  db = new Database(file)
  deps = { db, now: api.now, dev: true, secret: tokenSecret(db), log: () => {}, limits: {} as Deps['limits'], corsOrigins: [],
    providers: makeProviders(simulatedConfig()) }
  const id = (phone: string) => (db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number }).id
  ids = { demo: id(DEMO.phone), demo2: id(DEMO2.phone) }
})
afterEach(async () => { db.close(); await api.close() })

const cents = (text: string): number => { const [yuan, fen = ''] = text.split('.'); return Number(yuan) * 100 + Number(fen.padEnd(2, '0')) }
/** A write from one phone when `device` is given (the header the client sends on every call). */
const write = <T = unknown>(path: string, params: Record<string, unknown>, token: string, device?: string): Promise<T> => {
  const options: CallOptions = { token, method: 'POST', headers: device ? { 'x-device-id': device } : {} }
  return api.ok<T>(path, params, options)
}
/** Available and frozen (a CS2 sale's proceeds wait 7 days): all of a user's money. */
const money = async (token: string) => {
  const me = await api.ok<{ balance: string, frozen: string }>('/v1/user/my', {}, { token })
  return cents(me.balance) + cents(me.frozen)
}
const pairBalance = async () => await money(lender) + await money(renter)
async function tradable (appid: number): Promise<InventoryAsset[]> {
  return (await api.ok<InventoryPage>('/v4/trade/inventory/list', { state: 'tradable', appid, page_size: 100 }, { token: lender })).list
}
const dotaAssets = () => tradable(570)
const perkRows = () => (db.prepare('SELECT perk, cents FROM promotion_perk_uses').all() as Array<{ perk: string, cents: number }>)
const perkPaid = () => (db.prepare("SELECT COALESCE(SUM(amount_cents), 0) AS n FROM ledger WHERE ref LIKE 'promo:%'").get() as { n: number }).n

describe('exploit 1: a rent subsidy from renting your own item', () => {
  /** The cycle: a cheap item listed to rent at ¥100 a day, rented 30 days by the renter, offer sent, accepted, returned. */
  async function rentCycle (device: { lender?: string, renter?: string }): Promise<Order> {
    // an operator's rent campaign at the old 租赁补贴 rate (20 % of the rent), joined by the renter
    const now = api.now()
    definePromotion(
      db,
      { key: 'rent_twenty', kind: 'rent', title: '租赁补贴', starts_at: now - DAY, ends_at: now + 30 * DAY, metric: 'rent_count', perks: { rent_subsidy_bp: 2000 } }
    )
    await write('/v1/promotion/join', { key: 'rent_twenty' }, renter, device.renter)
    const item = (await dotaAssets()).sort((a, b) => cents(a.item.min_price) - cents(b.item.min_price))[0]
    const batch = await write<ListingBatch>('/v4/trade/sell/create', {
      items: JSON.stringify([{ asset_id: item.asset_id, price: '100.00', rent_daily: '100.00', rent_deposit: '100.00', rent_max_days: 30 }]),
      pay_password: DEMO.payPassword
    }, lender, device.lender)
    const order = await write<Order>('/v4/trade/rent/create', { listing_id: batch.listings[0].listing_id, days: 30 }, renter, device.renter)
    await write('/v4/trade/order/payment', { order_id: order.order_id, pay_channel: 'balance', pay_password: DEMO2.payPassword }, renter, device.renter)
    await write('/v4/trade/sell/send-offer', { order_id: order.order_id }, lender, device.lender)
    await write('/v4/trade/order/receive-offer', { order_id: order.order_id }, renter, device.renter)
    await write('/v4/trade/rent/return', { order_id: order.order_id }, renter, device.renter)
    return order
  }

  it('two accounts on one phone get no subsidy: the pair pays the platform fee (¥75) instead of netting +¥525', async () => {
    const before = await pairBalance()
    const order = await rentCycle({ lender: PHONE, renter: PHONE })
    expect(await pairBalance() - before).toBe(-7500)
    expect(linkReason(deps, ids.demo, ids.demo2)).toBe('device')
    const fee = (await api.ok<SellOrder>('/v4/trade/sell/order-detail', { order_id: order.order_id }, { token: lender })).fee
    expect(fee).toBe('75.00')
    expect(perkRows()).toEqual([])
  })

  it('a stranger renting the same way still gets the subsidy, capped at the platform fee on the rental (¥75, not ¥600)', async () => {
    const before = await pairBalance()
    const order = await rentCycle({ lender: 'device-lender-000001', renter: 'device-renter-000002' })
    expect(linkReason(deps, ids.demo, ids.demo2)).toBeNull()
    expect(perkRows()).toEqual([{ perk: 'rent_subsidy', cents: 7500 }])
    const uses = await api.ok<PromotionPerkPage>('/v1/promotion/perks', { key: 'rent_twenty' }, { token: renter })
    expect(uses).toMatchObject({ total: 1, total_amount: '75.00', list: [{ order_id: order.order_id, perk: 'rent_subsidy', amount: '75.00' }] })
    // the platform kept its fee and paid it back: the pair is where it started, never ahead
    expect(await pairBalance() - before).toBe(0)
  })
})

describe('exploit 2: fee rewards on wash sales', () => {
  /** Ten ¥100 sales from the lender (seller) to the renter (buyer), each delivered and accepted. */
  async function washSales (device: { seller?: string, buyer?: string }): Promise<string[]> {
    await write('/v1/promotion/join', { key: 'exempt_fee' }, lender, device.seller) // the seeded 免手续费: 10 fee-free sales
    await write('/v1/promotion/join', { key: 'sell_rebate' }, lender, device.seller) // the seeded 出售返利: 50 % of each fee back
    const items = [...await dotaAssets(), ...await tradable(730)].slice(0, 10)
    expect(items).toHaveLength(10)
    const orders: string[] = []
    for (const item of items) {
      const batch = await write<ListingBatch>(
        '/v4/trade/sell/create',
        { items: JSON.stringify([{ asset_id: item.asset_id, price: '100.00' }]), pay_password: DEMO.payPassword },
        lender,
        device.seller
      )
      const order = await write<Order>(
        '/v4/trade/order/quick',
        { listing_id: batch.listings[0].listing_id, pay_channel: 'balance', pay_password: DEMO2.payPassword },
        renter,
        device.buyer
      )
      await write('/v4/trade/sell/send-offer', { order_id: order.order_id }, lender, device.seller)
      await write('/v4/trade/order/receive-offer', { order_id: order.order_id }, renter, device.buyer)
      orders.push(order.order_id)
    }
    return orders
  }
  const fees = async (orders: string[]) => await Promise.all(orders.map(async (id) => (await api.ok<SellOrder>(
    '/v4/trade/sell/order-detail',
    { order_id: id },
    { token: lender }
  )).fee))

  it('between two accounts on one phone no fee is waived and nothing is rebated: the pair pays ¥25 in fees, no perk', async () => {
    const before = await pairBalance()
    const orders = await washSales({ seller: PHONE, buyer: PHONE })
    expect(await fees(orders)).toEqual(Array(10).fill('2.50'))
    // each order says why: a count of trades that earns anything leaves these out
    expect(db.prepare('SELECT DISTINCT linked_reason FROM orders WHERE buyer_id = ?').all(ids.demo2)).toEqual([{ linked_reason: 'device' }])
    expect(perkRows()).toEqual([])
    expect(perkPaid()).toBe(0)
    expect(await pairBalance() - before).toBe(-2500)
  })

  /** Every tier of the three fee campaigns, claimed once the sales are past the 7-day trade protection: the statuses */
  async function claimFeeTiers (device?: string): Promise<number[]> {
    api.advance(8 * DAY)
    lender = await api.login() // sessions of 8 days ago have expired
    renter = await api.login(DEMO2.phone, DEMO2.password)
    const statuses: number[] = []
    for (const [key, tiers] of [['exempt_fee', 2], ['sell_rebate', 1], ['fee_refund', 3]] as const) {
      for (let tier = 0; tier < tiers; tier++) {
        statuses.push((await api.call(
          '/v1/promotion/claim',
          { key, tier },
          { token: lender, method: 'POST', headers: device ? { 'x-device-id': device } : {} }
        )).status)
      }
    }
    return statuses
  }

  it('between two accounts on one phone the wash sales reach no campaign tier either: the pair nets −¥25', async () => {
    await write('/v1/promotion/join', { key: 'fee_refund' }, lender, PHONE)
    const before = await pairBalance()
    await washSales({ seller: PHONE, buyer: PHONE })
    expect(await claimFeeTiers(PHONE)).toEqual(Array(6).fill(4009))
    expect(await pairBalance() - before).toBe(-2500)
  })

  it('with a stranger, 手续费返还 counts fees actually charged: ten fee-free sales reach none of its tiers', async () => {
    await write('/v1/promotion/join', { key: 'fee_refund' }, lender, 'device-seller-000001')
    await washSales({ seller: 'device-seller-000001', buyer: 'device-buyer-000002' })
    const detail = await api.ok<{ me: { progress: number } }>('/v1/promotion/detail', { key: 'fee_refund' }, { token: lender })
    expect(detail.me.progress).toBe(0)
    // the sales counted for 免手续费's and 出售返利's own tiers (real trades with a stranger); 手续费返还's none
    expect((await claimFeeTiers()).slice(3)).toEqual([4009, 4009, 4009])
  })

  it('with a stranger the fee-free slots apply, and a waived fee is rebated ¥0: no perk pays more than the fee charged', async () => {
    const orders = await washSales({ seller: 'device-seller-000001', buyer: 'device-buyer-000002' })
    expect(await fees(orders)).toEqual(Array(10).fill('0.00'))
    expect(db.prepare('SELECT DISTINCT linked_reason FROM orders WHERE buyer_id = ?').all(ids.demo2)).toEqual([{ linked_reason: null }])
    expect(perkRows().filter((use) => use.perk === 'fee_rebate')).toEqual([])
    expect(perkPaid()).toBe(0)
  })
})

describe('a perk is at most what the platform earned on the trade', () => {
  it('a sale\'s rebate is at most its fee, less the coupon the platform paid for', async () => {
    const now = api.now()
    definePromotion(
      db,
      { key: 'rebate_all', kind: 'fee', title: '全额返还', starts_at: now - DAY, ends_at: now + 30 * DAY, metric: 'sales_count', perks: { fee_rebate_bp: 20000 } }
    )
    await write('/v1/promotion/join', { key: 'rebate_all' }, lender)
    // the buyer holds a platform coupon worth ¥0.60 on any game
    const template = (db.prepare(`SELECT id FROM coupon_templates WHERE appid IS NULL AND min_amount_cents <= 4000 ORDER BY id
        LIMIT 1`).get() as { id: number }).id
    const coupon = Number(db.prepare(`INSERT INTO coupons (template_id, user_id, status, expires_at, created_at, discount_cents)
        VALUES (?, ?, 'unused', ?, ?, 60)`)
      .run(template, ids.demo2, now + DAY, now).lastInsertRowid)
    const [plain, couponed] = await dotaAssets()
    for (const [item, couponId] of [[plain, undefined], [couponed, coupon]] as const) {
      const batch = await write<ListingBatch>(
        '/v4/trade/sell/create',
        { items: JSON.stringify([{ asset_id: item.asset_id, price: '40.00' }]), pay_password: DEMO.payPassword },
        lender
      )
      const order = await write<Order>(
        '/v4/trade/order/quick',
        { listing_id: batch.listings[0].listing_id, pay_channel: 'balance', pay_password: DEMO2.payPassword, ...(couponId ? { coupon_id: couponId } : {}) },
        renter
      )
      await write('/v4/trade/sell/send-offer', { order_id: order.order_id }, lender)
      await write('/v4/trade/order/receive-offer', { order_id: order.order_id }, renter)
    }
    // a 200 % rebate on a ¥1.00 fee pays ¥1.00, never ¥2.00; with the ¥0.60 coupon the platform kept ¥0.40, and that is the cap
    expect(perkRows()).toEqual([{ perk: 'fee_rebate', cents: 100 }, { perk: 'fee_rebate', cents: 40 }])
  })
})

describe('linked accounts', () => {
  const seen = (userId: number, ip: string, device?: string) => markCall(deps, userId, device ? { 'x-device-id': device } : {}, ip)

  it('the same public address within 24 h links two accounts; a day later, a shared or private address, or nothing shared does not', () => {
    expect(linkReason(deps, ids.demo, ids.demo2)).toBeNull()
    seen(ids.demo, '203.0.113.7')
    seen(ids.demo2, '127.0.0.1')
    seen(ids.demo2, '192.168.1.20')
    seen(ids.demo2, '::ffff:10.0.0.3')
    seen(ids.demo2, '::1')
    expect(linkReason(deps, ids.demo, ids.demo2)).toBeNull()
    api.advance(DAY + 60)
    seen(ids.demo2, '203.0.113.7')
    expect(linkReason(deps, ids.demo, ids.demo2)).toBeNull()
    api.advance(DAY - 120)
    seen(ids.demo, '::ffff:203.0.113.7')
    expect(linkReason(deps, ids.demo, ids.demo2)).toBe('ip')
    expect(linkReason(deps, ids.demo2, ids.demo)).toBe('ip')
  })

  it('a device id, a withdrawal account, a trade URL\'s Steam account or an invite links two accounts, whichever way round', async () => {
    seen(ids.demo, '127.0.0.1', 'short') // not a device id: too short to be one the client made
    seen(ids.demo2, '127.0.0.1', 'short')
    expect(linkReason(deps, ids.demo, ids.demo2)).toBeNull()

    // the lender withdraws sale proceeds to a card; the renter's account is another card, then the same one
    const card = '4111111111111111'
    const [item] = await dotaAssets()
    const batch = await write<ListingBatch>(
      '/v4/trade/sell/create',
      { items: JSON.stringify([{ asset_id: item.asset_id, price: '40.00' }]), pay_password: DEMO.payPassword },
      lender
    )
    const order = await write<Order>(
      '/v4/trade/order/quick',
      { listing_id: batch.listings[0].listing_id, pay_channel: 'balance', pay_password: DEMO2.payPassword },
      renter
    )
    await write('/v4/trade/sell/send-offer', { order_id: order.order_id }, lender)
    await write('/v4/trade/order/receive-offer', { order_id: order.order_id }, renter)
    await write('/v1/pay/withdraw/create', { channel: 'bank', account: card, amount: '20.00', pay_password: DEMO.payPassword }, lender)
    markWithdrawAccount(deps, ids.demo2, 'bank', '5555555555554444')
    expect(linkReason(deps, ids.demo, ids.demo2)).toBeNull()
    markWithdrawAccount(deps, ids.demo2, 'bank', card)
    expect(linkReason(deps, ids.demo2, ids.demo)).toBe('withdraw_account')
    expect(JSON.stringify(db.prepare('SELECT * FROM account_marks').all())).not.toContain(card)
    db.prepare('DELETE FROM account_marks').run()

    // the renter saves the lender's trade URL (another token, same Steam account), then moves to a new one: still linked
    const lenderUrl = (db.prepare('SELECT trade_url FROM users WHERE id = ?').get(ids.demo) as { trade_url: string }).trade_url
    await write('/v1/user/my/save-trade-url', { trade_url: lenderUrl.replace(/token=\w+/, 'token=Zz99Yy88') }, renter)
    expect(linkReason(deps, ids.demo, ids.demo2)).toBe('trade_partner')
    await write('/v1/user/my/save-trade-url', { trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=11112222&token=Qq77Ww66' }, renter)
    expect(linkReason(deps, ids.demo, ids.demo2)).toBe('trade_partner')
    db.prepare('DELETE FROM account_marks').run()
    expect(linkReason(deps, ids.demo, ids.demo2)).toBeNull()

    db.prepare('INSERT INTO invites (invitee_id, inviter_id, created_at) VALUES (?, ?, ?)').run(ids.demo2, ids.demo, api.now())
    expect(linkReason(deps, ids.demo, ids.demo2)).toBe('invite')
    expect(linkReason(deps, ids.demo2, ids.demo)).toBe('invite')
    db.prepare('DELETE FROM invites').run()

    // a signed-in write with the header records the device before it runs (a refused one too: the phone was used); a read or a visitor does not
    await api.ok('/v1/user/my', {}, { token: lender, headers: { 'x-device-id': PHONE } })
    expect((await api.call('/v1/promotion/join', { key: 'sell_rebate' }, { method: 'POST', headers: { 'x-device-id': PHONE } })).status).toBe(401)
    expect(db.prepare('SELECT COUNT(*) AS n FROM account_marks').get()).toEqual({ n: 0 })
    expect((await api.call(
      '/v1/promotion/join',
      { key: 'no_such_campaign' },
      { token: lender, method: 'POST', headers: { 'x-device-id': PHONE } }
    )).status).toBe(4004)
    await write('/v1/promotion/join', { key: 'rent_subsidy' }, renter, PHONE)
    expect(linkReason(deps, ids.demo, ids.demo2)).toBe('device')
  })
})
