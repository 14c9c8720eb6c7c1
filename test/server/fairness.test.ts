import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase, resetToSeed } from '../../server/db/open'
import type { Db } from '../../server/db/database'
import { createUser } from '../../server/model/users'
import type { Deps } from '../../server/deps'
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
      expect(verifyDraw({
        ...record,
        serverSeed: record.server_seed!,
        serverSeedHash: record.server_seed_hash,
        clientSeed: record.client_seed,
        weightsPpm: record.odds_ppm,
        resultIndex: record.result_index
      })).toBe(true)
      expect(verifyDraw({
        serverSeed: record.server_seed!,
        serverSeedHash: record.server_seed_hash,
        clientSeed: record.client_seed,
        nonce: record.nonce,
        hmac: record.hmac,
        ticket: record.ticket,
        weightsPpm: record.odds_ppm,
        resultIndex: (record.result_index + 1) % 3
      })).toBe(false)
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
      expect((await api.ok<SeedPair>(
        '/v1/fair/seed',
        {},
        { token }
      )).server_seed_hash).toBe(rotations.find((r) => !rotations.some((o) => o.revealed.server_seed_hash === r.pair.server_seed_hash))!.pair.server_seed_hash)
      expect(await api.ok<Page<FairRecord>>('/v1/fair/records', {}, { token })).toMatchObject({ total: 0, list: [] })
      expect((await api.call('/v1/fair/seed', {}, { token: null })).status).toBe(401)
      expect((await api.call('/v1/fair/seed/rotate', {}, { token, method: 'GET' })).status).toBe(405)
    } finally {
      await api.close()
    }
  })
})

/**
 * Issue 25: server seeds come from the CSPRNG and are stored with their pair, so no reset, restored backup or recycled
 * user id can publish a seed that was revealed before.
 */
describe('no seed is ever published twice (issue 25)', () => {
  const NOW = 1_790_000_000
  const odds = [50_000, 150_000, 800_000]
  const depsOf = (db: Db): Deps => ({ db, now: () => NOW, secret: 'kept-secret' }) as unknown as Deps
  const activeHashes = (db: Db): string[] => (db.prepare(`SELECT server_seed_hash FROM fair_seed_pairs
      WHERE revealed_at IS NULL`).all() as { server_seed_hash: string }[]).map((row) => row.server_seed_hash)
  /** Every seed revealed so far, as its hash (what a published hash would equal if a seed came back). */
  const revealedHashes = (db: Db): Set<string> => new Set((db.prepare(`SELECT server_seed FROM fair_seed_pairs
      WHERE revealed_at IS NOT NULL`).all() as { server_seed: string }[]).map((row) => seedHash(row.server_seed)))

  it('db:reset (resetToSeed) keeps the secret, yet the user who gets a recycled id publishes none of the revealed seeds', () => {
    const db = openDatabase(':memory:', NOW)
    try {
      const deps = depsOf(db)
      const before = createUser(db, { phone: '13712340001', nickname: 'before' }, NOW)
      const demo = (db.prepare('SELECT id FROM users WHERE phone = ?').get(DEMO.phone) as { id: number }).id
      const revealed = new Set<string>()
      for (const userId of [before.id, demo]) {
        for (let round = 0; round < 3; round++) {
          db.transaction(() => fairDraw(deps, userId, 'box', odds, 'box:1'))()
          revealed.add(rotateSeed(deps, userId).revealed.server_seed)
        }
      }
      resetToSeed(db, NOW)
      const after = createUser(db, { phone: '13712340002', nickname: 'after' }, NOW)
      expect(after.id).toBe(before.id) // the id is recycled
      const published = [seedPair(deps, after.id), seedPair(deps, demo)].map((pair) => pair.server_seed_hash)
      expect(published.filter((hash) => [...revealed].some((seed) => seedHash(seed) === hash))).toEqual([])
      expect(activeHashes(db).filter((hash) => [...revealed].some((seed) => seedHash(seed) === hash))).toEqual([])
    } finally {
      db.close()
    }
  })

  it('/dev/reset: rotate, reset, and the new user on the same id publishes a hash that matches none of the old seeds', async () => {
    const api = await startApi()
    try {
      const phone = '13712340003'
      const register = async (): Promise<string> => {
        await api.ok('/passport/sms-send', { phone }, { method: 'POST' })
        return (await api.ok<{ access_token: string }>('/passport/login', { phone, code: await api.smsCode(phone) }, { method: 'POST' })).access_token
      }
      const first = await register()
      const firstId = (await api.ok<{ user_id: number }>('/v1/user/my', {}, { token: first })).user_id
      const old: string[] = []
      for (let round = 0; round < 3; round++) old.push((await api.ok<SeedChange>(
        '/v1/fair/seed/rotate',
        {},
        { token: first, method: 'POST' }
      )).revealed.server_seed)
      expect((await api.raw({ method: 'POST', url: '/api/v1/open/dev/reset' })).json().status).toBe(200)
      api.advance(61)
      const second = await register()
      expect((await api.ok<{ user_id: number }>('/v1/user/my', {}, { token: second })).user_id).toBe(firstId)
      const pair = await api.ok<SeedPair>('/v1/fair/seed', {}, { token: second })
      expect(old.map(seedHash)).not.toContain(pair.server_seed_hash)
      // and a rotation then reveals a seed nobody saw before
      const change = await api.ok<SeedChange>('/v1/fair/seed/rotate', {}, { token: second, method: 'POST' })
      expect(old).not.toContain(change.revealed.server_seed)
    } finally {
      await api.close()
    }
  })

  it('a restored backup cannot publish a hash whose seed the original revealed after the backup was taken; revealed records still verify', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fair-restore-'))
    const file = path.join(dir, 'market.db')
    const copy = path.join(dir, 'backup.db')
    try {
      const db = openDatabase(file, NOW)
      const deps = depsOf(db)
      const demo = (db.prepare('SELECT id FROM users WHERE phone = ?').get(DEMO.phone) as { id: number }).id
      const fresh = createUser(db, { phone: '13712340004', nickname: 'fresh' }, NOW) // has never drawn: its pair is unused
      db.transaction(() => [0, 1].map(() => fairDraw(deps, demo, 'box', odds, 'box:1')))()
      await db.backup(copy) // the backup holds demo's pair with two draws and fresh's unused pair
      db.transaction(() => fairDraw(deps, demo, 'box', odds, 'box:1'))()
      const revealedAfterBackup = [rotateSeed(deps, demo).revealed, rotateSeed(deps, fresh.id).revealed]
      db.close()

      const restored = openDatabase(copy, NOW + 60)
      try {
        const hashes = activeHashes(restored)
        expect(hashes.filter((hash) => revealedAfterBackup.some((pair) => pair.server_seed_hash === hash))).toEqual([])
        expect(hashes.length).toBe((restored.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n)
        expect(seedPair(depsOf(restored), demo).server_seed_hash).not.toBe(revealedAfterBackup[0].server_seed_hash)
        // the restored draws' pair is revealed at opening, so its two records verify now
        const records = fairRecordPage(depsOf(restored), demo, 1, 20).list
        expect(records).toHaveLength(2)
        for (const record of records) {
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
        }
      } finally {
        restored.close()
      }

      // the original opened again: its revealed records still verify, and no open pair repeats a revealed seed
      const reopened = openDatabase(file, NOW + 120)
      try {
        const records = fairRecordPage(depsOf(reopened), demo, 1, 20).list
        expect(records).toHaveLength(3)
        expect(records.every((record) => record.server_seed !== null
          && verifyDraw({
            serverSeed: record.server_seed,
            serverSeedHash: record.server_seed_hash,
            clientSeed: record.client_seed,
            nonce: record.nonce,
            hmac: record.hmac,
            ticket: record.ticket,
            weightsPpm: record.odds_ppm,
            resultIndex: record.result_index
          }))).toBe(true)
        const revealed = revealedHashes(reopened)
        expect(activeHashes(reopened).filter((hash) => revealed.has(hash))).toEqual([])
      } finally {
        reopened.close()
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('keeps the client seed the user chose across an opening of the database', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fair-client-'))
    const file = path.join(dir, 'market.db')
    try {
      const db = openDatabase(file, NOW)
      const demo = (db.prepare('SELECT id FROM users WHERE phone = ?').get(DEMO.phone) as { id: number }).id
      const chosen = rotateSeed(depsOf(db), demo, 'my-lucky_seed').pair
      db.close()
      const again = openDatabase(file, NOW + 60)
      try {
        const pair = seedPair(depsOf(again), demo)
        expect(pair).toMatchObject({ client_seed: 'my-lucky_seed', nonce: 0 })
        expect(pair.server_seed_hash).not.toBe(chosen.server_seed_hash)
      } finally {
        again.close()
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
