import Database from 'better-sqlite3'
import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import { tempDbFile } from './dbPeek'
import type { InviteInfo, LoginResult, PromotionCard, PromotionView } from '../../types/api'
import { definePromotion } from '../../server/model/promotions'

/** h18's campaigns on the one engine (server/README.md "Promotions" and "Seasonal, co-promotion, invite, win-back, allowance"). */
const T0 = Date.UTC(2026, 10, 22, 4) / 1000
const DAY = 86400
let api: TestApi
let token: string
let db: Database.Database
let demoId: number

const post = (path: string, params: Record<string, unknown>, as = token) => api.call<PromotionView>(path, params, { token: as, method: 'POST' })
const detail = (key: string, as: string | null = token) => api.ok<PromotionView>('/v1/promotion/detail', { key }, as !== null ? { token: as } : {})
const list = async (kind: string) => (await api.ok<{ list: PromotionCard[] }>('/v1/promotion/list', { kind })).list.map((c) => [c.key, c.status])
const cents = async (as = token) => Math.round(Number((await api.ok<{ balance: string }>('/v1/user/my', {}, { token: as })).balance) * 100)
async function smsLogin (phone: string, extra: Record<string, unknown> = {}): Promise<string> {
  await api.ok('/passport/sms-send', { phone })
  return (await api.ok<LoginResult>('/passport/login', { phone, code: await api.smsCode(phone), ...extra }, { method: 'POST' })).access_token
}
/**
 * A settled purchase of `buyerId` at `at`: completed and past its reversal window (the buying flow itself is tested in
 * orders tests, settlement in settledTrades).
 */
function purchase (buyerId: number, at: number, appid = 730, price = 5000): void {
  db.prepare(`INSERT INTO orders (order_no, kind, status, buyer_id, seller_id, listing_id, item_id, price_cents, fee_cents, pay_amount_cents, created_at,
      paid_at, completed_at, proceeds_release_at, proceeds_released_at, expires_at)
    SELECT ?, 'buy', 'completed', ?, l.seller_id, l.id, l.item_id, ?, 0, ?, ?, ?, ?, ?, ?, ? FROM listings l JOIN items i ON i.id = l.item_id WHERE i.appid = ?
        AND l.seller_id != ? LIMIT 1`)
    .run(`7${at}${Math.random().toString().slice(2, 8)}`, buyerId, price, price, at - 30, at, at, at, at, at + 900, appid, buyerId)
}

beforeEach(async () => {
  const file = tempDbFile()
  api = await startApi({ dbFile: file })
  token = await api.login()
  db = new Database(file)
  demoId = (db.prepare('SELECT id FROM users WHERE phone = ?').get(DEMO.phone) as { id: number }).id
})
afterEach(() => { db.close(); api.close() })

it('the four seasonal events are seeded rows: two live, one upcoming, one ended; a fifth is one more row, read through the same API', async () => {
  expect(await list('season')).toEqual([
    ['season_newyear', 'live'],
    ['season_festival', 'live'],
    ['season_christmas', 'upcoming'],
    ['season_military', 'ended']
  ])
  definePromotion(db, {
    key: 'season_dragonboat', kind: 'season', title: '端午安康', starts_at: T0 - DAY, ends_at: T0 + 5 * DAY, metric: 'login_days', sort: 9,
    tiers: [{ goal: 1, reward: { kind: 'balance', amount: 188, ref: null } }], rules: ['报名后登录即计入']
  })
  expect((await list('season'))[0]).toEqual(['season_dragonboat', 'live'])
  const view = await detail('season_dragonboat', null)
  expect(view).toMatchObject({ title: '端午安康', metric_label: '登录天数', me: null, tiers: [{ goal_text: '登录天数 1 天', reward_text: '账户余额 ¥1.88', state: 'locked' }] })

  // join, log in again (a login day after joining), claim once, see it in the records
  api.advance(60)
  expect((await post('/v1/promotion/join', { key: 'season_dragonboat' })).data.me).toMatchObject({ joined: true, progress_text: '0 天' })
  api.advance(60)
  token = await api.login()
  expect((await detail('season_dragonboat')).tiers[0].state).toBe('claimable')
  const before = await cents()
  expect((await post('/v1/promotion/claim', { key: 'season_dragonboat', tier: 0 })).data.tiers[0].state).toBe('claimed')
  expect(await cents() - before).toBe(188)
  const records = await api.ok<{ list: Array<{ promotion_key: string, reward_text: string }> }>(
    '/v1/promotion/records',
    { key: 'season_dragonboat' },
    { token }
  )
  expect(records.list).toEqual([expect.objectContaining({ promotion_key: 'season_dragonboat', reward_text: '账户余额 ¥1.88' })])
})

it('the seeded upcoming and ended events refuse joining; their tiers read as rows of rewards', async () => {
  expect(await post('/v1/promotion/join', { key: 'season_christmas' })).toMatchObject({ status: 4009, message: '活动尚未开始' })
  expect(await post('/v1/promotion/join', { key: 'season_military' })).toMatchObject({ status: 4009, message: '活动已结束' })
  const newyear = await detail('season_newyear')
  expect(newyear.tiers.map((t) => t.goal_text)).toEqual(['登录天数 1 天', '登录天数 3 天', '登录天数 7 天'])
  expect(newyear.tiers[0].reward_text).toContain('CS2 满 100 减 10')
  expect((await detail('season_festival')).tiers.map((t) => t.goal_text)).toEqual(['购买金额满 ¥100.00', '购买金额满 ¥500.00', '购买金额满 ¥2000.00'])
})

it('the Douyu co-promotion is one family with a row per game: a DOTA2 purchase counts only for the DOTA2 row', async () => {
  expect(await list('douyu')).toEqual([['douyu_cs', 'live'], ['douyu_dota', 'live']])
  expect((await detail('douyu_cs')).appid).toBe(730)
  await Promise.all([post('/v1/promotion/join', { key: 'douyu_cs' }), post('/v1/promotion/join', { key: 'douyu_dota' })])
  api.advance(60)
  purchase(demoId, T0 + 30, 570)
  expect((await detail('douyu_dota')).me).toMatchObject({ progress_text: '1 件', next_text: '再完成购买 2 件 可得 账户余额 ¥5.00' })
  expect((await detail('douyu_cs')).me).toMatchObject({ progress_text: '0 件' })
})

it('invitees: friends who sign up with my code after I joined count once their purchase settled; earlier ones do not; ' +
  'the tier pays once under parallel claims', async () => {
  const code = (await api.ok<InviteInfo>('/v1/invite/info', {}, { token })).code
  await smsLogin('13612340001', { invite_code: code }) // before joining: not counted
  api.advance(60)
  expect((await post('/v1/promotion/join', { key: 'liver_invite' })).data.me).toMatchObject({ progress_text: '0 人', next_text: '再邀请好友 1 人 可得 账户余额 ¥2.00' })
  api.advance(60)
  await smsLogin('13612340002', { invite_code: code })
  await smsLogin('13612340003') // no code: not mine
  // an invitee counts once their first purchase has settled (issue 25)
  const friendId = (db.prepare('SELECT id FROM users WHERE phone = ?').get('13612340002') as { id: number }).id
  expect((await detail('liver_invite')).me).toMatchObject({ progress_text: '0 人' })
  purchase(friendId, api.now())
  const view = await detail('liver_invite')
  expect(view).toMatchObject({ metric_label: '邀请好友', me: { progress_text: '1 人' } })
  expect(view.tiers.map((t) => [t.goal_text, t.state])).toEqual([['邀请好友 1 人', 'claimable'], ['邀请好友 3 人', 'locked'], ['邀请好友 10 人', 'locked']])
  const before = await cents()
  const claims = await Promise.all([1, 2, 3].map(() => post('/v1/promotion/claim', { key: 'liver_invite', tier: 0 })))
  expect(claims.map((c) => c.status).sort()).toEqual([200, 4009, 4009])
  expect(await cents() - before).toBe(200)
})

it('win-back: only idle returning users may join; the welcome tier is reached on joining, the first purchase tier after it', async () => {
  expect((await detail('recall')).me).toMatchObject({ eligible: false }) // the demo user traded in the last 30 days or is new
  const other = await api.login(DEMO2.phone, DEMO2.password)
  const otherId = (db.prepare('SELECT id FROM users WHERE phone = ?').get(DEMO2.phone) as { id: number }).id
  db.prepare('UPDATE users SET created_at = ? WHERE id = ?').run(T0 - 200 * DAY, otherId)
  db.prepare('UPDATE orders SET paid_at = paid_at - 90 * 86400 WHERE (buyer_id = ? OR seller_id = ?) AND paid_at > ?').run(otherId, otherId, T0 - 31 * DAY)
  expect((await detail('recall', other)).me).toMatchObject({ eligible: true, reason: '' })
  const joined = await post('/v1/promotion/join', { key: 'recall' }, other)
  expect(joined.data.tiers.map((t) => [t.goal_text, t.state])).toEqual([['报名即得', 'claimable'], ['完成购买 1 件', 'locked']])
  expect((await post('/v1/promotion/claim', { key: 'recall', tier: 0 }, other)).status).toBe(200)
  api.advance(60)
  purchase(otherId, T0 + 30)
  expect((await detail('recall', other)).tiers[1].state).toBe('claimable')
})

it('allowance: new users only; purchases since joining pay back by amount tiers', async () => {
  const fresh = await smsLogin('13612340009')
  const freshId = (db.prepare('SELECT id FROM users WHERE phone = ?').get('13612340009') as { id: number }).id
  db.prepare('UPDATE users SET created_at = ? WHERE id = ?').run(T0 - 400 * DAY, demoId)
  expect((await detail('allowance')).me).toMatchObject({ eligible: false, reason: '仅限注册 30 天内的新用户参与' })
  await post('/v1/promotion/join', { key: 'allowance' }, fresh)
  api.advance(60)
  purchase(freshId, T0 + 30, 730, 12000)
  purchase(freshId, T0 + 40, 570, 9000)
  const view = await detail('allowance', fresh)
  expect(view.me).toMatchObject({ progress_text: '¥210.00', next_text: '再购买金额 ¥790.00 可得 账户余额 ¥20.00' })
  expect(view.tiers.map((t) => t.state)).toEqual(['claimable', 'claimable', 'locked'])
})
