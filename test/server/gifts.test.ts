import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import type { GiftDrawResult, GiftPool, GiftWin, LoginResult, Page } from '../../types/api'
import { verifyDraw } from '../../src/lib/fairness'

let api: TestApi
let demo: string

beforeEach(async () => {
  api = await startApi()
  demo = await api.login(DEMO.phone, DEMO.password)
})
afterEach(async () => { await api.close() })

const cents = (text: string): number => Math.round(Number(text) * 100)
const balance = async (token: string): Promise<number> => cents((await api.ok<{ balance: string }>('/v1/user/my', {}, { token })).balance)
const live = async (): Promise<GiftPool> => (await api.ok<GiftPool[]>('/v1/gift/pools')).find((pool) => pool.state === 'live')!

describe('gift draws', () => {
  it('pools publish odds that add up to 1 000 000 ppm, values and sell-back prices; an ended pool is listed as ended', async () => {
    const pools = await api.ok<GiftPool[]>('/v1/gift/pools')
    expect(pools.map((pool) => pool.state)).toEqual(['live', 'live', 'ended'])
    for (const pool of pools.filter((p) => p.state === 'live')) {
      expect(pool.prizes.reduce((sum, prize) => sum + prize.weight_ppm, 0)).toBe(1_000_000)
      for (const prize of pool.prizes) {
        if (prize.sell_back_rate_bp === 0) expect(prize.sell_back).toBeNull()
        else expect(cents(prize.sell_back!)).toBe(Math.floor(cents(prize.value) * prize.sell_back_rate_bp / 10000))
      }
    }
  })

  it('a draw charges times × cost once, gives that many prizes, each a fairness record that verifies after the seed is revealed', async () => {
    const pool = await live()
    const before = await balance(demo)
    const params = { pool_id: pool.pool_id, times: 5, idempotency_key: 'gift-1' }
    const first = await api.ok<GiftDrawResult>('/v1/gift/draw', params, { token: demo })
    expect(first.wins).toHaveLength(5)
    expect(await balance(demo)).toBe(before - 5 * cents(pool.cost))
    const again = await api.ok<GiftDrawResult>('/v1/gift/draw', params, { token: demo })
    expect({
      repeated: again.repeated,
      batch: again.batch_no,
      wins: again.wins.map((w) => w.win_id)
    }).toEqual({ repeated: true, batch: first.batch_no, wins: first.wins.map((w) => w.win_id) })
    expect(await balance(demo)).toBe(before - 5 * cents(pool.cost))
    expect((await api.call('/v1/gift/draw', { ...params, times: 1 }, { token: demo })).status).toBe(4009)
    for (const win of first.wins) {
      expect(win.prize_id).toBe(pool.prizes[win.record.result_index].prize_id)
      expect(win.record.server_seed).toBeNull()
    }
    await api.ok('/v1/fair/seed/rotate', {}, { token: demo })
    const wins = await api.ok<Page<GiftWin>>('/v1/gift/wins', {}, { token: demo })
    const proof = (win: GiftWin) => ({
      serverSeed: win.record.server_seed!,
      serverSeedHash: win.record.server_seed_hash,
      clientSeed: win.record.client_seed,
      nonce: win.record.nonce,
      hmac: win.record.hmac,
      ticket: win.record.ticket,
      weightsPpm: win.record.odds_ppm,
      resultIndex: win.record.result_index
    })
    expect(wins.list.map((win) => verifyDraw(proof(win)))).toEqual(Array(5).fill(true))
    expect(verifyDraw({ ...proof(wins.list[0]), resultIndex: (wins.list[0].record.result_index + 1) % 6 })).toBe(false)
  })

  it('refuses a bad count, an unknown or ended pool, a visitor, and a draw the balance cannot pay (nothing charged)', async () => {
    const pools = await api.ok<GiftPool[]>('/v1/gift/pools')
    expect((await api.call('/v1/gift/draw', { pool_id: pools[0].pool_id, times: 3 }, { token: demo })).message).toBe('抽取次数只能是 1 或 5 次')
    expect((await api.call('/v1/gift/draw', { pool_id: 999 }, { token: demo })).status).toBe(4004)
    expect((await api.call('/v1/gift/draw', { pool_id: pools[2].pool_id }, { token: demo })).message).toBe('活动已结束')
    expect((await api.call('/v1/gift/draw', { pool_id: pools[0].pool_id })).status).toBe(401)
    const phone = '13712340001'
    await api.ok('/passport/sms-send', { phone })
    const poor = (await api.ok<LoginResult>('/passport/login', { phone, code: await api.smsCode(phone) }, { method: 'POST' })).access_token
    expect((await api.call('/v1/gift/draw', { pool_id: pools[0].pool_id }, { token: poor })).status).toBe(4201)
    expect((await api.ok<Page<GiftWin>>('/v1/gift/wins', {}, { token: poor })).total).toBe(0)
  })

  it('a prize is claimed into the inventory once or sold back once at its rate, never both, even in parallel', async () => {
    const pool = await live()
    const { wins } = await api.ok<GiftDrawResult>('/v1/gift/draw', { pool_id: pool.pool_id, times: 5 }, { token: demo })
    const sellable = wins.filter((win) => win.sell_back !== null)
    const [toClaim, toSell] = [wins[0], sellable.find((win) => win.win_id !== wins[0].win_id)!]
    const claims = await Promise.all([1, 2, 3].map(() => api.call<GiftWin>('/v1/gift/claim', { win_id: toClaim.win_id }, { token: demo })))
    expect(new Set(claims.map((c) => c.data.asset_id)).size).toBe(1)
    expect(claims[0].data.status).toBe('claimed')
    const inventory = await api.ok<{ list: Array<{ asset_id: string }> }>('/v4/trade/inventory/list', { page_size: 100 }, { token: demo })
    expect(inventory.list.filter((asset) => asset.asset_id === claims[0].data.asset_id)).toHaveLength(1)
    expect((await api.call('/v1/gift/sell-back', { win_id: toClaim.win_id }, { token: demo })).status).toBe(4009)
    const before = await balance(demo)
    const sales = await Promise.all([1, 2, 3].map(() => api.call<GiftWin>('/v1/gift/sell-back', { win_id: toSell.win_id }, { token: demo })))
    expect(sales.map((s) => s.status).sort()).toEqual([200, 4009, 4009])
    expect(await balance(demo)).toBe(before + cents(toSell.sell_back!))
    expect((await api.call('/v1/gift/claim', { win_id: toSell.win_id }, { token: demo })).message).toBe('该奖品已回收，无法领取')
    const other = await api.login(DEMO2.phone, DEMO2.password)
    expect((await api.call('/v1/gift/claim', { win_id: wins[2].win_id }, { token: other })).status).toBe(4004)
  })

  it('a user without a Steam account is told to bind one to claim', async () => {
    const phone = '13712340002'
    await api.ok('/passport/sms-send', { phone })
    const fresh = (await api.ok<LoginResult>('/passport/login', { phone, code: await api.smsCode(phone) }, { method: 'POST' })).access_token
    await api.ok('/v1/pay/recharge/create', { amount: '100.00', channel: 'card' }, { token: fresh })
    const pool = await live()
    const { wins } = await api.ok<GiftDrawResult>('/v1/gift/draw', { pool_id: pool.pool_id }, { token: fresh })
    expect((await api.call('/v1/gift/claim', { win_id: wins[0].win_id }, { token: fresh })).message).toBe('请先绑定 Steam 账号')
  })
})
