import type { Deps } from '../deps'
import { formatCents } from '../domain/money'
import { ruledPrice, type PriceRule } from '../domain/selling'
import { loadItem } from './catalogue'
import { fillIfMatched } from './buyOrderFill'
import { checkPrice, notOnSale, ownListing } from './selling'

/**
 * Changing and ending the seller's own listings, in the caller's transaction. Every change is a
 * conditional UPDATE on `status = 'on_sale'`, so a buyer who locked the listing first wins and the
 * seller gets 4009 (已被买家下单) with nothing changed.
 */

/** Sets one listing's price; a price at or under a matching buy order fills it at once. Returns whether it filled. */
export function setListingPrice (deps: Deps, userId: number, listingId: number, price: number): boolean {
  const row = ownListing(deps, userId, listingId)
  if (row.status !== 'on_sale') notOnSale(deps, row, '改价')
  checkPrice(loadItem(deps.db, row.item_id)!, price)
  const changed = deps.db.prepare("UPDATE listings SET price_cents = ? WHERE id = ? AND status = 'on_sale'").run(price, row.id)
  if (changed.changes !== 1) notOnSale(deps, ownListing(deps, userId, listingId), '改价')
  return fillIfMatched(deps, { id: row.id, item_id: row.item_id, seller_id: userId, price_cents: price, wear: row.wear })
}

/**
 * The price a batch rule gives a listing, from the lowest listing of the same item by other sellers;
 * a reason instead when the rule cannot apply (nothing else on sale, already at that price).
 */
export function ruledListingPrice (deps: Deps, userId: number, listingId: number, rule: PriceRule): { price: number } | { reason: string } {
  const row = ownListing(deps, userId, listingId)
  if (row.status !== 'on_sale') notOnSale(deps, row, '改价')
  const lowest = deps.db.prepare("SELECT MIN(price_cents) AS cents FROM listings WHERE item_id = ? AND status = 'on_sale' AND seller_id != ?")
    .get(row.item_id, userId) as { cents: number | null }
  if (lowest.cents === null) return { reason: '暂无其他卖家在售，无法跟价' }
  const price = ruledPrice(rule, lowest.cents)
  if (price === row.price_cents) return { reason: `已是 ${formatCents(price)}` }
  return { price }
}

/** Takes a listing off sale: the inventory item is idle again. */
export function delistListing (deps: Deps, userId: number, listingId: number): void {
  const row = ownListing(deps, userId, listingId)
  const changed = deps.db.prepare("UPDATE listings SET status = 'off' WHERE id = ? AND seller_id = ? AND status = 'on_sale'").run(row.id, userId)
  if (changed.changes !== 1) notOnSale(deps, row, '下架')
}
