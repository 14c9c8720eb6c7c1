import Database from 'better-sqlite3'
import { DEMO, startApi, type TestApi } from './apiClient'
import { tempDbFile } from './dbPeek'
import type { AnchorOverview, EnvelopeEvent, InviteInfo, ItemDetail, LoginResult, Order, PromotionView, TaskCentre, TaskView } from '../../types/api'
import { TRADE_PROTECTION_SECONDS } from '../../server/domain/orderState'

/**
 * Earned on settled trades only (issue 25, server/README.md "Promotions", "Tasks and invites", "Streamer backstage"):
 * campaign progress, tasks, invite rewards and anchor commission count trades completed and past their reversal window
 * (CS2: 7 days of trade protection), never paid or cancelled ones. Every purchase here goes through the real order flow.
 */
let api: TestApi
let db: Database.Database
let demo: string
beforeEach(async () => {
  const file = tempDbFile()
  api = await startApi({ dbFile: file })
  db = new Database(file)
  demo = await api.login()
})
afterEach(async () => { db.close(); await api.close() })

interface Account { id: number, phone: string, token: string }
const post = <T = unknown>(path: string, params: Record<string, unknown>, token: string) => api.call<T>(path, params, { token, method: 'POST' })
const cents = async (token: string) => Math.round(Number((await api.ok<{ balance: string }>('/v1/user/my', {}, { token })).balance) * 100)
const idOf = (phone: string): number => (db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number }).id
const task = (centre: TaskCentre, key: string): TaskView => [...centre.daily, ...centre.newbie].find((t) => t.key === key)!
const detail = (key: string, token: string) => api.ok<PromotionView>('/v1/promotion/detail', { key }, { token })

async function smsLogin (phone: string, extra: Record<string, unknown> = {}): Promise<string> {
  await api.ok('/passport/sms-send', { phone })
  return (await api.ok<LoginResult>('/passport/login', { phone, code: await api.smsCode(phone), ...extra }, { method: 'POST' })).access_token
}

/** A brand-new account that may trade: Steam bound and checked, a trade URL, the demo pay password, ¥3,000 recharged by card. */
async function newTrader (phone: string, extra: Record<string, unknown> = {}): Promise<Account> {
  const token = await smsLogin(phone, extra)
  const id = idOf(phone)
  const payHash = (db.prepare('SELECT pay_password_hash FROM users WHERE phone = ?').get(DEMO.phone) as { pay_password_hash: string }).pay_password_hash
  db.prepare(`UPDATE users SET steam_id = ?, trade_url = ?, health_checked = 1, pay_password_hash = ? WHERE id = ?`)
    .run(`765611990${String(id).padStart(8, '0')}`, `https://steamcommunity.com/tradeoffer/new/?partner=${id}&token=abcdEFGH`, payHash, id)
  await api.ok('/v1/pay/recharge/create', { amount: '3000', channel: 'card' }, { token, method: 'POST' })
  return { id, phone, token }
}

/** `count` listings of a game at ¥min–max from different items, not the platform's own. */
async function listings (appid: number, count: number, min: string, max: string): Promise<number[]> {
  const items = await api.ok<{ list: Array<{ item_id: number }> }>(
    '/v3/store/item/list',
    { appid, sort: 'price_asc', min_price: min, max_price: max, page_size: 50 }
  )
  const found: number[] = []
  for (const item of items.list) {
    const listing = (await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: item.item_id })).listings.find((l) => Number(l.price) >= Number(min)
      && Number(l.price) <= Number(max))
    if (listing) found.push(listing.listing_id)
    if (found.length === count) return found
  }
  throw new Error(`only ${found.length} listings of ${appid} at ¥${min}–${max} in the seed`)
}

/** Buys a listing and pays it from the balance: the order is `paid`. */
async function buy (who: Account, listingId: number): Promise<Order> {
  const order = await api.ok<Order>('/v4/trade/order/create-p2p', { listing_id: listingId }, { token: who.token, method: 'POST' })
  return api.ok<Order>(
    '/v4/trade/order/payment',
    { order_id: order.order_id, pay_channel: 'balance', pay_password: DEMO.payPassword },
    { token: who.token, method: 'POST' }
  )
}
/** The seller sends the offer and the buyer accepts it: the order is `completed` (a CS2 one inside its trade protection). */
async function complete (who: Account, order: Order): Promise<void> {
  await api.ok('/v4/trade/order/notify-user', { order_id: order.order_id }, { token: who.token, method: 'POST' })
  await api.ok('/v4/trade/order/receive-offer', { order_id: order.order_id }, { token: who.token, method: 'POST' })
}

const PURCHASE_CAMPAIGNS = ['season_festival', 'allowance', 'douyu_cs']

describe('claim, then cancel', () => {
  it('a new account that buys 10 items at ¥200–300, claims the purchase tiers and tasks, then cancels everything, gains nothing', async () => {
    const attacker = await newTrader('13612345001')
    const start = await cents(attacker.token)
    for (const key of PURCHASE_CAMPAIGNS) expect((await post('/v1/promotion/join', { key }, attacker.token)).status).toBe(200)
    api.advance(60)
    const orders: Order[] = []
    for (const listingId of await listings(730, 10, '200', '300')) orders.push(await buy(attacker, listingId))
    const spent = orders.reduce((sum, o) => sum + Math.round(Number(o.pay_amount) * 100), 0)

    const festival = await detail('season_festival', attacker.token)
    const douyu = await detail('douyu_cs', attacker.token)
    const centre = await api.ok<TaskCentre>('/v1/task/list', {}, { token: attacker.token })
    const claims: Array<[string, number]> = []
    for (const key of PURCHASE_CAMPAIGNS) {
      for (const tier of (await detail(key, attacker.token)).tiers) claims.push([
        `${key}:${tier.tier}`,
        (await post('/v1/promotion/claim', { key, tier: tier.tier }, attacker.token)).status
      ])
    }
    for (const key of ['daily_purchase', 'first_purchase']) claims.push([key, (await post('/v1/task/claim', { task_key: key }, attacker.token)).status])
    for (const order of orders) await api.ok('/v4/trade/order/cancel', { order_id: order.order_id }, { token: attacker.token, method: 'POST' })

    // every claim was refused, the refunds leave the account where it started, and no item was granted
    expect(claims.filter(([, status]) => status === 200)).toEqual([])
    expect(await cents(attacker.token) - start).toBe(0)
    expect(db.prepare("SELECT COUNT(*) AS n FROM granted_assets WHERE user_id = ? AND source != 'buy'").get(attacker.id)).toEqual({ n: 0 })
    // while paid, the purchases were pending: shown apart, no tier reached; cancelled, they are gone
    expect(festival.me).toMatchObject({ progress_text: '¥0.00', progress: 0, pending_progress: spent, pending_text: `待结算 ¥${(spent / 100).toFixed(2)}` })
    expect(festival.rules.at(-1)).toContain('交易保护期')
    expect(douyu.me).toMatchObject({ progress_text: '0 件', pending_progress: 10, pending_text: '待结算 10 件' })
    expect(task(centre, 'first_purchase')).toMatchObject({ progress: 0, pending_progress: 10, state: 'todo' })
    expect((await detail('season_festival', attacker.token)).me).toMatchObject({ progress: 0, pending_progress: 0, pending_text: '' })
  })

  it('an honest buyer: pending until the trade protection ends, then the tier, the task and the first-purchase coupon unlock', async () => {
    const buyer = await newTrader('13612345002')
    expect((await post('/v1/promotion/join', { key: 'season_festival' }, buyer.token)).status).toBe(200)
    api.advance(60)
    const [listingId] = await listings(730, 1, '200', '300')
    const order = await buy(buyer, listingId)
    await complete(buyer, order)
    const price = Math.round(Number(order.price) * 100)
    // completed, but Steam can still reverse it for 7 days: pending
    expect((await detail('season_festival', buyer.token)).me).toMatchObject({ progress: 0, pending_progress: price })
    expect(await post('/v1/promotion/claim', { key: 'season_festival', tier: 0 }, buyer.token)).toMatchObject({ status: 4009, message: '尚未达到领取条件' })
    expect(await post('/v1/task/claim', { task_key: 'first_purchase' }, buyer.token)).toMatchObject({ status: 4009, message: '任务尚未完成' })
    const firstTrade = async () => (await api.ok<EnvelopeEvent>(
      '/v1/red-envelope/event',
      {},
      { token: buyer.token }
    )).tasks.find((t) => t.task === 'first_trade')?.done
    expect(await firstTrade()).toBe(false)

    api.advance(TRADE_PROTECTION_SECONDS)
    buyer.token = await smsLogin(buyer.phone) // the session of a week ago has expired
    expect((await detail('season_festival', buyer.token)).me).toMatchObject({ progress: price, pending_progress: 0, pending_text: '' })
    expect((await post('/v1/promotion/claim', { key: 'season_festival', tier: 0 }, buyer.token)).status).toBe(200)
    const centre = await api.ok<TaskCentre>('/v1/task/list', {}, { token: buyer.token })
    // the daily purchase task counts on the day the purchase settles
    expect(task(centre, 'daily_purchase')).toMatchObject({ progress: 1, pending_progress: 0, state: 'claimable' })
    expect(task(centre, 'first_purchase')).toMatchObject({ progress: 1, state: 'claimable' })
    expect((await post('/v1/task/claim', { task_key: 'daily_purchase' }, buyer.token)).status).toBe(200)
    expect(await firstTrade()).toBe(true) // the red envelope event's 首笔交易 task
  })

  it('a DOTA2 trade has no trade protection: it settles when it completes', async () => {
    const buyer = await newTrader('13612345003')
    await post('/v1/promotion/join', { key: 'douyu_dota' }, buyer.token)
    api.advance(60)
    const order = await buy(buyer, (await listings(570, 1, '1', '300'))[0])
    expect((await detail('douyu_dota', buyer.token)).me).toMatchObject({ progress: 0, pending_progress: 1 })
    await complete(buyer, order)
    expect((await detail('douyu_dota', buyer.token)).me).toMatchObject({ progress: 1, pending_progress: 0 })
    expect((await post('/v1/promotion/claim', { key: 'douyu_dota', tier: 0 }, buyer.token)).status).toBe(200)
  })
})

describe('invites', () => {
  it('no ¥5 invite reward for an invitee whose only purchase was cancelled; a completed one waits for its trade protection', async () => {
    const code = (await api.ok<InviteInfo>('/v1/invite/info', {}, { token: demo })).code
    const friend = await newTrader('13612345011', { invite_code: code })
    api.advance(60)
    const [first, second] = await listings(730, 2, '20', '300')
    const cancelled = await buy(friend, first)
    await api.ok('/v4/trade/order/cancel', { order_id: cancelled.order_id }, { token: friend.token, method: 'POST' })
    const before = await cents(demo)
    expect(await post('/v1/invite/claim', { invitee_id: friend.id }, demo)).toMatchObject({ status: 4009, message: '好友完成首笔购买后才能领取' })
    expect((await api.ok<InviteInfo>('/v1/invite/info', {}, { token: demo })).invitees[0]).toMatchObject({ state: 'waiting', pending: false })
    expect(await cents(demo) - before).toBe(0)

    await complete(friend, await buy(friend, second))
    expect((await api.ok<InviteInfo>('/v1/invite/info', {}, { token: demo })).invitees[0]).toMatchObject({ state: 'waiting', pending: true })
    expect(await post('/v1/invite/claim', { invitee_id: friend.id }, demo)).toMatchObject({ status: 4009, message: '好友的购买尚未结算，交易完成并过了保护期后才能领取' })
    api.advance(TRADE_PROTECTION_SECONDS)
    demo = await api.login()
    expect((await api.ok<InviteInfo>('/v1/invite/info', {}, { token: demo })).invitees[0]).toMatchObject({ state: 'claimable', pending: false })
    const settled = await cents(demo)
    expect((await post('/v1/invite/claim', { invitee_id: friend.id }, demo)).status).toBe(200)
    expect(await cents(demo) - settled).toBe(500)
  })

  it('主播邀请 pays nothing for three invitees who bought nothing', async () => {
    const code = (await api.ok<InviteInfo>('/v1/invite/info', {}, { token: demo })).code
    expect((await post('/v1/promotion/join', { key: 'liver_invite' }, demo)).status).toBe(200)
    api.advance(60)
    for (const phone of ['13612345021', '13612345022', '13612345023']) await smsLogin(phone, { invite_code: code })
    const before = await cents(demo)
    const claims = await Promise.all([0, 1].map(async (tier) => (await post('/v1/promotion/claim', { key: 'liver_invite', tier }, demo)).status))
    expect(claims).toEqual([4009, 4009])
    expect(await cents(demo) - before).toBe(0)
    expect((await detail('liver_invite', demo)).me).toMatchObject({ progress_text: '0 人', pending_progress: 0 })
  })
})

describe('streamer backstage', () => {
  it('commission counts an invitee\'s order once it settled; a paid one is pending and a cancelled one nothing', async () => {
    const anchorId = idOf(DEMO.phone)
    db.prepare("INSERT INTO anchors (user_id, channel, rate_bp, since) VALUES (?, '斗鱼 1', 100, ?)").run(anchorId, api.now())
    const code = (await api.ok<InviteInfo>('/v1/invite/info', {}, { token: demo })).code
    const friend = await newTrader('13612345031', { invite_code: code })
    api.advance(60)
    const [a, b] = await listings(730, 2, '100', '300')
    const kept = await buy(friend, a)
    const dropped = await buy(friend, b)
    await api.ok('/v4/trade/order/cancel', { order_id: dropped.order_id }, { token: friend.token, method: 'POST' })
    const commission = Math.floor(Math.round(Number(kept.pay_amount) * 100) / 100)
    const pending = await api.ok<AnchorOverview>('/v1/backstage/anchor/overview', { days: 30 }, { token: demo })
    expect(pending).toMatchObject({ orders_count: 0, commission_total: '0.00', pending_orders: 1, pending_commission: (commission / 100).toFixed(2) })
    await complete(friend, kept)
    api.advance(TRADE_PROTECTION_SECONDS)
    demo = await api.login()
    const settled = await api.ok<AnchorOverview>('/v1/backstage/anchor/overview', { days: 30 }, { token: demo })
    expect(settled).toMatchObject({ orders_count: 1, commission_total: (commission / 100).toFixed(2), pending_orders: 0, pending_commission: '0.00' })
  })
})
