import type { GiftDrawResult, GiftPool, GiftWin, Page } from '../../types/api'
import { GiftDrawResultSchema, GiftPoolsSchema, GiftWinPageSchema, GiftWinSchema } from '../contract/gift'
import { request } from '../lib/request'
import { answer } from './shape'

/** Gift draws — pools with their odds, a draw, my prizes (claim into the inventory, sell back). */

const POOLS = '/v1/gift/pools'
export function giftPools (): Promise<GiftPool[]> {
  return request<unknown>(POOLS, { autoLogin: false }).then(answer(GiftPoolsSchema, POOLS))
}

const DRAW = '/v1/gift/draw'
/** One paid draw of 1 or 5; the key makes a retry after a lost answer the same draw. A refusal is said on the page. */
export function drawGift (poolId: number, times: number, idempotencyKey: string): Promise<GiftDrawResult> {
  return request<unknown>(
    DRAW,
    { method: 'POST', data: { pool_id: poolId, times, idempotency_key: idempotencyKey }, toast: false }
  ).then(answer(GiftDrawResultSchema, DRAW))
}

const WINS = '/v1/gift/wins'
export function giftWins (status: GiftWin['status'] | undefined, page: number): Promise<Page<GiftWin>> {
  return request<unknown>(WINS, { data: { status, page, page_size: 20 } }).then(answer(GiftWinPageSchema, WINS))
}

const CLAIM = '/v1/gift/claim'
export function claimGift (winId: number): Promise<GiftWin> {
  return request<unknown>(CLAIM, { method: 'POST', data: { win_id: winId }, toast: false }).then(answer(GiftWinSchema, CLAIM))
}

const SELL_BACK = '/v1/gift/sell-back'
export function sellBackGift (winId: number): Promise<GiftWin> {
  return request<unknown>(SELL_BACK, { method: 'POST', data: { win_id: winId }, toast: false }).then(answer(GiftWinSchema, SELL_BACK))
}
