import { randomBytes } from 'node:crypto'
import { hasTable, type Db } from './database'
import { seedHash, TICKET_RANGE } from '../../src/lib/fairness'

/** Seed data for the draws: roll rooms (open, ending soon, ended), gift boxes of both games, the koi draw. */

interface SeedUsers { demo: number, demo2: number, sellers: number[] }

/** The item at a price quantile of a game's catalogue (0 = cheapest, 1 = dearest), so the seed follows the catalogue. */
function itemAt (db: Db, appid: number, quantile: number): { id: number, cents: number } {
  const count = (db.prepare('SELECT COUNT(*) AS n FROM items WHERE appid = ?').get(appid) as { n: number }).n
  const offset = Math.min(count - 1, Math.floor(quantile * count))
  const row = db.prepare('SELECT id, ref_price_cents FROM items WHERE appid = ? ORDER BY ref_price_cents, id LIMIT 1 OFFSET ?').get(appid, offset) as {
    id: number,
    ref_price_cents: number
  }
  return { id: row.id, cents: row.ref_price_cents }
}

function seedRolls (db: Db, now: number, users: SeedUsers): void {
  const room = db.prepare(`INSERT INTO rolls (title, host_name, appid, condition_kind, condition_password, condition_cents, max_entrants, starts_at, ends_at,
      server_seed, server_seed_hash, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const prize = db.prepare('INSERT INTO roll_prizes (roll_id, k, item_id, wear, value_cents) VALUES (?, ?, ?, ?, ?)')
  const entrant = db.prepare('INSERT INTO roll_entrants (roll_id, user_id, joined_at) VALUES (?, ?, ?)')
  const rooms: {
    title: string,
    host: string,
    appid: number,
    kind: string,
    password?: string,
    cents?: number,
    max?: number,
    starts: number,
    ends: number,
    prizes: number[],
    entrants: number[]
  }[] = [
    {
      title: '新人福利 Roll 房 · 每周三开奖',
      host: 'C5 官方',
      appid: 730,
      kind: 'none',
      starts: -86400,
      ends: 3 * 86400,
      prizes: [0.93, 0.6, 0.35, 0.2, 0.1],
      entrants: users.sellers.slice(0, 9)
    },
    {
      title: '充值回馈 · 近 30 天充值满 100 元',
      host: 'C5 官方',
      appid: 730,
      kind: 'recharge',
      cents: 10000,
      starts: -3600,
      ends: 2 * 86400,
      prizes: [0.97, 0.7],
      entrants: users.sellers.slice(2, 6)
    },
    {
      title: '主播专属口令房（口令见直播间）',
      host: '主播 阿杰',
      appid: 730,
      kind: 'password',
      password: '8888',
      starts: -7200,
      ends: 50 * 60,
      prizes: [0.8, 0.45, 0.3],
      entrants: users.sellers.slice(0, 4)
    },
    {
      title: 'DOTA2 周末福利 · 消费满 500 元',
      host: 'DOTA2 饰品站',
      appid: 570,
      kind: 'spend',
      cents: 50000,
      max: 200,
      starts: -86400,
      ends: 86400,
      prizes: [0.9, 0.5],
      entrants: users.sellers.slice(1, 3)
    },
    {
      title: '昨日福利房（已开奖）',
      host: 'C5 官方',
      appid: 730,
      kind: 'none',
      starts: -3 * 86400,
      ends: -86400,
      prizes: [0.85, 0.4, 0.25],
      entrants: [users.demo2, ...users.sellers.slice(0, 7)]
    },
    {
      title: 'DOTA2 上周至宝 Roll（已开奖）',
      host: 'DOTA2 饰品站',
      appid: 570,
      kind: 'none',
      starts: -9 * 86400,
      ends: -7 * 86400,
      prizes: [0.95],
      entrants: users.sellers.slice(3, 8)
    }
  ]
  for (const spec of rooms) {
    const serverSeed = randomBytes(32).toString('hex')
    const id = Number(room.run(spec.title, spec.host, spec.appid, spec.kind, spec.password
      ?? null, spec.cents ?? 0, spec.max ?? 0, now + spec.starts, now + spec.ends,
      serverSeed, seedHash(serverSeed), now + spec.starts).lastInsertRowid)
    spec.prizes.forEach((quantile, k) => {
      const item = itemAt(db, spec.appid, quantile)
      prize.run(id, k, item.id, null, item.cents)
    })
    spec.entrants.forEach((userId, index) => entrant.run(id, userId, now + spec.starts + 600 * (index + 1)))
  }
}

function seedBoxes (db: Db): void {
  const box = db.prepare('INSERT INTO boxes (kind, appid, name, price_cents, free_per_day, sort) VALUES (?, ?, ?, ?, ?, ?)')
  const entry = db.prepare('INSERT INTO box_items (box_id, k, item_id, wear, value_cents, odds_ppm) VALUES (?, ?, ?, ?, ?, ?)')
  // [quantile, ppm]: the dearest entries are the rarest; each table sums to 1 000 000 ppm
  const boxes: { kind: 'box' | 'koi', appid: number, name: string, cents: number, free?: number, entries: [number, number][] }[] = [
    {
      kind: 'box',
      appid: 730,
      name: '千元梦想箱',
      cents: 2990,
      entries: [[0.99, 2_000], [0.9, 18_000], [0.7, 80_000], [0.45, 200_000], [0.2, 300_000], [0.02, 400_000]]
    },
    { kind: 'box', appid: 730, name: '刀光剑影箱', cents: 9900, entries: [[0.998, 1_000], [0.95, 9_000], [0.8, 90_000], [0.6, 300_000], [0.3, 600_000]] },
    { kind: 'box', appid: 730, name: '平民入门箱', cents: 590, entries: [[0.6, 10_000], [0.3, 90_000], [0.1, 300_000], [0.0, 600_000]] },
    { kind: 'box', appid: 570, name: '至宝礼盒', cents: 1990, entries: [[0.99, 3_000], [0.85, 27_000], [0.6, 170_000], [0.3, 300_000], [0.0, 500_000]] },
    { kind: 'box', appid: 570, name: '刀塔新手盒', cents: 390, entries: [[0.7, 20_000], [0.4, 180_000], [0.1, 300_000], [0.0, 500_000]] },
    { kind: 'koi', appid: 730, name: '锦鲤抽奖', cents: 990, free: 1, entries: [[1, 20], [0.9, 480], [0.6, 9_500], [0.3, 90_000], [0.1, 300_000], [0.0, 600_000]] }
  ]
  boxes.forEach((spec, sort) => {
    const total = spec.entries.reduce((sum, [, ppm]) => sum + ppm, 0)
    if (total !== TICKET_RANGE) throw new Error(`seed box ${spec.name}: odds sum to ${total}`)
    const items = spec.entries.map(([quantile]) => itemAt(db, spec.appid, quantile))
    // the price keeps a house edge over the expected value (≥ 10 %), ending in .90 like a shop price
    const expected = items.reduce((sum, item, k) => sum + item.cents * spec.entries[k][1], 0) / TICKET_RANGE
    const price = Math.max(spec.cents, Math.ceil(expected * 1.1 / 100) * 100 - 10)
    const id = Number(box.run(spec.kind, spec.appid, spec.name, price, spec.free ?? 0, sort).lastInsertRowid)
    items.forEach((item, k) => entry.run(id, k, item.id, null, item.cents, spec.entries[k][1]))
  })
}

export function seedDraws (db: Db, now: number, users: SeedUsers): void {
  if (!hasTable(db, 'rolls')) return
  seedRolls(db, now, users)
  seedBoxes(db)
}
