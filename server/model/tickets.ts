import type { Deps } from '../deps'
import type { Ticket, TicketType } from '../../types/api'
import { fail, Status } from '../domain/status'

/** The most feedback tickets one user may have waiting for an answer. */
export const OPEN_TICKETS_MAX = 5

export const ticketTypes = (deps: Deps): TicketType[] => deps.db.prepare('SELECT id, name FROM ticket_types ORDER BY id').all() as TicketType[]

/** Files a feedback ticket: a known type, at most five waiting per user. Returns its id. */
export function fileTicket (deps: Deps, userId: number, ticket: { typeId: number, content: string, contact: string | null }): number {
  const { db } = deps
  if (!db.prepare('SELECT 1 FROM ticket_types WHERE id = ?').get(ticket.typeId)) fail(Status.notFound, '问题类型不存在')
  const open = db.prepare("SELECT COUNT(*) AS n FROM tickets WHERE user_id = ? AND status = 'open'").get(userId) as { n: number }
  if (open.n >= OPEN_TICKETS_MAX) fail(Status.tooFrequent, `待处理的反馈已有 ${OPEN_TICKETS_MAX} 条，请等待客服回复`)
  return Number(db.prepare("INSERT INTO tickets (user_id, type_id, content, contact, status, created_at) VALUES (?, ?, ?, ?, 'open', ?)")
    .run(userId, ticket.typeId, ticket.content, ticket.contact, deps.now()).lastInsertRowid)
}

/** The user's latest 50 tickets, newest first. */
export const myTickets = (deps: Deps, userId: number): Ticket[] => deps.db.prepare(`SELECT t.id AS ticket_id, t.type_id, y.name AS type_name,
  t.content, t.status, t.created_at FROM tickets t JOIN ticket_types y ON y.id = t.type_id WHERE t.user_id = ? ORDER BY t.id DESC LIMIT 50`)
  .all(userId) as Ticket[]
