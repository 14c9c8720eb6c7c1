import { DEMO2, startApi, type TestApi } from './apiClient'
import { cashierNotice } from './alipayCashier'
import { readProviderConfig } from '../../server/providers/config'
import { createHash } from 'node:crypto'
import { safeParse } from 'valibot'
import type { UserInfo } from '../../types/api'
import { AlipayHandOffSchema, PaymentSchema } from '../../src/contract/pay'

let api: TestApi
let token: string
beforeEach(async () => { api = await startApi(); token = await api.login() })
afterEach(() => api.close())

const post = (path: string, params: Record<string, unknown> = {}) => api.call(path, params, { token, method: 'POST' })
const balance = async () => (await api.ok<UserInfo>('/v1/user/my', {}, { token })).balance
const status = async (payNo: string) => (await api.ok('/v1/pay/pay/query-pay-status', { pay_no: payNo }, { token }))
const RETURN = '/pages/alipay/index?from=recharge'
/** What the cashier's 确认付款 / 取消付款 sends: the signed notification for that outcome. */
const notify = async (made: { cashier_url: string }, result: 'paid' | 'cancel') => api.call(
  '/dev/alipay-notify',
  { ...await cashierNotice(api, made.cashier_url, result), return_to: RETURN },
  { method: 'POST', token: null }
)

describe('alipay: the hand-off', () => {
  it('lists alipay at 0.60 % and previews its fee', async () => {
    const wallet = await api.ok('/v1/pay/pay/index', {}, { token })
    expect(wallet.channels).toContainEqual({ channel: 'alipay', name: '支付宝', fee_rate: '0.60%', min_fee: '0.01', enabled: true, simulated: true })
    expect(await api.ok(
      '/v1/pay/recharge/preview',
      { amount: '200', channel: 'alipay' },
      { token }
    )).toEqual({ amount: '200.00', fee: '1.20', pay_amount: '201.20' })
    // alipay never goes through the instant recharge
    expect((await post('/v1/pay/recharge/create', { amount: '200', channel: 'alipay' })).status).toBe(4000)
  })

  it('creates a pending recharge with the cashier address and credits nothing yet', async () => {
    const made = await post('/v1/pay/alipay/create', { amount: '200', return_url: RETURN, idempotency_key: 'ali-1' })
    expect(made.status).toBe(200)
    expect(made.data).toMatchObject({ channel: 'alipay', status: 'pending', amount: '200.00', fee: '1.20', pay_amount: '201.20', purpose: 'recharge' })
    expect(safeParse(AlipayHandOffSchema, made.data).success).toBe(true)
    expect(safeParse(PaymentSchema, await status(made.data.pay_no)).success).toBe(true)
    expect(made.data.cashier_url).toMatch(new RegExp(
      `^/api/v1/open/dev/alipay-cashier\\?pay_no=${made.data.pay_no}&return_to=${encodeURIComponent(RETURN)}&ticket=[0-9a-f]{64}$`
    ))
    expect(await balance()).toBe('5000.00')
    expect((await status(made.data.pay_no)).status).toBe('pending')
    // the same key answers the same payment; another amount under that key is refused
    expect((await post('/v1/pay/alipay/create', { amount: '200', return_url: RETURN, idempotency_key: 'ali-1' })).data.pay_no).toBe(made.data.pay_no)
    expect((await post('/v1/pay/alipay/create', { amount: '300', return_url: RETURN, idempotency_key: 'ali-1' })).status).toBe(4009)
  })

  it('refuses a bad amount, an outside return address and a visitor', async () => {
    expect((await post('/v1/pay/alipay/create', { amount: '0.50', return_url: RETURN })).message).toBe('充值金额过小')
    expect((await post('/v1/pay/alipay/create', { amount: '10', return_url: 'https://evil.example/steal' })).message).toContain('回跳地址')
    expect((await api.call('/v1/pay/alipay/create', { amount: '10', return_url: RETURN }, { method: 'POST', token: null })).status).toBe(401)
  })

  it('shows the cashier page with the amount to pay', async () => {
    const made = await post('/v1/pay/alipay/create', { amount: '88.80', return_url: RETURN })
    const page = await api.raw({ method: 'GET', url: made.data.cashier_url })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('¥89.33')
    expect(page.body).toContain('确认付款')
    // the page carries its own policy: its one inline script runs (by hash), nothing else
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)![1]
    expect(page.headers['content-security-policy']).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`)
    expect((await api.raw({ method: 'GET', url: '/api/v1/open/dev/alipay-cashier?pay_no=RCnope&return_to=%2F' })).json().status).toBe(4004)
  })
})

describe('alipay: the notification and the return', () => {
  it('credits once however many notifications arrive, even at the same moment', async () => {
    const made = await post('/v1/pay/alipay/create', { amount: '100', return_url: RETURN })
    const answers = await Promise.all([notify(made.data, 'paid'), notify(made.data, 'paid'), notify(made.data, 'paid')])
    for (const answer of answers) expect(answer.data.status).toBe('success')
    expect(answers[0].data.return_url).toMatch(new RegExp(`^/pages/alipay/index\\?from=recharge&out_trade_no=${made.data.pay_no}&trade_no=\\d+`))
    expect(await balance()).toBe('5100.00')
    // a late cancel and the page's repeated reads change nothing
    expect((await notify(made.data, 'cancel')).data.status).toBe('success')
    await Promise.all([status(made.data.pay_no), status(made.data.pay_no)])
    expect(await balance()).toBe('5100.00')
    const ledger = await api.ok('/v1/pay/ledger/list', { page: 1 }, { token })
    expect(ledger.list.filter((entry: { ref: string }) => entry.ref === made.data.pay_no)).toHaveLength(1)
  })

  it('a cancelled payment fails and never credits', async () => {
    const made = await post('/v1/pay/alipay/create', { amount: '50', return_url: RETURN })
    expect((await notify(made.data, 'cancel')).data.status).toBe('failed')
    expect(await status(made.data.pay_no)).toMatchObject({ status: 'failed', fail_reason: '已取消付款' })
    expect((await notify(made.data, 'paid')).data.status).toBe('failed')
    expect(await balance()).toBe('5000.00')
  })

  it('closes a payment left unpaid for 15 minutes; a payment after that credits nothing', async () => {
    const made = await post('/v1/pay/alipay/create', { amount: '60', return_url: RETURN })
    api.advance(15 * 60)
    expect(await status(made.data.pay_no)).toMatchObject({ status: 'failed', fail_reason: '支付超时，订单已关闭' })
    expect((await notify(made.data, 'paid')).data.status).toBe('failed')
    expect(await balance()).toBe('5000.00')
  })

  it('another user cannot read the payment', async () => {
    const made = await post('/v1/pay/alipay/create', { amount: '60', return_url: RETURN })
    const other = await api.login('13900139000')
    expect((await api.call('/v1/pay/pay/query-pay-status', { pay_no: made.data.pay_no }, { token: other })).status).toBe(4004)
  })

  it('refuses a notification with a missing, bad or reused signature, or another amount, and changes nothing', async () => {
    const made = (await post('/v1/pay/alipay/create', { amount: '70', return_url: RETURN })).data
    const paid = await cashierNotice(api, made.cashier_url, 'paid')
    const send = (params: Record<string, string>) => api.call('/dev/alipay-notify', { ...params, return_to: RETURN }, { method: 'POST', token: null })
    const { sign, ...unsigned } = paid
    const refusals = [
      unsigned,
      { ...paid, sign: '0'.repeat(64) },
      { ...paid, sign: sign.slice(0, 10) },
      { ...paid, total_amount: '7000.42' },
      { ...paid, trade_status: 'TRADE_CLOSED' },
      { pay_no: made.pay_no, result: 'cancel' }
    ]
    for (const params of refusals) expect(await send(params)).toMatchObject({ status: 4003, message: '支付通知签名校验失败' })
    // another payment's signed notification does not settle this one
    const other = (await post('/v1/pay/alipay/create', { amount: '80', return_url: RETURN })).data
    expect((await send({ ...await cashierNotice(api, other.cashier_url, 'paid'), out_trade_no: made.pay_no })).status).toBe(4003)
    expect(await status(made.pay_no)).toMatchObject({ status: 'pending' })
    expect(await balance()).toBe('5000.00')
    // the good one credits once, however often it is replayed
    for (let i = 0; i < 3; i++) expect((await send(paid)).data.status).toBe('success')
    expect(await balance()).toBe('5070.00')
  })

  it('another user cannot cancel the payment: not without its signed notification, not through its cashier', async () => {
    const made = (await post('/v1/pay/alipay/create', { amount: '90', return_url: RETURN })).data
    const other = await api.login(DEMO2.phone)
    const theirs = (await api.call('/v1/pay/alipay/create', { amount: '10', return_url: RETURN }, { token: other, method: 'POST' })).data
    const cancel = (params: Record<string, unknown>) => api.call('/dev/alipay-notify', { ...params, return_to: RETURN }, { method: 'POST', token: other })
    expect((await cancel({ pay_no: made.pay_no, result: 'cancel' })).status).toBe(4003)
    const theirCancel = await cashierNotice(api, theirs.cashier_url, 'cancel')
    expect((await cancel({ ...theirCancel, out_trade_no: made.pay_no, total_amount: '90.54' })).status).toBe(4003)
    // the cashier opens only with the ticket its payer was handed
    const cashier = (query: string) => api.raw({ method: 'GET', url: `/api/v1/open/dev/alipay-cashier?pay_no=${made.pay_no}&return_to=%2F${query}` })
    const ticket = new URL(theirs.cashier_url, 'http://x').searchParams.get('ticket')
    for (const query of ['', `&ticket=${ticket}`, `&ticket=${'0'.repeat(64)}`]) {
      expect((await cashier(query)).json()).toMatchObject({ status: 4003, message: '收银台凭证无效，请从充值页重新发起' })
    }
    expect(await status(made.pay_no)).toMatchObject({ status: 'pending' })
    // its payer still can
    expect((await notify(made, 'cancel')).data.status).toBe('failed')
  })

  it('production has no cashier and no notification, and refuses the alipay recharge', async () => {
    const prod = await startApi({ dev: false })
    const prodToken = await prod.login()
    expect((await prod.call('/v1/pay/alipay/create', { amount: '10', return_url: RETURN }, { token: prodToken, method: 'POST' })).status).toBe(4500)
    expect((await prod.raw({ method: 'GET', url: '/api/v1/open/dev/alipay-cashier?pay_no=RC1&return_to=%2F' })).statusCode).toBe(404)
    expect((await prod.raw({ method: 'POST', url: '/api/v1/open/dev/alipay-notify' })).statusCode).toBe(404)
    await prod.close()
  })

  it('production providers in a development API mount no cashier either', async () => {
    const prod = await startApi({ providers: readProviderConfig({ PROVIDERS: 'production' }) })
    expect((await prod.raw({ method: 'GET', url: '/api/v1/open/dev/alipay-cashier?pay_no=RC1&return_to=%2F' })).statusCode).toBe(404)
    expect((await prod.raw({ method: 'POST', url: '/api/v1/open/dev/reset' })).json().status).toBe(200)
    await prod.close()
  })
})
