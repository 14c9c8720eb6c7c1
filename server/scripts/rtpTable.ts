// npx tsx server/scripts/rtpTable.ts [db file] — the return-to-player table of every paid draw (server/README.md
// "Return to player"): cost, expected return and RTP of each gift pool, box, the koi draw, each sample
// trade-up and sample smelts, read through the same model functions the listings answer with. Without a file: a fresh
// seed at the test suites' clock (2026-11-22 04:00 UTC), so the market window holds the seed's own sales.
import { openDatabase } from '../db/open'
import type { Deps } from '../deps'
import type { ReturnToPlayerView } from '../../types/api'
import { listPools } from '../model/gifts'
import { boxList } from '../model/boxes'
import { tradeUpRecipes } from '../model/tradeUp'
import { sampleSmelt } from '../model/smelt'
import { referencePrices } from '../model/returnToPlayer'
import { smeltBand, smeltOddsPpm, smeltTargetCents, spreadIndexes, SMELT_POOL_SIZE } from '../domain/smelt'
import { inputReferenceCents, prizeReferenceCents, realisableCents, returnToPlayer } from '../domain/returnToPlayer'
import { formatCents } from '../domain/money'
import { shortPercentText } from '../domain/percent'

const NOW = Date.UTC(2026, 10, 22, 4, 0, 0) / 1000
const db = openDatabase(process.argv[2] ?? ':memory:', NOW)
// the model reads only the database and the clock
const deps = { db, now: () => NOW } as unknown as Deps

const rows: string[][] = []
const add = (draw: string, rtp: ReturnToPlayerView | undefined, state: string, note = ''): void => {
  rows.push([draw, rtp?.cost ?? '—', rtp?.expected_return ?? '—', rtp ? `${shortPercentText(rtp.rtp_bp)}%` : '—', state, note])
}

for (const pool of listPools(deps)) {
  if (pool.prizes.length > 0) add(`随机礼物 · ${pool.name}`, pool.return_to_player, pool.state, `${pool.prizes.length} 种奖品`)
}
for (const kind of ['box', 'koi'] as const) {
  for (const box of boxList(deps, kind, null)) add(
    `${kind === 'koi' ? '锦鲤' : '礼盒'} · ${box.name}`,
    box.return_to_player,
    box.return_to_player?.paused ? 'paused' : 'live'
  )
}
for (const recipe of tradeUpRecipes(deps).recipes) {
  add(
    `汰换 · ${recipe.stattrak ? 'StatTrak™ ' : ''}${recipe.rarity} → ${recipe.next_rarity}（最便宜的 10 件在售）`,
    recipe.return_to_player,
    recipe.return_to_player?.paused ? 'paused' : 'live',
    `${recipe.outcomes.length} 种产出`
  )
}

/** The smelt pool as the first rule drew it (odds on catalogue prices, 90 %
 * of the inputs' catalogue value), measured as today's rule measures: shows why the rule changed. */
function issue14Smelt (itemIds: number[]): string {
  const prices = referencePrices(deps, itemIds)
  const catalogue = itemIds.reduce((total, id) => total + prices.get(id)!.catalogueCents, 0)
  const band = smeltBand(catalogue)
  const appid = (db.prepare('SELECT appid FROM items WHERE id = ?').get(itemIds[0]) as { appid: number }).appid
  const candidates = db.prepare('SELECT id, ref_price_cents FROM items WHERE appid = ? AND ref_price_cents BETWEEN ? AND ? ORDER BY ref_price_cents, id')
    .all(appid, band.lowCents, band.highCents) as { id: number, ref_price_cents: number }[]
  const chosen = spreadIndexes(candidates.length, SMELT_POOL_SIZE).map((index) => candidates[index])
  const odds = smeltOddsPpm(chosen.map((row) => row.ref_price_cents), smeltTargetCents(catalogue))
  if (odds === null) return '旧规则：无产出'
  const outcomes = referencePrices(deps, chosen.map((row) => row.id))
  const rtp = returnToPlayer(itemIds.reduce((total, id) => total + inputReferenceCents(prices.get(id)!), 0),
    chosen.map((row, index) => ({ returnCents: realisableCents(prizeReferenceCents(outcomes.get(row.id)!)), oddsPpm: odds[index] })))
  return `旧规则的概率：期望返还 ¥${formatCents(rtp.expectedCents)}（${shortPercentText(rtp.rtpBp)}%）`
}
const itemNear = (appid: number, cents: number, where = '1'): { id: number, name: string } =>
  db.prepare(`SELECT id, name FROM items WHERE appid = ? AND ${where} ORDER BY abs(ref_price_cents - ?), id LIMIT 1`).get(appid, cents) as {
    id: number,
    name: string
  }
const smelts: [string, { id: number, name: string }, number][] = [
  ['CS2 最便宜的受限（久经沙场）', itemNear(730, 0, "rarity = '受限' AND quality = '普通' AND exterior = '久经沙场'"), 3],
  ['CS2 最便宜的受限（久经沙场）', itemNear(730, 0, "rarity = '受限' AND quality = '普通' AND exterior = '久经沙场'"), 10],
  ['CS2 约 ¥150', itemNear(730, 15000), 5],
  ['DOTA2 约 ¥20', itemNear(570, 2000), 3]
]
for (const [label, item, count] of smelts) {
  const ids = Array.from({ length: count }, () => item.id)
  try {
    const pool = sampleSmelt(deps, ids)
    add(`熔炼 · ${count} × ${label}`, pool.return_to_player, pool.return_to_player?.paused ? 'paused' : 'live', issue14Smelt(ids))
  } catch (error) {
    add(`熔炼 · ${count} × ${label}`, undefined, (error as Error).message)
  }
}

console.log('| 抽奖 | 每次成本 | 期望返还 | RTP | 状态 | 备注 |')
console.log('|---|---:|---:|---:|---|---|')
for (const row of rows) console.log(`| ${row.join(' | ')} |`)
db.close()
