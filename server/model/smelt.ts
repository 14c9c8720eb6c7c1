import type { Deps } from '../deps'
import type { Page, SmeltBrief, SmeltCandidate, SmeltInventory, SmeltPool, SmeltRun } from '../../types/api'
import { fail, Status } from '../domain/status'
import { formatCents } from '../domain/money'
import { wearE8 } from '../domain/inventory'
import { beijingTime } from '../domain/beijingDay'
import { exteriorRange, outputWearE8, variantRange, wearText, type WearRange } from '../domain/tradeUp'
import { CS2_FLOAT_CAPS } from '../db/catalogue'
import {
  SMELT_MAX_INPUTS,
  SMELT_MAX_ITEM_CENTS,
  SMELT_MIN_INPUTS,
  SMELT_POOL_SIZE,
  SMELT_RETURN_PCT,
  smeltBand,
  smeltOddsPpm,
  smeltTargetCents,
  spreadIndexes
} from '../domain/smelt'
import { INVENTORY_STATE_TEXT, inventoryOf, type OwnedAsset } from './inventory'
import { exchangeAssets, tradableAssets } from './exchange'
import { fairRecordsByIds } from './fairness'
import { bindKey, earlierUse } from './idempotency'
import { prizeItem } from './prizeItems'
import { inputReferenceCents, prizeReferenceCents, realisableCents, returnToPlayer, type ReturnToPlayer } from '../domain/returnToPlayer'
import { referencePrices, refuseIfPaused, returnView } from './returnToPlayer'

/**
 * Smelting (server/README.md "Smelting"): 3–10 tradable low-value items of one game become one catalogue item drawn
 * from a published pool whose expected value is 90 % of the inputs' reference value; inputs consumed and the output
 * granted in one transaction; one smelt per idempotency key.
 */

interface ItemRow { id: number, appid: number, market_hash_name: string, exterior: string | null, ref_price_cents: number }
interface StoredInput { asset_id: string, item_id: number, wear: string | null, value_cents: number }
/** value_cents: the catalogue reference price shown; return_cents: what a player can realise from it (0 on smelts stored before it was kept) */
interface StoredOutcome { item_id: number, wear: string | null, value_cents: number, odds_ppm: number, return_cents?: number }
interface SmeltRow {
  id: number,
  user_id: number,
  appid: number,
  inputs_json: string,
  input_cents: number,
  pool_json: string,
  draw_id: number,
  output_asset_id: string,
  created_at: number
}

export const SMELT_DESCRIPTION = `投入 ${SMELT_MIN_INPUTS}–${SMELT_MAX_INPUTS} 件同一游戏、可交易、单件参考价不超过 ¥${formatCents(SMELT_MAX_ITEM_CENTS)} 的饰品，` +
  `按投入总参考价从价值区间（投入价值的 1/4 至 4 倍）中抽出 1 件饰品；产出期望 = 投入价值的 ${SMELT_RETURN_PCT}%（产出按参考价扣除出售手续费计，投入按参考价与近期成交价的较低者计）。结果由可验证公平算法抽取，不涉及余额，无需支付密码。`

const itemRows = (deps: Deps, ids: readonly number[]): Map<number, ItemRow> => {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = deps.db.prepare(`SELECT id, appid, market_hash_name, exterior, ref_price_cents FROM items
      WHERE id IN (${unique.map(() => '?').join(',')})`).all(...unique) as ItemRow[]
  return new Map(rows.map((row) => [row.id, row]))
}

/** Why an inventory item cannot go into the furnace, or '' (the picker shows it on the disabled row). */
function refusal (asset: OwnedAsset, valueCents: number): string {
  if (asset.state === 'hold') return `交易冷却中，${beijingTime(asset.tradable_at!)} 后可用`
  if (asset.state === 'listed') return '在售中，下架后可用'
  if (asset.state === 'trading') return '交易中'
  if (valueCents > SMELT_MAX_ITEM_CENTS) return `参考价超过 ¥${formatCents(SMELT_MAX_ITEM_CENTS)}`
  return ''
}

/** My inventory items of one game for the picker: usable ones first (cheapest first), then the others with their reason. */
export function smeltInventory (deps: Deps, userId: number, appid: number): SmeltInventory {
  const inventory = inventoryOf(deps, userId)
  const rows = itemRows(deps, inventory.assets.map((asset) => asset.item_id))
  const items: SmeltCandidate[] = inventory.assets
    .filter((asset) => rows.get(asset.item_id)!.appid === appid)
    .map((asset) => {
      const value = rows.get(asset.item_id)!.ref_price_cents
      const reason = refusal(asset, value)
      return { asset_id: asset.asset_id, item: prizeItem(deps.db, asset.item_id, asset.wear, value), usable: reason === '', reason, value }
    })
    .sort((a, b) => Number(b.usable) - Number(a.usable) || a.value - b.value || a.asset_id.localeCompare(b.asset_id))
    .map(({ value: _value, ...candidate }) => candidate)
  return {
    state: inventory.state,
    state_text: INVENTORY_STATE_TEXT[inventory.state] === '' || inventory.state === 'no_trade_url' ? '' : INVENTORY_STATE_TEXT[inventory.state],
    appid,
    rules: {
      min_inputs: SMELT_MIN_INPUTS,
      max_inputs: SMELT_MAX_INPUTS,
      max_item_value: formatCents(SMELT_MAX_ITEM_CENTS),
      return_pct: SMELT_RETURN_PCT,
      description: SMELT_DESCRIPTION
    },
    items
  }
}

/** The chosen items checked against the rules (count, one game, value cap, tradable), with their reference values. */
function smeltInputs (deps: Deps, userId: number, assetIds: readonly string[]): { appid: number, inputs: StoredInput[] } {
  if (assetIds.length < SMELT_MIN_INPUTS || assetIds.length > SMELT_MAX_INPUTS) {
    fail(Status.badRequest, `熔炼需要放入 ${SMELT_MIN_INPUTS}–${SMELT_MAX_INPUTS} 件饰品（已选 ${assetIds.length} 件）`)
  }
  const assets = tradableAssets(deps, userId, assetIds, '熔炼')
  const rows = itemRows(deps, assets.map((asset) => asset.item_id))
  const prices = referencePrices(deps, assets.map((asset) => asset.item_id))
  const appid = rows.get(assets[0].item_id)!.appid
  const inputs = assets.map((asset) => {
    const row = rows.get(asset.item_id)!
    if (row.appid !== appid) fail(Status.badRequest, '熔炼只能放入同一游戏的饰品')
    if (row.ref_price_cents > SMELT_MAX_ITEM_CENTS) fail(Status.badRequest, `单件参考价超过 ¥${formatCents(SMELT_MAX_ITEM_CENTS)} 的饰品不能熔炼`)
    // an input is worth the lower of its catalogue and market prices (inputs bought under the catalogue price gain nothing)
    return { asset_id: asset.asset_id, item_id: asset.item_id, wear: asset.wear, value_cents: inputReferenceCents(prices.get(asset.item_id)!) }
  })
  return { appid, inputs }
}

/**
 * The published outcomes for inputs: up to 12 catalogue items of the game worth ¼–4 × the input value, spread evenly by
 * value, with odds whose expected return (each item at what a player can realise: its reference price now after the
 * sell fee) is 90 % of the input value. A weared item comes out at the inputs' average
 * wear mapped into its own range (its exterior's within its skin's float caps) (the trade-up formula; 0.5 when no input has a wear).
 */
function poolOf (deps: Deps, appid: number, inputs: readonly StoredInput[]): StoredOutcome[] {
  const inputCents = inputs.reduce((total, input) => total + input.value_cents, 0)
  const band = smeltBand(inputCents)
  const candidates = deps.db.prepare(`SELECT id, appid, market_hash_name, exterior, ref_price_cents FROM items
      WHERE appid = ? AND ref_price_cents BETWEEN ? AND ?
    ORDER BY ref_price_cents, id`).all(appid, band.lowCents, band.highCents) as ItemRow[]
  const chosen = spreadIndexes(candidates.length, SMELT_POOL_SIZE).map((index) => candidates[index])
  const prices = referencePrices(deps, chosen.map((row) => row.id))
  const returns = chosen.map((row) => realisableCents(prizeReferenceCents(prices.get(row.id)!)))
  const odds = smeltOddsPpm(returns, smeltTargetCents(inputCents))
  if (odds === null) fail(Status.conflict, '该价值区间暂无足够的可熔炼产出，请增减投入饰品后再试')
  const wears = inputs.map((input) => wearE8(input.wear)).filter((wear): wear is number => wear !== null)
  const average = wears.length > 0 ? wears : [50_000_000]
  return chosen
    .map((row, index) => {
      const range = row.exterior === null ? null : ownRange(row)
      return {
        item_id: row.id,
        wear: range === null ? null : wearText(outputWearE8(average, range)),
        value_cents: row.ref_price_cents,
        odds_ppm: odds![index],
        return_cents: returns[index]
      }
    })
    .filter((outcome) => outcome.odds_ppm > 0)
}

/** "StatTrak™ AWP | Asiimov (Battle-Scarred)" → its exterior's range within the AWP | Asiimov float caps */
function ownRange (row: ItemRow): WearRange {
  const caps = CS2_FLOAT_CAPS[row.market_hash_name.replace(/^StatTrak™ /, '').replace(/ \([^)]*\)$/, '')] ?? [0, 1]
  return variantRange(exteriorRange(row.exterior!)!, { minE8: Math.round(caps[0] * 100_000_000), maxE8: Math.round(caps[1] * 100_000_000) })
}

/** A smelt's return to player: the outcomes at what they realise (a smelt stored before that was kept: its value after the sell fee) against the inputs. */
const smeltReturn = (inputs: readonly StoredInput[], outcomes: readonly StoredOutcome[]): ReturnToPlayer =>
  returnToPlayer(inputs.reduce((total, input) => total + input.value_cents, 0),
    outcomes.map((outcome) => ({ returnCents: outcome.return_cents ?? realisableCents(outcome.value_cents), oddsPpm: outcome.odds_ppm })))
const SMELT_WHAT = '熔炼'

function poolView (deps: Deps, appid: number, inputs: readonly StoredInput[], outcomes: readonly StoredOutcome[]): SmeltPool {
  const inputCents = inputs.reduce((total, input) => total + input.value_cents, 0)
  const band = smeltBand(inputCents)
  const rtp = smeltReturn(inputs, outcomes)
  return {
    appid,
    input_count: inputs.length,
    input_value: formatCents(inputCents),
    band_low: formatCents(band.lowCents),
    band_high: formatCents(band.highCents),
    expected: formatCents(rtp.expectedCents),
    return_pct: SMELT_RETURN_PCT,
    outcomes: outcomes.map((outcome) => ({ item: prizeItem(deps.db, outcome.item_id, outcome.wear, outcome.value_cents), odds_ppm: outcome.odds_ppm })),
    return_to_player: returnView(rtp, SMELT_WHAT)
  }
}

/** The pool smelting these catalogue items (one game) would publish, no inventory needed: the return-to-player table (server/scripts/rtpTable.ts). */
export function sampleSmelt (deps: Deps, itemIds: readonly number[]): SmeltPool {
  const prices = referencePrices(deps, itemIds)
  const appid = itemRows(deps, itemIds).get(itemIds[0])!.appid
  const inputs = itemIds.map((itemId) => ({ asset_id: '', item_id: itemId, wear: null, value_cents: inputReferenceCents(prices.get(itemId)!) }))
  return poolView(deps, appid, inputs, poolOf(deps, appid, inputs))
}

export function previewSmelt (deps: Deps, userId: number, assetIds: readonly string[]): SmeltPool {
  const { appid, inputs } = smeltInputs(deps, userId, assetIds)
  return poolView(deps, appid, inputs, poolOf(deps, appid, inputs))
}

function smeltView (deps: Deps, row: SmeltRow): SmeltRun {
  const inputs = JSON.parse(row.inputs_json) as StoredInput[]
  const outcomes = JSON.parse(row.pool_json) as StoredOutcome[]
  const record = fairRecordsByIds(deps, [row.draw_id])[0]
  const won = outcomes[record.result_index]
  return {
    id: row.id,
    created_at: row.created_at,
    inputs: inputs.map((input) => ({ asset_id: input.asset_id, item: prizeItem(deps.db, input.item_id, input.wear, input.value_cents) })),
    pool: poolView(deps, row.appid, inputs, outcomes),
    output: { asset_id: row.output_asset_id, item: prizeItem(deps.db, won.item_id, won.wear, won.value_cents) },
    record
  }
}

function loadSmelt (deps: Deps, userId: number, smeltId: number): SmeltRow {
  const row = deps.db.prepare('SELECT * FROM smelts WHERE id = ?').get(smeltId) as SmeltRow | undefined
  if (!row || row.user_id !== userId) fail(Status.notFound, '熔炼记录不存在')
  return row!
}

export const smeltDetail = (deps: Deps, userId: number, smeltId: number): SmeltRun => smeltView(deps, loadSmelt(deps, userId, smeltId))

/**
 * Smelts in one immediate transaction: the inputs leave the inventory, the outcome is drawn from the pool with fairDraw
 * and granted. The idempotency key is bound to the sorted inputs: a repeat (or a concurrent twin) answers the first smelt,
 * the same key with other inputs is refused (4009); any refusal rolls everything back.
 */
export function runSmelt (deps: Deps, userId: number, assetIds: readonly string[], idemKey: string): SmeltRun {
  const { db } = deps
  const fingerprint = [...assetIds].sort().join(',')
  return db.transaction((): SmeltRun => {
    const earlier = earlierUse(deps, userId, idemKey, 'smelt', fingerprint)
    if (earlier !== null) return smeltDetail(deps, userId, Number(earlier))
    const { appid, inputs } = smeltInputs(deps, userId, assetIds)
    const outcomes = poolOf(deps, appid, inputs)
    refuseIfPaused(smeltReturn(inputs, outcomes), SMELT_WHAT)
    const id = Number(db.prepare('INSERT INTO smelts (user_id, appid, inputs_json, input_cents, pool_json, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(
        userId,
        appid,
        JSON.stringify(inputs),
        inputs.reduce((total, input) => total + input.value_cents, 0),
        JSON.stringify(outcomes),
        deps.now()
      ).lastInsertRowid)
    const { index, record, assetId } = exchangeAssets(deps, {
      userId,
      assetIds: inputs.map((input) => input.asset_id),
      kind: 'smelt',
      id,
      useRef: `smelt:${id}`,
      oddsPpm: outcomes.map((outcome) => outcome.odds_ppm),
      outcome: (at) => ({ itemId: outcomes[at].item_id, wear: outcomes[at].wear })
    })
    db.prepare('UPDATE smelts SET draw_id = ?, output_item_id = ?, output_asset_id = ? WHERE id = ?').run(record.id, outcomes[index].item_id, assetId, id)
    bindKey(deps, userId, idemKey, 'smelt', fingerprint, String(id))
    return smeltDetail(deps, userId, id)
  }).immediate()
}

/** My smelts, newest first. */
export function mySmelts (deps: Deps, userId: number, page: number, pageSize: number): Page<SmeltBrief> {
  const total = (deps.db.prepare('SELECT COUNT(*) AS n FROM smelts WHERE user_id = ?').get(userId) as { n: number }).n
  const rows = deps.db.prepare('SELECT * FROM smelts WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(
    userId,
    pageSize,
    (page - 1) * pageSize
  ) as SmeltRow[]
  const list = rows.map((row): SmeltBrief => {
    const run = smeltView(deps, row)
    return { id: run.id, created_at: run.created_at, input_count: run.inputs.length, input_value: run.pool.input_value, output: run.output }
  })
  return { list, total, page, page_size: pageSize, has_more: page * pageSize < total }
}
