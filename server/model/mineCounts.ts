import type { Db } from '../db/database'
import type { OrderCounts } from '../../types/api'

/** The buyer's open orders by the step they wait on, for the mine tab's 待付款 / 待发货 / 待收货 row. */
export function orderCounts (db: Db, userId: number): OrderCounts {
  const row = db.prepare(`SELECT
      COALESCE(SUM(status = 'created'), 0) AS unpaid,
      COALESCE(SUM(status = 'paid'), 0) AS to_deliver,
      COALESCE(SUM(status = 'offer_sent'), 0) AS to_receive
    FROM orders WHERE buyer_id = ?`).get(userId) as OrderCounts
  return { unpaid: row.unpaid, to_deliver: row.to_deliver, to_receive: row.to_receive }
}

/** Whether the user holds the streamer role (a row in anchors), so the mine tab shows 主播后台 to anchors only. */
export function isAnchor (db: Db, userId: number): boolean {
  return db.prepare('SELECT 1 FROM anchors WHERE user_id = ?').get(userId) !== undefined
}
