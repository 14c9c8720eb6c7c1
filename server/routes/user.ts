import type { Api } from '../http/context'
import type { AccountSummary, AgreementVersion, HealthCheckResult, Message, Page, Ticket, TicketType, UserInfo } from '../../types/api'
import { int, oneOf, optional, parse, str, tradeUrl } from '../http/validate'
import { findUser, userInfo } from '../model/users'
import { expireStaleOrders } from '../model/orders'
import { isAnchor, orderCounts } from '../model/mineCounts'
import { runSteamCheck } from '../model/steamCheck'
import { markTradeUrl } from '../model/linkedAccounts'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'

const AGREEMENT_KINDS = ['user', 'privacy'] as const

export function userRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps

  // the balance shown counts proceeds whose trade protection ended (swept lazily, server/README.md "Sell orders")
  const my = (call: { userId: () => number }): UserInfo => { const id = call.userId(); expireStaleOrders(deps); return userInfo(findUser(db, id)) }
  api.route('/v1/user/my', my)
  api.route('/v1/user/my/h5', my)

  api.route('/v1/user/my/account', (call): AccountSummary => {
    const userId = call.userId()
    expireStaleOrders(deps)
    const user = findUser(db, userId)
    const coupons = db.prepare("SELECT COUNT(*) AS n FROM coupons WHERE user_id = ? AND status = 'unused' AND expires_at > ?").get(user.id, deps.now()) as { n: number }
    const unread = db.prepare('SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND read_at IS NULL').get(user.id) as { n: number }
    return {
      balance: formatCents(user.balance_cents),
      frozen: formatCents(user.frozen_cents),
      total: formatCents(user.balance_cents + user.frozen_cents),
      coupon_count: coupons.n,
      unread_messages: unread.n,
      order_counts: orderCounts(db, user.id),
      is_anchor: isAnchor(db, user.id)
    }
  })

  api.route('/v1/user/agreement/version', (call): AgreementVersion[] => {
    const latest = db.prepare("SELECT slug AS kind, version FROM articles WHERE kind = 'agreement'").all() as { kind: AgreementVersion['kind'], version: string }[]
    const agreed = call.viewer ? db.prepare('SELECT kind, version FROM agreements WHERE user_id = ?').all(call.viewer.id) as { kind: string, version: string }[] : []
    return latest.map((row) => ({ kind: row.kind, version: row.version, agreed_version: agreed.find((a) => a.kind === row.kind)?.version ?? null }))
  })
  api.write('/v1/user/my/agree-agreement', (call) => {
    const userId = call.userId()
    const input = parse(call.params, { kind: optional(oneOf('协议', AGREEMENT_KINDS), 'user'), version: str('协议版本', { max: 20 }) })
    const latest = db.prepare("SELECT version FROM articles WHERE kind = 'agreement' AND slug = ?").get(input.kind) as { version: string }
    if (latest.version !== input.version) fail(Status.conflict, '协议已更新，请阅读最新版本后再同意')
    db.prepare('INSERT INTO agreements (user_id, kind, version, agreed_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, kind) DO UPDATE SET version = excluded.version, agreed_at = excluded.agreed_at')
      .run(userId, input.kind, input.version, deps.now())
    return { kind: input.kind, version: input.version }
  })

  // Reading returns the profile; sending a nickname changes it (by POST only).
  api.route('/v1/user/my/person-info', (call) => {
    const userId = call.userId()
    const input = parse(call.params, { nickname: optional(str('昵称', { max: 20, pattern: /^[^<>\s][^<>]*$/ })) })
    if (input.nickname) db.prepare('UPDATE users SET nickname = ? WHERE id = ?').run(input.nickname, userId)
    const user = findUser(db, userId)
    return { user_id: user.id, nickname: user.nickname, avatar: user.avatar, steam_id: user.steam_id, created_at: user.created_at }
  }, { writesWithParams: true })

  api.write('/v1/user/my/save-trade-url', (call) => {
    const userId = call.userId()
    const input = parse(call.params, { trade_url: tradeUrl() })
    // a new trade URL must pass the health check again
    db.prepare('UPDATE users SET trade_url = ?, health_checked = 0 WHERE id = ?').run(input.trade_url, userId)
    markTradeUrl(deps, userId, input.trade_url)
    return userInfo(findUser(db, userId))
  })

  // Steam account health check (the gate behind status 3104): the Steam check engine; its blocking findings are the problems
  api.write('/v1/steam/health/create', (call): HealthCheckResult => {
    const report = runSteamCheck(deps, findUser(db, call.userId()))
    return { passed: report.passed, problems: report.findings.filter((f) => f.severity === 'high').map((f) => f.title), checked_at: report.checked_at }
  })
  api.route('/v1/steam/health/get', (call) => {
    const user = findUser(db, call.userId())
    return { passed: user.health_checked === 1, steam_id: user.steam_id, trade_url: user.trade_url }
  })

  api.route('/v1/user/message/list', (call): Page<Message> => {
    const userId = call.userId()
    expireStaleOrders(deps) // a lapsed delivery's message is there when the seller looks
    const input = parse(call.params, { page: optional(int('页码', 1, 10000), 1), page_size: optional(int('每页数量', 1, 50), 20) })
    const total = (db.prepare('SELECT COUNT(*) AS n FROM messages WHERE user_id = ?').get(userId) as { n: number }).n
    const list = db.prepare('SELECT id AS message_id, title, content, link, read_at IS NOT NULL AS is_read, created_at FROM messages WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
      .all(userId, input.page_size, (input.page - 1) * input.page_size) as (Omit<Message, 'is_read'> & { is_read: number })[]
    return { list: list.map((row) => ({ ...row, is_read: row.is_read === 1 })), total, page: input.page, page_size: input.page_size, has_more: input.page * input.page_size < total }
  })
  api.write('/v1/user/message/read', (call) => {
    const userId = call.userId()
    const input = parse(call.params, { message_id: optional(int('消息', 1)) })
    // another user's message answers like an unknown one (ids reveal nothing); an already read one updates 0
    if (input.message_id && !db.prepare('SELECT 1 FROM messages WHERE id = ? AND user_id = ?').get(input.message_id, userId)) fail(Status.notFound, '消息不存在')
    const result = input.message_id
      ? db.prepare('UPDATE messages SET read_at = ? WHERE user_id = ? AND id = ? AND read_at IS NULL').run(deps.now(), userId, input.message_id)
      : db.prepare('UPDATE messages SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(deps.now(), userId)
    return { updated: result.changes }
  })

  api.route('/v1/user/ticket-types', () => db.prepare('SELECT id, name FROM ticket_types ORDER BY id').all() as TicketType[])
  api.write('/v1/user/addticket', (call) => {
    const userId = call.userId()
    const input = parse(call.params, {
      type_id: int('问题类型', 1, 1000),
      content: str('问题描述', { min: 5, max: 1000, multiline: true }),
      contact: optional(str('联系方式', { max: 50 }))
    })
    if (!db.prepare('SELECT 1 FROM ticket_types WHERE id = ?').get(input.type_id)) fail(Status.notFound, '问题类型不存在')
    const open = db.prepare("SELECT COUNT(*) AS n FROM tickets WHERE user_id = ? AND status = 'open'").get(userId) as { n: number }
    if (open.n >= 5) fail(Status.tooFrequent, '待处理的反馈已有 5 条，请等待客服回复')
    const id = db.prepare("INSERT INTO tickets (user_id, type_id, content, contact, status, created_at) VALUES (?, ?, ?, ?, 'open', ?)")
      .run(userId, input.type_id, input.content, input.contact ?? null, deps.now()).lastInsertRowid
    return { ticket_id: Number(id), status: 'open' }
  })
  api.route('/v1/user/ticket/list', (call) => db.prepare(
    'SELECT t.id AS ticket_id, t.type_id, y.name AS type_name, t.content, t.status, t.created_at FROM tickets t JOIN ticket_types y ON y.id = t.type_id WHERE t.user_id = ? ORDER BY t.id DESC LIMIT 50'
  ).all(call.userId()) as Ticket[])
}
