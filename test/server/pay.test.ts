import { DEMO, startApi, type TestApi } from './apiClient'
import type { UserInfo, Wallet } from '../../types/api'

let api: TestApi
let token: string
beforeEach(async () => { api = await startApi(); token = await api.login() })
afterEach(() => api.close())

const post = (
  path: string,
  params: Record<string, unknown> = {},
  headers?: Record<string, string>
) => api.call(path, params, { token, method: 'POST', headers })
const balance = async () => (await api.ok<UserInfo>('/v1/user/my', {}, { token })).balance

describe('pay: wallet and channels', () => {
  it('shows balance, frozen and channels with fees', async () => {
    const wallet = await api.ok('/v1/pay/pay/index', {}, { token })
    expect(wallet).toMatchObject({ balance: '5000.00', frozen: '0.00', recharge_min: '1.00', recharge_max: '50000.00' })
    expect(wallet.channels).toEqual([
      { channel: 'balance', name: '余额', fee_rate: '0.00%', min_fee: '0.00', enabled: true, simulated: false },
      { channel: 'wechat', name: '微信支付', fee_rate: '0.60%', min_fee: '0.01', enabled: true, simulated: true },
      { channel: 'card', name: '银行卡', fee_rate: '1.00%', min_fee: '0.01', enabled: true, simulated: true },
      { channel: 'alipay', name: '支付宝', fee_rate: '0.60%', min_fee: '0.01', enabled: true, simulated: true }
    ])
    expect(await api.ok('/v1/pay/pay/lst')).toEqual(wallet.channels)
  })

  it('previews the recharge fee and refuses out-of-range amounts', async () => {
    expect(await api.ok(
      '/v1/pay/recharge/preview',
      { amount: '100', channel: 'wechat' },
      { token }
    )).toEqual({ amount: '100.00', fee: '0.60', pay_amount: '100.60' })
    expect(await api.ok('/v1/pay/recharge/preview', { amount: '0.99', channel: 'card' }, { token }).catch((e: Error) => e.message)).toContain('充值金额过小')
    expect((await api.call('/v1/pay/recharge/preview', { amount: '50000.01' }, { token })).message).toBe('充值金额过大')
    expect((await api.call('/v1/pay/recharge/preview', { amount: '-5' }, { token })).message).toBe('充值金额不能为负数')
    expect((await api.call('/v1/pay/recharge/preview', { amount: '1.005' }, { token })).message).toBe('充值金额必须是最多两位小数的金额')
  })
})

describe('pay: recharge through the simulated provider', () => {
  it('credits the balance, records the ledger and answers pay-check', async () => {
    const paid = await post('/v1/pay/recharge/create', { amount: '100', channel: 'card' })
    expect(paid.data).toMatchObject({ status: 'success', amount: '100.00', fee: '1.00', pay_amount: '101.00', purpose: 'recharge' })
    expect(await balance()).toBe('5100.00')
    expect((await api.ok('/v1/pay/pay/pay-check', { pay_no: paid.data.pay_no }, { token })).status).toBe('success')
    expect((await api.ok('/v1/pay/pay/query-pay-status', { pay_no: paid.data.pay_no }, { token })).status).toBe('success')
    const ledger = await api.ok('/v1/pay/ledger/list', { page: 1 }, { token })
    expect(ledger.list[0]).toMatchObject({ kind: 'recharge', kind_text: '充值', amount: '100.00', balance_after: '5100.00', ref: paid.data.pay_no })
    expect((await api.call('/v1/pay/pay/pay-check', { pay_no: 'RCnope' }, { token })).status).toBe(4004)
  })

  it('declines amounts ending in .44 and simulate=fail, recording the failure and crediting nothing', async () => {
    const declined = await post('/v1/pay/recharge/create', { amount: '10.44', channel: 'wechat' })
    expect(declined.status).toBe(4202)
    expect(declined.message).toContain('支付失败')
    expect((await api.ok('/v1/pay/pay/pay-check', { pay_no: declined.data.pay_no }, { token })).status).toBe('failed')
    expect((await post('/v1/pay/recharge/create', { amount: '10', simulate: 'fail' })).status).toBe(4202)
    expect((await post('/v1/pay/recharge/create', { amount: '10', simulate: 'maybe' })).status).toBe(4000)
    expect((await post('/v1/pay/recharge/create', { amount: '10', simulate: '' })).status).toBe(200)
    expect(await balance()).toBe('5010.00')
  })

  it('credits once for one idempotency key, even when sent at once', async () => {
    const send = () => post('/v1/pay/recharge/create', { amount: '20', channel: 'wechat', idempotency_key: 'rc-1' })
    const [a, b] = await Promise.all([send(), send()])
    expect(b.data.pay_no).toBe(a.data.pay_no)
    expect(await balance()).toBe('5020.00')
    expect((await post('/v1/pay/recharge/create', { amount: '30', idempotency_key: 'rc-1' })).message).toBe('该幂等键已用于其他操作，请换一个')
    const viaHeader = () => post('/v1/pay/recharge/create', { amount: '5' }, { 'x-idempotency-key': 'rc-2' })
    await viaHeader(); await viaHeader()
    expect(await balance()).toBe('5025.00')
  })

  it('WeChat H5 pay gives a (simulated) mweb_url', async () => {
    const answer = await api.ok('/v1/pay/pay/h5-wx-pay', { amount: '8' }, { token, method: 'POST' })
    expect(answer).toMatchObject({ channel: 'wechat', status: 'success' })
    expect(answer.mweb_url).toContain(answer.pay_no)
  })

  it('has no simulated provider in production', async () => {
    const prod = await startApi({ dev: false })
    try {
      const prodToken = await prod.login()
      expect((await prod.call('/v1/pay/recharge/create', { amount: '10' }, { token: prodToken, method: 'POST' })).status).toBe(4500)
      const { channels } = await prod.ok<Wallet>('/v1/pay/pay/index', {}, { token: prodToken })
      expect(channels.map((c) => [c.channel, c.enabled, c.simulated])).toEqual([
        ['balance', true, false], ['wechat', false, false], ['card', false, false], ['alipay', false, false]
      ])
    } finally {
      await prod.close()
    }
  })
})

describe('coupons', () => {
  it('claims once per user while stock lasts and lists by status', async () => {
    const centre = await api.ok('/v1/coupon/center', {}, { token })
    expect(centre[0]).toMatchObject({ template_id: 1, claimed: true })
    expect((await post('/v1/coupon/claim', { template_id: 1 })).message).toBe('您已领取过该优惠券')
    expect((await post('/v1/coupon/claim', { template_id: 2 })).data).toMatchObject({ name: 'CS2 满 100 减 10', status: 'unused', appid: 730 })
    expect((await post('/v1/coupon/claim', { template_id: 99 })).status).toBe(4004)
    // the limited one has 2 in stock
    const other = await api.login('13900139000', 'Passw0rd!')
    expect((await post('/v1/coupon/claim', { template_id: 4 })).status).toBe(200)
    expect((await api.call('/v1/coupon/claim', { template_id: 4 }, { token: other, method: 'POST' })).status).toBe(200)
    await api.ok('/passport/sms-send', { phone: '13612345678' })
    const third = (await api.ok('/passport/login', { phone: '13612345678', code: await api.smsCode('13612345678') }, { method: 'POST' })).access_token
    expect((await api.call('/v1/coupon/claim', { template_id: 4 }, { token: third, method: 'POST' })).message).toBe('优惠券已领完')
    expect(await api.ok('/v1/coupon/my-coupons', { status: 'used' }, { token })).toEqual([])
    expect((await api.ok('/v1/coupon/my-coupons', { status: 'unused' }, { token })).length).toBe(3)
  })

  it('tells which coupons fit an amount and game', async () => {
    await post('/v1/coupon/claim', { template_id: 2 })
    const fits = await api.ok('/v1/coupon/can-use', { amount: '60', appid: 570 }, { token })
    expect(fits.find((c: { name: string }) => c.name === '新人立减 5 元').usable).toBe(true)
    expect(fits.find((c: { name: string }) => c.name === 'CS2 满 100 减 10').usable).toBe(false)
    const big = await api.ok('/v1/coupon/can-use', { amount: '150', appid: 730 }, { token })
    expect(big.every((c: { usable: boolean }) => c.usable)).toBe(true)
  })

  it('expires coupons by date', async () => {
    api.advance(8 * 86400)
    token = await api.login() // the session lasted 7 days too
    expect((await api.ok('/v1/coupon/my-coupons', {}, { token }))[0].status).toBe('expired')
    expect(await api.ok('/v1/coupon/can-use', { amount: '100' }, { token })).toEqual([])
    expect(DEMO.phone).toBe('13800138000')
  })
})
