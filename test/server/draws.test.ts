import Database from 'better-sqlite3'
import { DEMO2, startApi, type TestApi } from './apiClient'
import { tempDbFile } from './dbPeek'
import { rollClientSeed, seedHash, verifyDraw, verifyRoll } from '../../src/lib/fairness'
import type { BoxDetail, BoxOpening, BoxSummary, MyRoll, Page, RollDetail, RollSummary } from '../../types/api'

/** server/README.md "Roll rooms", "Gift boxes and the koi draw". */
// a busy machine makes the seeded API slow to start: room for it
jest.setTimeout(30_000)
let api: TestApi
let token: string
beforeEach(async () => {
  api = await startApi()
  token = await api.login()
})
afterEach(() => api.close())

const post = <T = any>(path: string, params: Record<string, unknown>, who: string | null = token) => api.call<T>(path, params, { token: who, method: 'POST' })
const rolls = (tab: string, who: string | null = token) => api.ok<Page<RollSummary>>('/v1/roll/list', { tab }, { token: who })
const roomTitled = async (part: string) => (await rolls('open')).list.find((room) => room.title.includes(part))!

describe('roll rooms', () => {
  it('lists open, ending-soon and ended rooms; an ended room is drawn on read with a verifiable result', async () => {
    const open = await rolls('open')
    expect(open.total).toBeGreaterThanOrEqual(4)
    expect(open.list.every((room) => room.state === 'open')).toBe(true)
    const ending = await rolls('ending')
    expect(ending.list.map((room) => room.title)).toEqual([expect.stringContaining('口令房')])
    const ended = await rolls('ended', null)
    expect(ended.total).toBe(2)
    for (const room of ended.list) {
      expect(room.state).toBe('drawn')
      const detail = await api.ok<RollDetail>('/v1/roll/detail', { roll_id: room.id })
      expect(seedHash(detail.server_seed!)).toBe(detail.server_seed_hash)
      expect(detail.client_seed).toBe(rollClientSeed(detail.entrant_ids!))
      const winners = detail.prizes.filter((prize) => prize.winner).map((prize) => ({ prize: prize.k, userId: prize.winner!.user_id }))
      expect(winners.length).toBe(Math.min(detail.prizes.length, detail.entrant_ids!.length))
      expect(verifyRoll({
        serverSeed: detail.server_seed!,
        serverSeedHash: detail.server_seed_hash,
        clientSeed: detail.client_seed!,
        entrantIds: detail.entrant_ids!,
        winners,
        prizeCount: detail.prizes.length
      })).toBe(true)
    }
    // an open room keeps its seed secret
    const secret = await api.ok<RollDetail>('/v1/roll/detail', { roll_id: open.list[0].id })
    expect(secret).toMatchObject({ server_seed: null, client_seed: null, entrant_ids: null })
  })

  it('tells the viewer their own entrant number once they joined, and no one else\'s', async () => {
    const free = await roomTitled('新人福利')
    const other = await api.login(DEMO2.phone, DEMO2.password)
    expect((await api.ok<RollDetail>('/v1/roll/detail', { roll_id: free.id }, { token })).viewer_entrant_id).toBeNull()
    const joined = (await post<RollDetail>('/v1/roll/join', { roll_id: free.id })).data
    const mine = joined.entrants[0].user_id
    expect(joined.viewer_entrant_id).toBe(mine)
    expect((await api.ok<RollDetail>('/v1/roll/detail', { roll_id: free.id }, { token })).viewer_entrant_id).toBe(mine)
    expect((await api.ok<RollDetail>('/v1/roll/detail', { roll_id: free.id }, { token: other })).viewer_entrant_id).toBeNull()
    expect((await api.ok<RollDetail>('/v1/roll/detail', { roll_id: free.id }, { token: null })).viewer_entrant_id).toBeNull()
  })

  it('joins once, tells why not eligible, asks for the password, refuses after the end', async () => {
    const free = await roomTitled('新人福利')
    const joined = (await post<RollDetail>('/v1/roll/join', { roll_id: free.id })).data
    expect(joined).toMatchObject({ joined: true, entrant_count: free.entrant_count + 1 })
    expect((await post<RollDetail>('/v1/roll/join', { roll_id: free.id })).data.entrant_count).toBe(free.entrant_count + 1)

    const spend = (await rolls('open')).list.find((room) => room.condition.kind === 'spend')!
    const detail = await api.ok<RollDetail>('/v1/roll/detail', { roll_id: spend.id }, { token })
    expect(detail.eligibility).toEqual({ eligible: false, reason: '近 30 天消费满 ¥500.00 可参与，当前 ¥0.00', progress: '0.00' })
    expect(await post('/v1/roll/join', { roll_id: spend.id })).toMatchObject({ status: 4000, message: '近 30 天消费满 ¥500.00 可参与，当前 ¥0.00' })
    const recharge = (await rolls('open')).list.find((room) => room.condition.kind === 'recharge')!
    // the demo account recharged ¥5000.00 29 days ago: within the 30 days
    expect((await api.ok<RollDetail>(
      '/v1/roll/detail',
      { roll_id: recharge.id },
      { token }
    )).eligibility).toEqual({ eligible: true, reason: null, progress: '5000.00' })

    const locked = (await rolls('ending')).list[0]
    expect(await post('/v1/roll/join', { roll_id: locked.id })).toMatchObject({ status: 4000, message: '请输入房间口令' })
    expect(await post('/v1/roll/join', { roll_id: locked.id, password: '1234' })).toMatchObject({ status: 4000, message: '口令不正确' })
    expect((await post<RollDetail>('/v1/roll/join', { roll_id: locked.id, password: '8888' })).data.joined).toBe(true)

    const ended = (await rolls('ended')).list[0]
    expect(await post('/v1/roll/join', { roll_id: ended.id })).toMatchObject({ status: 4009, message: '该房间已结束' })
    expect((await post('/v1/roll/join', { roll_id: free.id }, null)).status).toBe(401)
    expect(await post('/v1/roll/join', { roll_id: 99999 })).toMatchObject({ status: 4004, message: '房间不存在' })
  })

  it('the recharge condition looks back 30 days', async () => {
    const recharge = (await rolls('open')).list.find((room) => room.condition.kind === 'recharge')!
    api.advance(1.5 * 86400) // the seed recharge is now 30.5 days old; the room is still open
    expect((await api.ok<RollDetail>('/v1/roll/detail', { roll_id: recharge.id }, { token })).eligibility).toEqual({
      eligible: false,
      reason: '近 30 天充值满 ¥100.00 可参与，当前 ¥0.00',
      progress: '0.00'
    })
  })

  it('draws exactly once under concurrent reads, winners claim into the inventory once', async () => {
    // the room's seeded entrants leave, so the two demo users are its only entrants: each wins one prize for certain
    const file = tempDbFile()
    await api.close()
    api = await startApi({ dbFile: file })
    token = await api.login()
    const room = await roomTitled('新人福利')
    const db = new Database(file)
    db.prepare('DELETE FROM roll_entrants WHERE roll_id = ?').run(room.id)
    db.close()
    const other = await api.login(DEMO2.phone, DEMO2.password)
    await post('/v1/roll/join', { roll_id: room.id })
    await post('/v1/roll/join', { roll_id: room.id }, other)
    api.advance(4 * 86400)
    const reads = await Promise.all(Array.from({ length: 8 }, () => api.ok<RollDetail>('/v1/roll/detail', { roll_id: room.id })))
    expect(new Set(reads.map((read) => JSON.stringify([read.drawn_at, read.client_seed, read.prizes.map((prize) => prize.winner?.user_id)]))).size).toBe(1)
    const detail = reads[0]
    expect(detail.entrant_ids!.length).toBe(2)
    const me = (await api.ok<{ user_id: number }>('/v1/user/my', {}, { token })).user_id
    expect(detail.prizes.filter((prize) => prize.winner).map((prize) => prize.winner!.user_id === me).sort()).toEqual([false, true])
    // the demo user claims the prize they won, once; the one the other demo user won is not theirs
    const mine = await api.ok<Page<MyRoll>>('/v1/roll/mine', {}, { token })
    expect(mine.list[0].roll.id).toBe(room.id)
    const won = await api.ok<Page<MyRoll>>('/v1/roll/mine', { won: 1 }, { token })
    expect(won.list[0].won).toHaveLength(1)
    const [entry] = won.list[0].won
    const claims = await Promise.all([1, 2, 3].map(() => post('/v1/roll/claim', { roll_id: room.id, k: entry.k })))
    expect(new Set(claims.map((claim) => claim.data.asset_id)).size).toBe(1)
    const inventory = await api.ok('/v4/trade/inventory/list', { appid: room.appid, page_size: 100 }, { token })
    expect(JSON.stringify(inventory)).toContain(claims[0].data.asset_id)
    const notMine = detail.prizes.find((prize) => prize.winner && prize.winner.user_id !== me)!
    expect(await post('/v1/roll/claim', { roll_id: room.id, k: notMine.k })).toMatchObject({ status: 4009, message: '该奖品不属于你' })
  })

  it('the dev hook closes a room now and draws it', async () => {
    const room = await roomTitled('新人福利')
    await post('/v1/roll/join', { roll_id: room.id })
    const closed = (await post<RollDetail>('/dev/roll/close', { roll_id: room.id })).data
    expect(closed.state).toBe('drawn')
    expect(closed.entrant_ids!.length).toBe(room.entrant_count + 1)
    expect(closed.prizes.every((prize) => prize.winner !== null)).toBe(true)
  })
})

describe('gift boxes and koi', () => {
  const boxes = async (kind = 'box', appid?: number) => api.ok<BoxSummary[]>('/v1/box/list', { kind, ...(appid ? { appid } : {}) })

  it('lists boxes per game with odds summing to 1 000 000 ppm', async () => {
    const cs = await boxes('box', 730)
    expect(cs.length).toBeGreaterThanOrEqual(2)
    expect(cs.every((box) => box.appid === 730)).toBe(true)
    expect((await boxes('box', 570)).length).toBeGreaterThanOrEqual(1)
    const detail = await api.ok<BoxDetail>('/v1/box/detail', { box_id: cs[0].id })
    expect(detail.entries.reduce((sum, entry) => sum + entry.odds_ppm, 0)).toBe(1_000_000)
    expect(detail.free_left).toBeNull()
  })

  it('opens ×5 paying once from the balance, grants five verifiable items, and a retry with the key pays nothing', async () => {
    const [box] = await boxes('box', 730)
    const before = (await api.ok('/v1/user/my', {}, { token })).balance as string
    const key = 'open-test-1'
    const answers = await Promise.all([1, 2, 3].map(() => post<BoxOpening>('/v1/box/open', { box_id: box.id, count: 5, idempotency_key: key })))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(new Set(answers.map((answer) => answer.data.batch_id)).size).toBe(1)
    const opening = answers[0].data
    expect(opening.results).toHaveLength(5)
    expect(opening.paid).toBe((Number(box.price) * 5).toFixed(2))
    const after = (await api.ok('/v1/user/my', {}, { token })).balance as string
    expect(Math.round(Number(before) * 100) - Math.round(Number(after) * 100)).toBe(Math.round(Number(box.price) * 100) * 5)
    expect(opening.balance).toBe(after)
    expect(new Set(opening.results.map((result) => result.asset_id)).size).toBe(5)
    // the records verify once the seed pair is rotated
    await post('/v1/fair/seed/rotate', {})
    const records = await api.ok('/v1/fair/records', { scope: 'box' }, { token })
    expect(records.total).toBe(5)
    for (const record of records.list) {
      expect(verifyDraw({
        serverSeed: record.server_seed,
        serverSeedHash: record.server_seed_hash,
        clientSeed: record.client_seed,
        nonce: record.nonce,
        hmac: record.hmac,
        ticket: record.ticket,
        weightsPpm: record.odds_ppm,
        resultIndex: record.result_index
      })).toBe(true)
    }
    expect(await post('/v1/box/open', { box_id: box.id, count: 1, idempotency_key: key })).toMatchObject({ status: 4009 })
    expect(await post('/v1/box/open', { box_id: box.id, count: 3, idempotency_key: 'x2' })).toMatchObject({ status: 4000, message: '一次可开 1 个或 5 个' })
    expect(await post('/v1/box/open', { box_id: box.id, count: 1 })).toMatchObject({ status: 4000, message: '缺少幂等键，请刷新后重试' })
    expect((await post('/v1/box/open', { box_id: box.id, count: 1, idempotency_key: 'v' }, null)).status).toBe(401)
  })

  it('refuses when the balance is short and leaves no draw behind', async () => {
    const expensive = (await boxes('box', 730)).reduce((a, b) => Number(a.price) > Number(b.price) ? a : b)
    let refused = null
    for (let n = 0; n < 200 && !refused; n++) {
      const answer = await post('/v1/box/open', { box_id: expensive.id, count: 5, idempotency_key: `drain-${n}` })
      if (answer.status !== 200) refused = answer
    }
    expect(refused).toMatchObject({ status: 4201, message: '余额不足' })
    const records = await api.ok('/v1/fair/records', { scope: 'box' }, { token })
    expect(records.total % 5).toBe(0)
  })

  it('koi: one free chance a Beijing day, then paid draws', async () => {
    const [koi] = await boxes('koi')
    expect((await api.ok<BoxDetail>('/v1/box/detail', { box_id: koi.id }, { token })).free_left).toBe(1)
    const free = await post<BoxOpening>('/v1/box/open', { box_id: koi.id, count: 1, free: 1, idempotency_key: 'koi-free-1' })
    expect(free.data).toMatchObject({ free: true, paid: '0.00' })
    expect(await post(
      '/v1/box/open',
      { box_id: koi.id, count: 1, free: 1, idempotency_key: 'koi-free-2' }
    )).toMatchObject({ status: 4009, message: '今日免费次数已用完' })
    expect((await post<BoxOpening>('/v1/box/open', { box_id: koi.id, count: 1, idempotency_key: 'koi-paid' })).data.paid).toBe(koi.price)
    api.advance(86400)
    expect((await api.ok<BoxDetail>('/v1/box/detail', { box_id: koi.id }, { token })).free_left).toBe(1)
  })
})
