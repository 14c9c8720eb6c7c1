import type { Deps } from '../deps'
import type { MyListing, SellQuote } from '../../types/api'
import { formatCents } from '../domain/money'
import { priceCeiling, SELL_LIMITS, sellQuote, type ListingEntry } from '../domain/selling'
import { fail, Status } from '../domain/status'
import { itemSummary, loadItem, type ItemListRow } from './catalogue'
import { ensureSynced, inventoryOf, sellableAsset, type OwnedAsset } from './inventory'
import { bestBuyOrderFor, fillIfMatched } from './buyOrderFill'
import { listingViews, startListingViews } from './listingViews'
import type { FeeQuote } from './promotionPerks'

export interface PreparedListing {
  asset: OwnedAsset
  item: ItemListRow
  price: number
  rent: { daily: number, deposit: number, maxDays: number } | null
}

/** The price rules for one item (4000 naming it): 0.01 … 1 000 000.00 and at most priceCeiling(reference). */
export function checkPrice (item: ItemListRow, price: number): void {
  const ceiling = priceCeiling(item.ref_price_cents)
  if (price > ceiling) fail(Status.badRequest, `${item.name} 的售价不能超过 ${formatCents(ceiling)}（参考价的 ${SELL_LIMITS.refCeilingTimes} 倍）`)
}

/**
 * Checks a listing batch (read by http/sellingPayload) against the user's inventory (preview and create share it):
 * every item must be the user's, tradable now and not listed; prices and rent terms within limits.
 */
export function prepareListings (deps: Deps, userId: number, entries: ListingEntry[]): PreparedListing[] {
  const inventory = inventoryOf(deps, userId)
  if (inventory.state === 'not_bound') fail(Status.badRequest, '请先绑定 Steam 账号')
  if (inventory.state === 'private') fail(Status.conflict, 'Steam 库存未公开，无法上架')
  return entries.map((entry) => {
    const asset = sellableAsset(deps, userId, entry.asset_id, inventory)
    const item = loadItem(deps.db, asset.item_id)!
    checkPrice(item, entry.price)
    const renting = entry.rent_daily !== undefined || entry.rent_deposit !== undefined || entry.rent_max_days !== undefined
    if (!renting) return { asset, item, price: entry.price, rent: null }
    if (entry.rent_daily === undefined) fail(Status.badRequest, `请填写 ${item.name} 的日租金`)
    if (entry.rent_deposit === undefined) fail(Status.badRequest, `请填写 ${item.name} 的押金`)
    if (entry.rent_daily! > entry.price) fail(Status.badRequest, `${item.name} 的日租金不能高于售价`)
    if (entry.rent_deposit! < entry.price) fail(Status.badRequest, `${item.name} 的押金不能低于售价`)
    return {
      asset,
      item,
      price: entry.price,
      rent: { daily: entry.rent_daily!, deposit: entry.rent_deposit!, maxDays: entry.rent_max_days ?? SELL_LIMITS.rentDaysMax }
    }
  })
}

/** One item of the sell preview; its fee comes from the batch's projection (model/promotionPerks saleFeeQuotes). */
export function quoteOf (deps: Deps, userId: number, entry: PreparedListing, { fee, receive, fee_free: feeFree }: FeeQuote): SellQuote {
  const match = bestBuyOrderFor(deps, { item_id: entry.item.id, seller_id: userId, price_cents: entry.price, wear: entry.asset.wear })
  return {
    asset_id: entry.asset.asset_id,
    item_id: entry.item.id,
    price: formatCents(entry.price),
    fee: formatCents(fee),
    receive: formatCents(receive),
    fee_free: feeFree,
    rent_daily: entry.rent ? formatCents(entry.rent.daily) : null,
    rent_deposit: entry.rent ? formatCents(entry.rent.deposit) : null,
    rent_max_days: entry.rent ? entry.rent.maxDays : null,
    buy_order_price: match ? formatCents(match.price_cents) : null
  }
}

/**
 * Puts a checked batch on sale, in the caller's transaction: the listings join the market at once
 * (the item's count and lowest price follow by trigger), and each one at or under a matching buy order
 * fills it. The unique index on a listing's asset is the last guard against listing an item twice.
 */
export function createListings (deps: Deps, userId: number, steamId: string, entries: PreparedListing[]): { ids: number[], filled: number } {
  const { db } = deps
  const now = deps.now()
  ensureSynced(deps, steamId)
  db.prepare('UPDATE users SET is_seller = 1 WHERE id = ? AND is_seller = 0').run(userId)
  const insert = db.prepare(`INSERT INTO listings (item_id, seller_id, price_cents, wear, rentable, rent_daily_cents, rent_deposit_cents, rent_max_days, status,
      created_at, asset_id, origin)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'on_sale', ?, ?, 'listing')`)
  const ids: number[] = []
  let filled = 0
  for (const entry of entries) {
    const id = Number(uniqueAsset(() => insert.run(entry.item.id, userId, entry.price, entry.asset.wear, entry.rent ? 1 : 0, entry.rent?.daily ?? null,
      entry.rent?.deposit ?? null, entry.rent?.maxDays ?? null, now, entry.asset.asset_id).lastInsertRowid))
    ids.push(id)
    startListingViews(db, id, entry.item.id)
    if (fillIfMatched(deps, { id, item_id: entry.item.id, seller_id: userId, price_cents: entry.price, wear: entry.asset.wear })) filled++
  }
  return { ids, filled }
}

/** Runs an insert that may hit the one-live-listing-per-asset index: a hit is 4009, not a server error. */
export function uniqueAsset<T> (run: () => T): T {
  try {
    return run()
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') fail(Status.conflict, '该饰品已在出售或交易中')
    throw error
  }
}

/**
 * A listing made only for a sale into a buy order, in the caller's transaction: locked at once, never on sale and never put
 * back on sale (migration 8's trigger); the seller becomes a seller. Returns its id.
 */
export function buyOrderListing (deps: Deps, userId: number, asset: { item_id: number, wear: string | null, asset_id: string }, priceCents: number): number {
  const { db } = deps
  db.prepare('UPDATE users SET is_seller = 1 WHERE id = ? AND is_seller = 0').run(userId)
  return Number(uniqueAsset(() => db.prepare(`INSERT INTO listings (item_id, seller_id, price_cents, wear, status, created_at, asset_id, origin)
    VALUES (?, ?, ?, ?, 'locked', ?, ?, 'buy_order')`).run(asset.item_id, userId, priceCents, asset.wear, deps.now(), asset.asset_id).lastInsertRowid))
}

interface MyListingRow {
  id: number, item_id: number, seller_id: number, price_cents: number, wear: string | null, rentable: number, rent_daily_cents: number | null,
  rent_deposit_cents: number | null, rent_max_days: number | null, status: MyListing['status'], created_at: number, asset_id: string | null
}

/** One of the seller's listings, or 4004 (another seller's listing is "not found" too). */
export function ownListing (deps: Deps, userId: number, listingId: number): MyListingRow {
  const row = deps.db.prepare('SELECT * FROM listings WHERE id = ? AND seller_id = ?').get(listingId, userId) as MyListingRow | undefined
  return row ?? fail(Status.notFound, '在售饰品不存在')
}

/** Why a listing that is no longer on sale cannot be changed (4009, in the product's words). */
export function notOnSale (deps: Deps, row: MyListingRow, action: string): never {
  const name = loadItem(deps.db, row.item_id)?.name ?? '该饰品'
  const why = row.status === 'locked' ? '已被买家下单' : row.status === 'sold' ? '已售出' : '已下架'
  return fail(Status.conflict, `${name}${why}，无法${action}`)
}

export interface MyListingsQuery { status?: 'on_sale' | 'locked', appid?: number, page: number, page_size: number }

/** A page of the seller's listings on sale or locked (or of one of those), newest first, with the count of all of them. */
export function myListingsPage (deps: Deps, userId: number, q: MyListingsQuery): { rows: MyListingRow[], total: number } {
  const where = ['l.seller_id = @user', q.status ? 'l.status = @status' : "l.status IN ('on_sale', 'locked')"]
  if (q.appid) where.push('i.appid = @appid')
  const from = `FROM listings l JOIN items i ON i.id = l.item_id WHERE ${where.join(' AND ')}`
  const args = { user: userId, status: q.status, appid: q.appid }
  const total = (deps.db.prepare(`SELECT COUNT(*) AS n ${from}`).get(args) as { n: number }).n
  const rows = deps.db.prepare(`SELECT l.* ${from} ORDER BY l.created_at DESC, l.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: q.page_size, offset: (q.page - 1) * q.page_size }) as MyListingRow[]
  return { rows, total }
}

export function myListingView (deps: Deps, row: MyListingRow): MyListing {
  const { db } = deps
  const item = loadItem(db, row.item_id)!
  const { fee, receive } = sellQuote(row.price_cents)
  const order = row.status === 'locked'
    ? db.prepare('SELECT order_no FROM orders WHERE listing_id = ? ORDER BY id DESC LIMIT 1').get(row.id) as { order_no: string } | undefined
    : undefined
  return {
    listing_id: row.id,
    asset_id: row.asset_id,
    item: itemSummary(item),
    wear: row.wear,
    status: row.status,
    price: formatCents(row.price_cents),
    fee: formatCents(fee),
    receive: formatCents(receive),
    rentable: row.rentable === 1,
    rent_daily: row.rent_daily_cents === null ? null : formatCents(row.rent_daily_cents),
    rent_deposit: row.rent_deposit_cents === null ? null : formatCents(row.rent_deposit_cents),
    rent_max_days: row.rent_max_days,
    views: listingViews(db, row.id, row.item_id),
    lowest_price: item.min_price_cents === null ? null : formatCents(item.min_price_cents),
    is_lowest: row.status === 'on_sale' && item.min_price_cents === row.price_cents,
    order_id: order?.order_no ?? null,
    created_at: row.created_at
  }
}
