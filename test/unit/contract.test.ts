/** The wire contract is strict where the screens depend on it (issue 9 item 7): odd data becomes a bad-data ApiError. */
import { safeParse } from 'valibot'
import { ApiError } from '@/lib/request'
import { parse } from '@/services/shape'
import { CountSchema, MoneySchema, WearSchema } from '@/contract/common'
import { ItemPageSchema } from '@/contract/catalogue'
import { LoginResultSchema } from '@/contract/user'
import { PriceMoverSchema } from '@/contract/priceWatch'
import { item, page, user } from './support/fixtures'

const ok = (schema: Parameters<typeof safeParse>[0], value: unknown) => safeParse(schema, value).success

it('money is a decimal string with at most two decimals, never a number or an exponent', () => {
  for (const good of ['12.30', '0.00', '-0.50', '12.3', '5000']) expect(ok(MoneySchema, good)).toBe(true)
  for (const bad of ['1e3', '12.345', '12.', '.5', '', ' 1.00', 12.3, null]) expect(ok(MoneySchema, bad)).toBe(false)
})

it('counts, ids and times are whole numbers ≥ 0', () => {
  for (const good of [0, 42, 1763780000]) expect(ok(CountSchema, good)).toBe(true)
  for (const bad of [-1, 1.5, '1', Number.NaN, Infinity, null]) expect(ok(CountSchema, bad)).toBe(false)
})

it('wear is null or a decimal string', () => {
  for (const good of [null, '0.0712', '1.0000']) expect(ok(WearSchema, good)).toBe(true)
  for (const bad of ['.07', 0.07, 'abc', '']) expect(ok(WearSchema, bad)).toBe(false)
})

it('a login result needs a non-empty token', () => {
  expect(ok(LoginResultSchema, { access_token: 'jwt', expires_at: 1, user: user() })).toBe(true)
  expect(ok(LoginResultSchema, { access_token: '', expires_at: 1, user: user() })).toBe(false)
})

it('parse answers the data when it fits, else a bad-data ApiError naming the field and the call', () => {
  const good = page([item(1)])
  expect(parse(ItemPageSchema, good, '/v3/store/item/list')).toEqual(good)
  for (const odd of [{}, null, [], { ...good, list: [{ ...item(1), min_price: 12 }] }]) {
    let error: unknown
    try { parse(ItemPageSchema, odd, '/v3/store/item/list') } catch (caught) { error = caught }
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'bad-data', path: '/api/v1/open/v3/store/item/list' })
  }
  expect(() => parse(ItemPageSchema, { ...good, list: [{ ...item(1), min_price: 12 }] }, '/v3/store/item/list')).toThrow(/list\.0\.min_price/)
})

it('redeem codes (issue 13): one form for every way of typing a code; a redemption carries money as a string', async () => {
  const { redeemCodeOf } = await import('@/contract/formRules')
  const { RedemptionSchema } = await import('@/contract/rewards')
  expect(['c5cd k000 0000 0001', 'C5CD-K000-0000-0001', 'c5cdk00000000001'].map(redeemCodeOf)).toEqual(Array(3).fill('C5CD-K000-0000-0001'))
  for (const bad of ['', 'ABC', 'C5CD-K000-0000-000', 'C5CD-K000-0000-00011', 'C5CD_K000_0000_0001']) expect(redeemCodeOf(bad)).toBeNull()
  const redemption = { redemption_id: 1, code: null, campaign: 'topic', campaign_title: 'x', grant_kind: 'balance', grant_text: 'x', amount: '2.00', points: 0,
    points_spent: 50, link: '/pages/user/balance/index', repeated: false, created_at: 1 }
  expect(ok(RedemptionSchema, redemption)).toBe(true)
  expect(ok(RedemptionSchema, { ...redemption, amount: 2 })).toBe(false)
  expect(ok(RedemptionSchema, { ...redemption, grant_kind: 'cash' })).toBe(false)
})

it('red packets and envelopes (issue 13): a packet\'s state is one of three and its money strings; a coupon may be an envelope', async () => {
  const { RedPacketSchema } = await import('@/contract/redpack')
  const { CouponSchema } = await import('@/contract/buying')
  const packet = {
    code: 'C5NEWYR8', name: 'x', kind: 'balance', total: '8.88', count: 5, opened_count: 0, opened_total: '0.00', state: 'open', min_amount: '0.00',
      created_at: 1, expires_at: 2,
    creator: { nickname: 'x', avatar: '/a.svg' }, mine: false, my_share: null, claims: [], seed_hash: 'ab', server_seed: null, shares: null
  }
  expect(ok(RedPacketSchema, packet)).toBe(true)
  expect(ok(RedPacketSchema, { ...packet, state: 'closed' })).toBe(false)
  expect(ok(RedPacketSchema, { ...packet, total: 8.88 })).toBe(false)
  expect(ok(RedPacketSchema, { ...packet, shares: ['1.00', 2] })).toBe(false)
  const coupon = { coupon_id: 1, template_id: 1, name: 'x', discount: '3.00', min_amount: '30.00', appid: null, status: 'unused', expires_at: 1 }
  expect([ok(CouponSchema, coupon), ok(CouponSchema, { ...coupon, kind: 'envelope' }), ok(CouponSchema, { ...coupon, kind: 'cash' })]).toEqual([true, true,
    false])
})

it('fair draws (issue 13, h4): odds are whole ppm, money is a string, an unrevealed seed is null', async () => {
  const { FairRecordSchema } = await import('@/contract/fairness')
  const { BoxEntrySchema } = await import('@/contract/draws')
  const record = { id: 1, scope: 'box', subject: 'box:1', server_seed_hash: 'ab', server_seed: null, client_seed: 'c', nonce: 0, hmac: 'ff', ticket: 5,
    odds_ppm: [999_999, 1], result_index: 0, created_at: 1 }
  expect(ok(FairRecordSchema, record)).toBe(true)
  expect(ok(FairRecordSchema, { ...record, odds_ppm: [0.5, 999_999.5] })).toBe(false)
  expect(ok(FairRecordSchema, { ...record, server_seed: '' })).toBe(false)
  const entry = { k: 0, odds_ppm: 2000, item: { item_id: 1, name: 'x', image: '/i.svg', rarity_color: '#fff', wear: null, value: '12.30' } }
  expect(ok(BoxEntrySchema, entry)).toBe(true)
  expect(ok(BoxEntrySchema, { ...entry, item: { ...entry.item, value: 12.3 } })).toBe(false)
})

it('a payment may be pending (an Alipay hand-off); the hand-off needs its cashier address', async () => {
  const { AlipayHandOffSchema, PaymentSchema } = await import('@/contract/pay')
  const payment = { pay_no: 'RC1', purpose: 'recharge', channel: 'alipay', amount: '10.00', fee: '0.06', pay_amount: '10.06', status: 'pending',
    fail_reason: null, created_at: 1 }
  expect(ok(PaymentSchema, payment)).toBe(true)
  expect(ok(PaymentSchema, { ...payment, status: 'paid' })).toBe(false)
  expect(ok(AlipayHandOffSchema, payment)).toBe(false)
  expect(ok(AlipayHandOffSchema, { ...payment, cashier_url: '/api/v1/open/dev/alipay-cashier?pay_no=RC1' })).toBe(true)
})

it('a price mover\'s change % is a signed two-decimal string, never a number (h14)', () => {
  const row = { item: item(1), price: '21.00', start_price: '11.00', change: '10.00', change_pct: '90.91', sales: 5,
    spark: [{ date: '2026-11-22', price: null, count: 0 }] }
  expect(ok(PriceMoverSchema, row)).toBe(true)
  expect(ok(PriceMoverSchema, { ...row, change_pct: '-0.05' })).toBe(true)
  for (const bad of [90.91, '90.9', '1e2', '']) expect(ok(PriceMoverSchema, { ...row, change_pct: bad })).toBe(false)
})

it('partner apps (h15): an approval needs its code and hand-back; exchange money is a string; OOS states are the known ones', async () => {
  const { OAuthApprovalSchema, PartnerExchangeSchema, OosOrderSchema } = await import('@/contract/partner')
  expect(ok(OAuthApprovalSchema, { code: 'abc', redirect_to: 'https://pricehelper.example/auth/c5/callback?code=abc' })).toBe(true)
  expect(ok(OAuthApprovalSchema, { code: '', redirect_to: 'x' })).toBe(false)
  const record = { exchange_id: 1, partner: 'oos', direction: 'out', amount: '12.30', fee: '0.00', points: 123, rate_text: 'x', partner_name: 'x',
    points_name: 'x', state: 'done', created_at: 1, repeated: false }
  expect(ok(PartnerExchangeSchema, record)).toBe(true)
  for (const bad of [{ amount: 12.3 }, { direction: 'both' }, { partner: 'steam' }, { points: -1 }]) expect(ok(PartnerExchangeSchema,
    { ...record, ...bad })).toBe(false)
  const order = { order_id: 1, offer_id: 1, kind: 'code', title: 'x', image: null, points: 25, state: 'issued', asset_id: null, code: 'OOS-ABCD-EFGH-JKLM',
    created_at: 1 }
  expect(ok(OosOrderSchema, order)).toBe(true)
  expect(ok(OosOrderSchema, { ...order, state: 'refunded' })).toBe(false)
})
