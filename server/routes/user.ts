import type { Api } from '../http/context'
import type { AccountSummary, AgreementVersion, HealthCheckResult, Message, Page, Ticket, TicketType, UserInfo } from '../../types/api'
import { int, oneOf, optional, parse, str, tradeUrl } from '../http/validate'
import { findUser, setNickname, setTradeUrl, userInfo } from '../model/users'
import { usableCouponCount } from '../model/coupons'
import { isMyMessage, markMessagesRead, messagePage, unreadMessageCount } from '../model/messages'
import { fileTicket, myTickets, ticketTypes } from '../model/tickets'
import { agree, agreedVersions, agreementVersion, agreementVersions } from '../model/agreements'
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
    return {
      balance: formatCents(user.balance_cents),
      frozen: formatCents(user.frozen_cents),
      total: formatCents(user.balance_cents + user.frozen_cents),
      coupon_count: usableCouponCount(deps, user.id),
      unread_messages: unreadMessageCount(deps, user.id),
      order_counts: orderCounts(db, user.id),
      is_anchor: isAnchor(db, user.id)
    }
  })

  api.route('/v1/user/agreement/version', (call): AgreementVersion[] => {
    const agreed = call.viewer ? agreedVersions(deps, call.viewer.id) : []
    return agreementVersions(deps).map((row) =>
      ({ kind: row.kind, version: row.version, agreed_version: agreed.find((a) => a.kind === row.kind)?.version ?? null }))
  })
  api.write('/v1/user/my/agree-agreement', (call) => {
    const userId = call.userId()
    const input = parse(call.params, { kind: optional(oneOf('协议', AGREEMENT_KINDS), 'user'), version: str('协议版本', { max: 20 }) })
    if (agreementVersion(deps, input.kind) !== input.version) fail(Status.conflict, '协议已更新，请阅读最新版本后再同意')
    agree(deps, userId, input.kind, input.version)
    return { kind: input.kind, version: input.version }
  })

  // Reading returns the profile; sending a nickname changes it (by POST only).
  api.route('/v1/user/my/person-info', (call) => {
    const userId = call.userId()
    const input = parse(call.params, { nickname: optional(str('昵称', { max: 20, pattern: /^[^<>\s][^<>]*$/ })) })
    if (input.nickname) setNickname(db, userId, input.nickname)
    const user = findUser(db, userId)
    return { user_id: user.id, nickname: user.nickname, avatar: user.avatar, steam_id: user.steam_id, created_at: user.created_at }
  }, { writesWithParams: true })

  api.write('/v1/user/my/save-trade-url', (call) => {
    const userId = call.userId()
    const input = parse(call.params, { trade_url: tradeUrl() })
    // a new trade URL must pass the health check again
    setTradeUrl(db, userId, input.trade_url)
    markTradeUrl(deps, userId, input.trade_url)
    return userInfo(findUser(db, userId))
  })

  // Steam account health check (the gate behind status 3104): the Steam check engine; its blocking findings are the problems
  api.write('/v1/steam/health/create', async (call): Promise<HealthCheckResult> => {
    const report = await runSteamCheck(deps, findUser(db, call.userId()))
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
    const { rows, total } = messagePage(deps, userId, input.page, input.page_size)
    return {
      list: rows.map((row) => ({ ...row, is_read: row.is_read === 1 })),
      total,
      page: input.page,
      page_size: input.page_size,
      has_more: input.page * input.page_size < total
    }
  })
  api.write('/v1/user/message/read', (call) => {
    const userId = call.userId()
    const input = parse(call.params, { message_id: optional(int('消息', 1)) })
    // another user's message answers like an unknown one (ids reveal nothing); an already read one updates 0
    if (input.message_id && !isMyMessage(deps, userId, input.message_id)) fail(Status.notFound, '消息不存在')
    return { updated: markMessagesRead(deps, userId, input.message_id) }
  })

  api.route('/v1/user/ticket-types', (): TicketType[] => ticketTypes(deps))
  api.write('/v1/user/addticket', (call) => {
    const userId = call.userId()
    const input = parse(call.params, {
      type_id: int('问题类型', 1, 1000),
      content: str('问题描述', { min: 5, max: 1000, multiline: true }),
      contact: optional(str('联系方式', { max: 50 }))
    })
    const id = fileTicket(deps, userId, { typeId: input.type_id, content: input.content, contact: input.contact ?? null })
    return { ticket_id: id, status: 'open' }
  })
  api.route('/v1/user/ticket/list', (call): Ticket[] => myTickets(deps, call.userId()))
}
