import type { AnchorOrder, AnchorOverview, Page } from '../../types/api'
import { AnchorOrderPageSchema, AnchorOverviewSchema } from '../contract/backstage'
import { ApiError, request } from '../lib/request'
import { answer } from './shape'

/** The streamer backstage's calls (server/README.md "Streamer backstage"). */

/** The business status of a user without the anchor role: the pages show their no-access state, no toast. */
export const NOT_ANCHOR = 4031

export type AnchorPeriod = AnchorOverview['days']

/** null when the user is not an anchor (4031); other failures reject as usual. */
function orNoAccess<T> (call: Promise<T>): Promise<T | null> {
  return call.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === NOT_ANCHOR) return null
    throw error
  })
}

const OVERVIEW = '/v1/backstage/anchor/overview'
export function anchorOverview (days: AnchorPeriod): Promise<AnchorOverview | null> {
  return orNoAccess(request<unknown>(OVERVIEW, { data: { days }, toast: false }).then(answer(AnchorOverviewSchema, OVERVIEW)))
}
const ORDERS = '/v1/backstage/anchor/orders'
export function anchorOrders (days: AnchorPeriod, page: number): Promise<Page<AnchorOrder> | null> {
  return orNoAccess(request<unknown>(ORDERS, { data: { days, page, page_size: 20 }, toast: false }).then(answer(AnchorOrderPageSchema, ORDERS)))
}
