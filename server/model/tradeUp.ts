import type { Deps } from '../deps'
import type { TradeUpFormula, TradeUpPool, TradeUpRecipes } from '../../types/api'
import { fail, Status } from '../domain/status'
import { formatCents, parseCents } from '../domain/money'
import { wearE8 } from '../domain/inventory'
import { equalOddsPpm, exteriorOf, exteriorRange, INPUT_RARITIES, nextRarity, outputWearE8, TRADE_UP_INPUTS, wearText } from '../domain/tradeUp'
import { expectedCents } from '../domain/odds'
import { inventoryOf } from './inventory'
import { exchangeAssets, tradableAssets } from './exchange'
import { fairRecordsByIds } from './fairness'
import { prizeItem } from './prizeItems'
import { inputReferenceCents, prizeReferenceCents, realisableCents, returnToPlayer } from '../domain/returnToPlayer'
import { referencePrices, returnView } from './returnToPlayer'

/**
 * Trade-up contracts (server/README.md "Trade-up contracts"): ten tradable CS2 skins of one rarity become one skin of
 * the next rarity. The shop's catalogue is one collection, so every next-rarity skin of the inputs' kind (StatTrak™ or
 * not) is an outcome with equal odds; each outcome's wear is known before the draw (the inputs' average mapped into it).
 */

interface ItemRow { id: number, appid: number, market_hash_name: string, rarity: string, quality: string, exterior: string | null, ref_price_cents: number }
interface Input { asset_id: string, item_id: number, wear: string }
interface FormulaRow {
  id: number,
  user_id: number,
  name: string,
  rarity: string,
  stattrak: number,
  inputs_json: string,
  created_at: number,
  ran_at: number | null,
  draw_id: number | null,
  output_item_id: number | null,
  output_wear: string | null,
  output_asset_id: string | null
}

const STATTRAK = 'StatTrak™'
/** "StatTrak™ AK-47 | Redline (Field-Tested)" → "AK-47 | Redline": one skin across its exteriors and StatTrak™ */
const skinOf = (row: ItemRow): string => row.market_hash_name.replace(/^StatTrak™ /, '').replace(/ \([^)]*\)$/, '')
const isWeaponSkin = (row: ItemRow): boolean => row.appid === 730 && row.exterior !== null && (row.quality === '普通' || row.quality === STATTRAK)

function itemRows (deps: Deps, ids: readonly number[]): Map<number, ItemRow> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = deps.db.prepare(`SELECT id, appid, market_hash_name, rarity, quality, exterior, ref_price_cents FROM items
      WHERE id IN (${unique.map(() => '?').join(',')})`).all(...unique) as ItemRow[]
  return new Map(rows.map((row) => [row.id, row]))
}

/** The outcomes of inputs (1–10 of them; a formula needs exactly 10) with odds, each with its exact output wear. */
export function poolOf (deps: Deps, inputs: readonly Input[]): TradeUpPool {
  const rows = itemRows(deps, inputs.map((input) => input.item_id))
  const first = rows.get(inputs[0].item_id)!
  const stattrak = first.quality === STATTRAK
  for (const input of inputs) {
    const row = rows.get(input.item_id)!
    if (!isWeaponSkin(row)) fail(Status.badRequest, '只能放入有磨损的 CS2 武器皮肤（不含刀具、手套和贴纸）')
    if (row.rarity !== first.rarity) fail(Status.badRequest, '汰换合同只能放入同一稀有度的饰品')
    if ((row.quality === STATTRAK) !== stattrak) fail(Status.badRequest, 'StatTrak™ 饰品只能与 StatTrak™ 饰品一起汰换')
  }
  const next = nextRarity(first.rarity)
  if (next === null || !(INPUT_RARITIES as readonly string[]).includes(first.rarity)) fail(Status.badRequest, `${first.rarity}饰品没有更高一级的武器皮肤，不能汰换`)
  const candidates = (deps.db.prepare(`SELECT id, appid, market_hash_name, rarity, quality, exterior, ref_price_cents FROM items
    WHERE appid = 730 AND rarity = ? AND quality = ? AND exterior IS NOT NULL ORDER BY id`).all(next, stattrak ? STATTRAK : '普通') as ItemRow[])
  const skins = new Map<string, ItemRow[]>()
  for (const row of candidates) skins.set(skinOf(row), [...(skins.get(skinOf(row)) ?? []), row])
  if (skins.size === 0) fail(Status.badRequest, `暂无可汰换出的${stattrak ? ' StatTrak™ ' : ''}${next!}饰品`)
  const inputsE8 = inputs.map((input) => wearE8(input.wear) ?? fail(Status.badRequest, '饰品磨损值无效'))
  const names = [...skins.keys()].sort()
  const odds = equalOddsPpm(names.length)
  const outcomes = names.map((name, index) => {
    const variants = skins.get(name)!
    const ranges = variants.map((row) => exteriorRange(row.exterior!)!)
    // the skin's wear range is what its catalogue variants cover
    const range = { minE8: Math.min(...ranges.map((r) => r.minE8)), maxE8: Math.max(...ranges.map((r) => r.maxE8)) }
    let wear = outputWearE8(inputsE8, range)
    let variant = variants.find((row) => row.exterior === exteriorOf(wear))
    if (!variant) {
      // a gap in the catalogue's exteriors: the nearest variant, its wear clamped into that exterior
      variant = [...variants].sort((a, b) => distance(wear, exteriorRange(a.exterior!)!) - distance(wear, exteriorRange(b.exterior!)!) || a.id - b.id)[0]
      const own = exteriorRange(variant.exterior!)!
      wear = Math.min(Math.max(wear, own.minE8), own.maxE8 - 1)
    }
    return { item: prizeItem(deps.db, variant.id, wearText(wear), variant.ref_price_cents), odds_ppm: odds[index] }
  })
  // cost: the inputs at the lower of their catalogue and market prices; each outcome at what a player can realise 
  const prices = referencePrices(deps, [...inputs.map((input) => input.item_id), ...outcomes.map((outcome) => outcome.item.item_id)])
  const costCents = inputs.reduce((total, input) => total + inputReferenceCents(prices.get(input.item_id)!), 0)
  const rtp = returnToPlayer(
    costCents,
    outcomes.map((outcome) => ({ returnCents: realisableCents(prizeReferenceCents(prices.get(outcome.item.item_id)!)), oddsPpm: outcome.odds_ppm }))
  )
  // expected value in cents, rounded down: Σ value × ppm / 10^6
  const expected = expectedCents(outcomes.map((outcome) => parseCents(outcome.item.value)!), odds)
  return {
    rarity: first.rarity,
    next_rarity: next!,
    stattrak,
    input_count: TRADE_UP_INPUTS,
    average_wear: wearText(Math.round(inputsE8.reduce((a, b) => a + b, 0) / inputsE8.length)),
    cost: formatCents(costCents),
    expected: formatCents(expected),
    outcomes,
    return_to_player: returnView(rtp, '汰换合同')
  }
}

const distance = (wear: number, range: { minE8: number, maxE8: number }): number => wear < range.minE8
  ? range.minE8 - wear
  : wear >= range.maxE8 ? wear - range.maxE8 + 1 : 0


/** The user's tradable assets by id (model/exchange.ts), each with a wear. */
function tradableInputs (deps: Deps, userId: number, assetIds: readonly string[]): Input[] {
  return tradableAssets(deps, userId, assetIds, '汰换').map((asset) => {
    if (asset.wear === null) fail(Status.badRequest, '只能放入有磨损的 CS2 武器皮肤（不含刀具、手套和贴纸）')
    return { asset_id: asset.asset_id, item_id: asset.item_id, wear: asset.wear! }
  })
}

export function previewTradeUp (deps: Deps, userId: number, assetIds: readonly string[]): TradeUpPool {
  return poolOf(deps, tradableInputs(deps, userId, assetIds))
}

/** Saves ten of the user's tradable items as a formula (nothing leaves the inventory until it is executed). */
export function createFormula (deps: Deps, userId: number, assetIds: readonly string[], name: string | undefined): TradeUpFormula {
  if (assetIds.length !== TRADE_UP_INPUTS) fail(Status.badRequest, `汰换合同需要放入 ${TRADE_UP_INPUTS} 件饰品（已选 ${assetIds.length} 件）`)
  const inputs = tradableInputs(deps, userId, assetIds)
  const pool = poolOf(deps, inputs)
  const count = (deps.db.prepare('SELECT COUNT(*) AS n FROM tradeup_formulas WHERE user_id = ?').get(userId) as { n: number }).n
  const id = Number(deps.db.prepare('INSERT INTO tradeup_formulas (user_id, name, rarity, stattrak, inputs_json, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(userId, name?.trim() || `${pool.rarity}汰换配方 #${count + 1}`, pool.rarity, pool.stattrak ? 1 : 0, JSON.stringify(inputs), deps.now()).lastInsertRowid)
  return formulaDetail(deps, userId, id)
}

function loadFormula (deps: Deps, userId: number, formulaId: number): FormulaRow {
  const row = deps.db.prepare('SELECT * FROM tradeup_formulas WHERE id = ?').get(formulaId) as FormulaRow | undefined
  if (!row || row.user_id !== userId) fail(Status.notFound, '配方不存在')
  return row!
}

function formulaView (deps: Deps, row: FormulaRow, tradable: Set<string>): TradeUpFormula {
  const inputs = JSON.parse(row.inputs_json) as Input[]
  const pool = poolOf(deps, inputs)
  const values = itemRows(deps, inputs.map((input) => input.item_id))
  const missing = row.ran_at === null ? inputs.filter((input) => !tradable.has(input.asset_id)).length : 0
  const paused = row.ran_at === null && missing === 0 && pool.return_to_player?.paused === true
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at,
    state: row.ran_at !== null ? 'done' : missing > 0 ? 'unavailable' : paused ? 'paused' : 'ready',
    unavailable_text: missing > 0 ? `${missing} 件饰品已不在库存或不可交易，无法执行` : paused ? pool.return_to_player!.reason : '',
    inputs: inputs.map((input) => ({
      asset_id: input.asset_id,
      item: prizeItem(deps.db, input.item_id, input.wear, values.get(input.item_id)!.ref_price_cents)
    })),
    pool,
    result: row.ran_at === null
      ? null
      : {
          ran_at: row.ran_at,
          asset_id: row.output_asset_id!,
          item: prizeItem(
            deps.db,
            row.output_item_id!,
            row.output_wear,
            (deps.db.prepare('SELECT ref_price_cents FROM items WHERE id = ?').get(row.output_item_id) as { ref_price_cents: number }).ref_price_cents
          ),
          record: fairRecordsByIds(deps, [row.draw_id!])[0]
        }
  }
}

const tradableIds = (deps: Deps, userId: number): Set<string> => {
  const inventory = inventoryOf(deps, userId)
  return new Set(inventory.assets.filter((asset) => asset.state === 'tradable').map((asset) => asset.asset_id))
}

export function formulaDetail (deps: Deps, userId: number, formulaId: number): TradeUpFormula {
  return formulaView(deps, loadFormula(deps, userId, formulaId), tradableIds(deps, userId))
}

/** The user's formulas, newest first. */
export function myFormulas (deps: Deps, userId: number): TradeUpFormula[] {
  const rows = deps.db.prepare('SELECT * FROM tradeup_formulas WHERE user_id = ? ORDER BY id DESC LIMIT 100').all(userId) as FormulaRow[]
  if (rows.length === 0) return []
  const tradable = tradableIds(deps, userId)
  return rows.map((row) => formulaView(deps, row, tradable))
}

/**
 * Executes a formula in one transaction (refused with 4009 while its return is over the cap): the ten inputs leave the
 * inventory (consumeAsset), the outcome is drawn with fairDraw and granted (grantAsset). A formula runs once: a repeat, or
 * a concurrent second request, answers the first result.
 */
export function runFormula (deps: Deps, userId: number, formulaId: number): TradeUpFormula {
  const { db } = deps
  return db.transaction((): TradeUpFormula => {
    const row = loadFormula(deps, userId, formulaId)
    if (row.ran_at !== null) return formulaDetail(deps, userId, formulaId)
    const inputs = JSON.parse(row.inputs_json) as Input[]
    const pool = poolOf(deps, inputs)
    // over the return cap the contract is refused before anything is consumed (README "Return to player")
    if (pool.return_to_player?.paused) fail(Status.conflict, pool.return_to_player.reason)
    const { index, record, assetId } = exchangeAssets(deps, {
      userId,
      assetIds: inputs.map((input) => input.asset_id),
      kind: 'tradeup',
      id: row.id,
      useRef: `formula:${row.id}`,
      oddsPpm: pool.outcomes.map((outcome) => outcome.odds_ppm),
      outcome: (at) => ({ itemId: pool.outcomes[at].item.item_id, wear: pool.outcomes[at].item.wear })
    })
    const outcome = pool.outcomes[index].item
    const changed = db.prepare(`UPDATE tradeup_formulas SET ran_at = ?, draw_id = ?, output_item_id = ?, output_wear = ?, output_asset_id = ?
      WHERE id = ? AND ran_at IS NULL`).run(deps.now(), record.id, outcome.item_id, outcome.wear, assetId, row.id).changes
    if (changed !== 1) fail(Status.conflict, '配方已执行')
    return formulaDetail(deps, userId, formulaId)
  }).immediate()
}

/** The ten cheapest on-sale listings of a rarity and kind that a trade-up takes (weapon skins with a wear), as inputs. */
function cheapestListings (deps: Deps, rarity: string, quality: string): Input[] {
  return (deps.db.prepare(`SELECT l.item_id, l.wear FROM listings l JOIN items i ON i.id = l.item_id
    WHERE l.status = 'on_sale' AND l.wear IS NOT NULL AND i.appid = 730 AND i.rarity = ? AND i.quality = ? AND i.exterior IS NOT NULL
    ORDER BY l.price_cents, l.id LIMIT ?`).all(rarity, quality, TRADE_UP_INPUTS) as { item_id: number, wear: string }[])
    .map((row) => ({ asset_id: '', item_id: row.item_id, wear: row.wear }))
}

/**
 * The shop's sample formulas, one per input rarity and kind: the ten cheapest listings a player could buy now, at their
 * own wears. Runnable ones first, the best return first; those over the cap (paused) last.
 */
export function tradeUpRecipes (deps: Deps): TradeUpRecipes {
  const recipes: TradeUpPool[] = []
  for (const rarity of INPUT_RARITIES) {
    for (const quality of ['普通', STATTRAK]) {
      const inputs = cheapestListings(deps, rarity, quality)
      if (inputs.length < TRADE_UP_INPUTS) continue
      try {
        recipes.push(poolOf(deps, inputs))
      } catch {
        // no outcome of this kind in the catalogue: no sample
      }
    }
  }
  const rank = (pool: TradeUpPool): number => (pool.return_to_player?.paused ? 1_000_000 : 0) - (pool.return_to_player?.rtp_bp ?? 0)
  return {
    input_count: TRADE_UP_INPUTS,
    description: `投入 ${TRADE_UP_INPUTS} 件同一稀有度的 CS2 武器皮肤，换取 1 件高一级稀有度的皮肤；StatTrak™ 只能与 StatTrak™ 汰换。产出磨损 = 投入平均磨损映射到产出皮肤的磨损区间。结果由可验证公平算法抽取。`,
    recipes: recipes.sort((a, b) => rank(a) - rank(b))
  }
}

/** The cheapest CS2 skin of a rarity in 久经沙场, StatTrak or not (the development stock of trade-up inputs), or undefined. */
export const cheapestFieldTested = (deps: Deps, rarity: string, statTrak: boolean): { id: number } | undefined =>
  deps.db.prepare(`SELECT id FROM items WHERE appid = 730 AND rarity = ? AND quality = ? AND exterior = '久经沙场' ORDER BY ref_price_cents, id LIMIT 1`)
    .get(rarity, statTrak ? 'StatTrak™' : '普通') as { id: number } | undefined
