import { openDatabase, type Db } from '../../server/db/open'
import type { Deps } from '../../server/http/context'
import { fairDraw, fairRecordPage, rotateSeed, seedPair } from '../../server/model/fairness'
import { DEMO } from '../../server/db/seed'
import { seedHash, verifyDraw } from '../../src/lib/fairness'
import { startApi } from './apiClient'
import type { FairRecord, Page, SeedChange, SeedPair } from '../../types/api'

/** server/README.md "Fair draws": per-user seed pairs, stored draws, reveal on rotation. */
describe('the model', () => {
  let db: Db
  let deps: Deps
  let demo: number
  beforeEach(() => {
    db = openDatabase(':memory:', 1_790_000_000)
    deps = { db, now: () => 1_790_000_000, secret: 'test-secret' } as unknown as Deps
    demo = (db.prepare('SELECT id FROM users WHERE phone = ?').get(DEMO.phone) as { id: number }).id
  })
  afterEach(() => db.close())
  const odds = [50_000, 150_000, 800_000]

  it('draws on consecutive nonces, stores each record, hides the server seed until rotation, then it verifies', () => {
    const pair = seedPair(deps, demo)
    expect(pair.nonce).toBe(0)
    const draws = db.transaction(() => [0, 1, 2].map(() => fairDraw(deps, demo, 'box', odds, 'box:1')))()
    expect(draws.map((draw) => draw.record.nonce)).toEqual([0, 1, 2])
    expect(draws.every((draw) => draw.record.server_seed === null && draw.record.server_seed_hash === pair.server_seed_hash)).toBe(true)
    expect(draws.every((draw) => draw.index === draw.record.result_index)).toBe(true)
    expect(seedPair(deps, demo).nonce).toBe(3)
    const change = rotateSeed(deps, demo)
    expect(seedHash(change.revealed.server_seed)).toBe(pair.server_seed_hash)
    expect(change.revealed.draws).toBe(3)
    expect(change.pair).toEqual({ server_seed_hash: expect.not.stringMatching(pair.server_seed_hash), client_seed: pair.client_seed, nonce: 0 })
    const page = fairRecordPage(deps, demo, 1, 20, 'box')
    expect(page.total).toBe(3)
    for (const record of page.list) {
      expect(record.server_seed).toBe(change.revealed.server_seed)
      expect(verifyDraw({ ...record, serverSeed: record.server_seed!, serverSeedHash: record.server_seed_hash, clientSeed: record.client_seed, weightsPpm: record.odds_ppm, resultIndex: record.result_index })).toBe(true)
      expect(verifyDraw({ serverSeed: record.server_seed!, serverSeedHash: record.server_seed_hash, clientSeed: record.client_seed, nonce: record.nonce, hmac: record.hmac, ticket: record.ticket, weightsPpm: record.odds_ppm, resultIndex: (record.result_index + 1) % 3 })).toBe(false)
    }
    expect(fairRecordPage(deps, demo, 1, 20, 'koi').total).toBe(0)
  })

  it('reading the pair writes nothing, and its hash holds until the first draw uses it', () => {
    const before = db.prepare('SELECT COUNT(*) AS n FROM fair_seed_pairs').get()
    const read = seedPair(deps, demo)
    expect(seedPair(deps, demo)).toEqual(read)
    expect(db.prepare('SELECT COUNT(*) AS n FROM fair_seed_pairs').get()).toEqual(before)
    const draw = db.transaction(() => fairDraw(deps, demo, 'box', odds, 'box:1'))()
    expect(draw.record).toMatchObject({ server_seed_hash: read.server_seed_hash, client_seed: read.client_seed, nonce: 0 })
  })

  it('refuses odds that do not sum to 1 000 000 ppm and stores nothing', () => {
    expect(() => db.transaction(() => fairDraw(deps, demo, 'box', [500_000, 400_000], 'x'))()).toThrow('900000')
    expect(fairRecordPage(deps, demo, 1, 20).total).toBe(0)
  })

  it('a new client seed starts a new pair with nonce 0', () => {
    db.transaction(() => fairDraw(deps, demo, 'koi', odds, 'koi'))()
    const change = rotateSeed(deps, demo, 'my-lucky_seed')
    expect(change.pair).toMatchObject({ client_seed: 'my-lucky_seed', nonce: 0 })
    expect(db.transaction(() => fairDraw(deps, demo, 'koi', odds, 'koi'))().record).toMatchObject({ client_seed: 'my-lucky_seed', nonce: 0 })
  })
})

describe('the routes', () => {
  it('reads my pair, sets the client seed, rotates, lists records, refuses bad seeds and visitors', async () => {
    const api = await startApi()
    try {
      const token = await api.login()
      const pair = await api.ok<SeedPair>('/v1/fair/seed', {}, { token })
      expect(pair).toMatchObject({ nonce: 0, server_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/) })
      const changed = await api.ok<SeedChange>('/v1/fair/seed/client', { client_seed: 'abc-123' }, { token, method: 'POST' })
      expect(seedHash(changed.revealed.server_seed)).toBe(pair.server_seed_hash)
      expect(changed.pair.client_seed).toBe('abc-123')
      expect(await api.call('/v1/fair/seed/client', { client_seed: '有空格 x' }, { token, method: 'POST' })).toMatchObject({ status: 4000, message: '客户端种子格式不正确' })
      expect(await api.call('/v1/fair/seed/client', { client_seed: 'x'.repeat(65) }, { token, method: 'POST' })).toMatchObject({ status: 4000 })
      // concurrent rotations: each reveals a different pair, exactly one stays active
      const rotations = await Promise.all([1, 2, 3, 4].map(() => api.ok<SeedChange>('/v1/fair/seed/rotate', {}, { token, method: 'POST' })))
      expect(new Set(rotations.map((rotation) => rotation.revealed.server_seed)).size).toBe(4)
      expect((await api.ok<SeedPair>('/v1/fair/seed', {}, { token })).server_seed_hash).toBe(rotations.find((r) => !rotations.some((o) => o.revealed.server_seed_hash === r.pair.server_seed_hash))!.pair.server_seed_hash)
      expect(await api.ok<Page<FairRecord>>('/v1/fair/records', {}, { token })).toMatchObject({ total: 0, list: [] })
      expect((await api.call('/v1/fair/seed', {}, { token: null })).status).toBe(401)
      expect((await api.call('/v1/fair/seed/rotate', {}, { token, method: 'GET' })).status).toBe(405)
    } finally {
      await api.close()
    }
  })
})
