import { DEMO2, startApi, type TestApi } from './apiClient'
import { peek, tempDbFile } from './dbPeek'
import { verifyDraw } from '../../src/lib/fairness'
import { expectedCents, toPpm } from '../../server/domain/odds'
import { random } from '../../server/domain/random'
import { exteriorRange, outputWearE8, variantRange, wearText } from '../../server/domain/tradeUp'
import { CS2_FLOAT_CAPS } from '../../server/db/catalogue'
import { smeltBand, smeltOddsPpm, smeltTargetCents, spreadIndexes } from '../../server/domain/smelt'
import type { SmeltInventory, SmeltPool, SmeltRun } from '../../types/api'

/** server/README.md "Smelting". */
jest.setTimeout(30_000)
let api: TestApi
let token: string
beforeEach(async () => {
  api = await startApi({ dev: true })
  token = await api.login()
})
afterEach(() => api.close())

const cents = (money: string): number => Math.round(Number(money) * 100)
const post = <T = any>(path: string, params: Record<string, unknown>, who: string | null = token) => api.call<T>(path, params, { token: who, method: 'POST' })
const stock = async (batch = 0): Promise<string[]> => (await post<{ asset_ids: string[] }>('/dev/tradeup/stock', { rarity: '受限', batch })).data.asset_ids
const furnace = (appid = 730, who = token) => api.ok<SmeltInventory>('/v1/smelt/inventory', { appid }, { token: who })
const run = (ids: string[], key: string) => post<SmeltRun>('/v1/smelt/run', { asset_ids: ids.join(','), idempotency_key: key })

describe('smelting odds (EV rule)', () => {
  it('makes the expected value 90 % of the input value for any mix of outcome values, the odds summing to 100 %', () => {
    const next = random(7)
    for (let round = 0; round < 200; round++) {
      const input = 300 + Math.floor(next() * 200_000)
      const band = smeltBand(input)
      const values = Array.from({ length: 2 + Math.floor(next() * 11) }, () => band.lowCents + Math.floor(next() * (band.highCents - band.lowCents)))
      const target = smeltTargetCents(input)
      const odds = smeltOddsPpm(values, target)
      if (!values.some((v) => v <= target) || !values.some((v) => v > target)) { expect(odds).toBeNull(); continue }
      expect(odds!.reduce((a, b) => a + b, 0)).toBe(1_000_000)
      // rounding to whole ppm moves the expectation by at most n × max value / 10⁶
      expect(Math.abs(expectedCents(values, odds!) - target)).toBeLessThanOrEqual(Math.ceil(values.length * band.highCents / 1_000_000) + 1)
      // within each side of the target a cheaper item is at least as likely
      const below = values.map((v, i) => [v, odds![i]]).filter(([v]) => v <= target).sort((a, b) => a[0] - b[0])
      for (let i = 1; i < below.length; i++) expect(below[i][1]).toBeLessThanOrEqual(below[i - 1][1] + 1)
    }
    expect(smeltOddsPpm([100, 200], 300)).toBeNull()
    expect(toPpm([1 / 3, 1 / 3, 1 / 3])).toEqual([333334, 333333, 333333])
    expect(spreadIndexes(30, 12)).toHaveLength(12)
    expect(spreadIndexes(30, 12)[11]).toBe(29)
  })
})

describe('smelting', () => {
  it('lists my items of one game for the furnace, usable ones first, the others with their reason', async () => {
    await stock()
    const cs2 = await furnace()
    expect(cs2).toMatchObject({ state: 'ok', appid: 730, rules: { min_inputs: 3, max_inputs: 10, max_item_value: '200.00', return_pct: 90 } })
    const firstOff = cs2.items.findIndex((item) => !item.usable)
    expect(cs2.items.slice(firstOff).every((item) => !item.usable && item.reason !== '')).toBe(true)
    expect(cs2.items.filter((item) => item.usable).every((item) => cents(item.item.value) <= 20_000 && item.reason === '')).toBe(true)
    expect(cs2.items.some((item) => item.reason === '参考价超过 ¥200.00')).toBe(true)
    const dota = await furnace(570)
    expect(dota.items.every((item) => !cs2.items.some((other) => other.asset_id === item.asset_id))).toBe(true)
    const other = await api.call('/v1/smelt/inventory', { appid: 1 }, { token })
    expect(other).toMatchObject({ status: 4000, message: '暂不支持该游戏' })
    expect((await api.call('/v1/smelt/inventory', {}, { token: null })).status).toBe(401)
    expect(await api.ok('/v1/smelt/info')).toMatchObject({ open: true, input_count: 10 })
  })

  it('previews the band and the published pool: outcomes inside the band, odds to 100 %, expected ≈ 90 %', async () => {
    const ids = (await stock()).slice(0, 3)
    const pool = await api.ok<SmeltPool>('/v1/smelt/preview', { asset_ids: ids.join(',') }, { token })
    const input = cents(pool.input_value)
    expect(pool).toMatchObject({
      appid: 730,
      input_count: 3,
      return_pct: 90,
      band_low: ((Math.ceil(input / 4)) / 100).toFixed(2),
      band_high: (input * 4 / 100).toFixed(2)
    })
    expect(pool.outcomes.length).toBeGreaterThan(1)
    expect(pool.outcomes.length).toBeLessThanOrEqual(12)
    expect(pool.outcomes.reduce((sum, o) => sum + o.odds_ppm, 0)).toBe(1_000_000)
    for (const outcome of pool.outcomes) {
      expect(cents(outcome.item.value)).toBeGreaterThanOrEqual(Math.ceil(input / 4))
      expect(cents(outcome.item.value)).toBeLessThanOrEqual(input * 4)
    }
    expect(Math.abs(cents(pool.expected) - Math.floor(input * 0.9))).toBeLessThanOrEqual(1)
  })

  it('gives each possible output the wear it would come out with: the inputs\' average in its own range, not one shared number', async () => {
    await api.close()
    const file = tempDbFile()
    api = await startApi({ dev: true, dbFile: file })
    token = await api.login()
    const db = peek(file)
    // /dev/tradeup/stock: ten 受限 skins at wears 0.16, 0.18, … 0.34 (average 0.25)
    const pool = await api.ok<SmeltPool>('/v1/smelt/preview', { asset_ids: (await stock()).join(',') }, { token })
    const wears = Array.from({ length: 10 }, (_, n) => 16_000_000 + n * 2_000_000)
    const items = new Map(db.all<{
      id: number,
      market_hash_name: string,
      exterior: string | null
    }>('SELECT id, market_hash_name, exterior FROM items').map((row) => [row.id, row]))
    db.close()
    const weared = pool.outcomes.filter((outcome) => outcome.item.wear !== null)
    expect(weared.length).toBeGreaterThan(1)
    for (const outcome of weared) {
      const row = items.get(outcome.item.item_id)!
      const [low, high] = CS2_FLOAT_CAPS[row.market_hash_name.replace(/^StatTrak™ /, '').replace(/ \([^)]*\)$/, '')] ?? [0, 1]
      const own = variantRange(exteriorRange(row.exterior!)!, { minE8: Math.round(low * 1e8), maxE8: Math.round(high * 1e8) })
      expect(outcome.item.wear).toBe(wearText(outputWearE8(wears, own)))
    }
    // outputs of one exterior whose skins' float caps differ come out at different wears (here two 崭新出厂 ones)
    const byExterior = new Map<string, Set<string>>()
    for (const outcome of weared) byExterior.set(
      items.get(outcome.item.item_id)!.exterior!,
      (byExterior.get(items.get(outcome.item.item_id)!.exterior!) ?? new Set()).add(outcome.item.wear!)
    )
    expect([...byExterior.values()].some((wears) => wears.size > 1)).toBe(true)
    expect(variantRange({ minE8: 45_000_000, maxE8: 100_000_000 }, { minE8: 10_000_000, maxE8: 70_000_000 })).toEqual({ minE8: 45_000_000, maxE8: 70_000_000 })
    expect(variantRange({ minE8: 45_000_000, maxE8: 100_000_000 }, { minE8: 0, maxE8: 8_000_000 })).toEqual({ minE8: 45_000_000, maxE8: 100_000_000 })
  })

  it('refuses too few or too many items, duplicates, two games, a dear item, a stranger\'s item and a missing key', async () => {
    const ids = await stock()
    expect(await post(
      '/v1/smelt/run',
      { asset_ids: ids.slice(0, 2).join(','), idempotency_key: 'k1' }
    )).toMatchObject({ status: 4000, message: '熔炼需要放入 3–10 件饰品（已选 2 件）' })
    expect(await post(
      '/v1/smelt/run',
      { asset_ids: [...ids, ids[0]].join(','), idempotency_key: 'k1' }
    )).toMatchObject({ status: 4000, message: '熔炼最多放入 10 件饰品' })
    expect(await run([ids[0], ids[1], ids[0]], 'k1')).toMatchObject({ status: 4000, message: '同一件饰品不能放入两次' })
    const dota = (await furnace(570)).items.find((item) => item.usable)!
    expect(await run([ids[0], ids[1], dota.asset_id], 'k1')).toMatchObject({ status: 4000, message: '熔炼只能放入同一游戏的饰品' })
    const dear = (await furnace()).items.find((item) => item.reason === '参考价超过 ¥200.00')!
    expect(await run([ids[0], ids[1], dear.asset_id], 'k1')).toMatchObject({ status: 4000, message: '单件参考价超过 ¥200.00 的饰品不能熔炼' })
    const other = await api.login(DEMO2.phone, DEMO2.password)
    expect(await post('/v1/smelt/run', { asset_ids: ids.slice(0, 3).join(','), idempotency_key: 'k1' }, other)).toMatchObject({ status: 4004 })
    expect(await post('/v1/smelt/run', { asset_ids: ids.slice(0, 3).join(',') })).toMatchObject({ status: 4000, message: '缺少幂等键，请刷新后重试' })
    expect((await api.ok('/v1/smelt/list', {}, { token })).total).toBe(0)
    expect((await api.ok('/v1/fair/records', { scope: 'smelt' }, { token })).total).toBe(0)
  })

  it('smelts once under concurrent repeats: inputs consumed, the output granted, the draw verifiable, listed once', async () => {
    const ids = (await stock()).slice(0, 3)
    const answers = await Promise.all([1, 2, 3].map(() => run(ids, 'smelt-once')))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1)
    const done = answers[0].data
    expect(done.inputs.map((input) => input.asset_id)).toEqual(ids)
    expect(done.pool.outcomes[done.record.result_index].item).toEqual(done.output.item)
    const inventory = await api.ok('/v4/trade/inventory/list', { page_size: 100 }, { token })
    const held = inventory.list.map((a: { asset_id: string }) => a.asset_id)
    expect(ids.some((id) => held.includes(id))).toBe(false)
    expect(held).toContain(done.output.asset_id)
    expect((await api.ok('/v1/fair/records', { scope: 'smelt' }, { token })).total).toBe(1)
    // the same key with other items is refused; the used items cannot go in again under a new key
    const more = await stock(1)
    expect(await run(more.slice(0, 3), 'smelt-once')).toMatchObject({ status: 4009, message: '该幂等键已用于其他操作，请换一个' })
    expect(await run([ids[0], more[0], more[1]], 'smelt-again')).toMatchObject({ status: 4004 })

    const list = await api.ok('/v1/smelt/list', {}, { token })
    expect(list).toMatchObject({ total: 1, list: [{ id: done.id, input_count: 3, input_value: done.pool.input_value, output: done.output }] })
    const other = await api.login(DEMO2.phone, DEMO2.password)
    expect(await api.call('/v1/smelt/detail', { smelt_id: done.id }, { token: other })).toMatchObject({ status: 4004, message: '熔炼记录不存在' })
    await post('/v1/fair/seed/rotate', {})
    const revealed = await api.ok<SmeltRun>('/v1/smelt/detail', { smelt_id: done.id }, { token })
    const record = revealed.record
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
    expect(record.odds_ppm).toEqual(revealed.pool.outcomes.map((o) => o.odds_ppm))
  })

  it('lets only one of two concurrent smelts that share an item through, and the loser consumes nothing', async () => {
    const ids = await stock()
    const [a, b] = await Promise.all([run(ids.slice(0, 3), 'a'), run([ids[2], ids[3], ids[4]], 'b')])
    expect([a.status, b.status].sort()).toEqual([200, 4004])
    const inventory = await api.ok('/v4/trade/inventory/list', { page_size: 100 }, { token })
    const held = new Set(inventory.list.map((x: { asset_id: string }) => x.asset_id))
    const loser = a.status === 200 ? [ids[3], ids[4]] : [ids[0], ids[1]]
    expect(loser.every((id) => held.has(id))).toBe(true)
    expect((await api.ok('/v1/fair/records', { scope: 'smelt' }, { token })).total).toBe(1)
  })
})
