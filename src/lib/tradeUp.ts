import type { InventoryAsset } from '../../types/api'
import { compare, formatYuan, subtract } from './money'

/** Inputs a trade-up contract takes, all of one rarity and kind (server/README.md "Trade-up contracts"). */
export const TRADE_UP_INPUTS = 10
/** CS2 weapon grades that have a next grade, low to high (server/domain/tradeUp.ts INPUT_RARITIES) */
export const INPUT_RARITIES = ['消费级', '工业级', '军规级', '受限', '保密']
const STATTRAK = 'StatTrak™'

/** An input kind: the rarity, StatTrak™ apart ("StatTrak™ 受限"), since StatTrak™ goes only with StatTrak™. */
export const kindOf = (asset: InventoryAsset): string => `${asset.item.quality === STATTRAK ? `${STATTRAK} ` : ''}${asset.item.rarity}`
/** The rarity of a kind ("StatTrak™ 受限" → 受限) */
export const rarityOf = (kind: string): string => kind.replace(`${STATTRAK} `, '')

/** A tradable CS2 weapon skin with a wear, of a grade that has a next one. */
export const usableInput = (asset: InventoryAsset): boolean =>
  asset.state === 'tradable' && asset.item.appid === 730 && asset.wear !== null && INPUT_RARITIES.includes(asset.item.rarity) &&
  [STATTRAK, '普通'].includes(asset.item.quality)

export interface KindCount { kind: string, count: number, missing: number }

const ladder = (kind: string): number => (kind.startsWith(STATTRAK) ? INPUT_RARITIES.length : 0) + INPUT_RARITIES.indexOf(rarityOf(kind))

/**
 * How many inputs of each kind the player holds and how many are missing for one contract: the kinds the shop offers
 * (`offered`, the kinds of the sample formulas: ten of them are on sale) and the kinds the player holds, plain before
 * StatTrak™, low rarity first; an empty inventory so still shows where to start.
 */
export function inputCounts (assets: readonly InventoryAsset[], offered: readonly string[]): KindCount[] {
  const usable = assets.filter(usableInput)
  const kinds = [...new Set([...offered, ...usable.map(kindOf)])].sort((a, b) => ladder(a) - ladder(b))
  return kinds.map((kind) => {
    const count = usable.filter((asset) => kindOf(asset) === kind).length
    return { kind, count, missing: Math.max(0, TRADE_UP_INPUTS - count) }
  })
}

/** The kind to show first: the one closest to a full contract; on a tie the one earliest in `offered` (the best sample first). */
export function closestKind (counts: readonly KindCount[], offered: readonly string[]): string {
  const order = (kind: string): number => offered.includes(kind) ? offered.indexOf(kind) : offered.length + ladder(kind)
  return [...counts].sort((a, b) => b.count - a.count || order(a.kind) - order(b.kind))[0].kind
}

/** A contract's verdict for the player: 期望亏损 ¥x when its expected output is worth less than its inputs, else ''. */
export function lossText (pool: { cost: string, expected: string }): string {
  return compare(pool.expected, pool.cost) < 0 ? `期望亏损 ¥${formatYuan(subtract(pool.cost, pool.expected))}` : ''
}
