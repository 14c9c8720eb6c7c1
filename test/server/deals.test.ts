import Database from 'better-sqlite3'
import { DEMO2, startApi, type TestApi } from './apiClient'
import { tempDbFile } from './dbPeek'
import { HAGGLE_RULES, haggleCut, haggleProgress } from '../../server/domain/haggle'
import type { GrabDrop, GrabOrder, Haggle, HaggleHelpResult, HagglePrize } from '../../src/contract/deals'

/** server/README.md "Haggle and grab": haggle helps and claims, grabs under stock and per-user limits, withdrawal to Steam. */
let api: TestApi
let db: Database.Database
let demo: string
let demo2: string

beforeEach(async () => {
  const file = tempDbFile()
  api = await startApi({ dbFile: file })
  db = new Database(file)
  demo = await api.login()
  demo2 = await api.login(DEMO2.phone, DEMO2.password)
})
afterEach(async () => { db.close(); await api.close() })

let phones = 0
/** A brand-new account (SMS login), optionally with a balance; new accounts have no Steam id. */
async function newUser (balanceCents = 0): Promise<string> {
  const phone = `1370000${String(++phones).padStart(4, '0')}`
  await api.ok('/passport/sms-send', { phone, scene: 'login' }, { method: 'POST' })
  const token = (await api.ok<{ access_token: string }>(
    '/passport/login',
    { type: 'sms', phone, code: await api.smsCode(phone) },
    { method: 'POST' }
  )).access_token
  if (balanceCents > 0) db.prepare('UPDATE users SET balance_cents = ? WHERE phone = ?').run(balanceCents, phone)
  return token
}
const cents = (text: string): number => { const [yuan, fen = ''] = text.split('.'); return Number(yuan) * 100 + Number(fen.padEnd(2, '0')) }
const balance = async (token: string): Promise<number> => cents((await api.ok<{ balance: string }>('/v1/user/my', {}, { token })).balance)

describe('the cut rule', () => {
  it('cuts 5-15 % of the rest (new users 20-40 %), at least 0.01, all of the last 1.00, never past the floor', () => {
    expect(haggleCut(10000, false, (min) => min)).toBe(500)
    expect(haggleCut(10000, false, (_min, max) => max)).toBe(1500)
    expect(haggleCut(10000, true, (min) => min)).toBe(2000)
    expect(haggleCut(10000, true, (_min, max) => max)).toBe(4000)
    // a draw outside the range is held to it
    expect(haggleCut(10000, false, () => 9999)).toBe(1500)
    expect(haggleCut(101, false, (min) => min)).toBe(5)
    expect(haggleCut(HAGGLE_RULES.finishCents, false, (min) => min)).toBe(100)
    expect(haggleCut(1, true, (min) => min)).toBe(1)
    expect(haggleCut(0, true, (min) => min)).toBe(0)
    expect(haggleProgress(10000, 0, 2500)).toBe(75)
    expect(haggleProgress(10000, 2000, 2000)).toBe(100)
  })
})

describe('haggle', () => {
  const prizes = async (token?: string): Promise<HagglePrize[]> => (await api.ok<{ list: HagglePrize[] }>('/v1/activity/haggle/prizes', {}, { token })).list
  const start = (prizeId: number, token: string) => api.ok<Haggle>('/v1/activity/haggle/start', { prize_id: prizeId }, { token })
  const help = (haggleId: number, token: string) => api.call<HaggleHelpResult>('/v1/activity/haggle/help', { haggle_id: haggleId }, { token })

  it('a friend cuts once, the owner cannot help, a new user cuts more, and the cut never passes the floor', async () => {
    const [prize] = await prizes(demo)
    expect(prize.my_haggle_id).toBeNull()
    const mine = await start(prize.prize_id, demo)
    expect(mine).toMatchObject({ state: 'running', price: prize.start_price, is_mine: true, progress: 0, help_refusal: '不能给自己砍价' })
    // a second tap answers the same haggle
    expect((await start(prize.prize_id, demo)).haggle_id).toBe(mine.haggle_id)
    expect((await prizes(demo))[0].my_haggle_id).toBe(mine.haggle_id)
    expect(await help(mine.haggle_id, demo)).toMatchObject({ status: 4000, message: '不能给自己砍价，分享给好友帮你砍吧' })

    const friend = await help(mine.haggle_id, demo2)
    expect(friend.status).toBe(200)
    const rest = cents(prize.start_price)
    const cut = cents(friend.data.cut)
    expect(friend.data.new_user).toBe(false)
    expect(cut).toBeGreaterThanOrEqual(Math.floor(rest * 500 / 10000))
    expect(cut).toBeLessThanOrEqual(Math.floor(rest * 1500 / 10000))
    expect(cents(friend.data.haggle.price)).toBe(rest - cut)
    expect(friend.data.haggle.help_refusal).toBe('你已经帮TA砍过了')
    expect(await help(mine.haggle_id, demo2)).toMatchObject({ status: 4009, message: '你已经帮TA砍过了' })

    const fresh = await newUser()
    const view = await api.ok<Haggle>('/v1/activity/haggle/detail', { haggle_id: mine.haggle_id }, { token: fresh })
    expect(view).toMatchObject({ viewer_new_user: true, help_refusal: null, is_mine: false })
    const big = await help(mine.haggle_id, fresh)
    const left = rest - cut
    expect(big.data.new_user).toBe(true)
    expect(cents(big.data.cut)).toBeGreaterThanOrEqual(Math.floor(left * 2000 / 10000))
    expect(cents(big.data.cut)).toBeLessThanOrEqual(Math.floor(left * 4000 / 10000))
    // having helped once, the account is no longer new
    expect((await api.ok<Haggle>('/v1/activity/haggle/detail', { haggle_id: mine.haggle_id }, { token: fresh })).viewer_new_user).toBe(false)
    expect((await api.ok<Haggle>('/v1/activity/haggle/detail', { haggle_id: mine.haggle_id }, { token: demo })).helpers).toHaveLength(2)

    // the last 1.00 goes in one help, and the price stops at the floor
    db.prepare('UPDATE haggles SET price_cents = 80 WHERE id = ?').run(mine.haggle_id)
    const last = await help(mine.haggle_id, await newUser())
    expect(last.data).toMatchObject({ cut: '0.80', haggle: { price: '0.00', state: 'floor', progress: 100 } })
    expect(await help(mine.haggle_id, await newUser())).toMatchObject({ status: 4009, message: '已砍到底价，无需再助力' })
  })

  it('a haggle at the floor is claimed once into the Steam inventory, even when claimed many times at once', async () => {
    const [prize] = await prizes(demo)
    const mine = await start(prize.prize_id, demo)
    expect(await api.call(
      '/v1/activity/haggle/claim',
      { haggle_id: mine.haggle_id },
      { token: demo }
    )).toMatchObject({ status: 4009, message: '还没砍到底价，继续邀请好友助力吧' })
    db.prepare('UPDATE haggles SET price_cents = 50 WHERE id = ?').run(mine.haggle_id)
    await help(mine.haggle_id, demo2)
    // a stranger cannot claim it
    expect((await api.call('/v1/activity/haggle/claim', { haggle_id: mine.haggle_id }, { token: demo2 })).status).toBe(4004)
    const answers = await Promise.all(Array.from(
      { length: 8 },
      () => api.call<Haggle>('/v1/activity/haggle/claim', { haggle_id: mine.haggle_id }, { token: demo })
    ))
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    const assets = new Set(answers.map((answer) => answer.data.asset_id))
    expect(assets.size).toBe(1)
    expect(answers[0].data.state).toBe('claimed')
    expect(db.prepare("SELECT COUNT(*) AS n FROM granted_assets WHERE source = 'haggle'").get()).toEqual({ n: 1 })
    expect((await prizes(demo))[0].stock_left).toBe(prize.stock_left - 1)
    const stock = await api.ok<{ list: Array<{ asset_id: string, source: string | null }> }>('/v4/trade/inventory/list', { page_size: 5 }, { token: demo })
    expect(stock.list.some((asset) => asset.asset_id === [...assets][0])).toBe(true)
    // the prize can be haggled for again
    expect((await start(prize.prize_id, demo)).haggle_id).not.toBe(mine.haggle_id)
  })

  it('expires at its deadline: no more helps, no claim; a visitor may look but not help', async () => {
    const [prize] = await prizes(demo)
    const mine = await start(prize.prize_id, demo)
    expect((await api.ok<Haggle>('/v1/activity/haggle/detail', { haggle_id: mine.haggle_id })).help_refusal).toBe('登录后才能助力')
    expect((await help(mine.haggle_id, '')).status).toBe(401)
    api.advance(prize.hours * 3600)
    expect((await api.ok<Haggle>('/v1/activity/haggle/detail', { haggle_id: mine.haggle_id }, { token: demo })).state).toBe('expired')
    expect(await help(mine.haggle_id, demo2)).toMatchObject({ status: 4009, message: '该砍价已结束' })
    expect(await api.call('/v1/activity/haggle/claim', { haggle_id: mine.haggle_id }, { token: demo })).toMatchObject({ status: 4009, message: '砍价已结束，未砍到底价' })
    expect((await prizes(demo))[0].my_haggle_id).toBeNull()
  })

  it('refuses odd payloads and unknown haggles with Chinese messages; the ranking lists the seeded haggles', async () => {
    expect(await api.call('/v1/activity/haggle/start', { prize_id: 'x' }, { token: demo })).toMatchObject({ status: 4000 })
    expect(await api.call('/v1/activity/haggle/help', { haggle_id: 99999 }, { token: demo })).toMatchObject({ status: 4004, message: '砍价不存在或已删除' })
    const ranking = (await api.ok<{ list: Array<{ rank: number, helpers: number }> }>('/v1/activity/haggle/ranking')).list
    expect(ranking.length).toBeGreaterThanOrEqual(4)
    expect(ranking[0]).toMatchObject({ rank: 1, helpers: 6 })
  })
})

describe('grab', () => {
  const drops = async (token?: string): Promise<GrabDrop[]> => (await api.ok<{ list: GrabDrop[] }>('/v1/activity/grab/drops', {}, { token })).list
  const buy = (dropId: number, token: string, key?: string) => api.call<GrabOrder>(
    '/v1/activity/grab/buy',
    { drop_id: dropId, ...(key ? { idempotency_key: key } : {}) },
    { token }
  )

  it('lists live drops first and refuses not started, sold out and ended drops with clear messages', async () => {
    const list = await drops()
    expect(list.map((drop) => drop.state)).toEqual(['live', 'live', 'upcoming', 'upcoming', 'sold_out', 'ended'])
    const byState = (state: string) => list.find((drop) => drop.state === state)!
    expect((await buy(byState('upcoming').drop_id, demo)).message).toMatch(/^抢购尚未开始，\d{4}-\d\d-\d\d \d\d:\d\d 开抢$/)
    expect(await buy(byState('sold_out').drop_id, demo)).toMatchObject({ status: 4009, message: '已抢光，下次早点来' })
    expect(await buy(byState('ended').drop_id, demo)).toMatchObject({ status: 4009, message: '抢购已结束' })
    expect(await buy(99999, demo)).toMatchObject({ status: 4004, message: '抢购活动不存在' })
    expect((await buy(list[0].drop_id, '')).status).toBe(401)
    // the clock moves: the upcoming drop opens
    api.advance(byState('upcoming').starts_at - Math.floor(Date.UTC(2026, 10, 22, 4) / 1000))
    expect((await api.ok<GrabDrop>('/v1/activity/grab/detail', { drop_id: byState('upcoming').drop_id })).state).toBe('live')
  })

  it('pays from the balance once per idempotency key and stops at the per-user limit', async () => {
    const drop = (await drops()).find((entry) => entry.per_user_limit === 2 && entry.state === 'live')!
    const before = await balance(demo)
    const first = await buy(drop.drop_id, demo, 'grab-1')
    expect(first.status).toBe(200)
    expect(first.data).toMatchObject({ price: drop.price, status: 'held', asset_id: null })
    const again = await buy(drop.drop_id, demo, 'grab-1')
    expect(again.data.grab_no).toBe(first.data.grab_no)
    expect(await balance(demo)).toBe(before - cents(drop.price))
    expect((await buy(drop.drop_id, demo, 'grab-2')).status).toBe(200)
    expect(await buy(drop.drop_id, demo, 'grab-3')).toMatchObject({ status: 4009, message: '每人限抢 2 件，你已抢满' })
    expect(await balance(demo)).toBe(before - 2 * cents(drop.price))
    const after = await api.ok<GrabDrop>('/v1/activity/grab/detail', { drop_id: drop.drop_id }, { token: demo })
    expect(after).toMatchObject({ my_count: 2, left: drop.left - 2 })
    // the same key on another drop is refused
    const other = (await drops()).find((entry) => entry.state === 'live' && entry.drop_id !== drop.drop_id)!
    expect(await buy(other.drop_id, demo, 'grab-1')).toMatchObject({ status: 4009, message: '该幂等键已用于其他操作，请换一个' })
  })

  it('under many users at once, stock and per-user limits are taken exactly once', async () => {
    const drop = (await drops()).find((entry) => entry.per_user_limit === 2 && entry.state === 'live')!
    db.prepare('UPDATE grab_drops SET stock = 12, sold = 0 WHERE id = ?').run(drop.drop_id)
    const users = await Promise.all(Array.from({ length: 10 }, () => newUser(100_000)))
    // every user fires four grabs at once with different keys: 40 requests for 12 units, at most 2 each
    const answers = await Promise.all(users.flatMap((token, u) => Array.from({ length: 4 }, (_, k) => buy(drop.drop_id, token, `c-${u}-${k}`))))
    const won = answers.filter((answer) => answer.status === 200)
    expect(won).toHaveLength(12)
    expect(new Set(won.map((answer) => answer.data.grab_no)).size).toBe(12)
    const refusals = new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.message))
    expect([...refusals].every((message) => ['已抢光，下次早点来', '每人限抢 2 件，你已抢满'].includes(message))).toBe(true)
    const perUser = db.prepare('SELECT user_id, COUNT(*) AS n FROM grab_orders WHERE drop_id = ? GROUP BY user_id').all(drop.drop_id) as Array<{ n: number }>
    expect(Math.max(...perUser.map((row) => row.n))).toBeLessThanOrEqual(2)
    expect(db.prepare('SELECT sold, stock FROM grab_drops WHERE id = ?').get(drop.drop_id)).toEqual({ sold: 12, stock: 12 })
    // each winner paid exactly once per unit
    const paid = db.prepare("SELECT COUNT(*) AS n, SUM(amount_cents) AS total FROM ledger WHERE ref LIKE 'G%' AND kind = 'pay'").get() as {
      n: number,
      total: number
    }
    expect(paid).toEqual({ n: 12, total: -12 * cents(drop.price) })
  })

  it('a grab without the balance changes nothing; a held item is withdrawn into the Steam inventory once', async () => {
    const poor = await newUser(1)
    const drop = (await drops()).find((entry) => entry.state === 'live')!
    expect(await buy(drop.drop_id, poor)).toMatchObject({ status: 4201, message: '余额不足' })
    expect((await api.ok<GrabDrop>('/v1/activity/grab/detail', { drop_id: drop.drop_id })).left).toBe(drop.left)

    const order = (await buy(drop.drop_id, demo)).data
    const held = await api.ok<{ list: GrabOrder[], total: number }>('/v1/activity/grab/orders', { held: 1 }, { token: demo })
    expect(held.list.map((entry) => entry.grab_no)).toEqual([order.grab_no])
    const answers = await Promise.all([1, 2, 3].map(() => api.call<GrabOrder>('/v1/activity/grab/withdraw', { grab_no: order.grab_no }, { token: demo })))
    expect(new Set(answers.map((answer) => answer.data.asset_id)).size).toBe(1)
    expect(answers[0].data).toMatchObject({ status: 'withdrawn' })
    expect(db.prepare("SELECT COUNT(*) AS n FROM granted_assets WHERE source = 'grab'").get()).toEqual({ n: 1 })
    expect((await api.ok<{ total: number }>('/v1/activity/grab/orders', { held: 1 }, { token: demo })).total).toBe(0)
    expect((await api.ok<{ total: number }>('/v1/activity/grab/orders', {}, { token: demo })).total).toBe(1)
    expect(await api.call('/v1/activity/grab/withdraw', { grab_no: order.grab_no }, { token: demo2 })).toMatchObject({ status: 4004 })
    // a user without a bound Steam account keeps the item held
    const rich = await newUser(100_000)
    const theirs = (await buy(drop.drop_id, rich)).data
    expect(await api.call('/v1/activity/grab/withdraw', { grab_no: theirs.grab_no }, { token: rich })).toMatchObject({ status: 4000, message: '请先绑定 Steam 账号' })
  })
})
