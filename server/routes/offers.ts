import type { Api } from '../http/context'
import type { Offer, OfferStatus } from '../../types/api'
import { oneOf, optional, parse, str } from '../http/validate'
import { cancelOrder, completeOrder, expireStaleOrders, type OrderRow } from '../model/orders'
import { itemSummary, loadItem } from '../model/catalogue'
import { fail, Status } from '../domain/status'
import { offerTrust } from '../model/tradeTrust'

const OFFER_STATUSES: readonly OfferStatus[] = ['wait', 'sent', 'accepted', 'declined']

/**
 * Trade offers, one per paid order: wait (paid, the seller has not sent it yet) → sent
 * (in Steam, waiting for the buyer) → accepted (order completed) or declined (order cancelled, refunded).
 */
export function offerRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps

  const view = (row: { offer_no: string, order_no: string, order_id: number, status: OfferStatus, item_id: number, created_at: number, updated_at: number }): Offer => ({
    offer_id: row.offer_no, order_id: row.order_no, status: row.status, item: itemSummary(loadItem(db, row.item_id)!), created_at: row.created_at, updated_at: row.updated_at,
    ...offerTrust(deps, row.order_id)
  })
  const SELECT = 'SELECT f.offer_no, o.order_no, f.status, o.item_id, f.created_at, f.updated_at, f.order_id FROM offers f JOIN orders o ON o.id = f.order_id'

  api.route('/v4/trade/offer/list', (call) => {
    const userId = call.userId()
    expireStaleOrders(deps)
    const q = parse(call.params, { status: optional(oneOf('报价状态', OFFER_STATUSES)) })
    const rows = db.prepare(`${SELECT} WHERE f.buyer_id = ? ${q.status ? 'AND f.status = ?' : ''} ORDER BY f.id DESC LIMIT 50`)
      .all(...(q.status ? [userId, q.status] : [userId])) as Parameters<typeof view>[0][]
    return rows.map(view)
  })

  const act = (accept: boolean) => (call: { userId: () => number, params: Record<string, unknown> }): Offer => {
    const userId = call.userId()
    const q = parse(call.params, { offer_id: str('报价', { max: 40, pattern: /^OF\d+$/ }) })
    return db.transaction(() => {
      const row = db.prepare(`${SELECT} WHERE f.offer_no = ? AND f.buyer_id = ?`).get(q.offer_id, userId) as Parameters<typeof view>[0] | undefined
      if (!row) fail(Status.notFound, '报价不存在')
      if (row!.status !== 'sent') fail(Status.conflict, row!.status === 'wait' ? '卖家尚未发送报价' : '报价已处理')
      const order = db.prepare('SELECT * FROM orders WHERE id = ?').get(row!.order_id) as OrderRow
      if (accept) completeOrder(deps, order)
      else cancelOrder(deps, order, '拒绝报价', 'declined')
      return view(db.prepare(`${SELECT} WHERE f.offer_no = ?`).get(q.offer_id) as Parameters<typeof view>[0])
    })()
  }
  api.write('/v4/trade/offer/accept', act(true))
  api.write('/v4/trade/offer/decline', act(false))
}
