import { BlockList, isIPv4, isIPv6 } from 'node:net'
import { createHmac } from 'node:crypto'
import type { Deps } from '../deps'
import { partnerOf } from './steamCheck'

/**
 * Linked accounts (server/README.md "Linked accounts"): two accounts are one person's when they share a
 * device id, a withdrawal account or a Steam trade partner, when one invited the other, or when both wrote from the
 * same public address within 24 h. No perk, subsidy or reward is paid on a trade between them: trading with yourself
 * must never earn. The marks are recorded here and read only by `linkReason`.
 */
export type LinkReason = 'device' | 'withdraw_account' | 'trade_partner' | 'invite' | 'ip'
type MarkKind = 'device' | 'ip' | 'withdraw_account' | 'trade_partner'

export const LINK_TEXT: Record<LinkReason, string> = {
  device: '同一设备',
  withdraw_account: '同一提现账户',
  trade_partner: '同一 Steam 交易链接',
  invite: '邀请关系',
  ip: '24 小时内同一网络地址'
}

const DAY = 86400
/** Two accounts seen from one public address this close together are linked. */
export const SAME_ADDRESS_SECONDS = 86400

/** A device id the client made (src/lib/deviceId): printable, 8 … 128 characters; anything else is not a device. */
const DEVICE_ID = /^[\x21-\x7e]{8,128}$/

/**
 * Addresses that many people share or that say nothing about the person (loopback, private networks, carrier NAT,
 * link-local, a proxy in front of the API): they link nobody.
 */
const SHARED_ADDRESSES = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16]
] as const) SHARED_ADDRESSES.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [['::', 127], ['fc00::', 7], ['fe80::', 10]] as const) SHARED_ADDRESSES.addSubnet(net, bits, 'ipv6')

/** The client's public address, IPv4-mapped IPv6 written as IPv4; null for a shared or unreadable one. */
export function publicAddress (ip: string): string | null {
  const address = ip.toLowerCase().startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip.toLowerCase()
  if (isIPv4(address)) return SHARED_ADDRESSES.check(address, 'ipv4') ? null : address
  if (isIPv6(address)) return SHARED_ADDRESSES.check(address, 'ipv6') ? null : address
  return null
}

function mark (deps: Deps, userId: number, kind: MarkKind, value: string): void {
  const now = deps.now()
  deps.db.prepare(`INSERT INTO account_marks (user_id, kind, value, day, first_at, last_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (user_id, kind, value, day) DO UPDATE SET last_at = max(last_at, excluded.last_at)`)
    .run(userId, kind, value, kind === 'ip' ? Math.floor(now / DAY) : 0, now, now)
}

/** After a signed-in user's write succeeds (http mount): the device id header and the public address it came from. */
export function markCall (deps: Deps, userId: number, headers: Record<string, string | string[] | undefined>, ip: string): void {
  const device = headers['x-device-id']
  if (typeof device === 'string' && DEVICE_ID.test(device)) mark(deps, userId, 'device', device)
  const address = publicAddress(ip)
  if (address !== null) mark(deps, userId, 'ip', address)
}

/** A withdrawal's account, as a keyed hash (the number itself is never stored), in the withdrawal's transaction. */
export function markWithdrawAccount (deps: Deps, userId: number, channel: string, account: string): void {
  mark(deps, userId, 'withdraw_account', createHmac('sha256', deps.secret).update(`withdraw:${channel}:${account}`).digest('hex'))
}

/** A saved trade URL's Steam account (its partner), kept after the URL changes. */
export function markTradeUrl (deps: Deps, userId: number, tradeUrl: string): void {
  const partner = partnerOf(tradeUrl)
  if (partner !== null) mark(deps, userId, 'trade_partner', partner)
}

/** The Steam accounts a user's trade URLs named: the saved ones and the current one. */
function tradePartners (deps: Deps, userId: number): Set<string> {
  const saved = deps.db.prepare("SELECT value FROM account_marks WHERE user_id = ? AND kind = 'trade_partner'").all(userId) as Array<{ value: string }>
  const url = (deps.db.prepare('SELECT trade_url FROM users WHERE id = ?').get(userId) as { trade_url: string | null } | undefined)?.trade_url ?? null
  const current = url === null ? null : partnerOf(url)
  return new Set([...saved.map((row) => row.value), ...(current === null ? [] : [current])])
}

/** Why two different accounts are one person's, or null when nothing links them. */
export function linkReason (deps: Deps, a: number, b: number): LinkReason | null {
  const { db } = deps
  if (a === b) return null
  const shared = db.prepare(`SELECT x.kind FROM account_marks x JOIN account_marks y ON y.user_id = ? AND y.kind = x.kind AND y.value = x.value
    WHERE x.user_id = ? AND x.kind IN ('device', 'withdraw_account') ORDER BY x.kind = 'withdraw_account' LIMIT 1`).get(
      b,
      a
    ) as { kind: LinkReason } | undefined
  if (shared) return shared.kind
  const partners = tradePartners(deps, b)
  if ([...tradePartners(deps, a)].some((partner) => partners.has(partner))) return 'trade_partner'
  if (db.prepare('SELECT 1 FROM invites WHERE (invitee_id = ? AND inviter_id = ?) OR (invitee_id = ? AND inviter_id = ?)').get(a, b, b, a)) return 'invite'
  // each side's sightings of the address in one day span first_at … last_at: the closest two are within the window
  const near = db.prepare(`SELECT 1 FROM account_marks x JOIN account_marks y ON y.user_id = ? AND y.kind = 'ip' AND y.value = x.value
      AND y.day BETWEEN x.day - 1 AND x.day + 1 AND y.first_at <= x.last_at + ? AND x.first_at <= y.last_at + ?
    WHERE x.user_id = ? AND x.kind = 'ip' LIMIT 1`).get(b, SAME_ADDRESS_SECONDS, SAME_ADDRESS_SECONDS, a)
  return near ? 'ip' : null
}

/** Whether two accounts are linked: the one test every perk, subsidy and reward paid on a trade asks of its two sides. */
export const linkedAccounts = (deps: Deps, a: number, b: number): boolean => linkReason(deps, a, b) !== null

/**
 * Decides whether a trade's buyer and seller are linked and records it on the order (`orders.linked_reason`), in the
 * caller's transaction: when the order is made (the fee) and again when it completes (rebates, subsidies). A count of
 * trades that earns anything leaves out `linked_reason IS NOT NULL`.
 */
export function checkTradeLink (deps: Deps, order: { id: number, seller_id: number, buyer_id: number }): LinkReason | null {
  const reason = linkReason(deps, order.seller_id, order.buyer_id)
  deps.db.prepare('UPDATE orders SET linked_reason = ? WHERE id = ?').run(reason, order.id)
  return reason
}
