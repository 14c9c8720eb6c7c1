import type { Order, PromotionView, TaskCentre } from '../../../types/api'
import { balanceOf, cents, newActor, ordersOf, PAY_PASSWORD, recharge, yuan, type Actor } from './actors'
import { advance, deliver, list, quickBuy, tradableItem, type World } from './world'

/**
 * The attackers of the economy simulation. Each strategy has its accounts and an honest twin: the same person's trades
 * made without the exploit. A step is one random move; `finish` settles what is open so wealth can be compared.
 * Every exploit move goes through `call` and treats a refusal (4xx) as the exploit being blocked: it just skips.
 */
export interface Strategy {
  name: string
  /** the attacker's accounts (one person) and the twin's, compared by their summed wealth */
  attacker: Actor[]
  twin: Actor[]
  step: () => Promise<void>
  finish: () => Promise<void>
  /** what the attacker did, for the report (and to show the run was not idle) */
  counts: Record<string, number>
}

const DAY = 86400
const HOUR = 3600
const bump = (counts: Record<string, number>, key: string): void => { counts[key] = (counts[key] ?? 0) + 1 }

/** Joins a campaign (a refusal, e.g. not eligible, is the campaign saying no). */
const join = async (actor: Actor, key: string): Promise<boolean> => (await actor.call('/v1/promotion/join', { key }, 'POST')).status === 200

/** Claims every tier of the campaigns that is not claimed yet; the number of claims the server paid. */
async function claimTiers (actor: Actor, keys: string[]): Promise<number> {
  let paid = 0
  for (const key of keys) {
    const view = await actor.call<PromotionView>('/v1/promotion/detail', { key })
    if (view.status !== 200 || !view.data.me?.joined) continue
    for (const tier of view.data.tiers.filter((t) => t.state === 'claimable')) {
      if ((await actor.call('/v1/promotion/claim', { key, tier: tier.tier }, 'POST')).status === 200) paid += 1
    }
  }
  return paid
}

/** Claims the task centre's purchase tasks (今日购买, 完成首笔购买) when the server says they can be claimed. */
async function claimPurchaseTasks (actor: Actor): Promise<number> {
  const centre = await actor.call<TaskCentre>('/v1/task/list')
  if (centre.status !== 200) return 0
  let paid = 0
  for (const task of [...centre.data.daily, ...centre.data.newbie].filter((t) => ['daily_purchase', 'first_purchase'].includes(t.key)
    && t.state === 'claimable')) {
    if ((await actor.call('/v1/task/claim', { task_key: task.key }, 'POST')).status === 200) paid += 1
  }
  return paid
}

const cancel = async (buyer: Actor, orderId: string): Promise<boolean> => (await buyer.call(
  '/v4/trade/order/cancel',
  { order_id: orderId },
  'POST'
)).status === 200
const paidOrders = async (buyer: Actor): Promise<Order[]> => (await ordersOf(buyer)).filter((order) => order.status === 'paid')

/**
 * Claim then cancel: join the purchase campaigns, buy items at ¥100–300, claim the tiers and tasks the purchases
 * reach, cancel the purchases and be refunded. The twin buys and cancels the same way and claims nothing.
 */
/** One shop purchase at ¥min–max (three tries: a listing can go to someone else first). */
async function buyFromShop (world: World, who: Actor, min: number, max: number): Promise<boolean> {
  for (let tries = 0; tries < 3; tries++) {
    const listing = await world.shopListing(min, max)
    if (listing === null) return false
    if (await quickBuy(who, listing)) return true
  }
  return false
}

export async function claimThenCancel (world: World): Promise<Strategy> {
  const attacker = await newActor(world.api, 'claimer', { recharge: 1_000_000 })
  const twin = await newActor(world.api, 'claimer-twin', { recharge: 1_000_000 })
  const campaigns = ['season_festival', 'allowance', 'douyu_cs', 'douyu_dota']
  for (const key of campaigns) await join(attacker, key)
  const counts: Record<string, number> = {}
  const buy = (who: Actor): Promise<boolean> => buyFromShop(world, who, 100, 300)
  return {
    name: 'claim then cancel',
    attacker: [attacker],
    twin: [twin],
    counts,
    step: async () => {
      const roll = world.rand()
      if (roll < 0.4) {
        if (await buy(attacker)) { bump(counts, 'bought'); if (await buy(twin)) bump(counts, 'twin bought') }
      } else if (roll < 0.65) {
        const paid = await claimTiers(attacker, campaigns) + await claimPurchaseTasks(attacker)
        counts.claims = (counts.claims ?? 0) + paid
      } else if (roll < 0.9) {
        const mine = world.pick(await paidOrders(attacker))
        if (mine && await cancel(attacker, mine.order_id)) {
          bump(counts, 'cancelled')
          const theirs = world.pick(await paidOrders(twin))
          if (theirs) await cancel(twin, theirs.order_id)
        }
      } else {
        advance(world, Math.floor(world.rand() * 6 * HOUR))
      }
    },
    finish: async () => {
      counts.claims = (counts.claims ?? 0) + await claimTiers(attacker, campaigns) + await claimPurchaseTasks(attacker)
      for (const who of [attacker, twin]) for (const order of await paidOrders(who)) await cancel(who, order.order_id)
    }
  }
}

/**
 * A self-dealing pair: two accounts of one person (one device id) join the fee and rent campaigns and trade with each
 * other: ¥100 wash sales (免手续费, 出售返利, 手续费返还 tiers) and rentals of a cheap item at ¥100 a day (租赁补贴).
 * The twin pair makes the same sales and rentals between two people without joining anything.
 */
export async function selfDealingPair (world: World): Promise<Strategy> {
  const device = 'device-one-person-two-accounts'
  const pair = [
    await newActor(world.api, 'pair-a', { deviceId: device, recharge: 1_000_000 }),
    await newActor(world.api, 'pair-b', { deviceId: device, recharge: 1_000_000 })
  ]
  const twins = [await newActor(world.api, 'twin-a', { recharge: 1_000_000 }), await newActor(world.api, 'twin-b', { recharge: 1_000_000 })]
  const campaigns = ['exempt_fee', 'sell_rebate', 'fee_refund', 'rent_subsidy', 'rent_grey', 'rent_subsidy_plus']
  for (const who of pair) for (const key of campaigns) await join(who, key)
  const counts: Record<string, number> = {}
  /** each lender's rent listing, kept on sale between rentals */
  const rentListings = new Map<Actor, number>()

  const washSale = async (seller: Actor, buyer: Actor): Promise<boolean> => {
    const assetId = await tradableItem(world, seller)
    if (!assetId) return false
    const listingId = await list(seller, assetId, 10_000)
    if (listingId === null) return false
    const order = await quickBuy(buyer, listingId)
    return order !== null && await deliver(seller, buyer, order.order_id)
  }
  const rental = async (lender: Actor, renter: Actor, days: number): Promise<boolean> => {
    let listingId = rentListings.get(lender)
    if (listingId === undefined) {
      const assetId = await tradableItem(world, lender)
      if (!assetId) return false
      const listed = await list(lender, assetId, 10_000, { daily: 10_000, deposit: 10_000 })
      if (listed === null) return false
      listingId = listed
      rentListings.set(lender, listingId)
    }
    const created = await renter.call<Order>('/v4/trade/rent/create', { listing_id: listingId, days }, 'POST')
    if (created.status !== 200) return false
    const paid = await renter.call<Order>(
      '/v4/trade/order/payment',
      { order_id: created.data.order_id, pay_channel: 'balance', pay_password: PAY_PASSWORD, idempotency_key: `sim-rent-${created.data.order_id}` },
      'POST'
    )
    if (paid.status !== 200) { await cancel(renter, created.data.order_id); return false }
    if (!await deliver(lender, renter, created.data.order_id)) return false
    return (await renter.call('/v4/trade/rent/return', { order_id: created.data.order_id }, 'POST')).status === 200
  }
  const topUp = async (who: Actor): Promise<void> => { if ((await balanceOf(who)).balance < 500_000) await recharge(who, 1_000_000) }

  return {
    name: 'self-dealing pair',
    attacker: pair,
    twin: twins,
    counts,
    step: async () => {
      const roll = world.rand()
      const forward = world.rand() < 0.5
      const [a, b] = forward ? pair : [pair[1], pair[0]]
      const [ta, tb] = forward ? twins : [twins[1], twins[0]]
      if (roll < 0.35) {
        if (await washSale(a, b)) { bump(counts, 'wash sales'); if (await washSale(ta, tb)) bump(counts, 'twin sales') }
      } else if (roll < 0.6) {
        const days = 1 + Math.floor(world.rand() * 10)
        for (const who of [b, tb]) await topUp(who)
        if (await rental(a, b, days)) { bump(counts, 'rentals'); if (await rental(ta, tb, days)) bump(counts, 'twin rentals') }
      } else if (roll < 0.8) {
        // rent_subsidy_plus asks for a paid order first: joining again once there is one
        for (const who of pair) await join(who, 'rent_subsidy_plus')
        for (const who of pair) counts.claims = (counts.claims ?? 0) + await claimTiers(who, campaigns)
      } else {
        advance(world, Math.floor(world.rand() * 12 * HOUR))
      }
    },
    finish: async () => {
      for (const who of pair) counts.claims = (counts.claims ?? 0) + await claimTiers(who, campaigns)
    }
  }
}

interface BoxCard { id: number, name: string, price: string }
interface GiftPoolCard {
  pool_id: number,
  name: string,
  cost: string,
  state: string,
  prizes: Array<{ item: { item_id: number }, weight_ppm: number, sell_back: string | null }>
}

/** One kind of paid draw as its odds are published: the cost, and each prize's worth (and cash, if it can be sold back) with its odds. */
interface DrawOption {
  name: string
  cost: number
  prizes: Array<{ worth: number, cash: number, ppm: number }>
  draw: () => Promise<Array<{ worth: number, cash: number }> | null>
}
export interface DrawTally { draws: number, cost: number, returned: number, expected: number }
/**
 * The draws of a run: what they cost and returned (worth: items at reference after the sell fee, sell-backs; cash: sell-backs
 * only), expected and its variance from the published odds.
 */
export interface DrawStats extends DrawTally {
  variance: number
  cash: { returned: number, expected: number, variance: number }
  publishedOverCap: string[]
  bySource: Record<string, DrawTally>
}

const moments = (prizes: DrawOption['prizes'], key: 'worth' | 'cash'): { mean: number, variance: number } => {
  const mean = prizes.reduce((sum, p) => sum + p[key] * p.ppm, 0) / 1e6
  return { mean, variance: prizes.reduce((sum, p) => sum + p[key] * p[key] * p.ppm, 0) / 1e6 - mean * mean }
}

/**
 * Sell-back loops: the drawer reads the published odds of every live gift pool and of the three cheapest boxes, plays the
 * one that returns most (one time in five any of them), five gift draws or one box at a time, sells back every prize that
 * can be and claims the others. The twin brings the same money and does not draw: a draw is a bet, the twin's gain is 0.
 */
export async function sellBackLoops (world: World, capBp: number): Promise<Strategy & { draws: DrawStats }> {
  const drawer = await newActor(world.api, 'drawer', { recharge: 500_000 })
  const twin = await newActor(world.api, 'drawer-twin', { recharge: 500_000 })
  const counts: Record<string, number> = {}
  const draws: DrawStats = {
    cost: 0,
    draws: 0,
    returned: 0,
    expected: 0,
    variance: 0,
    cash: { returned: 0, expected: 0, variance: 0 },
    publishedOverCap: [],
    bySource: {}
  }
  let keys = 0

  const giftOptions = async (): Promise<DrawOption[]> => {
    const pools = (await drawer.ok<GiftPoolCard[]>('/v1/gift/pools')).filter((p) => p.state === 'live')
    const options: DrawOption[] = []
    for (const pool of pools) {
      const prizes = []
      for (const prize of pool.prizes) {
        const cash = prize.sell_back === null ? 0 : cents(prize.sell_back)
        prizes.push({ worth: prize.sell_back === null ? await world.prices.netValue(prize.item.item_id) : cash, cash, ppm: prize.weight_ppm })
      }
      options.push({
        name: `gift pool ${pool.pool_id} ${pool.name}`,
        cost: cents(pool.cost),
        prizes,
        draw: async () => {
          const answer = await drawer.call<{ wins: Array<{ win_id: number, item: { item_id: number }, sell_back: string | null }> }>(
            '/v1/gift/draw',
            { pool_id: pool.pool_id, times: 5, idempotency_key: `sim-gift-${++keys}` },
            'POST'
          )
          if (answer.status !== 200) return null
          const outcomes = []
          for (const win of answer.data.wins) {
            if (win.sell_back !== null && (await drawer.call('/v1/gift/sell-back', { win_id: win.win_id }, 'POST')).status === 200) {
              outcomes.push({ worth: cents(win.sell_back), cash: cents(win.sell_back) })
              bump(counts, 'sold back')
            } else {
              const claimed = (await drawer.call('/v1/gift/claim', { win_id: win.win_id }, 'POST')).status === 200
              outcomes.push({ worth: claimed ? await world.prices.netValue(win.item.item_id) : 0, cash: 0 })
            }
          }
          bump(counts, 'gift draws ×5')
          return outcomes
        }
      })
    }
    return options
  }
  const boxOptions = async (): Promise<DrawOption[]> => {
    // box prices follow the catalogue: the three cheapest of either kind, opened one at a time
    const listed = [...await drawer.ok<BoxCard[]>('/v1/box/list', { kind: 'box' }), ...await drawer.ok<BoxCard[]>('/v1/box/list', { kind: 'koi' })]
    const options: DrawOption[] = []
    for (const box of listed.sort((a, b) => cents(a.price) - cents(b.price)).slice(0, 3)) {
      const detail = await drawer.call<{ entries: Array<{ odds_ppm: number, item: { item_id: number } }> }>('/v1/box/detail', { box_id: box.id })
      if (detail.status !== 200) continue // a box taken off (over the cap) is no option
      const prizes = []
      for (const entry of detail.data.entries) prizes.push({ worth: await world.prices.netValue(entry.item.item_id), cash: 0, ppm: entry.odds_ppm })
      options.push({
        name: `box ${box.id} ${box.name}`,
        cost: cents(box.price),
        prizes,
        draw: async () => {
          const opened = await drawer.call<{ results: Array<{ item: { item_id: number } }> }>(
            '/v1/box/open',
            { box_id: box.id, count: 1, idempotency_key: `sim-box-${++keys}` },
            'POST'
          )
          if (opened.status !== 200) return null
          bump(counts, 'box opens')
          const outcomes = []
          for (const result of opened.data.results) outcomes.push({ worth: await world.prices.netValue(result.item.item_id), cash: 0 })
          return outcomes
        }
      })
    }
    return options
  }
  /** Plays one option and books it: cost, what came back, and what the published odds said to expect. */
  const play = async (option: DrawOption): Promise<void> => {
    const outcomes = await option.draw()
    if (outcomes === null) return
    const worth = moments(option.prizes, 'worth')
    const cash = moments(option.prizes, 'cash')
    const tally = draws.bySource[option.name] ?? (draws.bySource[option.name] = { draws: 0, cost: 0, returned: 0, expected: 0 })
    const returned = outcomes.reduce((sum, o) => sum + o.worth, 0)
    for (const each of [draws, tally]) {
      each.draws += outcomes.length
      each.cost += option.cost * outcomes.length
      each.returned += returned
      each.expected += worth.mean * outcomes.length
    }
    draws.variance += worth.variance * outcomes.length
    draws.cash.returned += outcomes.reduce((sum, o) => sum + o.cash, 0)
    draws.cash.expected += cash.mean * outcomes.length
    draws.cash.variance += cash.variance * outcomes.length
    const over = `${option.name}: returns ${(worth.mean / option.cost * 100).toFixed(1)} % of ${yuan(option.cost)}`
    if (worth.mean * 10_000 > option.cost * capBp && !draws.publishedOverCap.includes(over)) draws.publishedOverCap.push(over)
  }
  return {
    name: 'sell-back loops',
    attacker: [drawer],
    twin: [twin],
    counts,
    draws,
    step: async () => {
      if ((await balanceOf(drawer)).balance < 100_000) await recharge(drawer, 500_000)
      if (world.rand() < 0.1) { advance(world, Math.floor(world.rand() * 2 * HOUR)); return }
      const options = [...await giftOptions(), ...await boxOptions()]
      const ratio = (o: DrawOption): number => moments(o.prizes, 'worth').mean / o.cost
      const best = world.rand() < 0.2 ? world.pick(options) : options.sort((a, b) => ratio(b) - ratio(a))[0]
      if (best) await play(best)
    },
    finish: async () => {}
  }
}

/**
 * Many small partner exchanges that round in the attacker's favour: 转出 then 转入 amounts whose 转入 fee (half up) just
 * rounds down (虎牙 1083 金豆: 3 % is 32.49 → 32; OOS 102 积分: 2 % of ¥10.20 is 20.4 → 20). The twin moves the same
 * totals in one exchange each way, just before the clock moves on (so on the same day, within the same daily cap).
 */
export async function smallExchanges (world: World): Promise<Strategy> {
  const attacker = await newActor(world.api, 'rounder', { recharge: 200_000 })
  const twin = await newActor(world.api, 'rounder-twin', { recharge: 200_000 })
  const counts: Record<string, number> = {}
  const shapes = [{ partner: 'huya', outCents: 1083, points: 1083 }, { partner: 'oos', outCents: 1020, points: 102 }]
  /** what the twin still has to mirror, per partner */
  const owed = new Map<string, { outCents: number, points: number }>(shapes.map((s) => [s.partner, { outCents: 0, points: 0 }]))
  const pending: typeof shapes = []
  let keys = 0
  const exchange = async (who: Actor, partner: string, direction: 'out' | 'in', size: number): Promise<boolean> => {
    const params = direction === 'out' ? { amount: (size / 100).toFixed(2), pay_password: PAY_PASSWORD } : { points: size }
    return (await who.call(
      '/v1/partner/exchange/create',
      { partner, direction, ...params, idempotency_key: `sim-px-${who.id}-${++keys}` },
      'POST'
    )).status === 200
  }
  const mirror = async (): Promise<void> => {
    for (const [partner, due] of owed) {
      // 转出 has no fee and no rounding: split at its ¥1000 limit; 转入 in one exchange
      for (let left = due.outCents; left > 0; left -= 100_000) await exchange(twin, partner, 'out', Math.min(left, 100_000))
      if (due.points > 0 && await exchange(twin, partner, 'in', due.points)) bump(counts, 'twin 转入')
      owed.set(partner, { outCents: 0, points: 0 })
    }
  }
  return {
    name: 'small partner exchanges',
    attacker: [attacker],
    twin: [twin],
    counts,
    step: async () => {
      // points whose 转入 the daily cap refused come back first, the next day
      const waiting = pending[0]
      const shape = waiting ?? world.pick(shapes)!
      if (!waiting) {
        if (!await exchange(attacker, shape.partner, 'out', shape.outCents)) return
        owed.get(shape.partner)!.outCents += shape.outCents
        bump(counts, `${shape.partner} 转出`)
      }
      if (await exchange(attacker, shape.partner, 'in', shape.points)) {
        owed.get(shape.partner)!.points += shape.points
        bump(counts, `${shape.partner} 转入`)
        if (waiting) pending.shift()
        return
      }
      if (!waiting) pending.push(shape)
      await mirror()
      advance(world, DAY)
    },
    finish: async () => {
      await mirror()
      // what the attacker could not bring back yet (a daily cap) comes back the next day, like the twin's
      advance(world, DAY)
      for (const shape of shapes) {
        const left = (await attacker.ok<{ partners: Array<{ key: string, points: number }> }>('/v1/partner/exchange/overview'))
          .partners.find((p) => p.key === shape.partner)!.points
        const twinLeft = (await twin.ok<{ partners: Array<{ key: string, points: number }> }>('/v1/partner/exchange/overview'))
          .partners.find((p) => p.key === shape.partner)!.points
        if (left > 0) await exchange(attacker, shape.partner, 'in', left)
        if (twinLeft > 0) await exchange(twin, shape.partner, 'in', twinLeft)
      }
    }
  }
}

/**
 * An invite farm: an inviter joins 主播邀请计划 and signs up throwaway accounts with the code (same device), each buys one
 * item and cancels it; the inviter claims the campaign tiers and the per-invitee reward. The twin family makes the same
 * accounts without the code and the same purchases and cancels.
 */
export async function inviteFarm (world: World, size = 12): Promise<Strategy> {
  const inviter = await newActor(world.api, 'farmer', { recharge: 100_000 })
  const twin = await newActor(world.api, 'farmer-twin', { recharge: 100_000 })
  await join(inviter, 'liver_invite')
  const code = (await inviter.ok<{ code: string }>('/v1/invite/info')).code
  const farm: Actor[] = []
  const twinFarm: Actor[] = []
  const counts: Record<string, number> = {}
  const family = { attacker: [inviter], twin: [twin] }
  const buyOne = (who: Actor): Promise<boolean> => buyFromShop(world, who, 20, 120)
  const claimAll = async (): Promise<void> => {
    counts.claims = (counts.claims ?? 0) + await claimTiers(inviter, ['liver_invite'])
    const info = await inviter.call<{ invitees: Array<{ invitee_id: number, state: string }> }>('/v1/invite/info')
    for (const invitee of info.status === 200 ? info.data.invitees.filter((i) => i.state === 'claimable') : []) {
      if ((await inviter.call('/v1/invite/claim', { invitee_id: invitee.invitee_id }, 'POST')).status === 200) bump(counts, 'claims')
    }
  }
  return {
    name: 'invite farm',
    attacker: family.attacker,
    twin: family.twin,
    counts,
    step: async () => {
      const roll = world.rand()
      if (roll < 0.3 && farm.length < size) {
        const n = farm.length + 1
        const member = await newActor(world.api, `farm-${n}`, { deviceId: inviter.deviceId, inviteCode: code, recharge: 30_000 })
        const twinMember = await newActor(world.api, `twin-farm-${n}`, { recharge: 30_000 })
        farm.push(member); twinFarm.push(twinMember)
        family.attacker.push(member); family.twin.push(twinMember)
        bump(counts, 'invitees')
      } else if (roll < 0.55) {
        const i = Math.floor(world.rand() * farm.length)
        if (farm.length > 0 && (await ordersOf(farm[i])).length === 0 && await buyOne(farm[i])) {
          bump(counts, 'invitee purchases')
          if (await buyOne(twinFarm[i])) bump(counts, 'twin purchases')
        }
      } else if (roll < 0.7) {
        const i = Math.floor(world.rand() * farm.length)
        const order = farm.length > 0 ? world.pick(await paidOrders(farm[i])) : undefined
        if (order && await cancel(farm[i], order.order_id)) {
          bump(counts, 'invitee cancels')
          for (const theirs of await paidOrders(twinFarm[i])) await cancel(twinFarm[i], theirs.order_id)
        }
      } else if (roll < 0.9) {
        await claimAll()
      } else {
        advance(world, Math.floor(world.rand() * 6 * HOUR))
      }
    },
    finish: async () => {
      await claimAll()
      for (const who of [...farm, ...twinFarm]) for (const order of await paidOrders(who)) await cancel(who, order.order_id)
    }
  }
}
