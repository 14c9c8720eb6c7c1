import type { TestApi } from '../apiClient'
import type { Envelope, InventoryPage, LoginResult, Order } from '../../../types/api'
import { tradeFee } from '../../../server/domain/fees'

/**
 * The people of the economy simulation (test/server/economySimulation.test.ts): accounts made the way a client makes them
 * (SMS login, the simulated Steam OpenID binding, trade URL, pay password, the Steam check, a card recharge), each
 * sending its own device id on every call, so two accounts of one person look alike to the server.
 */
export const PAY_PASSWORD = '135790'
const STEAM_BASE = BigInt('76561197960265728')

export interface Actor {
  name: string
  id: number
  token: string
  deviceId: string
  /** money brought in from outside (recharges), in cents */
  paidIn: number
  /** a call as this account, signed like the client, with its device id */
  call: <T = any>(path: string, params?: Record<string, unknown>, method?: 'GET' | 'POST') => Promise<Envelope<T>>
  /** a call that must succeed (setup and honest trades only: an exploit step uses `call` and skips on a refusal) */
  ok: <T = any>(path: string, params?: Record<string, unknown>, method?: 'GET' | 'POST') => Promise<T>
}

export const cents = (text: string): number => {
  const negative = text.startsWith('-')
  const [yuan, fen = ''] = text.replace('-', '').split('.')
  const value = Number(yuan) * 100 + Number(fen.padEnd(2, '0'))
  return negative ? -value : value
}
export const yuan = (value: number): string => `${value < 0 ? '-' : ''}${Math.floor(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, '0')}`

let serial = 0
/** Each simulated market numbers its accounts from 1, so a run makes the same accounts whichever tests run before it. */
export const restartIdentities = (): void => { serial = 0 }
/** A fresh phone and Steam id per account (Steam ids ending 404, 666 or 777 are the seed's special cases). */
function nextIdentity (): { phone: string, steamId: string } {
  serial += 1
  let n = 700_000_000 + serial * 7
  while (['404', '666', '777'].includes(String(n).slice(-3))) n += 1
  return { phone: `139${String(10_000_000 + serial).slice(-8)}`, steamId: `76561198${n}` }
}

export interface ActorOptions { deviceId?: string, inviteCode?: string, recharge?: number }

/** Signs up by SMS (with an invite code if given), binds Steam, sets the trade URL and pay password, passes the Steam check and recharges. */
export async function newActor (api: TestApi, name: string, options: ActorOptions = {}): Promise<Actor> {
  const { phone, steamId } = nextIdentity()
  const deviceId = options.deviceId ?? `device-${name}-${serial}`
  const headers = { 'x-device-id': deviceId }
  await api.ok('/passport/sms-send', { phone, scene: 'login' }, { method: 'POST', headers })
  const code = await api.smsCode(phone)
  const login = await api.ok<LoginResult>(
    '/passport/login',
    { type: 'sms', phone, code, ...(options.inviteCode ? { invite_code: options.inviteCode } : {}) },
    { method: 'POST', headers }
  )
  const actor: Actor = {
    name,
    id: login.user.user_id,
    token: login.access_token,
    deviceId,
    paidIn: 0,
    call: async (path, params = {}, method) => await api.call(path, params, { token: actor.token, method, headers }),
    ok: async (path, params = {}, method) => await api.ok(path, params, { token: actor.token, method, headers })
  }
  const answer = await api.raw({ method: 'GET', url: `/api/v1/open/dev/steam-openid?return_to=%2Fpages%2Fuser%2Fsteam&steam_id=${steamId}` })
  const openid = Object.fromEntries(new URL(String(answer.headers.location), 'http://127.0.0.1').searchParams)
  await actor.ok('/v1/user/setting/bindsteamid', openid, 'POST')
  const partner = (BigInt(steamId) - STEAM_BASE).toString()
  await actor.ok('/v1/user/my/save-trade-url', { trade_url: `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=Ab3dE6gH` }, 'POST')
  await actor.ok('/v1/user/setting/setpaypwd', { pay_password: PAY_PASSWORD }, 'POST')
  await actor.ok('/v1/steam/check/create', {}, 'POST')
  if (options.recharge) await recharge(actor, options.recharge)
  return actor
}

let rechargeKeys = 0
/** A card recharge through the simulated provider (money paid in from outside). */
export async function recharge (actor: Actor, amount: number): Promise<void> {
  const paid = await actor.ok<{ amount: string }>(
    '/v1/pay/recharge/create',
    { amount: yuan(amount), channel: 'card', idempotency_key: `sim-recharge-${++rechargeKeys}` },
    'POST'
  )
  actor.paidIn += cents(paid.amount)
}

export const balanceOf = async (actor: Actor): Promise<{ balance: number, frozen: number }> => {
  const my = await actor.ok<{ balance: string, frozen: string }>('/v1/user/my')
  return { balance: cents(my.balance), frozen: cents(my.frozen) }
}

/** Reference prices, read once per item through the seller's price guidance (the catalogue's reference price). */
export class ReferencePrices {
  private readonly known = new Map<number, number>()
  constructor (private readonly api: TestApi) {}
  async of (itemIds: number[]): Promise<Map<number, number>> {
    const missing = [...new Set(itemIds)].filter((id) => !this.known.has(id))
    for (let start = 0; start < missing.length; start += 50) {
      const page = await this.api.ok<Array<{ item_id: number, reference_price: string }>>(
        '/v4/trade/sell/guidance',
        { item_ids: missing.slice(start, start + 50).join(',') }
      )
      for (const row of page) this.known.set(row.item_id, cents(row.reference_price))
    }
    return this.known
  }

  /** What an item is worth to its holder: its reference price after the trade fee of selling it. */
  async netValue (itemId: number): Promise<number> {
    const ref = (await this.of([itemId])).get(itemId)!
    return ref - tradeFee(ref)
  }
}

/** Every item the account holds (tradable, on hold, listed or in a trade). */
export async function holdings (actor: Actor): Promise<InventoryPage['list']> {
  const all: InventoryPage['list'] = []
  for (let page = 1; ; page++) {
    const answer = await actor.ok<InventoryPage>('/v4/trade/inventory/list', { page, page_size: 100 })
    all.push(...answer.list)
    if (answer.list.length < 100) return all
  }
}

/** An account's wealth: balance + frozen + every item held at its reference price after the sell fee, minus the money it brought in. */
export async function wealth (actor: Actor, prices: ReferencePrices): Promise<number> {
  const { balance, frozen } = await balanceOf(actor)
  const items = await holdings(actor)
  await prices.of(items.map((asset) => asset.item.item_id))
  let value = 0
  for (const asset of items) value += await prices.netValue(asset.item.item_id)
  return balance + frozen + value - actor.paidIn
}

export const sumWealth = async (actors: Actor[], prices: ReferencePrices): Promise<number> => {
  let total = 0
  for (const actor of actors) total += await wealth(actor, prices)
  return total
}

/** The buyer's orders, every page. */
export async function ordersOf (actor: Actor): Promise<Order[]> {
  const all: Order[] = []
  let pointer = 0
  for (;;) {
    const page = await actor.ok<{ list: Order[], has_more: boolean, next_pointer: number }>('/v4/trade/order/list', { pointer, page_size: 50 })
    all.push(...page.list)
    if (!page.has_more) return all
    pointer = page.next_pointer
  }
}
