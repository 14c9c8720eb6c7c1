import Database from 'better-sqlite3'
import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import { tempDbFile } from './dbPeek'
import type { PromotionView } from '../../types/api'
import { definePromotion, activePerks, type PromotionDef } from '../../server/model/promotions'
import { settleRule } from '../../server/domain/promotions'

/** The promotion engine (server/README.md "Promotions"): campaigns are rows; join once, progress from real orders, each tier paid once. */
const T0 = Date.UTC(2026, 10, 22, 4) / 1000
const DAY = 86400
let api: TestApi
let token: string
let db: Database.Database
let demoId: number

const base: PromotionDef = {
  key: 'sell_spree', kind: 'fee', title: '出售冲榜', starts_at: T0 - DAY, ends_at: T0 + 7 * DAY, metric: 'sales_count',
  tiers: [{ goal: 1, reward: { kind: 'balance', amount: 300, ref: null } }, { goal: 3, reward: { kind: 'balance', amount: 1000, ref: null } }],
  perks: { fee_free_sales: 5 }, rules: ['活动期间完成出售即计入']
}
const define = (def: Partial<PromotionDef> = {}) => definePromotion(db, { ...base, ...def })
const post = (path: string, params: Record<string, unknown>, as = token) => api.call<PromotionView>(path, params, { token: as, method: 'POST' })
const detail = (key = 'sell_spree', as: string | null = token) => api.ok<PromotionView>('/v1/promotion/detail', { key }, as !== null ? { token: as } : {})
const cents = async (as = token) => Math.round(Number((await api.ok<{ balance: string }>('/v1/user/my', {}, { token: as })).balance) * 100)
/** A completed sale of the demo user at `at` (the selling flow itself is tested in selling and sellOrders tests). */
function sale (at: number, appid = 730): void {
  db.prepare(`INSERT INTO orders (order_no, kind, status, buyer_id, seller_id, listing_id, item_id, price_cents, fee_cents, pay_amount_cents, created_at,
      paid_at, completed_at, expires_at)
    SELECT ?, 'buy', 'completed', ?, ?, l.id, l.item_id, 5000, 125, 5000, ?, ?, ?, ? FROM listings l JOIN items i ON i.id = l.item_id WHERE i.appid = ?
        LIMIT 1`)
    .run(`8${at}${Math.random().toString().slice(2, 8)}`, demoId + 1, demoId, at - 60, at - 60, at, at + 900, appid)
}

beforeEach(async () => {
  const file = tempDbFile()
  api = await startApi({ dbFile: file })
  token = await api.login()
  db = new Database(file)
  demoId = (db.prepare('SELECT id FROM users WHERE phone = ?').get(DEMO.phone) as { id: number }).id
  define()
})
afterEach(() => { db.close(); api.close() })

it('a visitor sees the campaign, its tiers and rules, with no part of their own', async () => {
  const view = await detail('sell_spree', null)
  expect(view).toMatchObject({
    status: 'live',
    title: '出售冲榜',
    metric_label: '完成出售',
    me: null,
    rules: ['活动期间完成出售即计入', settleRule('sales_count')],
    perks: ['活动期间前 5 笔出售免手续费']
  })
  expect(view.tiers.map((t) => [t.goal_text, t.reward_text, t.state])).toEqual([['完成出售 1 件', '账户余额 ¥3.00', 'locked'], ['完成出售 3 件', '账户余额 ¥10.00', 'locked']])
  expect((await api.call('/v1/promotion/detail', { key: 'nope' })).status).toBe(4004)
  expect((await api.call('/v1/promotion/detail', { key: 'Bad Key' })).status).toBe(4000)
})

it('joins a live campaign once, even when tapped four times at once; upcoming and ended ones refuse', async () => {
  const answers = await Promise.all([1, 2, 3, 4].map(() => post('/v1/promotion/join', { key: 'sell_spree' })))
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
  expect((db.prepare("SELECT COUNT(*) AS n FROM promotion_entries WHERE promotion_key = 'sell_spree'").get() as { n: number }).n).toBe(1)
  define({ key: 'later', starts_at: T0 + DAY })
  define({ key: 'over', starts_at: T0 - 9 * DAY, ends_at: T0 - DAY })
  expect(await post('/v1/promotion/join', { key: 'later' })).toMatchObject({ status: 4009, message: '活动尚未开始' })
  expect(await post('/v1/promotion/join', { key: 'over' })).toMatchObject({ status: 4009, message: '活动已结束' })
  const list = (await api.ok<{ list: Array<{ key: string, status: string }> }>(
    '/v1/promotion/list',
    { kind: 'fee' }
  )).list.filter((c) => ['sell_spree', 'later', 'over'].includes(c.key)) // the seeded fee campaigns left out
  expect(list.map((c) => [c.key, c.status])).toEqual([['sell_spree', 'live'], ['later', 'upcoming'], ['over', 'ended']])
})

it('eligibility is data: new users only, returning users only, Steam bound, grey release; the reason is shown before joining', async () => {
  define({ key: 'newbie', eligibility: { new_user_days: 7 } })
  expect((await detail('newbie')).me).toMatchObject({ joined: false, eligible: false, reason: '仅限注册 7 天内的新用户参与' })
  expect(await post('/v1/promotion/join', { key: 'newbie' })).toMatchObject({ status: 4009, message: '仅限注册 7 天内的新用户参与' })
  define({ key: 'recall', eligibility: { idle_days: 30 } })
  sale(T0 - 2 * DAY)
  expect((await detail('recall')).me).toMatchObject({ eligible: false, reason: '仅限 30 天内没有交易的回归用户参与' })
  define({ key: 'grey', eligibility: { grey_percent: demoId % 100 } })
  expect((await detail('grey')).me!.reason).toBe('活动灰度开放中，你的账号暂未获得参与资格')
  define({ key: 'grey', eligibility: { grey_percent: demoId % 100 + 1 } })
  expect((await detail('grey')).me).toMatchObject({ eligible: true, reason: '' })
  db.prepare('UPDATE users SET steam_id = NULL WHERE id = ?').run(demoId)
  define({ key: 'steam', eligibility: { steam: true } })
  expect((await detail('steam')).me!.reason).toBe('参与需先绑定 Steam 账号')
})

it('progress counts real sales inside the campaign since joining, in its game; each tier is paid once, also under parallel claims', async () => {
  sale(T0 - 60) // before joining: not counted
  await post('/v1/promotion/join', { key: 'sell_spree' })
  api.advance(60)
  sale(T0 + 30)
  sale(T0 + 40, 570) // a DOTA2 sale does not count for a CS2 campaign
  define({ appid: 730 })
  let view = await detail()
  expect(view.me).toMatchObject({ joined: true, progress_text: '1 件', percent: 33, next_text: '再完成出售 2 件 可得 账户余额 ¥10.00' })
  expect(view.tiers.map((t) => t.state)).toEqual(['claimable', 'locked'])
  expect(await post('/v1/promotion/claim', { key: 'sell_spree', tier: 1 })).toMatchObject({ status: 4009, message: '尚未达到领取条件' })

  const before = await cents()
  const claims = await Promise.all([1, 2, 3, 4].map(() => post('/v1/promotion/claim', { key: 'sell_spree', tier: 0 })))
  expect(claims.filter((c) => c.status === 200)).toHaveLength(1)
  expect(claims.filter((c) => c.status === 4009).map((c) => c.message)).toEqual(['奖励已领取', '奖励已领取', '奖励已领取'])
  expect(await cents() - before).toBe(300)
  view = await detail()
  expect(view.tiers[0].state).toBe('claimed')
  const records = await api.ok<{
    list: Array<{ title: string, reward_text: string }>,
    total: number
  }>('/v1/promotion/records', { key: 'sell_spree' }, { token })
  expect(records).toMatchObject({ total: 1, list: [{ title: '出售冲榜', reward_text: '账户余额 ¥3.00' }] })
  expect(await post('/v1/promotion/claim', { key: 'sell_spree', tier: 5 })).toMatchObject({ status: 4004, message: '奖励档位不存在' })
})

it('a reached tier may be claimed for claim_days after the end, then shows expired; a user who never joined is told to join', async () => {
  const other = await api.login(DEMO2.phone, DEMO2.password)
  expect(await post('/v1/promotion/claim', { key: 'sell_spree', tier: 0 }, other)).toMatchObject({ status: 4009, message: '请先参加活动' })
  await post('/v1/promotion/join', { key: 'sell_spree' })
  api.advance(60)
  sale(T0 + 30)
  api.advance(7 * DAY + 3600)
  token = await api.login() // the session of a week ago has expired
  expect((await detail()).status).toBe('ended')
  expect((await detail()).tiers[0].state).toBe('claimable')
  api.advance(7 * DAY)
  token = await api.login()
  expect((await detail()).tiers[0].state).toBe('expired')
  expect(await post('/v1/promotion/claim', { key: 'sell_spree', tier: 0 })).toMatchObject({ status: 4009, message: '领奖时间已过' })
})

it('a join-only campaign pays on joining; a coupon reward already held is paid as its value', async () => {
  const template = db.prepare('SELECT id, discount_cents FROM coupon_templates ORDER BY id LIMIT 1').get() as { id: number, discount_cents: number }
  db.prepare('DELETE FROM coupons WHERE user_id = ? AND template_id = ?').run(demoId, template.id)
  const coupon = { goal: 0, reward: { kind: 'coupon' as const, amount: 0, ref: template.id } }
  define({ key: 'welcome', metric: 'none', tiers: [coupon] })
  define({ key: 'welcome2', metric: 'none', tiers: [coupon] })
  expect((await post('/v1/promotion/join', { key: 'welcome' })).data.tiers[0]).toMatchObject({ goal_text: '报名即得', state: 'claimable' })
  expect((await post('/v1/promotion/claim', { key: 'welcome', tier: 0 })).status).toBe(200)
  expect(db.prepare('SELECT COUNT(*) AS n FROM coupons WHERE user_id = ? AND template_id = ?').get(demoId, template.id)).toEqual({ n: 1 })
  await post('/v1/promotion/join', { key: 'welcome2' })
  const before = await cents()
  expect((await post('/v1/promotion/claim', { key: 'welcome2', tier: 0 })).status).toBe(200)
  expect(await cents() - before).toBe(template.discount_cents)
})

it('perks apply only to joined users of a live campaign', async () => {
  const deps = { db, now: () => T0, dev: true, secret: 'x', log: () => {} } as unknown as Parameters<typeof activePerks>[0]
  expect(activePerks(deps, demoId, T0)).toEqual([])
  await post('/v1/promotion/join', { key: 'sell_spree' })
  expect(activePerks(deps, demoId, T0 + 10)).toEqual([{ key: 'sell_spree', title: '出售冲榜', perks: { fee_free_sales: 5 }, from: T0, ends_at: T0 + 7 * DAY }])
  expect(activePerks(deps, demoId, T0 + 8 * DAY)).toEqual([])
})
