import type { Offer, OfferStatus } from '../../types/api'
import { readStored, writeStored } from './storage'

/**
 * Offers the user can act on light the red dot: only `sent` (accept or decline, server
 * routes/offers.ts); a `wait` offer waits on the seller. Narrower than spec 4's "wait or sent": only offers waiting
 * on the player light the dot.
 */
export const DOT_STATUSES: readonly OfferStatus[] = ['sent']

/** When the user last looked at the offers screen (unix seconds), kept on this device. */
const OFFERS_SEEN_KEY = 'trade_offers_seen_at'

export function markOffersSeen (offers: readonly Offer[]): void {
  const latest = offers.reduce((max, offer) => Math.max(max, offer.updated_at), 0)
  writeStored(OFFERS_SEEN_KEY, String(Math.max(latest, Number(readStored(OFFERS_SEEN_KEY)) || 0)))
}

/** Whether an offer waiting on the user changed since the offers screen was last opened. */
export function hasUnseenOffer (offers: readonly Offer[]): boolean {
  const seen = Number(readStored(OFFERS_SEEN_KEY)) || 0
  return offers.some((offer) => DOT_STATUSES.includes(offer.status) && offer.updated_at > seen)
}
