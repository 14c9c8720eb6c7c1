import { tradeFee } from './fees'

/** Selling rules (server/README.md "Selling"); amounts in cents. */
export const SELL_LIMITS = {
  /** items in one listing call (and in one delist or price-change batch) */
  batchMax: 50,
  /** a price may be at most this many times the item's reference price … */
  refCeilingTimes: 10,
  /** … or this much, whichever is higher (cheap items may still be priced at a round figure) */
  refCeilingFloorCents: 10_000,
  rentDaysMax: 30
}

/** What a sale at this price pays the seller: the trade fee (2.5 %, at least 0.01) comes off the price. */
export function sellQuote (priceCents: number): { fee: number, receive: number } {
  const fee = tradeFee(priceCents)
  return { fee, receive: priceCents - fee }
}

/** The highest price a listing of an item may ask: 10 × its reference price, at least 100.00. */
export const priceCeiling = (refPriceCents: number): number =>
  Math.max(refPriceCents * SELL_LIMITS.refCeilingTimes, SELL_LIMITS.refCeilingFloorCents)

/** Batch price rules for my listings: match the lowest other listing, or go 0.01 under it (never below 0.01). */
export type PriceRule = 'match_lowest' | 'undercut'
export const PRICE_RULES: readonly PriceRule[] = ['match_lowest', 'undercut']
export const ruledPrice = (rule: PriceRule, lowestOtherCents: number): number =>
  rule === 'match_lowest' ? lowestOtherCents : Math.max(1, lowestOtherCents - 1)

/** One item of a listing batch as the seller sends it, prices in cents (read by http/sellingPayload.ts). */
export interface ListingEntry {
  asset_id: string, price: number, rent_daily?: number, rent_deposit?: number, rent_max_days?: number
}
