import type { Deps } from '../deps'

export interface NewMessage {
  title: string
  content: string
  /** an internal route the message opens (`/pages/sell/order/index?id=…`); the client follows only known routes */
  link?: string | null
}

/** Writes a 站内信 to one user, in the caller's transaction. */
export function sendMessage (deps: Deps, userId: number, message: NewMessage): void {
  deps.db.prepare('INSERT INTO messages (user_id, title, content, link, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(userId, message.title, message.content, message.link ?? null, deps.now())
}

export const unreadMessageCount = (deps: Deps, userId: number): number =>
  (deps.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND read_at IS NULL').get(userId) as { n: number }).n

export interface MessageRow { message_id: number, title: string, content: string, link: string | null, is_read: number, created_at: number }

/** A page of the user's messages, newest first, with the count of all of them. */
export function messagePage (deps: Deps, userId: number, page: number, pageSize: number): { rows: MessageRow[], total: number } {
  const total = (deps.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE user_id = ?').get(userId) as { n: number }).n
  const rows = deps.db.prepare(`SELECT id AS message_id, title, content, link, read_at IS NOT NULL AS is_read, created_at FROM messages
    WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`).all(userId, pageSize, (page - 1) * pageSize) as MessageRow[]
  return { rows, total }
}

export const isMyMessage = (deps: Deps, userId: number, messageId: number): boolean =>
  deps.db.prepare('SELECT 1 FROM messages WHERE id = ? AND user_id = ?').get(messageId, userId) !== undefined

/** Marks one unread message (or every one) read; answers how many changed. */
export function markMessagesRead (deps: Deps, userId: number, messageId?: number): number {
  const result = messageId
    ? deps.db.prepare('UPDATE messages SET read_at = ? WHERE user_id = ? AND id = ? AND read_at IS NULL').run(deps.now(), userId, messageId)
    : deps.db.prepare('UPDATE messages SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(deps.now(), userId)
  return result.changes
}
