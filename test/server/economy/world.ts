import { startApi, type TestApi } from '../apiClient'
import { peek, tempDbFile, type DbPeek } from '../dbPeek'
import { random } from '../../../server/domain/random'
import type { ItemDetail, ListingBatch, Order } from '../../../types/api'
import { cents, holdings, newActor, PAY_PASSWORD, ReferencePrices, restartIdentities, yuan, type Actor } from './actors'

/**
 * One simulated market: a fresh API (in-memory clock, its own database file read through dbPeek), a seeded PRNG,
 * two honest users who trade the ordinary way beside the attackers, and the shop's seed listings to buy from.
 */
export interface World {
  api: TestApi
  db: DbPeek
  seed: number
  rand: () => number
  prices: ReferencePrices
  honest: Actor[]
  /** trades the honest users completed (a run where they did nothing proves nothing) */
  honestTrades: number
  /** the server clock when the run began */
  startedAt: number
  /** the first ledger, order and exchange rows of the run: the house book reads what came after */
  marks: { ledger: number, orders: number, exchanges: number, grants: number }
  pick: <T>(list: readonly T[]) => T | undefined
  /** a seed listing for sale between two prices (yuan), bought by nobody yet; null when none is left */
  shopListing: (minYuan: number, maxYuan: number) => Promise<number | null>
  close: () => Promise<void>
}

/** The seed to run with: ECONOMY_SEED, else a fixed one (a failure names it, so a run can be repeated exactly). */
export const simulationSeed = (): number => Number(process.env.ECONOMY_SEED ?? 20261125)

const maxId = (db: DbPeek, table: string): number => db.all<{ id: number | null }>(`SELECT MAX(rowid) AS id FROM ${table}`)[0].id ?? 0

export async function makeWorld (seed: number): Promise<World> {
  const file = tempDbFile()
  const api = await startApi({ dbFile: file })
  const db = peek(file)
  const rand = random(seed)
  const seedUsers = maxId(db, 'users')
  restartIdentities()
  const pick = <T>(list: readonly T[]): T | undefined => list.length === 0 ? undefined : list[Math.floor(rand() * list.length)]
  const honest = [await newActor(api, 'honest-1', { recharge: 300_000 }), await newActor(api, 'honest-2', { recharge: 300_000 })]
  const pools = new Map<string, number[]>()
  const shopListing = async (minYuan: number, maxYuan: number): Promise<number | null> => {
    const key = `${minYuan}-${maxYuan}`
    let pool = pools.get(key)
    if (!pool || pool.length === 0) {
      pool = []
      for (const appid of [570, 730]) {
        const page = await api.ok<{ list: Array<{ item_id: number }> }>(
          '/v3/store/item/list',
          { appid, sort: 'price_asc', min_price: String(minYuan), max_price: String(maxYuan), page_size: 40 }
        )
        for (const item of page.list) {
          const detail = await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: item.item_id })
          // the seed's sellers only: a listing of one of the simulation's own users is someone's trade, not stock
          pool.push(...detail.listings.filter((l) => !l.rentable
            && l.seller.seller_id <= seedUsers
            && cents(l.price) >= minYuan * 100
            && cents(l.price) <= maxYuan * 100).map((l) => l.listing_id))
        }
      }
      pools.set(key, pool)
    }
    if (pool.length === 0) return null
    return pool.splice(Math.floor(rand() * pool.length), 1)[0]
  }
  const world: World = {
    api,
    db,
    seed,
    rand,
    prices: new ReferencePrices(api),
    honest,
    honestTrades: 0,
    startedAt: api.now(),
    marks: { ledger: 0, orders: 0, exchanges: 0, grants: 0 },
    pick,
    shopListing,
    close: async () => { await api.close(); db.close() }
  }
  markStart(world)
  return world
}

/** Starts the house book here (after the accounts were made and recharged). */
export function markStart (world: World): void {
  world.marks = {
    ledger: maxId(world.db, 'ledger'),
    orders: maxId(world.db, 'orders'),
    exchanges: maxId(world.db, 'partner_exchanges'),
    grants: maxId(world.db, 'granted_assets')
  }
}

/** Moves the clock, at most 5 days in a run (sessions last 7, the campaigns at least 12). */
export function advance (world: World, seconds: number): void {
  const step = Math.max(0, Math.min(seconds, world.startedAt + 5 * 86400 - world.api.now()))
  world.api.advance(step)
}

/** A buyer pays a listing from the balance in one step (quick buy); null when it is refused (taken, or the buyer short of money). */
export async function quickBuy (buyer: Actor, listingId: number): Promise<Order | null> {
  const answer = await buyer.call<Order>('/v4/trade/order/quick', { listing_id: listingId, pay_channel: 'balance', pay_password: PAY_PASSWORD }, 'POST')
  return answer.status === 200 ? answer.data : null
}

/** A seller lists one tradable item (optionally for rent); null when it is refused. */
export async function list (seller: Actor, assetId: string, price: number, rent?: { daily: number, deposit: number }): Promise<number | null> {
  const entry = {
    asset_id: assetId,
    price: yuan(price),
    ...(rent ? { rent_daily: yuan(rent.daily), rent_deposit: yuan(rent.deposit), rent_max_days: 30 } : {})
  }
  const answer = await seller.call<ListingBatch>('/v4/trade/sell/create', { items: JSON.stringify([entry]), pay_password: PAY_PASSWORD }, 'POST')
  return answer.status === 200 ? answer.data.listings[0].listing_id : null
}

/** The seller sends the offer of a paid order and the buyer accepts it: the trade completes. */
export async function deliver (seller: Actor, buyer: Actor, orderId: string): Promise<boolean> {
  if ((await seller.call('/v4/trade/sell/send-offer', { order_id: orderId }, 'POST')).status !== 200) return false
  return (await buyer.call('/v4/trade/order/receive-offer', { order_id: orderId }, 'POST')).status === 200
}

/** A seed seller's trade completes: the buyer reminds the seller (who sends the offer at once) and accepts it. */
export async function receiveFromShop (buyer: Actor, orderId: string): Promise<boolean> {
  if ((await buyer.call('/v4/trade/order/notify-user', { order_id: orderId }, 'POST')).status !== 200) return false
  return (await buyer.call('/v4/trade/order/receive-offer', { order_id: orderId }, 'POST')).status === 200
}

/** A tradable item of the account, cheapest first among a few picked at random (DOTA2 first: its proceeds are not held). */
export async function tradableItem (world: World, actor: Actor): Promise<string | null> {
  const items = (await holdings(actor)).filter((asset) => asset.state === 'tradable')
  const dota = items.filter((asset) => asset.item.appid === 570)
  const chosen = world.pick(dota.length > 0 ? dota : items)
  return chosen?.asset_id ?? null
}

/**
 * One step of the honest users: buy from the shop and take delivery, or sell an item to the other honest user at its
 * reference price and deliver it. Every step that completes a trade is counted.
 */
export async function honestStep (world: World): Promise<void> {
  const [one, other] = world.rand() < 0.5 ? world.honest : [world.honest[1], world.honest[0]]
  if (world.rand() < 0.5) {
    const listing = await world.shopListing(1, 60)
    if (listing === null) return
    const order = await quickBuy(one, listing)
    if (order && await receiveFromShop(one, order.order_id)) world.honestTrades += 1
    return
  }
  const assetId = await tradableItem(world, one)
  if (!assetId) return
  const asset = (await holdings(one)).find((a) => a.asset_id === assetId)!
  const ref = (await world.prices.of([asset.item.item_id])).get(asset.item.item_id)!
  const listingId = await list(one, assetId, Math.max(100, ref))
  if (listingId === null) return
  const order = await quickBuy(other, listingId)
  if (order && await deliver(one, other, order.order_id)) world.honestTrades += 1
}
