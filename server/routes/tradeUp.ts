import type { Api } from '../http/context'
import type { TradeUpFormula, TradeUpPool, TradeUpRecipes } from '../../types/api'
import { int, oneOf, optional, parse, str } from '../http/validate'
import { fail, Status } from '../domain/status'
import { INPUT_RARITIES, TRADE_UP_INPUTS } from '../domain/tradeUp'
import { cheapestFieldTested, createFormula, formulaDetail, myFormulas, previewTradeUp, runFormula, tradeUpRecipes } from '../model/tradeUp'
import { grantAsset } from '../model/grants'
import { atomically } from '../model/transaction'

/** Trade-up contracts (server/README.md "Trade-up contracts"). */
export function tradeUpRoutes (api: Api): void {
  const { deps } = api
  // "id,id,…": 1–10 inventory asset ids
  const assetIds = { asset_ids: str('饰品', { max: 20 * TRADE_UP_INPUTS, pattern: /^\d{1,19}(,\d{1,19})*$/ }) }
  const split = (text: string): string[] => {
    const ids = text.split(',')
    if (ids.length > TRADE_UP_INPUTS) fail(Status.badRequest, `汰换合同最多放入 ${TRADE_UP_INPUTS} 件饰品`)
    return ids
  }
  const formulaId = { formula_id: int('配方', 1) }

  api.route('/v1/tradeup/recipes', (): TradeUpRecipes => tradeUpRecipes(deps))
  api.route('/v1/tradeup/preview', (call): TradeUpPool => previewTradeUp(deps, call.userId(), split(parse(call.params, assetIds).asset_ids)))
  api.write('/v1/tradeup/formula/create', (call): TradeUpFormula => {
    const userId = call.userId()
    const q = parse(call.params, { ...assetIds, name: optional(str('配方名称', { max: 20 })) })
    return createFormula(deps, userId, split(q.asset_ids), q.name)
  })
  api.route('/v1/tradeup/formula/list', (call): TradeUpFormula[] => myFormulas(deps, call.userId()))
  api.route('/v1/tradeup/formula/detail', (call): TradeUpFormula => formulaDetail(deps, call.userId(), parse(call.params, formulaId).formula_id))
  api.write('/v1/tradeup/run', (call): TradeUpFormula => {
    const userId = call.userId()
    return runFormula(deps, userId, parse(call.params, formulaId).formula_id)
  })

  // dev/test: ten tradable skins of a rarity (the cheapest one, wear spread across its exterior) for the caller
  if (deps.dev) {
    api.write('/dev/tradeup/stock', (call): { asset_ids: string[] } => {
      const userId = call.userId()
      const q = parse(call.params, {
        rarity: oneOf('稀有度', INPUT_RARITIES),
        stattrak: optional(oneOf('StatTrak', ['0', '1'] as const), '0'),
        batch: optional(int('批次', 0, 1000), 0)
      })
      const item = cheapestFieldTested(deps, q.rarity, q.stattrak === '1') ?? fail(Status.notFound, '没有该稀有度的久经沙场饰品')
      return atomically(deps, () => ({
        asset_ids: Array.from({ length: TRADE_UP_INPUTS }, (_, n) => grantAsset(deps, {
          userId,
          itemId: item.id,
          wear: `0.${String(16_000_000 + n * 2_000_000).padStart(8, '0')}`,
          source: 'dev',
          sourceRef: `tradeup:${userId}:${q.rarity}:${q.stattrak}:${q.batch}:${n}`
        }))
      }), 'immediate')
    })
  }
}
