import type { Deps } from '../deps'
import type { FairRecord } from '../../types/api'
import { fail, Status } from '../domain/status'
import { INVENTORY_STATE_TEXT, inventoryOf, type OwnedAsset } from './inventory'
import { consumeAsset, grantAsset } from './grants'
import { fairDraw } from './fairness'

/**
 * Items in, one drawn item out (trade-up contracts and smelting, server/README.md "Trade-up contracts", "Smelting"):
 * which inventory items may go in, and the consume → draw → grant step that runs in the caller's transaction.
 */

/**
 * The user's tradable assets by id, in the order given; `verb` names the use in the refusals (汰换, 熔炼). Refuses
 * duplicates (4000), an unbound (4000) or private (4009) inventory, unknown items (4004), held and listed ones (4009).
 */
export function tradableAssets (deps: Deps, userId: number, assetIds: readonly string[], verb: string): OwnedAsset[] {
  if (new Set(assetIds).size !== assetIds.length) fail(Status.badRequest, '同一件饰品不能放入两次')
  const inventory = inventoryOf(deps, userId)
  if (inventory.state === 'not_bound') fail(Status.badRequest, INVENTORY_STATE_TEXT.not_bound)
  if (inventory.state === 'private') fail(Status.conflict, 'Steam 库存未公开，请先在 Steam 设置库存公开')
  const owned = new Map(inventory.assets.map((asset) => [asset.asset_id, asset]))
  return assetIds.map((assetId) => {
    const asset = owned.get(assetId) ?? fail(Status.notFound, `库存中没有该饰品（${assetId}）`)
    if (asset.state !== 'tradable') fail(Status.conflict, asset.state === 'hold' ? `交易冷却中的饰品不能${verb}` : `在售或交易中的饰品不能${verb}，请先下架`)
    return asset
  })
}

export interface Exchange {
  userId: number
  assetIds: readonly string[]
  /** consumeAsset's reason, fairDraw's scope and grantAsset's source: 'tradeup', 'smelt' */
  kind: string
  /** the formula or smelt id: the draw's subject is `<kind>:<id>`, the grant's ref `<id>` */
  id: number
  /** consumed_assets.ref of the inputs */
  useRef: string
  oddsPpm: readonly number[]
  /** the catalogue item and wear of outcome `index` */
  outcome: (index: number) => { itemId: number, wear: string | null }
}

/**
 * In the caller's (immediate) transaction: every input leaves the inventory, the outcome is drawn with fairDraw and
 * granted. Any refusal throws, so the caller's transaction rolls back all of it.
 */
export function exchangeAssets (deps: Deps, exchange: Exchange): { index: number, record: FairRecord, assetId: string } {
  for (const assetId of exchange.assetIds) consumeAsset(deps, { userId: exchange.userId, assetId, reason: exchange.kind, ref: exchange.useRef })
  const { index, record } = fairDraw(deps, exchange.userId, exchange.kind, exchange.oddsPpm, `${exchange.kind}:${exchange.id}`)
  const { itemId, wear } = exchange.outcome(index)
  const assetId = grantAsset(deps, { userId: exchange.userId, itemId, wear, source: exchange.kind, sourceRef: String(exchange.id) })
  return { index, record, assetId }
}
