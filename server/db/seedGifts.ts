import { hasTable, type Db } from './open'

/**
 * Gift draw pools (issue 13 item 3): a CS2 and a DOTA2 pool whose odds tables add up to 1 000 000 ppm, cheap items often,
 * dear ones rarely, each sold back at 80 % of its value except the top prize. Items are picked by price so the table
 * stays believable whatever the catalogue holds.
 */
export function seedGifts (db: Db, now: number): void {
  if (!hasTable(db, 'gift_pools')) return
  const pool = db.prepare('INSERT INTO gift_pools (name, appid, cost_cents, starts_at, ends_at, sort) VALUES (?, ?, ?, ?, ?, ?)')
  const prize = db.prepare('INSERT INTO gift_prizes (pool_id, item_id, weight_ppm, sell_back_bp, sort) VALUES (?, ?, ?, ?, ?)')
  const items = (appid: number, min: number, max: number, n: number): number[] =>
    (db.prepare('SELECT id FROM items WHERE appid = ? AND ref_price_cents BETWEEN ? AND ? ORDER BY ref_price_cents, id LIMIT ?').all(appid, min, max, n) as { id: number }[]).map((row) => row.id)
  const table = [600_000, 250_000, 100_000, 40_000, 9_000, 1_000]
  const bands: [number, number][] = [[100, 800], [800, 2000], [2000, 6000], [6000, 20000], [20000, 80000], [80000, 100_000_000]]
  for (const [name, appid, cost, sort] of [['CS2 随机礼物', 730, 1000, 1], ['DOTA2 随机礼物', 570, 500, 2]] as const) {
    const chosen = bands.map(([min, max]) => items(appid, min, max, 1)[0]).filter((id): id is number => id !== undefined)
    if (chosen.length !== table.length) continue // a catalogue without an item in every band gets no pool of that game
    const poolId = Number(pool.run(name, appid, cost, now - 86400, now + 30 * 86400, sort).lastInsertRowid)
    chosen.forEach((itemId, index) => prize.run(poolId, itemId, table[index], index === table.length - 1 ? 0 : 8000, index))
  }
  pool.run('周末限定礼物（已结束）', 730, 2000, now - 10 * 86400, now - 3 * 86400, 9)
}
