import type { Deps } from '../deps'
import type { PriceAlert, PriceAlertList } from '../../types/api'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { itemSummary, loadItem, type ItemListRow } from './catalogue'
import { sendMessage } from './messages'

/** At most this many alerts watch at once (README "Price fluctuation and alerts"). */
export const LIVE_ALERTS_MAX = 20
/** At most this many alerts kept in all, paused and fired included: the list is one screen. */
export const ALERTS_MAX = 50
export const ALERT_DIRECTIONS = ['up', 'down'] as const
export type AlertDirection = typeof ALERT_DIRECTIONS[number]

interface AlertRow {
  id: number, user_id: number, item_id: number, direction: AlertDirection, threshold_cents: number, enabled: number,
  fired_at: number | null, fired_price_cents: number | null, created_at: number
}

const WORD: Record<AlertDirection, string> = { up: '涨到', down: '跌到' }

/** The item's latest recorded sale price: the price alerts compare (null before its first sale). */
function lastSaleCents (deps: Deps, itemId: number): number | null {
  const row = deps.db.prepare(`SELECT price_cents FROM sales WHERE item_id = ? ORDER BY sold_at DESC, id DESC
      LIMIT 1`).get(itemId) as { price_cents: number } | undefined
  return row?.price_cents ?? null
}

const liveCount = (deps: Deps, userId: number): number =>
  (deps.db.prepare('SELECT COUNT(*) AS n FROM price_alerts WHERE user_id = ? AND enabled = 1 AND fired_at IS NULL').get(userId) as { n: number }).n

function view (deps: Deps, row: AlertRow, item: ItemListRow): PriceAlert {
  const last = lastSaleCents(deps, row.item_id)
  return {
    alert_id: row.id,
    item: itemSummary(item),
    direction: row.direction,
    threshold: formatCents(row.threshold_cents),
    state: row.enabled === 0 ? 'paused' : row.fired_at !== null ? 'fired' : 'watching',
    last_price: last === null ? null : formatCents(last),
    fired_price: row.fired_price_cents === null ? null : formatCents(row.fired_price_cents),
    fired_at: row.fired_at,
    created_at: row.created_at
  }
}

function ownAlert (deps: Deps, userId: number, alertId: number): AlertRow {
  const row = deps.db.prepare('SELECT * FROM price_alerts WHERE id = ? AND user_id = ?').get(alertId, userId) as AlertRow | undefined
  return row ?? fail(Status.notFound, '提醒不存在')
}

const alertView = (deps: Deps, row: AlertRow): PriceAlert => view(deps, row, loadItem(deps.db, row.item_id)!)

/** The user's alerts, the newest first, with how many watch now. */
export function priceAlertList (deps: Deps, userId: number): PriceAlertList {
  const rows = deps.db.prepare('SELECT * FROM price_alerts WHERE user_id = ? ORDER BY created_at DESC, id DESC').all(userId) as AlertRow[]
  return { list: rows.map((row) => alertView(deps, row)), live: liveCount(deps, userId), live_max: LIVE_ALERTS_MAX }
}

/** A new alert watching from now: its price must not be reached already, one per item and direction, within the limits. */
export function addPriceAlert (deps: Deps, userId: number, itemId: number, direction: AlertDirection, thresholdCents: number): PriceAlert {
  const { db } = deps
  return db.transaction(() => {
    if (!loadItem(db, itemId)) fail(Status.notFound, '饰品不存在')
    const last = lastSaleCents(deps, itemId)
    if (last !== null && direction === 'up' && thresholdCents <= last) fail(Status.badRequest, `涨到的提醒价须高于最新成交价 ¥${formatCents(last)}`)
    if (last !== null && direction === 'down' && thresholdCents >= last) fail(Status.badRequest, `跌到的提醒价须低于最新成交价 ¥${formatCents(last)}`)
    if (db.prepare('SELECT 1 FROM price_alerts WHERE user_id = ? AND item_id = ? AND direction = ?').get(userId, itemId, direction)) {
      fail(Status.exists, `该饰品已有「${WORD[direction]}」提醒，请在列表中开启或删除后重设`)
    }
    const kept = (db.prepare('SELECT COUNT(*) AS n FROM price_alerts WHERE user_id = ?').get(userId) as { n: number }).n
    if (kept >= ALERTS_MAX) fail(Status.conflict, `最多保留 ${ALERTS_MAX} 个价格提醒，请先删除一些`)
    if (liveCount(deps, userId) >= LIVE_ALERTS_MAX) fail(Status.conflict, `最多同时开启 ${LIVE_ALERTS_MAX} 个价格提醒，请先关闭或删除一些`)
    const id = Number(db.prepare('INSERT INTO price_alerts (user_id, item_id, direction, threshold_cents, enabled, created_at) VALUES (?, ?, ?, ?, 1, ?)')
      .run(userId, itemId, direction, thresholdCents, deps.now()).lastInsertRowid)
    return alertView(deps, ownAlert(deps, userId, id))
  })()
}

/** Switches an alert off, or on: on re-arms a fired alert, which then fires again at the next sale that reaches its price. */
export function switchPriceAlert (deps: Deps, userId: number, alertId: number, on: boolean): PriceAlert {
  const { db } = deps
  return db.transaction(() => {
    const row = ownAlert(deps, userId, alertId)
    const watching = row.enabled === 1 && row.fired_at === null
    if (on && !watching) {
      if (liveCount(deps, userId) >= LIVE_ALERTS_MAX) fail(Status.conflict, `最多同时开启 ${LIVE_ALERTS_MAX} 个价格提醒，请先关闭或删除一些`)
      db.prepare('UPDATE price_alerts SET enabled = 1, fired_at = NULL, fired_price_cents = NULL WHERE id = ?').run(alertId)
    }
    if (!on) db.prepare('UPDATE price_alerts SET enabled = 0 WHERE id = ?').run(alertId)
    return alertView(deps, ownAlert(deps, userId, alertId))
  })()
}

export function deletePriceAlert (deps: Deps, userId: number, alertId: number): { alert_id: number } {
  ownAlert(deps, userId, alertId)
  deps.db.prepare('DELETE FROM price_alerts WHERE id = ?').run(alertId)
  return { alert_id: alertId }
}

/**
 * A recorded sale at `priceCents` fires every watching alert of the item it reaches (up: price ≥ threshold, down: price ≤ threshold),
 * in the caller's transaction: each is marked fired (only while unfired, so it fires once) and its owner gets a 站内信.
 */
export function firePriceAlerts (deps: Deps, itemId: number, priceCents: number): void {
  const { db } = deps
  const reached = db.prepare(`SELECT * FROM price_alerts WHERE item_id = ? AND enabled = 1 AND fired_at IS NULL
    AND ((direction = 'up' AND threshold_cents <= ?) OR (direction = 'down' AND threshold_cents >= ?))`).all(itemId, priceCents, priceCents) as AlertRow[]
  if (!reached.length) return
  const item = loadItem(db, itemId)!
  const mark = db.prepare('UPDATE price_alerts SET fired_at = ?, fired_price_cents = ? WHERE id = ? AND fired_at IS NULL')
  for (const alert of reached) {
    if (mark.run(deps.now(), priceCents, alert.id).changes !== 1) continue
    sendMessage(deps, alert.user_id, {
      title: `价格提醒：${item.name}`,
      content: `${item.name} 最新成交价 ¥${formatCents(priceCents)}，已${WORD[alert.direction]}你设置的 ¥${formatCents(alert.threshold_cents)}。该提醒已触发并暂停，可在「价格提醒」中重新开启。`,
      link: `/pages/item/index?id=${itemId}`
    })
  }
}
