import type { Deps } from '../deps'
import type { ConsultMessage, ConsultSent } from '../../types/api'
import { faqAnswer, HUMAN_REPLY } from '../domain/consultFaq'
import { fail, Status } from '../domain/status'
import { findOrder, orderView, type OrderRow } from './orders'

/** 在线客服 rules (server/README.md "News and consultation"). */
export const CONSULT_LIMITS = { maxChars: 500, perMinute: 10, pageSize: 20 }

interface MessageRow {
  id: number,
  user_id: number,
  sender: 'user' | 'service',
  content: string,
  order_id: number | null,
  client_key: string | null,
  created_at: number
}

function view (deps: Deps, row: MessageRow): ConsultMessage {
  const order = row.order_id === null ? null : orderView(deps, deps.db.prepare('SELECT * FROM orders WHERE id = ?').get(row.order_id) as OrderRow)
  return {
    message_id: row.id,
    sender: row.sender,
    content: row.content,
    order: order && { order_id: order.order_id, item_name: order.item.name, status_text: order.status_text, pay_amount: order.pay_amount },
    created_at: row.created_at
  }
}

/** The conversation, newest page first (`before_id` pages back); each page is in time order, oldest first. */
export function consultHistory (deps: Deps, userId: number, beforeId: number | undefined): { list: ConsultMessage[], has_more: boolean } {
  const rows = deps.db.prepare(`SELECT * FROM consult_messages WHERE user_id = ? ${beforeId ? 'AND id < ?' : ''} ORDER BY id DESC LIMIT ?`)
    .all(...(beforeId ? [userId, beforeId] : [userId]), CONSULT_LIMITS.pageSize + 1) as MessageRow[]
  const page = rows.slice(0, CONSULT_LIMITS.pageSize).reverse()
  return { list: page.map((row) => view(deps, row)), has_more: rows.length > CONSULT_LIMITS.pageSize }
}

/**
 * The user's message and the service's answer, stored together in one transaction. The same client key answers the
 * pair already stored (a retry after a lost answer adds nothing); more than 10 messages in a minute → 4029.
 */
export function sendConsult (deps: Deps, userId: number, input: { content: string, orderNo?: string, clientKey?: string }): ConsultSent {
  const { db } = deps
  return db.transaction(() => {
    if (input.clientKey) {
      const earlier = db.prepare('SELECT id FROM consult_messages WHERE user_id = ? AND client_key = ?').get(
        userId,
        input.clientKey
      ) as { id: number } | undefined
      if (earlier) return pairFrom(deps, earlier.id)
    }
    const now = deps.now()
    const recent = (db.prepare("SELECT COUNT(*) AS n FROM consult_messages WHERE user_id = ? AND sender = 'user' AND created_at > ?").get(
      userId,
      now - 60
    ) as { n: number }).n
    if (recent >= CONSULT_LIMITS.perMinute) fail(Status.tooFrequent, '发送太频繁，请稍后再试')
    const order = input.orderNo ? findOrder(deps, userId, input.orderNo) : null
    const asked = db.prepare("INSERT INTO consult_messages (user_id, sender, content, order_id, client_key, created_at) VALUES (?, 'user', ?, ?, ?, ?)")
      .run(userId, input.content, order?.id ?? null, input.clientKey ?? null, now).lastInsertRowid
    db.prepare("INSERT INTO consult_messages (user_id, sender, content, created_at) VALUES (?, 'service', ?, ?)").run(
      userId,
      replyTo(input.content, order),
      now
    )
    return pairFrom(deps, Number(asked))
  })()
}

function replyTo (content: string, order: OrderRow | null): string {
  const known = faqAnswer(content)
  if (known) return known.answer
  return order ? `已收到您关于订单 ${order.order_no} 的咨询，${HUMAN_REPLY}` : HUMAN_REPLY
}

// the user's message and the service's answer stored right after it
function pairFrom (deps: Deps, askedId: number): ConsultSent {
  const asked = deps.db.prepare('SELECT * FROM consult_messages WHERE id = ?').get(askedId) as MessageRow
  const reply = deps.db.prepare("SELECT * FROM consult_messages WHERE user_id = ? AND sender = 'service' AND id > ? ORDER BY id LIMIT 1").get(
    asked.user_id,
    askedId
  ) as MessageRow
  return { asked: view(deps, asked), reply: view(deps, reply) }
}
