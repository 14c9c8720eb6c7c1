import type { Deps } from '../deps'
import type { EnvelopeEvent, EnvelopeOrder } from '../../types/api'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import type { OrderStatus } from '../../types/api'
import { ORDER_STATUS_TEXT } from '../domain/orderState'
import { itemImage } from './catalogue'
import { claimTemplate } from './coupons'
import { settlementOf, settlementParams } from './settledTrades'

/** The red envelope event (server/README.md "Red packets and envelopes"): tasks that each earn one envelope, a coupon kind. */

export const ENVELOPE_EVENT_DAYS = 30

interface TaskRule { text: string, goUrl: string, done: (deps: Deps, userId: number) => boolean }

/** What each task asks; `done` is checked again when the envelope is claimed. */
export const ENVELOPE_TASKS: Record<string, TaskRule> = {
  newcomer: { text: '参与活动即可领取', goUrl: '', done: () => true },
  steam: {
    text: '绑定 Steam 账号',
    goUrl: '/pages/user/steambind',
    done: (
      deps,
      userId
    ) => Boolean((deps.db.prepare('SELECT steam_id FROM users WHERE id = ?').get(userId) as { steam_id: string | null } | undefined)?.steam_id)
  },
  share: {
    text: '分享一个红包给好友',
    goUrl: '/pages/mine-red-packet/index',
    done: (deps, userId) => Boolean(deps.db.prepare('SELECT 1 FROM redpacks WHERE creator_id = ?').get(userId))
  },
  // A purchase that has settled (completed and past its reversal window, model/settledTrades.ts)
  first_trade: {
    text: '完成一笔饰品购买（确认收货并过交易保护期）',
    goUrl: '/pages/market/home/index',
    done: (deps, userId) => Boolean(deps.db.prepare(`SELECT 1 FROM orders o WHERE o.buyer_id = ? AND ${settlementOf('o')} = 'settled'`).get(
      userId,
      settlementParams(deps)
    ))
  }
}

interface TaskRow { id: number, name: string, task: string, discount_cents: number, min_amount_cents: number, valid_days: number, claim_until: number }

function taskRows (deps: Deps): TaskRow[] {
  return deps.db.prepare(`SELECT id, name, task, discount_cents, min_amount_cents, valid_days, claim_until FROM coupon_templates WHERE kind = 'envelope'
      AND task IS NOT NULL ORDER BY id`).all() as TaskRow[]
}

export function envelopeEvent (deps: Deps, userId: number | null): EnvelopeEvent {
  const rows = taskRows(deps)
  const claimed = userId === null
    ? new Set<number>()
    : new Set((deps.db.prepare(`SELECT c.template_id FROM coupons c JOIN coupon_templates t ON t.id = c.template_id WHERE c.user_id = ?
        AND t.task IS NOT NULL`).all(userId) as { template_id: number }[]).map((row) => row.template_id))
  const endAt = rows.reduce((end, row) => Math.max(end, row.claim_until), 0)
  return {
    start_at: Math.max(0, endAt - ENVELOPE_EVENT_DAYS * 86400),
    end_at: endAt,
    ended: endAt <= deps.now(),
    tasks: rows.map((row) => ({
      template_id: row.id,
      name: row.name,
      task: row.task,
      task_text: ENVELOPE_TASKS[row.task]?.text ?? row.task,
      discount: formatCents(row.discount_cents),
      min_amount: formatCents(row.min_amount_cents),
      valid_days: row.valid_days,
      done: userId !== null && (ENVELOPE_TASKS[row.task]?.done(deps, userId) ?? false),
      claimed: claimed.has(row.id),
      claim_until: row.claim_until,
      go_url: ENVELOPE_TASKS[row.task]?.goUrl ?? ''
    }))
  }
}

/** Claims a task's envelope in the caller's transaction: the event running, the task done, one per user (claimTemplate's unique pair). */
export function claimEnvelope (deps: Deps, userId: number, templateId: number): number {
  const row = taskRows(deps).find((task) => task.id === templateId)
  if (!row) fail(Status.notFound, '红包不存在')
  if (row!.claim_until <= deps.now()) fail(Status.conflict, '活动已结束，红包无法领取')
  const rule = ENVELOPE_TASKS[row!.task]
  if (!rule || !rule.done(deps, userId)) fail(Status.conflict, `请先完成任务：${rule?.text ?? row!.task}`)
  if (deps.db.prepare('SELECT 1 FROM coupons WHERE template_id = ? AND user_id = ?').get(templateId, userId)) fail(Status.conflict, '你已领取过该红包')
  return claimTemplate(deps, userId, templateId)
}

/** Orders that used one of the user's envelopes, newest first. */
export function envelopeOrders (deps: Deps, userId: number, page: number, pageSize: number): { list: EnvelopeOrder[], total: number } {
  const from = `FROM orders o JOIN coupons c ON c.id = o.coupon_id JOIN coupon_templates t ON t.id = c.template_id JOIN items i ON i.id = o.item_id
    WHERE o.buyer_id = ? AND t.kind = 'envelope'`
  const total = (deps.db.prepare(`SELECT COUNT(*) AS n ${from}`).get(userId) as { n: number }).n
  const rows = deps.db.prepare(`SELECT o.id, o.order_no, o.status, o.price_cents, o.coupon_discount_cents, o.pay_amount_cents, o.created_at,
      i.name AS item_name, i.id AS item_id, t.name AS envelope_name
    ${from} ORDER BY o.id DESC LIMIT ? OFFSET ?`).all(userId, pageSize, (page - 1) * pageSize) as {
      id: number,
      order_no: string,
      status: OrderStatus,
      price_cents: number,
      coupon_discount_cents: number,
      pay_amount_cents: number,
      created_at: number,
      item_name: string,
      item_id: number,
      envelope_name: string
    }[]
  return {
    total,
    list: rows.map((row) => ({
      order_id: row.order_no,
      status: row.status,
      status_text: ORDER_STATUS_TEXT[row.status] ?? row.status,
      item_name: row.item_name,
      item_image: itemImage(row.item_id),
      price: formatCents(row.price_cents),
      envelope_name: row.envelope_name,
      discount: formatCents(row.coupon_discount_cents),
      pay_amount: formatCents(row.pay_amount_cents),
      created_at: row.created_at
    }))
  }
}
