import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import type { Coupon, EnvelopeEvent, EnvelopeOrder, ItemDetail, LoginResult, Order, Page, RedPacket, RedPacketOpen, RedPacketPromotion } from '../../types/api'
import { splitPacket } from '../../src/lib/redpackSplit'
import { seedHash } from '../../src/lib/fairness'

let api: TestApi
let demo: string
let demo2: string
let phones = 0

beforeEach(async () => {
  api = await startApi()
  demo = await api.login(DEMO.phone, DEMO.password)
  demo2 = await api.login(DEMO2.phone, DEMO2.password)
})
afterEach(async () => { await api.close() })

async function newUser (): Promise<string> {
  const phone = `1371234${String(5000 + ++phones).padStart(4, '0')}`
  await api.ok('/passport/sms-send', { phone })
  const code = await api.smsCode(phone)
  return (await api.ok<LoginResult>('/passport/login', { phone, code }, { method: 'POST' })).access_token
}
const cents = (text: string): number => Math.round(Number(text) * 100)
const balance = async (token: string): Promise<number> => cents((await api.ok<{ balance: string }>('/v1/user/my', {}, { token })).balance)
const open = (token: string, code: string) => api.call<RedPacketOpen>('/v1/redpack/open', { code }, { token })

describe('split rule (lib/redpackSplit)', () => {
  it('splits the whole total, at least 0.01 a share, the same way for the same seed', () => {
    for (const [total, count] of [[888, 5], [2000, 10], [3, 3], [100, 1], [10_000, 100]]) {
      const shares = splitPacket('seed', 'ABCDEFGH', total, count)
      expect({ sum: shares.reduce((a, b) => a + b, 0), n: shares.length, min: Math.min(...shares) >= 1 }).toEqual({ sum: total, n: count, min: true })
      expect(splitPacket('seed', 'ABCDEFGH', total, count)).toEqual(shares)
    }
    expect(splitPacket('seed', 'ABCDEFGH', 2000, 10)).not.toEqual(splitPacket('other', 'ABCDEFGH', 2000, 10))
    expect(() => splitPacket('seed', 'X', 2, 3)).toThrow()
  })
})

describe('red packets', () => {
  it('a visitor sees a shared packet; a user opens it once and the share lands in the balance with a ledger line', async () => {
    const seen = await api.ok<RedPacket>('/v1/redpack/detail', { code: 'C5NEWYR8' })
    expect(seen).toMatchObject({ kind: 'balance', total: '8.88', count: 5, opened_count: 2, state: 'open', my_share: null, server_seed: null, shares: null })
    expect(seen.seed_hash).toMatch(/^[0-9a-f]{64}$/)
    const before = await balance(demo)
    const first = await open(demo, 'C5NEWYR8')
    expect(first.status).toBe(200)
    expect(first.data.packet).toMatchObject({ opened_count: 3, my_share: first.data.amount })
    expect(await balance(demo)).toBe(before + cents(first.data.amount))
    const ledger = await api.ok<Page<{ kind: string, amount: string }>>('/v1/pay/ledger/list', {}, { token: demo })
    expect(ledger.list[0]).toMatchObject({ kind: 'redpack', amount: first.data.amount })
    const again = await open(demo, 'C5NEWYR8')
    expect({ status: again.status, message: again.message }).toEqual({ status: 4009, message: '你已经领取过这个红包了' })
    expect(await balance(demo)).toBe(before + cents(first.data.amount))
  })

  it('refuses empty, expired, own, unknown and malformed packets and visitors', async () => {
    expect((await open(demo, 'EMPTYBAG')).message).toBe('手慢了，红包已被领完')
    expect((await api.ok<RedPacket>('/v1/redpack/detail', { code: 'EMPTYBAG' })).state).toBe('empty')
    expect((await open(demo, 'EXPREDX9')).message).toBe('红包已过期')
    expect((await api.ok<RedPacket>('/v1/redpack/detail', { code: 'EXPREDX9' })).state).toBe('expired')
    expect((await open(demo, 'DEMSHARE')).status).toBe(4009)
    expect((await open(demo, 'ZZZZZZZZ')).status).toBe(4004)
    expect((await open(demo, 'abc')).message).toBe('红包口令格式不正确')
    expect((await api.call('/v1/redpack/open', { code: 'C5NEWYR8' })).status).toBe(401)
  })

  it('a finished packet reveals its seed: the published hash and every share recompute', async () => {
    const packet = await api.ok<RedPacket>('/v1/redpack/detail', { code: 'EMPTYBAG' })
    expect(packet.server_seed).not.toBeNull()
    expect(seedHash(packet.server_seed!)).toBe(packet.seed_hash)
    expect(splitPacket(packet.server_seed!, packet.code, cents(packet.total), packet.count).map((c) => (c / 100).toFixed(2))).toEqual(packet.shares)
    expect(packet.claims.filter((claim) => claim.best)).toHaveLength(1)
  })

  it('parallel opens: each user gets one share, nobody twice, never more shares than the packet has', async () => {
    const [promotion] = await api.ok<RedPacketPromotion[]>('/v1/redpack/promotions', {}, { token: demo2 })
    expect(promotion).toMatchObject({ kind: 'balance', count: 5, left: 1 })
    const packet = (await api.call<RedPacket>('/v1/redpack/create', { promotion_id: promotion.promotion_id }, { token: demo2 })).data
    expect(packet).toMatchObject({ state: 'open', opened_count: 0, mine: true })
    expect((await api.call('/v1/redpack/create', { promotion_id: promotion.promotion_id }, { token: demo2 })).message).toBe('该活动每人最多分享 3 个红包')
    const users = await Promise.all(Array.from({ length: 7 }, () => newUser()))
    const answers = await Promise.all([...users, users[0], users[0], users[0], demo, demo].map((token) => open(token, packet.code)))
    const granted = answers.filter((answer) => answer.status === 200)
    expect(granted).toHaveLength(5)
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 4009)).toBe(true)
    const finished = await api.ok<RedPacket>('/v1/redpack/detail', { code: packet.code })
    expect(finished).toMatchObject({ state: 'empty', opened_count: 5, opened_total: '8.88' })
    expect(granted.map((answer) => answer.data.amount).sort()).toEqual([...finished.shares!].sort())
    const owners = await Promise.all([...users, demo].map(async (token) => (await api.ok<Page<RedPacket>>(
      '/v1/redpack/mine',
      { tab: 'received' },
      { token }
    )).list.filter((p) => p.code === packet.code).length))
    expect(owners.reduce((a, b) => a + b, 0)).toBe(5)
    expect(Math.max(...owners)).toBe(1)
  })

  it('an envelope packet gives a red envelope with the share as its discount, used at payment like a coupon and listed with its order', async () => {
    const share = await open(demo, 'FRENDS88')
    expect(share.status).toBe(200)
    const [envelope] = await api.ok<Coupon[]>('/v1/red-envelope/mine', { status: 'unused' }, { token: demo })
    expect(envelope).toMatchObject({ kind: 'envelope', discount: share.data.amount, min_amount: '50.00' })
    const items = await api.ok<Page<{ item_id: number }>>('/v3/store/item/list', { appid: 730, sort: 'price_asc', min_price: '60', page_size: 1 })
    const detail = await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: items.list[0].item_id })
    const listing = detail.listings.find((l) => !l.rentable)!
    const usable = await api.ok<Coupon[]>('/v1/coupon/can-use', { amount: listing.price, appid: 730 }, { token: demo })
    expect(usable.find((c) => c.coupon_id === envelope.coupon_id)).toMatchObject({ usable: true, kind: 'envelope' })
    const order = await api.ok<Order>('/v4/trade/order/create-p2p', { listing_id: listing.listing_id, coupon_id: envelope.coupon_id }, { token: demo })
    expect(order.coupon_discount).toBe(envelope.discount)
    expect(cents(order.pay_amount)).toBe(cents(listing.price) - cents(envelope.discount))
    const orders = await api.ok<Page<EnvelopeOrder>>('/v1/red-envelope/orders', {}, { token: demo })
    expect(orders.list[0]).toMatchObject({ order_id: order.order_id, discount: envelope.discount, status: 'created' })
    expect((await api.ok<Coupon[]>('/v1/red-envelope/mine', { status: 'used' }, { token: demo })).map((c) => c.coupon_id)).toEqual([envelope.coupon_id])
  })
})

describe('red envelope event', () => {
  it('tasks: a visitor sees them undone; claims need the task done, once each; the coupon centre neither lists nor gives envelopes', async () => {
    const visitor = await api.ok<EnvelopeEvent>('/v1/red-envelope/event')
    expect(visitor.ended).toBe(false)
    expect(visitor.tasks.map((t) => [t.task, t.done])).toEqual([['newcomer', false], ['steam', false], ['share', false], ['first_trade', false]])
    const fresh = await newUser()
    const mine = await api.ok<EnvelopeEvent>('/v1/red-envelope/event', {}, { token: fresh })
    const task = (name: string) => mine.tasks.find((t) => t.task === name)!
    expect([task('newcomer').done, task('steam').done, task('share').done]).toEqual([true, false, false])
    const claims = await Promise.all([1, 2, 3].map(() => api.call<Coupon>(
      '/v1/red-envelope/claim',
      { template_id: task('newcomer').template_id },
      { token: fresh }
    )))
    expect(claims.map((c) => c.status).sort()).toEqual([200, 4009, 4009])
    expect((await api.call('/v1/red-envelope/claim', { template_id: task('share').template_id }, { token: fresh })).message).toBe('请先完成任务：分享一个红包给好友')
    const [promotion] = await api.ok<RedPacketPromotion[]>('/v1/redpack/promotions', {}, { token: fresh })
    await api.ok('/v1/redpack/create', { promotion_id: promotion.promotion_id }, { token: fresh })
    expect((await api.call<Coupon>(
      '/v1/red-envelope/claim',
      { template_id: task('share').template_id },
      { token: fresh }
    )).data).toMatchObject({ kind: 'envelope', discount: '2.00' })
    expect((await api.call('/v1/coupon/claim', { template_id: task('steam').template_id }, { token: fresh })).status).toBe(4004)
    const centre = await api.ok<{ name: string }[]>('/v1/coupon/center')
    expect(centre.map((t) => t.name)).not.toContain('新人红包')
    expect((await api.ok<Coupon[]>('/v1/coupon/my-coupons', { kind: 'coupon' }, { token: fresh }))).toEqual([])
    expect((await api.ok<Coupon[]>('/v1/red-envelope/mine', {}, { token: fresh })).map((c) => c.name).sort()).toEqual(['分享红包', '新人红包'])
  })

  it('after the event ends nothing more is claimed', async () => {
    const event = await api.ok<EnvelopeEvent>('/v1/red-envelope/event', {}, { token: demo })
    api.advance(event.end_at - Math.floor(Date.UTC(2026, 10, 22, 4) / 1000) + 1)
    demo = await api.login(DEMO.phone, DEMO.password)
    expect((await api.ok<EnvelopeEvent>('/v1/red-envelope/event', {}, { token: demo })).ended).toBe(true)
    expect((await api.call('/v1/red-envelope/claim', { template_id: event.tasks[0].template_id }, { token: demo })).message).toBe('活动已结束，红包无法领取')
  })
})
