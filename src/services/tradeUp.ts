import type { TradeUpFormula, TradeUpPool, TradeUpRecipes } from '../../types/api'
import { TradeUpFormulaListSchema, TradeUpFormulaSchema, TradeUpPoolSchema, TradeUpRecipesSchema } from '../contract/tradeUp'
import { request } from '../lib/request'
import { answer } from './shape'

/** Trade-up contracts (server/README.md "Trade-up contracts"): sample formulas, my formulas, preview, create, execute. */
const RECIPES = '/v1/tradeup/recipes'
export function tradeUpRecipes (): Promise<TradeUpRecipes> {
  return request<unknown>(RECIPES, { autoLogin: false, toast: false }).then(answer(TradeUpRecipesSchema, RECIPES))
}

const PREVIEW = '/v1/tradeup/preview'
/** What the chosen inventory items (1–10) can become; a refusal (mixed rarities …) is shown on the screen. */
export function tradeUpPreview (assetIds: readonly string[]): Promise<TradeUpPool> {
  return request<unknown>(PREVIEW, { data: { asset_ids: assetIds.join(',') }, toast: false }).then(answer(TradeUpPoolSchema, PREVIEW))
}

const CREATE = '/v1/tradeup/formula/create'
export function createTradeUpFormula (assetIds: readonly string[], name?: string): Promise<TradeUpFormula> {
  return request<unknown>(
    CREATE,
    { method: 'POST', data: { asset_ids: assetIds.join(','), ...(name ? { name } : {}) }, toast: false }
  ).then(answer(TradeUpFormulaSchema, CREATE))
}

const FORMULAS = '/v1/tradeup/formula/list'
export function myTradeUpFormulas (): Promise<TradeUpFormula[]> {
  return request<unknown>(FORMULAS, { toast: false }).then(answer(TradeUpFormulaListSchema, FORMULAS))
}

const FORMULA = '/v1/tradeup/formula/detail'
export function tradeUpFormula (formulaId: number): Promise<TradeUpFormula> {
  return request<unknown>(FORMULA, { data: { formula_id: formulaId }, toast: false }).then(answer(TradeUpFormulaSchema, FORMULA))
}

const RUN = '/v1/tradeup/run'
/** Executes a formula once; a repeat answers the first result. */
export function runTradeUp (formulaId: number): Promise<TradeUpFormula> {
  return request<unknown>(RUN, { method: 'POST', data: { formula_id: formulaId }, toast: false }).then(answer(TradeUpFormulaSchema, RUN))
}
