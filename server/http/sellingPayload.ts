import { int, money, optional, parse, str } from './validate'
import { LIMITS } from '../domain/fees'
import { SELL_LIMITS, type ListingEntry } from '../domain/selling'
import { fail, Status } from '../domain/status'

// Payloads of the selling calls that carry lists (server/README.md "Selling"): a batch of items, listing ids.

/** An inventory's asset ids: Steam's (a 64-bit number, up to 20 digits) and the shop's own (domain/inventory.ts assetId: 16 digits) */
export const ASSET_ID = /^\d{1,20}$/
const ITEM_SHAPE = {
  asset_id: str('饰品编号', { max: 20, pattern: ASSET_ID }),
  price: money('售价', LIMITS.priceMin, LIMITS.priceMax),
  rent_daily: optional(money('日租金', LIMITS.priceMin, LIMITS.priceMax)),
  rent_deposit: optional(money('押金', LIMITS.priceMin, LIMITS.priceMax)),
  rent_max_days: optional(int('最长租期', 1, SELL_LIMITS.rentDaysMax))
}

/** A list parameter: a JSON array (JSON body), or its JSON text (form or query). */
function listParam (value: unknown, label: string): unknown[] {
  let list = value
  if (typeof value === 'string' && value.trim() !== '') {
    if (value.length > 20_000) fail(Status.badRequest, `${label}过多`)
    try { list = JSON.parse(value) } catch { fail(Status.badRequest, `${label}格式不正确`) }
  }
  if (value === undefined || value === null || value === '') fail(Status.badRequest, `请选择${label}`)
  if (!Array.isArray(list)) fail(Status.badRequest, `${label}格式不正确`)
  const items = list as unknown[]
  if (items.length === 0) fail(Status.badRequest, `请选择${label}`)
  if (items.length > SELL_LIMITS.batchMax) fail(Status.badRequest, `一次最多${SELL_LIMITS.batchMax}件${label}`)
  return items
}

/** Listing ids as "1,2,3", a JSON array, or one number. */
export function listingIds (value: unknown): number[] {
  const raw = typeof value === 'string' && /^[\d,\s]+$/.test(value) ? value.split(',').map((part) => part.trim()).filter((part) => part !== '')
    : typeof value === 'number' ? [value] : listParam(value, '在售饰品')
  if (raw.length === 0) fail(Status.badRequest, '请选择在售饰品')
  if (raw.length > SELL_LIMITS.batchMax) fail(Status.badRequest, `一次最多${SELL_LIMITS.batchMax}件在售饰品`)
  const ids = raw.map((entry) => parse({ id: entry }, { id: int('在售饰品', 1) }).id)
  if (new Set(ids).size !== ids.length) fail(Status.badRequest, '在售饰品重复')
  return ids
}

/** A listing batch: 1 … 50 items, each `{asset_id, price, rent_daily?, rent_deposit?, rent_max_days?}`, no item twice. */
export function listingEntries (value: unknown): ListingEntry[] {
  const entries = listParam(value, '上架饰品').map((entry) => {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) fail(Status.badRequest, '上架饰品格式不正确')
    return parse(entry as Record<string, unknown>, ITEM_SHAPE)
  })
  if (new Set(entries.map((entry) => entry.asset_id)).size !== entries.length) fail(Status.badRequest, '同一件饰品不能重复上架')
  return entries
}
