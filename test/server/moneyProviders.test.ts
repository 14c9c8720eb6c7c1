import { DEMO, startApi, type TestApi } from './apiClient'
import { peek, tempDbFile, type DbPeek } from './dbPeek'
import { readProviderConfig } from '../../server/providers/config'
import type { ItemDetail, Order, PayChannelInfo, WithdrawPreview } from '../../types/api'

/**
 * The money and account parties in production (server/README.md "Providers"): with no payment channel, payout, SMS
 * gateway, human check or partner configured, every call that needs one answers 4500 and the database stays as it was.
 */
let api: TestApi
let db: DbPeek
let token: string

afterEach(async () => {
  await api.close()
  db.close()
})

async function start (options: Parameters<typeof startApi>[0]): Promise<void> {
  const file = tempDbFile()
  api = await startApi({ ...options, dbFile: file })
  db = peek(file)
  token = await api.login()
}

const post = (path: string, params: Record<string, unknown> = {}) => api.call(path, params, { token, method: 'POST' })
const listingId = async (): Promise<number> => {
  const items = await api.ok('/v3/store/item/list', { appid: 730, sort: 'price_asc', min_price: '10', page_size: 1 })
  return (await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: items.list[0].item_id })).listings[0].listing_id
}
const money = () => db.all<{ balance_cents: number, frozen_cents: number }>('SELECT balance_cents, frozen_cents FROM users ORDER BY id')
const count = (table: string) => db.all<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)[0].n

describe.each([
  ['a production API', { dev: false }],
  ['a development API with production providers', { providers: readProviderConfig({ PROVIDERS: 'production' }) }]
])('%s', (_name, options) => {
  beforeEach(() => start(options))

  it('refuses every external payment, payout, SMS, human check and partner login with 4500 and changes nothing', async () => {
    const order = await api.ok<Order>('/v4/trade/order/create-p2p', { listing_id: await listingId() }, { token })
    const before = { all: db.fingerprint(), money: money(), ledger: count('ledger'), payments: count('payments'), withdrawals: count('withdrawals') }
    const refused = [
      [await post('/v1/pay/recharge/create', { amount: '10.00', channel: 'card' }), '支付渠道未配置'],
      [await post('/v1/pay/recharge/create', { amount: '10.00', channel: 'wechat', idempotency_key: 'k-1' }), '支付渠道未配置'],
      [await post('/v1/pay/pay/h5-wx-pay', { amount: '10.00' }), '支付渠道未配置'],
      [await post('/v1/pay/alipay/create', { amount: '10.00', return_url: '/pages/alipay/index' }), '支付渠道未配置'],
      [await post('/v4/trade/order/payment', { order_id: order.order_id, pay_channel: 'card' }), '支付渠道未配置'],
      [await post('/v4/trade/order/quick', { listing_id: await listingId(), pay_channel: 'wechat' }), '支付渠道未配置'],
      [await post('/v1/pay/withdraw/create', { amount: '10.00', channel: 'bank', account: '4111111111111111', pay_password: DEMO.payPassword }), '提现打款未配置'],
      [await post('/passport/sms-send', { phone: '13600136000' }), '短信未配置'],
      // a code for an unknown phone's forgotten password is refused alike: the answer does not tell who is registered
      [await post('/passport/sms-send', { phone: '13600136000', scene: 'forgot' }), '短信未配置'],
      [await post('/v1/user/my/frogetpwdcode', { phone: DEMO.phone }), '短信未配置'],
      [await api.call('/v1/human/web'), '人机验证未配置'],
      [await post('/passport/partner', { ticket: `${'a'.repeat(20)}.${'0'.repeat(64)}` }), '合作方登录未配置']
    ] as const
    expect(refused.map(([answer]) => [answer.status, answer.message])).toEqual(refused.map(([, message]) => [4500, message]))
    expect({ all: db.fingerprint(), money: money(), ledger: count('ledger'), payments: count('payments'), withdrawals: count('withdrawals') })
      .toEqual(before)
    // the order is still waiting for its payment
    expect((await api.ok<Order>('/v4/trade/order/detail', { order_id: order.order_id }, { token })).status).toBe(order.status)
  })

  it('lists the external channels as off and not simulated, and the withdrawal as not simulated', async () => {
    const channels = await api.ok<PayChannelInfo[]>('/v1/pay/pay/lst')
    expect(channels.map(({ channel, enabled, simulated }) => ({ channel, enabled, simulated }))).toEqual([
      { channel: 'balance', enabled: true, simulated: false },
      { channel: 'wechat', enabled: false, simulated: false },
      { channel: 'card', enabled: false, simulated: false },
      { channel: 'alipay', enabled: false, simulated: false }
    ])
    expect(await api.ok<WithdrawPreview>('/v1/pay/withdraw/preview', {}, { token })).toMatchObject({ simulated: false, arrival: '1–3 个工作日' })
  })

  it('mounts none of the simulated pages', async () => {
    const pages = ['/api/v1/open/dev/sms-code?phone=13800138000', '/api/v1/open/dev/partner-sso?redirect_url=%2F',
      '/api/v1/open/dev/alipay-cashier?pay_no=RC1&return_to=%2F']
    for (const url of pages) expect({ url, status: (await api.raw({ method: 'GET', url })).statusCode }).toEqual({ url, status: 404 })
    expect((await api.raw({ method: 'POST', url: '/api/v1/open/dev/alipay-notify' })).statusCode).toBe(404)
  })
})

describe('simulated providers', () => {
  beforeEach(() => start({}))

  it('list every channel as on and simulated, the balance as the marketplace’s own', async () => {
    const channels = await api.ok<PayChannelInfo[]>('/v1/pay/pay/lst')
    expect(channels.map(({ channel, enabled, simulated }) => ({ channel, enabled, simulated }))).toEqual([
      { channel: 'balance', enabled: true, simulated: false },
      { channel: 'wechat', enabled: true, simulated: true },
      { channel: 'card', enabled: true, simulated: true },
      { channel: 'alipay', enabled: true, simulated: true }
    ])
  })

  it('mount their pages in a production API when configured so (SIMULATE=sms), still only for local callers', async () => {
    await api.close()
    db.close()
    await start({ dev: false, providers: readProviderConfig({ PROVIDERS: 'production', SIMULATE: 'sms' }) })
    expect((await post('/passport/sms-send', { phone: '13600136000' })).status).toBe(200)
    expect((await api.ok<{ code: string }>('/dev/sms-code', { phone: '13600136000' })).code).toMatch(/^\d{6}$/)
    const foreign = await api.raw({ method: 'GET', url: '/api/v1/open/dev/sms-code?phone=13600136000', headers: { origin: 'http://evil.example' } })
    expect(foreign.statusCode).toBe(403)
    // the development helpers stay off in production
    expect((await api.raw({ method: 'POST', url: '/api/v1/open/dev/reset' })).statusCode).toBe(404)
  })
})
