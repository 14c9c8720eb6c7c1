import type { Api } from '../http/context'
import type { Offer, OfferStatus } from '../../types/api'
import { oneOf, optional, parse, str } from '../http/validate'
import { expireStaleOrders } from '../model/orders'
import { answerOffer, buyerOffers, offerView } from '../model/offers'
import { atomically } from '../model/transaction'

const OFFER_STATUSES: readonly OfferStatus[] = ['wait', 'sent', 'accepted', 'declined']

/**
 * Trade offers, one per paid order: wait (paid, the seller has not sent it yet) → sent
 * (in Steam, waiting for the buyer) → accepted (order completed) or declined (order cancelled, refunded).
 */
export function offerRoutes (api: Api): void {
  const { deps } = api

  api.route('/v4/trade/offer/list', (call) => {
    const userId = call.userId()
    expireStaleOrders(deps)
    const q = parse(call.params, { status: optional(oneOf('报价状态', OFFER_STATUSES)) })
    return buyerOffers(deps, userId, q.status).map((row) => offerView(deps, row))
  })

  const act = (accept: boolean) => (call: { userId: () => number, params: Record<string, unknown> }): Offer => {
    const userId = call.userId()
    const q = parse(call.params, { offer_id: str('报价', { max: 40, pattern: /^OF\d+$/ }) })
    return atomically(deps, () => offerView(deps, answerOffer(deps, userId, q.offer_id, accept)))
  }
  api.write('/v4/trade/offer/accept', act(true))
  api.write('/v4/trade/offer/decline', act(false))
}
