import { DEMO2, startApi, type TestApi } from './apiClient'
import { peek, tempDbFile } from './dbPeek'
import { verifyDraw } from '../../src/lib/fairness'
import { outputWearE8, exteriorOf, equalOddsPpm } from '../../server/domain/tradeUp'
import type { TradeUpFormula, TradeUpPool, TradeUpRecipes } from '../../types/api'

/** server/README.md "Trade-up contracts". */
jest.setTimeout(30_000)
let api: TestApi
let token: string
beforeEach(async () => {
  api = await startApi({ dev: true })
  token = await api.login()
})
afterEach(() => api.close())

const post = <T = any>(path: string, params: Record<string, unknown>, who: string | null = token) => api.call<T>(path, params, { token: who, method: 'POST' })
const stock = async (rarity: string, batch = 0): Promise<string[]> => (await post<{ asset_ids: string[] }>(
  '/dev/tradeup/stock',
  { rarity, batch }
)).data.asset_ids

describe('output wear (CS2 rule)', () => {
  it('maps the average input float into the output range, exactly', () => {
    expect(outputWearE8([10_000_000, 20_000_000], { minE8: 0, maxE8: 100_000_000 })).toBe(15_000_000)
    // range 0.06–0.80: 0.06 + 0.25 × 0.74 = 0.245
    expect(outputWearE8(Array(10).fill(25_000_000), { minE8: 6_000_000, maxE8: 80_000_000 })).toBe(24_500_000)
    expect(outputWearE8([1, 2], { minE8: 0, maxE8: 100_000_000 })).toBe(2) // 1.5 rounds half up
    expect(exteriorOf(7_000_000)).toBe('略有磨损')
    expect(exteriorOf(6_999_999)).toBe('崭新出厂')
    expect(equalOddsPpm(7).reduce((a, b) => a + b, 0)).toBe(1_000_000)
  })
})

describe('trade-up contracts', () => {
  it('lists sample formulas whose odds sum to 100%', async () => {
    const recipes = await api.ok<TradeUpRecipes>('/v1/tradeup/recipes', {})
    expect(recipes.input_count).toBe(10)
    expect(recipes.recipes.map((r) => r.rarity)).toContain('受限')
    for (const recipe of recipes.recipes) expect(recipe.outcomes.reduce((sum, o) => sum + o.odds_ppm, 0)).toBe(1_000_000)
  })

  it('builds each sample from the ten cheapest listings at their own wears, runnable ones first by return, paused last', async () => {
    await api.close()
    const file = tempDbFile()
    api = await startApi({ dev: true, dbFile: file })
    const db = peek(file)
    const { recipes } = await api.ok<TradeUpRecipes>('/v1/tradeup/recipes', {})
    expect(new Set(recipes.map((recipe) => recipe.average_wear)).size).toBe(recipes.length)
    for (const recipe of recipes) {
      const wears = db.all<{ wear: string }>(`SELECT l.wear FROM listings l JOIN items i ON i.id = l.item_id WHERE l.status = 'on_sale' AND l.wear IS NOT NULL
        AND i.appid = 730 AND i.rarity = ? AND i.quality = ? AND i.exterior IS NOT NULL ORDER BY l.price_cents, l.id LIMIT 10`, recipe.rarity,
        recipe.stattrak ? 'StatTrak™' : '普通')
      const mean = Math.round(wears.reduce((total, row) => total + Math.round(Number(row.wear) * 1e8), 0) / wears.length)
      expect(recipe.average_wear).toBe(`0.${String(mean).padStart(8, '0')}`)
    }
    db.close()
    const paused = recipes.map((recipe) => recipe.return_to_player!.paused)
    expect(paused).toEqual([...paused].sort((a, b) => Number(a) - Number(b)))
    const runnable = recipes.filter((recipe) => !recipe.return_to_player!.paused).map((recipe) => recipe.return_to_player!.rtp_bp)
    expect(runnable.length).toBeGreaterThan(0)
    expect(runnable).toEqual([...runnable].sort((a, b) => b - a))
  })

  // 工业级: the cheapest 受限 skins' contract returns more than the cap (README "Return to player"), so it is paused
  it('previews, creates and runs once: inputs consumed, the output granted at the averaged wear, the draw verifiable', async () => {
    const ids = await stock('工业级')
    const preview = await api.ok<TradeUpPool>('/v1/tradeup/preview', { asset_ids: ids.join(',') }, { token })
    expect(preview).toMatchObject({ rarity: '工业级', next_rarity: '军规级', stattrak: false, average_wear: '0.25000000', return_to_player: { paused: false } })
    // every outcome skin covers 0–1 in the catalogue: the output float is the average
    expect(preview.outcomes.every((o) => o.item.wear === '0.25000000')).toBe(true)
    expect(await post(
      '/v1/tradeup/formula/create',
      { asset_ids: ids.slice(0, 9).join(',') }
    )).toMatchObject({ status: 4000, message: '汰换合同需要放入 10 件饰品（已选 9 件）' })
    const formula = (await post<TradeUpFormula>('/v1/tradeup/formula/create', { asset_ids: ids.join(',') })).data
    expect(formula).toMatchObject({ state: 'ready', name: '工业级汰换配方 #1', result: null })

    const answers = await Promise.all([1, 2, 3].map(() => post<TradeUpFormula>('/v1/tradeup/run', { formula_id: formula.id })))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.data.result!.asset_id)).size).toBe(1)
    const done = answers[0].data
    expect(done.state).toBe('done')
    expect(done.result!.item.wear).toBe('0.25000000')
    expect(done.result!.item.name).toContain('久经沙场')
    const inventory = await api.ok('/v4/trade/inventory/list', { page_size: 100 }, { token })
    const held = inventory.list.map((a: { asset_id: string }) => a.asset_id)
    expect(ids.some((id) => held.includes(id))).toBe(false)
    expect(held).toContain(done.result!.asset_id)
    const records = await api.ok('/v1/fair/records', { scope: 'tradeup' }, { token })
    expect(records.total).toBe(1)
    await post('/v1/fair/seed/rotate', {})
    const revealed = await api.ok<TradeUpFormula>('/v1/tradeup/formula/detail', { formula_id: formula.id }, { token })
    const record = revealed.result!.record
    expect(record.server_seed).not.toBeNull()
    expect(verifyDraw({
      serverSeed: record.server_seed!,
      serverSeedHash: record.server_seed_hash,
      clientSeed: record.client_seed,
      nonce: record.nonce,
      hmac: record.hmac,
      ticket: record.ticket,
      weightsPpm: record.odds_ppm,
      resultIndex: record.result_index
    })).toBe(true)
    expect(revealed.pool.outcomes[revealed.result!.record.result_index].item.item_id).toBe(done.result!.item.item_id)
  })

  it('refuses mixed rarities, duplicates, other users and formulas whose items left', async () => {
    const restricted = await stock('工业级')
    const classified = await stock('保密')
    expect(await post(
      '/v1/tradeup/formula/create',
      { asset_ids: [...restricted.slice(0, 9), classified[0]].join(',') }
    )).toMatchObject({ status: 4000, message: '汰换合同只能放入同一稀有度的饰品' })
    expect(await post(
      '/v1/tradeup/formula/create',
      { asset_ids: [...restricted.slice(0, 9), restricted[0]].join(',') }
    )).toMatchObject({ status: 4000, message: '同一件饰品不能放入两次' })
    expect(await post('/v1/tradeup/formula/create', { asset_ids: 'abc' })).toMatchObject({ status: 4000 })
    const a = (await post<TradeUpFormula>('/v1/tradeup/formula/create', { asset_ids: restricted.join(',') })).data
    const b = (await post<TradeUpFormula>('/v1/tradeup/formula/create', { asset_ids: restricted.join(',') })).data
    const other = await api.login(DEMO2.phone, DEMO2.password)
    expect(await post('/v1/tradeup/run', { formula_id: a.id }, other)).toMatchObject({ status: 4004, message: '配方不存在' })
    expect((await post<TradeUpFormula>('/v1/tradeup/run', { formula_id: a.id })).data.state).toBe('done')
    // b shares a's items, now consumed: it is unavailable and running it changes nothing
    const list = await api.ok<TradeUpFormula[]>('/v1/tradeup/formula/list', {}, { token })
    expect(list.find((f) => f.id === b.id)).toMatchObject({ state: 'unavailable', unavailable_text: '10 件饰品已不在库存或不可交易，无法执行' })
    expect(await post('/v1/tradeup/run', { formula_id: b.id })).toMatchObject({ status: 4009 })
    expect((await api.ok('/v1/fair/records', { scope: 'tradeup' }, { token })).total).toBe(1)
  })
})
