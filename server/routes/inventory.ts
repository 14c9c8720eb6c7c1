import type { Api } from '../http/context'
import type { InventoryAsset, InventoryPage, InventoryRefresh } from '../../types/api'
import { appid, int, oneOf, optional, parse, str } from '../http/validate'
import { EXTERIORS } from '../domain/exteriors'
import { formatCents } from '../domain/money'
import { itemSummary, loadItems } from '../model/catalogue'
import { marketValues } from '../model/tradeTrust'
import { INVENTORY_STATE_TEXT, inventoryOf, refreshInventory, type AssetState } from '../model/inventory'

const STATES: readonly AssetState[] = ['tradable', 'hold', 'listed', 'trading']
const EXTERIOR_NAMES = EXTERIORS.map((wear) => wear.name)

/** 我的库存: the bound Steam account's inventory (model/inventory.ts), filtered and paged; refresh from Steam once a minute. */
export function inventoryRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps

  api.route('/v4/trade/inventory/list', (call): InventoryPage => {
    const userId = call.userId()
    const q = parse(call.params, {
      appid: optional(appid()),
      category: optional(str('分类', { max: 30 })),
      rarity: optional(str('稀有度', { max: 20 })),
      exterior: optional(oneOf('外观', EXTERIOR_NAMES)),
      keyword: optional(str('关键词', { max: 50 })),
      state: optional(oneOf('库存状态', STATES)),
      page: optional(int('页码', 1, 100000), 1),
      page_size: optional(int('每页数量', 1, 100), 20)
    })
    const inventory = inventoryOf(deps, userId)
    const ids = [...new Set(inventory.assets.map((asset) => asset.item_id))]
    const items = new Map(loadItems(db, ids).map((row) => [row.id, row]))
    const keyword = q.keyword?.toLowerCase()
    const matching = inventory.assets.filter((asset) => {
      const item = items.get(asset.item_id)!
      return (q.appid === undefined || item.appid === q.appid) && (q.category === undefined || item.category === q.category) &&
        (q.rarity === undefined || item.rarity === q.rarity) && (q.exterior === undefined || item.exterior === q.exterior) &&
        (q.state === undefined || asset.state === q.state) &&
        (keyword === undefined || item.name.toLowerCase().includes(keyword) || item.market_hash_name.toLowerCase().includes(keyword))
    })
    const values = marketValues(db, ids)
    const pageRows = matching.slice((q.page - 1) * q.page_size, q.page * q.page_size)
    const list = pageRows.map((asset): InventoryAsset => ({
      asset_id: asset.asset_id,
      item: itemSummary(items.get(asset.item_id)!),
      wear: asset.wear,
      state: asset.state,
      tradable_at: asset.tradable_at,
      listing_id: asset.listing?.id ?? null,
      price: asset.listing ? formatCents(asset.listing.price_cents) : null,
      market_price: formatCents(values.get(asset.item_id) ?? 0)
    }))
    return {
      list,
      total: matching.length,
      page: q.page,
      page_size: q.page_size,
      has_more: q.page * q.page_size < matching.length,
      state: inventory.state,
      state_text: INVENTORY_STATE_TEXT[inventory.state],
      steam_id: inventory.steamId,
      refreshed_at: inventory.refreshedAt,
      cooldown: inventory.cooldown,
      total_value: formatCents(matching.reduce((sum, asset) => sum + (values.get(asset.item_id) ?? 0), 0))
    }
  })

  api.write('/v4/trade/inventory/refresh', (call): Promise<InventoryRefresh> => refreshInventory(deps, call.userId()))
}
