import { safeParse } from 'valibot'
import { startApi, type TestApi } from './apiClient'
import { LandingAttributionSchema, LandingOfferSchema } from '../../src/contract/landing'

let api: TestApi
let token: string
beforeEach(async () => { api = await startApi(); token = await api.login('13900139000') })
afterEach(() => api.close())

const post = (path: string, params: Record<string, unknown>, who = token) => api.call(path, params, { token: who, method: 'POST' })
const AD = { utm_source: 'kuaishou', utm_medium: 'cpc', utm_campaign: 'newuser_1124', channel: 'ks', clickid: 'ks-abc_123' }

describe('ad landing', () => {
  it('offers the new-user coupon to a visitor and a new user', async () => {
    const visitor = await api.ok('/v1/landing/offer')
    expect(safeParse(LandingOfferSchema, visitor).success).toBe(true)
    expect(visitor).toMatchObject({ template_id: 1, name: '新人立减 5 元', discount: '5.00', min_amount: '50.00', claimed: false, eligible: true, reason: null })
  })

  it('keeps the first campaign through login, claims once (even at once), and attributes the first order', async () => {
    const bound = await post('/v1/landing/attribute', { ...AD, landed_at: 1795000000 })
    expect(safeParse(LandingAttributionSchema, bound.data).success).toBe(true)
    expect(bound.data).toMatchObject({ ...AD, utm_content: null, first_order: null })
    // a later landing from another campaign does not replace the first
    await post('/v1/landing/attribute', { utm_source: 'baidu', channel: 'bd' })
    expect((await api.ok('/v1/landing/attribution', {}, { token })).utm_source).toBe('kuaishou')
    const [a, b] = await Promise.all([post('/v1/landing/claim', AD), post('/v1/landing/claim', AD)])
    expect([a.status, b.status].sort()).toEqual([200, 4009])
    expect((await api.ok('/v1/landing/offer', {}, { token })).claimed).toBe(true)
    expect((await api.ok('/v1/coupon/my-coupons', { kind: 'coupon' }, { token })).filter((c: { name: string }) => c.name === '新人立减 5 元')).toHaveLength(1)
    // the first paid order is the campaign's conversion
    const items = await api.ok('/v3/store/item/list', { appid: 730, page_size: 1 })
    const detail = await api.ok('/v3/store/item/detail', { item_id: items.list[0].item_id })
    const order = await api.ok(
      '/v4/trade/order/quick',
      { listing_id: detail.listings[0].listing_id, pay_channel: 'balance', pay_password: '654321' },
      { token, method: 'POST' }
    )
    expect((await api.ok('/v1/landing/attribution', {}, { token })).first_order).toMatchObject({ order_id: order.order_id })
  })

  it('is not for a user who has already bought; refuses odd parameters', async () => {
    const items = await api.ok('/v3/store/item/list', { appid: 730, page_size: 1 })
    const detail = await api.ok('/v3/store/item/detail', { item_id: items.list[0].item_id })
    await api.ok(
      '/v4/trade/order/quick',
      { listing_id: detail.listings[0].listing_id, pay_channel: 'balance', pay_password: '654321' },
      { token, method: 'POST' }
    )
    expect(await api.ok('/v1/landing/offer', {}, { token })).toMatchObject({ claimed: false, eligible: false, reason: '新人券仅限尚未下单的新用户领取' })
    expect((await post('/v1/landing/claim', {})).message).toBe('新人券仅限尚未下单的新用户领取')
    expect((await post('/v1/landing/attribute', { utm_source: '<script>' })).status).toBe(4000)
    expect((await post('/v1/landing/attribute', { clickid: 'x'.repeat(129) })).status).toBe(4000)
    expect((await api.call('/v1/landing/claim', AD, { method: 'POST', token: null })).status).toBe(401)
  })
})
