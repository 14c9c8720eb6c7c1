import Database from 'better-sqlite3'
import { DEMO2, startApi, type TestApi } from './apiClient'
import { tempDbFile } from './dbPeek'
import type { InviteInfo, LoginResult, TaskCentre, TaskView } from '../../types/api'
import { inviteCode, inviterOf } from '../../server/domain/tasks'

let api: TestApi
let token: string
let file: string
beforeEach(async () => { file = tempDbFile(); api = await startApi({ dbFile: file }); token = await api.login() })
/** Stands for a settled purchase of the user: completed and past its reversal window (the buying flow itself is tested in orders.test.ts). */
function settledOrder (buyerId: number): void {
  const db = new Database(file)
  const now = api.now()
  db.prepare(`INSERT INTO orders (order_no, kind, status, buyer_id, seller_id, listing_id, item_id, price_cents, fee_cents, pay_amount_cents, created_at,
      paid_at, completed_at, proceeds_release_at, proceeds_released_at, expires_at)
    SELECT ?, 'buy', 'completed', ?, seller_id, id, item_id, price_cents, 0, price_cents, ?, ?, ?, ?, ?, ? FROM listings LIMIT 1`)
    .run(`9${now}${buyerId}`, buyerId, now, now, now, now, now, now + 900) // one per buyer: the number is unique
  db.close()
}
afterEach(() => api.close())

const post = (path: string, params: Record<string, unknown>, as = token) => api.call(path, params, { token: as, method: 'POST' })
const task = (centre: TaskCentre, key: string): TaskView => [...centre.daily, ...centre.newbie].find((t) => t.key === key)!
const balance = async (as = token) => (await api.ok<{ balance: string }>('/v1/user/my', {}, { token: as })).balance
async function smsLogin (phone: string, extra: Record<string, unknown> = {}): Promise<string> {
  await api.ok('/passport/sms-send', { phone })
  return (await api.ok<LoginResult>('/passport/login', { phone, code: await api.smsCode(phone), ...extra }, { method: 'POST' })).access_token
}

describe('task centre', () => {
  it('counts progress from real actions: the demo user logged in today, recharged and has Steam bound', async () => {
    const centre = await api.ok<TaskCentre>('/v1/task/list', {}, { token })
    expect(task(centre, 'daily_login')).toMatchObject({ progress: 1, target: 1, state: 'claimable', reward_text: '¥0.10' })
    expect(task(centre, 'first_recharge')).toMatchObject({ state: 'claimable', reward_text: '¥5.00' })
    expect(task(centre, 'bind_steam').state).toBe('claimable')
    expect(task(centre, 'daily_listing')).toMatchObject({ progress: 0, target: 3, state: 'todo' })
    expect(centre.earned).toBe('0.00')
  })

  it('parallel claims pay once; a second claim says so; an unfinished task is refused', async () => {
    const before = await balance()
    const answers = await Promise.all([1, 2, 3, 4].map(() => post('/v1/task/claim', { task_key: 'first_recharge' })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 4009).map((a) => a.message)).toEqual(['奖励已领取', '奖励已领取', '奖励已领取'])
    expect(Math.round(Number(await balance()) * 100 - Number(before) * 100)).toBe(500)
    expect(task(await api.ok<TaskCentre>('/v1/task/list', {}, { token }), 'first_recharge').state).toBe('claimed')
    expect((await api.ok<TaskCentre>('/v1/task/list', {}, { token })).earned).toBe('5.00')
    expect(await post('/v1/task/claim', { task_key: 'daily_listing' })).toMatchObject({ status: 4009, message: '任务尚未完成' })
    expect(await post('/v1/task/claim', { task_key: 'nope' })).toMatchObject({ status: 4000 })
  })

  it('a daily task can be claimed again the next Beijing day, after logging in that day', async () => {
    expect((await post('/v1/task/claim', { task_key: 'daily_login' })).status).toBe(200)
    expect((await post('/v1/task/claim', { task_key: 'daily_login' })).status).toBe(4009)
    api.advance(86400)
    const fresh = await api.login()
    expect(task(await api.ok<TaskCentre>('/v1/task/list', {}, { token: fresh }), 'daily_login').state).toBe('claimable')
    expect((await post('/v1/task/claim', { task_key: 'daily_login' }, fresh)).status).toBe(200)
  })
})

describe('invites', () => {
  it('the code is stable and reversible; a wrong one maps to nobody', () => {
    expect(inviterOf(inviteCode(42))).toBe(42)
    expect(inviteCode(1)).toMatch(/^[0-9A-Z]{6}$/)
    expect(inviterOf('ZZZZZZ')).toBeNull()
  })

  it('a new user who signs up by SMS with a code is linked once; the reward is claimable after their first purchase settled, once', async () => {
    const info = await api.ok<InviteInfo>('/v1/invite/info', {}, { token })
    expect(info).toMatchObject({ reward_per_invitee: '5.00', invitees: [] })
    const friend = await smsLogin('13612340001', { invite_code: info.code })
    // logging in again with another code changes nothing; binding again is refused
    expect(await post('/v1/invite/bind', { code: info.code }, friend)).toMatchObject({ status: 4009, message: '你已接受过邀请' })
    let mine = await api.ok<InviteInfo>('/v1/invite/info', {}, { token })
    expect(mine.invitees).toHaveLength(1)
    expect(mine.invitees[0]).toMatchObject({ state: 'waiting', nickname: expect.stringContaining('*') })
    const inviteeId = mine.invitees[0].invitee_id
    expect(await post('/v1/invite/claim', { invitee_id: inviteeId })).toMatchObject({ status: 4009, message: '好友完成首笔购买后才能领取' })
    settledOrder(inviteeId)
    expect((await api.ok<InviteInfo>('/v1/invite/info', {}, { token })).invitees[0].state).toBe('claimable')
    const before = await balance()
    const answers = await Promise.all([1, 2, 3].map(() => post('/v1/invite/claim', { invitee_id: inviteeId })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 4009, 4009])
    expect(Math.round(Number(await balance()) * 100 - Number(before) * 100)).toBe(500)
    mine = await api.ok<InviteInfo>('/v1/invite/info', {}, { token })
    expect(mine).toMatchObject({ earned: '5.00', invitees: [{ state: 'claimed' }] })
    // another user cannot take it
    expect(await post('/v1/invite/claim', { invitee_id: inviteeId }, await api.login(DEMO2.phone, DEMO2.password))).toMatchObject({ status: 4004 })
  })

  it('binding from the share page: own code, unknown code, an old account are refused', async () => {
    const info = await api.ok<InviteInfo>('/v1/invite/info', {}, { token })
    expect(await post('/v1/invite/bind', { code: info.code })).toMatchObject({ status: 4000, message: '不能使用自己的邀请码' })
    expect(await post('/v1/invite/bind', { code: 'ZZZZZZ' })).toMatchObject({ status: 4004, message: '邀请码不存在' })
    const demo2 = await api.login(DEMO2.phone, DEMO2.password)
    expect(await post('/v1/invite/bind', { code: info.code }, demo2)).toMatchObject({ status: 4009, message: '仅限注册 24 小时内且未购买过的新用户接受邀请' })
    const fresh = await smsLogin('13612340002')
    expect(await post('/v1/invite/bind', { code: info.code.toLowerCase() }, fresh)).toMatchObject({
      status: 200,
      data: { inviter_nickname: expect.any(String) }
    })
    expect((await api.ok<InviteInfo>('/v1/invite/info', {}, { token })).invitees).toHaveLength(1)
  })
})
