import { hasTable, type Db } from './database'

/**
 * Haggle and grab seed: haggle prizes with a few finished and running haggles of the sellers' (so the leaderboard and
 * 砍价 pages have life on first run), the second demo buyer's running haggle, and grab drops live, upcoming, sold out and ended.
 */
export function seedDeals (db: Db, now: number, people: { demo2: number, sellers: number[] }): void {
  if (!hasTable(db, 'haggle_prizes')) return
  const h = 3600
  // the catalogue item of a game whose reference price is nearest a target (so the seed follows the catalogue)
  const near = (appid: number, cents: number, skip: number[] = []): { id: number, ref_price_cents: number, name: string } =>
    db.prepare(`SELECT id, ref_price_cents, name FROM items WHERE appid = ? AND id NOT IN (${[-1, ...skip].map(() => '?').join(',')})
      ORDER BY ABS(ref_price_cents - ?), id LIMIT 1`).get(appid, -1, ...skip, cents) as { id: number, ref_price_cents: number, name: string }
  const prizeItems = [near(730, 12000), near(570, 4000), near(730, 30000), near(570, 9000)]
  const prize = db.prepare('INSERT INTO haggle_prizes (item_id, start_cents, floor_cents, hours, stock, claimed, sort) VALUES (?, ?, 0, ?, ?, ?, ?)')
  const stocks = [[30, 6], [50, 12], [10, 10], [20, 3]]
  const prizeIds = prizeItems.map((item, index) => Number(prize.run(
    item.id,
    item.ref_price_cents,
    index === 2 ? 48 : 24,
    stocks[index][0],
    stocks[index][1],
    index
  ).lastInsertRowid))

  const haggle = db.prepare(`INSERT INTO haggles (prize_id, user_id, start_cents, floor_cents, price_cents, created_at, expires_at, floor_at, claimed_at)
    VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?)`)
  const help = db.prepare('INSERT INTO haggle_helps (haggle_id, helper_id, cut_cents, new_user, created_at) VALUES (?, ?, ?, ?, ?)')
  // a haggle helped by `helpers`, each cutting 12 % of the rest, the last taking all when `finished`
  const play = (prizeIndex: number, owner: number, helpers: number[], startedAgo: number, finished: boolean): void => {
    const start = prizeItems[prizeIndex].ref_price_cents
    let price = start
    const cuts = helpers.map((_, index) => {
      const cut = finished && index === helpers.length - 1 ? price : Math.max(1, Math.floor(price * 12 / 100))
      price -= cut
      return cut
    })
    const created = now - startedAgo
    const done = finished ? created + helpers.length * 600 : null
    const id = Number(haggle.run(prizeIds[prizeIndex], owner, start, price, created, created + 24 * h, done, done).lastInsertRowid)
    helpers.forEach((helper, index) => help.run(id, helper, cuts[index], 0, created + (index + 1) * 600))
  }
  const [, s1, s2, s3, s4, s5, s6, s7] = people.sellers
  play(0, s1, [s2, s3, s4, s5, s6, s7], 3 * 86400, true)
  play(1, s2, [s1, s3, s4, s5, s6], 2 * 86400, true)
  play(3, s3, [s1, s2, s4, s5], 30 * h, false)
  play(1, s4, [s1, s2, s3], 50 * h, false)
  play(0, people.demo2, [s5, s6], 2 * h, false)

  const drop = db.prepare(`INSERT INTO grab_drops (item_id, title, price_cents, stock, sold, per_user_limit, starts_at, ends_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
  const used = prizeItems.map((item) => item.id)
  const grabItem = (appid: number, cents: number): { id: number, ref_price_cents: number, name: string } => {
    const item = near(appid, cents, used)
    used.push(item.id)
    return item
  }
  const tenth = (item: { ref_price_cents: number }, share: number): number => Math.max(1, Math.round(item.ref_price_cents * share / 100))
  const a = grabItem(730, 20000)
  drop.run(a.id, '整点秒杀 · 1 折', tenth(a, 10), 50, 31, 2, now - h, now + 22 * h)
  const b = grabItem(570, 6000)
  drop.run(b.id, '刀塔专场 · 仅剩最后几件', tenth(b, 20), 10, 8, 1, now - 2 * h, now + 10 * h)
  const c = grabItem(730, 50000)
  drop.run(c.id, '夜场秒杀 · 2 折', tenth(c, 20), 20, 0, 1, now + 2 * h, now + 6 * h)
  const d = grabItem(570, 15000)
  drop.run(d.id, '明日早场 · 3 折', tenth(d, 30), 30, 0, 2, now + 20 * h, now + 26 * h)
  const e = grabItem(730, 8000)
  drop.run(e.id, '午间秒杀 · 已抢光', tenth(e, 10), 20, 20, 1, now - 3 * h, now + 3 * h)
  const f = grabItem(570, 3000)
  drop.run(f.id, '昨日专场', tenth(f, 10), 40, 37, 2, now - 30 * h, now - 20 * h)
}
