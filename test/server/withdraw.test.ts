import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import { accountProblem, maskAccount, withdrawFee } from '../../server/domain/withdrawal'
import { luhnValid } from '../../src/contract/formRules'
import type { InventoryPage, LedgerEntry, ListingBatch, Order, Page, Withdrawal, WithdrawPreview } from '../../types/api'

/** Withdrawal (server/README.md "Withdrawal"): only sale proceeds leave, fee and limits, pay password, idempotency, the simulated channel. */
let api: TestApi
let seller: string
let buyer: string
const CARD = '4111111111111111' // passes the Luhn check

beforeEach(async () => {
  api = await startApi()
  seller = await api.login()
  buyer = await api.login(DEMO2.phone, DEMO2.password)
})
afterEach(async () => { await api.close() })

const cents = (text: string): number => { const [yuan, fen = ''] = text.split('.'); return Number(yuan) * 100 + Number(fen.padEnd(2, '0')) }
const wallet = () => api.ok<{ balance: string, frozen: string }>('/v1/user/my', {}, { token: seller })
const preview = (params: Record<string, unknown> = {}) => api.ok<WithdrawPreview>('/v1/pay/withdraw/preview', params, { token: seller })
let keys = 0
const withdraw = (params: Record<string, unknown>) => api.call<Withdrawal>('/v1/pay/withdraw/create',
  { channel: 'bank', account: CARD, pay_password: DEMO.payPassword, idempotency_key: `wd-${++keys}`, ...params }, { token: seller, method: 'POST' })

/** The seller sells a DOTA2 item (proceeds released at once) for the price: proceeds = price − 2.5 %. */
async function sellDota (price: string): Promise<void> {
  const item = (await api.ok<InventoryPage>('/v4/trade/inventory/list', { state: 'tradable', appid: 570, page_size: 1 }, { token: seller })).list[0]
  const batch = await api.ok<ListingBatch>(
    '/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: item.asset_id, price }]), pay_password: DEMO.payPassword },
    { token: seller, method: 'POST' }
  )
  const order = await api.ok<Order>(
    '/v4/trade/order/quick',
    { listing_id: batch.listings[0].listing_id, pay_channel: 'balance', pay_password: DEMO2.payPassword },
    { token: buyer, method: 'POST' }
  )
  await api.ok('/v4/trade/sell/send-offer', { order_id: order.order_id }, { token: seller, method: 'POST' })
  await api.ok('/v4/trade/order/receive-offer', { order_id: order.order_id }, { token: buyer, method: 'POST' })
}

describe('rules (domain)', () => {
  it('fee 1 % rounded up to the cent, at least 1.00; bank cards 16-19 digits with Luhn; Alipay phone or email; accounts masked', () => {
    expect([withdrawFee(1000), withdrawFee(10000), withdrawFee(12345), withdrawFee(5_000_000)]).toEqual([100, 100, 124, 50000])
    expect([luhnValid(CARD), luhnValid('4111111111111112')]).toEqual([true, false])
    expect(accountProblem('bank', '411111111111111')).toBe('银行卡号应为 16-19 位数字')
    expect(accountProblem('bank', '4111111111111112')).toBe('银行卡号有误，请核对后重新输入')
    expect(accountProblem('bank', CARD)).toBeNull()
    expect(accountProblem('alipay', '13800138000')).toBeNull()
    expect(accountProblem('alipay', 'pay.me@example.com')).toBeNull()
    expect(accountProblem('alipay', 'not an account')).toBe('支付宝账号应为手机号或邮箱')
    expect([
      maskAccount('bank', CARD),
      maskAccount('alipay', '13800138000'),
      maskAccount('alipay', 'pay.me@example.com')
    ]).toEqual(['**** 1111', '138****8000', 'p***@example.com'])
  })
})

describe('withdrawable money', () => {
  it('only sale proceeds can be withdrawn: the seeded and recharged balance cannot', async () => {
    expect(await preview()).toMatchObject({
      withdrawable: '0.00',
      amount: null,
      min_amount: '10.00',
      max_amount: '50000.00',
      fee_rate: '1.00%',
      min_fee: '1.00',
      remaining_today: 3,
      enabled: true,
      arrival: '即时到账',
      simulated: true
    })
    expect(await withdraw({ amount: '10.00' })).toMatchObject({ status: 4201, data: { withdrawable: '0.00' } })
    await sellDota('100.00')
    await api.ok('/v1/pay/recharge/create', { amount: '300.00', channel: 'wechat' }, { token: seller, method: 'POST' })
    expect(await preview({ amount: '97.50', channel: 'alipay' })).toMatchObject({
      withdrawable: '97.50',
      channel: 'alipay',
      amount: '97.50',
      fee: '1.00',
      arrive_amount: '96.50'
    })
    expect(await withdraw({ amount: '97.51' })).toMatchObject({ status: 4201, message: '可提现金额不足，当前可提现 97.50 元（充值未消费的金额不可提现）' })
  })

  it('a withdrawal takes the amount, pays amount − fee out, writes withdraw and withdraw_fee lines, and lowers the withdrawable amount', async () => {
    await sellDota('100.00')
    const before = await wallet()
    const done = await withdraw({ amount: '20.00', account: '4111 1111 1111 1111' })
    expect(done).toMatchObject({
      status: 200,
      data: {
        status: 'success',
        channel: 'bank',
        channel_name: '银行卡',
        account: '**** 1111',
        amount: '20.00',
        fee: '1.00',
        arrive_amount: '19.00',
        fail_reason: null
      }
    })
    expect(cents(before.balance) - cents((await wallet()).balance)).toBe(2000)
    const ledger = await api.ok<Page<LedgerEntry>>('/v1/pay/ledger/list', { page: 1, page_size: 2 }, { token: seller })
    expect(ledger.list.map((line) => [line.kind, line.amount, line.ref])).toEqual([
      ['withdraw_fee', '-1.00', done.data.withdraw_no],
      ['withdraw', '-19.00', done.data.withdraw_no]
    ])
    expect((await preview()).withdrawable).toBe('77.50')
    const list = await api.ok<Page<Withdrawal>>('/v1/pay/withdraw/list', {}, { token: seller })
    expect(list).toMatchObject({ total: 1, list: [{ withdraw_no: done.data.withdraw_no, status: 'success' }] })
    expect((await api.ok<Page<Withdrawal>>('/v1/pay/withdraw/list', {}, { token: buyer })).total).toBe(0)
  })
})

describe('checks', () => {
  it('refuses bad accounts, amounts outside 10.00 … 50 000.00, a missing or wrong pay password, and nothing moves', async () => {
    await sellDota('100.00')
    const before = await wallet()
    expect(await withdraw({ amount: '20.00', account: '4111111111111112' })).toMatchObject({ status: 4000, message: '银行卡号有误，请核对后重新输入' })
    expect(await withdraw({ amount: '20.00', channel: 'alipay', account: 'nobody' })).toMatchObject({ status: 4000, message: '支付宝账号应为手机号或邮箱' })
    expect(await withdraw({ amount: '9.99' })).toMatchObject({ status: 4000, message: '单笔提现金额为 10.00 - 50000.00 元' })
    expect(await withdraw({ amount: '50000.01' })).toMatchObject({ status: 4000, message: '单笔提现金额为 10.00 - 50000.00 元' })
    expect(await withdraw({ amount: '-10.00' })).toMatchObject({ status: 4000 })
    expect(await withdraw({ amount: '20.00', channel: 'paypal' })).toMatchObject({ status: 4000 })
    expect(await withdraw({ amount: '20.00', pay_password: '' })).toMatchObject({ status: 3000, data: { reason: 'required' } })
    expect(await withdraw({ amount: '20.00', pay_password: '111222' })).toMatchObject({ status: 4301 })
    expect(await wallet()).toEqual(before)
    expect((await api.ok<Page<Withdrawal>>('/v1/pay/withdraw/list', {}, { token: seller })).total).toBe(0)
  })

  it('the simulated channel fails amounts ending in .44 and returns the money (withdraw_refund); a failed one is not counted', async () => {
    await sellDota('100.00')
    const before = await wallet()
    const failed = await withdraw({ amount: '10.44', channel: 'alipay', account: '13800138000' })
    expect(failed).toMatchObject({ status: 4202, data: { status: 'failed', account: '138****8000', amount: '10.44' } })
    expect(failed.message).toContain('款项已退回余额')
    expect(await wallet()).toEqual(before)
    const ledger = await api.ok<Page<LedgerEntry>>('/v1/pay/ledger/list', { page: 1, page_size: 1 }, { token: seller })
    expect(ledger.list[0]).toMatchObject({ kind: 'withdraw_refund', amount: '10.44' })
    expect(await preview()).toMatchObject({ withdrawable: '97.50', remaining_today: 3 })
  })

  it('at most 3 a day (rolling 24 hours); a repeated key answers the first outcome once; the key is bound to its amount', async () => {
    await sellDota('100.00')
    const first = await withdraw({ amount: '10.00', idempotency_key: 'same' })
    const again = await withdraw({ amount: '10.00', idempotency_key: 'same' })
    expect(again.data.withdraw_no).toBe(first.data.withdraw_no)
    expect(await withdraw({ amount: '11.00', idempotency_key: 'same' })).toMatchObject({ status: 4009 })
    await withdraw({ amount: '10.00' })
    await withdraw({ amount: '10.00' })
    expect((await preview()).remaining_today).toBe(0)
    expect(await withdraw({ amount: '10.00' })).toMatchObject({ status: 4029, message: '24 小时内最多提现 3 次，请稍后再试' })
    expect((await preview()).withdrawable).toBe('67.50')
    api.advance(86400)
    expect((await withdraw({ amount: '10.00' })).status).toBe(200)
  })

  it('two withdrawals of all the withdrawable money at once: one pays out, the other is refused, the balance never goes below what was earned', async () => {
    await sellDota('100.00')
    const before = await wallet()
    const answers = await Promise.all([1, 2].map(() => withdraw({ amount: '97.50' })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 4201])
    expect(cents(before.balance) - cents((await wallet()).balance)).toBe(9750)
    expect((await preview()).withdrawable).toBe('0.00')
  })

  it('production has no withdrawal channel (4500)', async () => {
    await api.close()
    api = await startApi({ dev: false })
    seller = await api.login()
    expect(await preview()).toMatchObject({ enabled: false, arrival: '1–3 个工作日', simulated: false })
    expect(await withdraw({ amount: '10.00' })).toMatchObject({ status: 4500, message: '提现打款未配置' })
  })
})
