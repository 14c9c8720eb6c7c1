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
