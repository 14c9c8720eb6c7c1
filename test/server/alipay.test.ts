import { startApi, type TestApi } from './apiClient'
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
const notify = (payNo: string, result: 'paid' | 'cancel') => api.call(
  '/dev/alipay-notify',
  { pay_no: payNo, result, return_to: RETURN },
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
    expect(made.data.cashier_url).toBe(`/api/v1/open/dev/alipay-cashier?pay_no=${made.data.pay_no}&return_to=${encodeURIComponent(RETURN)}`)
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
    const answers = await Promise.all([notify(made.data.pay_no, 'paid'), notify(made.data.pay_no, 'paid'), notify(made.data.pay_no, 'paid')])
    for (const answer of answers) expect(answer.data.status).toBe('success')
    expect(answers[0].data.return_url).toMatch(new RegExp(`^/pages/alipay/index\\?from=recharge&out_trade_no=${made.data.pay_no}&trade_no=\\d+`))
    expect(await balance()).toBe('5100.00')
    // a late cancel and the page's repeated reads change nothing
    expect((await notify(made.data.pay_no, 'cancel')).data.status).toBe('success')
    await Promise.all([status(made.data.pay_no), status(made.data.pay_no)])
    expect(await balance()).toBe('5100.00')
    const ledger = await api.ok('/v1/pay/ledger/list', { page: 1 }, { token })
    expect(ledger.list.filter((entry: { ref: string }) => entry.ref === made.data.pay_no)).toHaveLength(1)
  })

  it('a cancelled payment fails and never credits', async () => {
    const made = await post('/v1/pay/alipay/create', { amount: '50', return_url: RETURN })
    expect((await notify(made.data.pay_no, 'cancel')).data.status).toBe('failed')
    expect(await status(made.data.pay_no)).toMatchObject({ status: 'failed', fail_reason: '已取消付款' })
    expect((await notify(made.data.pay_no, 'paid')).data.status).toBe('failed')
    expect(await balance()).toBe('5000.00')
  })

  it('closes a payment left unpaid for 15 minutes; a payment after that credits nothing', async () => {
    const made = await post('/v1/pay/alipay/create', { amount: '60', return_url: RETURN })
    api.advance(15 * 60)
    expect(await status(made.data.pay_no)).toMatchObject({ status: 'failed', fail_reason: '支付超时，订单已关闭' })
    expect((await notify(made.data.pay_no, 'paid')).data.status).toBe('failed')
    expect(await balance()).toBe('5000.00')
  })

  it('another user cannot read the payment', async () => {
    const made = await post('/v1/pay/alipay/create', { amount: '60', return_url: RETURN })
    const other = await api.login('13900139000')
    expect((await api.call('/v1/pay/pay/query-pay-status', { pay_no: made.data.pay_no }, { token: other })).status).toBe(4004)
  })

  it('production has no cashier and no notification, and refuses the alipay recharge', async () => {
    const prod = await startApi({ dev: false })
    const prodToken = await prod.login()
    expect((await prod.call('/v1/pay/alipay/create', { amount: '10', return_url: RETURN }, { token: prodToken, method: 'POST' })).status).toBe(4500)
    expect((await prod.raw({ method: 'GET', url: '/api/v1/open/dev/alipay-cashier?pay_no=RC1&return_to=%2F' })).statusCode).toBe(404)
    await prod.close()
  })
})
