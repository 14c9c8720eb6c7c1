import type { Page, SmeltBrief, SmeltInventory, SmeltPool, SmeltRun } from '../../types/api'
import { SmeltInventorySchema, SmeltPageSchema, SmeltPoolSchema, SmeltRunSchema } from '../contract/smeltRuns'
import { request } from '../lib/request'
import { answer } from './shape'

/** Smelting (server/README.md "Smelting"): my items for the furnace, preview, smelt, my smelts. Only the smelt screens import this. */
const INVENTORY = '/v1/smelt/inventory'
export function smeltInventory (appid: number): Promise<SmeltInventory> {
  return request<unknown>(INVENTORY, { data: { appid }, toast: false }).then(answer(SmeltInventorySchema, INVENTORY))
}

const PREVIEW = '/v1/smelt/preview'
/** The value band and published outcomes of 3–10 chosen items; a refusal is shown on the screen. */
export function smeltPreview (assetIds: readonly string[]): Promise<SmeltPool> {
  return request<unknown>(PREVIEW, { data: { asset_ids: assetIds.join(',') }, toast: false }).then(answer(SmeltPoolSchema, PREVIEW))
}

const RUN = '/v1/smelt/run'
/** Smelts once per key: a retry with the same key answers the first smelt. */
export function runSmelt (assetIds: readonly string[], idempotencyKey: string): Promise<SmeltRun> {
  return request<unknown>(
    RUN,
    { method: 'POST', data: { asset_ids: assetIds.join(','), idempotency_key: idempotencyKey }, toast: false }
  ).then(answer(SmeltRunSchema, RUN))
}

const LIST = '/v1/smelt/list'
export function mySmelts (page: number): Promise<Page<SmeltBrief>> {
  return request<unknown>(LIST, { data: { page, page_size: 20 }, toast: false }).then(answer(SmeltPageSchema, LIST))
}

const DETAIL = '/v1/smelt/detail'
export function smeltDetail (smeltId: number): Promise<SmeltRun> {
  return request<unknown>(DETAIL, { data: { smelt_id: smeltId }, toast: false }).then(answer(SmeltRunSchema, DETAIL))
}
