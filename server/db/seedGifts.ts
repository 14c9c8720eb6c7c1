import { hasTable, type Db } from './database'
import { leastCostFor, prizeReferenceCents, realisableCents, returnToPlayer, SEED_RTP_BP, sellBackCents } from '../domain/returnToPlayer'

/**
 * Gift draw pools: a CS2 and a DOTA2 pool whose odds tables add up to 1 000 000 ppm, cheap items often,
 * dear ones rarely, each sold back at 80 % of its value except the top prize. Items are picked by price so the table
 * stays believable whatever the catalogue holds. A pool's cost is at least its nominal price and enough that one draw
 * returns at most 88 % (a ¥5 DOTA2 pool returned ¥7.11 in sell-backs and more in items).
 */
export function seedGifts (db: Db, now: number): void {
  if (!hasTable(db, 'gift_pools')) return
  const pool = db.prepare('INSERT INTO gift_pools (name, appid, cost_cents, starts_at, ends_at, sort) VALUES (?, ?, ?, ?, ?, ?)')
  const prize = db.prepare('INSERT INTO gift_prizes (pool_id, item_id, weight_ppm, sell_back_bp, sort) VALUES (?, ?, ?, ?, ?)')
  const itemIn = (appid: number, min: number, max: number): { id: number, ref_price_cents: number } | undefined =>
    db.prepare('SELECT id, ref_price_cents FROM items WHERE appid = ? AND ref_price_cents BETWEEN ? AND ? ORDER BY ref_price_cents, id LIMIT 1').get(
      appid,
      min,
      max
    ) as {
      id: number,
      ref_price_cents: number
    } | undefined
  const table = [600_000, 250_000, 100_000, 40_000, 9_000, 1_000]
  const bands: [number, number][] = [[100, 800], [800, 2000], [2000, 6000], [6000, 20000], [20000, 80000], [80000, 100_000_000]]
  const sellBackBp = (index: number): number => index === table.length - 1 ? 0 : 8000
  for (const [name, appid, nominal, sort] of [['CS2 随机礼物', 730, 1000, 1], ['DOTA2 随机礼物', 570, 500, 2]] as const) {
    const chosen = bands.map(([min, max]) => itemIn(appid, min, max)).filter((item) => item !== undefined)
    if (chosen.length !== table.length) continue // a catalogue without an item in every band gets no pool of that game
    // each prize at the better of its price after the sell fee and its sell-back, at the catalogue's prices (whole yuan)
    const expected = returnToPlayer(1, chosen.map((item, index) => ({
      returnCents: realisableCents(
        prizeReferenceCents({ catalogueCents: item.ref_price_cents, marketCents: null }),
        sellBackCents(item.ref_price_cents, sellBackBp(index))
      ),
      oddsPpm: table[index]
    }))).expectedCents
    const cost = Math.max(nominal, Math.ceil(leastCostFor(expected, SEED_RTP_BP) / 100) * 100)
    const poolId = Number(pool.run(name, appid, cost, now - 86400, now + 30 * 86400, sort).lastInsertRowid)
    chosen.forEach((item, index) => prize.run(poolId, item.id, table[index], sellBackBp(index), index))
  }
  pool.run('周末限定礼物（已结束）', 730, 2000, now - 10 * 86400, now - 3 * 86400, 9)
}
