import Taro from '@tarojs/taro'
import WithdrawPage from '@/pages/user/withdraw/index'
import WithdrawResultPage from '@/pages/user/withdraw/result'
import WithdrawRecordPage from '@/pages/user/withdraw/record'
import BalancePage from '@/pages/user/balance/index'
import { fakeApi, mount, setUp, tap, text, typeInto, type Sent, type Setup, eventually } from './support'
import { typePayPassword } from '../trade/helpers'
import { walletOf } from '../../support/fixtures'

let env: Setup
const shown = () => document.body.textContent ?? ''
beforeEach(() => { env = setUp() })

const loggedIn = () => { localStorage.setItem('token', JSON.stringify({ data: 'tok-123456789' })) }
const CARD = '请输入银行卡号'
const AMOUNT = '最低 10.00 元'
const GOOD_CARD = '4111 1111 1111 1111'
const purse = walletOf('300.00', '20.00')
const limits = (withdrawable: string, extra: Record<string, unknown> = {}) => ({
  channel: 'bank', amount: null, fee: null, arrive_amount: null, withdrawable, min_amount: '10.00', max_amount: '50000.00',
  fee_rate: '1%', min_fee: '1.00', remaining_today: 3, enabled: true, arrival: '即时到账', simulated: false, ...extra
})
/** the preview answers like the server: 1 % rounded up, at least 1.00 (cents as integers) */
const preview = ({ data }: Sent) => {
  if (!data.amount) return { status: 200, data: limits('150.00', { channel: data.channel ?? 'bank' }) }
  const cents = Math.round(Number(data.amount) * 100)
  const fee = Math.max(100, Math.ceil(cents / 100))
  const yuan = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`
  return { status: 200, data: limits('150.00', { amount: yuan(cents), fee: yuan(fee), arrive_amount: yuan(cents - fee) }) }
}
const withdrawal = (status: 'success' | 'failed', extra: Record<string, unknown> = {}) => ({
  withdraw_no: 'WD1700000000abc', channel: 'bank', channel_name: '银行卡', account: '**** 1111', amount: '100.00', fee: '1.00',
  arrive_amount: '99.00', status, fail_reason: status === 'failed' ? '提现失败：收款账户校验未通过，款项已退回余额' : null,
  created_at: 1760000000, finished_at: 1760000000, ...extra
})
const password = (value: string) => typePayPassword(value)
const inputValue = (placeholder: string) => (document.querySelector(`input[placeholder="${placeholder}"]`) as HTMLInputElement).value
const creates = (sent: Sent[]) => sent.filter((s) => s.path === '/v1/pay/withdraw/create')

describe('withdraw page', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, WithdrawPage)
    await text(utils, '登录后查看提现')
    await tap(utils, '登录 / 注册', '.submit-button')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=%2Fpages%2Fuser%2Fwithdraw%2Findex' })
    expect(sent).toEqual([])
  })

  it('shows it is loading until the withdrawable amount arrives', async () => {
    loggedIn()
    jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as never)
    const utils = await mount(env.root, WithdrawPage)
    await text(utils, '可提现金额（元）')
    expect(document.querySelector('[data-testid="withdrawable"]')?.textContent).toBe('…')
    // no limits, fees or arrival time of its own while the API has not answered
    expect(document.querySelector('.withdraw-page__rule')).toBeNull()
    expect(document.querySelector('[data-testid="arrival"]')?.textContent).toBe('--')
    expect(document.querySelector('.submit-button')?.getAttribute('disabled')).not.toBeNull()
  })

  it('shows when the money arrives as the API says, and the simulation mark only when the API says so', async () => {
    loggedIn()
    fakeApi({
      '/v1/pay/pay/index': { status: 200, data: purse },
      '/v1/pay/withdraw/preview': { status: 200, data: limits('150.00', { arrival: '1–3 个工作日' }) }
    })
    const utils = await mount(env.root, WithdrawPage)
    await text(utils, '150.00')
    expect(document.querySelector('[data-testid="arrival"]')?.textContent).toBe('1–3 个工作日')
    expect(document.querySelector('.simulated-mark')).toBeNull()
    expect(shown()).not.toContain('模拟')

    env = setUp()
    loggedIn()
    fakeApi({
      '/v1/pay/pay/index': { status: 200, data: purse },
      '/v1/pay/withdraw/preview': { status: 200, data: limits('150.00', { simulated: true }) }
    })
    const demo = await mount(env.root, WithdrawPage)
    await text(demo, '演示环境 · 模拟渠道，不涉及真实资金')
    expect(document.querySelector('[data-testid="arrival"]')?.textContent).toBe('即时到账')
  })

  it('says withdrawing is not open when the API has no payout, and sends nothing', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/pay/pay/index': { status: 200, data: purse },
      '/v1/pay/withdraw/preview': { status: 200, data: limits('150.00', { enabled: false, arrival: '1–3 个工作日' }) }
    })
    const utils = await mount(env.root, WithdrawPage)
    await text(utils, '提现渠道暂未开通，暂时无法提现')
    await typeInto(utils, CARD, GOOD_CARD)
    await typeInto(utils, AMOUNT, '100')
    await password('123456')
    expect(document.querySelector('.submit-button')?.getAttribute('disabled')).not.toBeNull()
    await tap(utils, /确认提现/, '.submit-button')
    expect(creates(sent)).toEqual([])
  })

  it('shows a load failure with a retry', async () => {
    loggedIn()
    let calls = 0
    fakeApi({
      '/v1/pay/pay/index': { status: 200, data: purse },
      '/v1/pay/withdraw/preview': (sent) => (++calls === 1 ? { status: 5000, message: '服务繁忙，请稍后重试' } : preview(sent))
    })
    const utils = await mount(env.root, WithdrawPage)
    await text(utils, '服务繁忙，请稍后重试')
    await tap(utils, '重试')
    await text(utils, '150.00')
  })

  it('explains why nothing can be withdrawn and sends nothing', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/pay/pay/index': { status: 200, data: purse },
      '/v1/pay/withdraw/preview': { status: 200, data: limits('0.00') }
    })
    const utils = await mount(env.root, WithdrawPage)
    await text(utils, '暂无可提现金额')
    expect(shown()).toContain('充值未消费的余额不可提现')
    expect(shown()).toContain('可用余额 ¥300.00')
    expect(document.querySelector('.submit-button')?.getAttribute('disabled')).not.toBeNull()
    await tap(utils, '确认提现', '.submit-button')
    expect(creates(sent)).toEqual([])
  })

  it('checks the account, the amount and the pay password before sending', async () => {
    loggedIn()
    const sent = fakeApi({ '/v1/pay/pay/index': { status: 200, data: purse }, '/v1/pay/withdraw/preview': preview })
    const utils = await mount(env.root, WithdrawPage)
    await text(utils, '150.00')
    await tap(utils, /确认提现/, '.submit-button')
    await text(utils, '请输入银行卡号')
    await typeInto(utils, CARD, '4111111111111112')
    await text(utils, '银行卡号有误，请核对后重新输入')
    await typeInto(utils, CARD, GOOD_CARD)
    await typeInto(utils, AMOUNT, '9.99')
    await text(utils, '金额不能低于 10.00 元')
    await typeInto(utils, AMOUNT, '150.01')
    await text(utils, '超出可提现金额，当前可提现 150.00 元')
    await typeInto(utils, AMOUNT, '12.345')
    await text(utils, '请输入正确的金额，最多两位小数')
    await tap(utils, '全部提现')
    expect(inputValue(AMOUNT)).toBe('150.00')
    await tap(utils, /确认提现/, '.submit-button')
    await text(utils, '请输入支付密码')
    await tap(utils, '支付宝')
    await typeInto(utils, '请输入支付宝账号（手机号或邮箱）', 'not-an-account')
    await text(utils, '支付宝账号应为手机号或邮箱')
    expect(creates(sent)).toEqual([])
  })

  it('previews the fee and what arrives from the server, debounced', async () => {
    loggedIn()
    const sent = fakeApi({ '/v1/pay/pay/index': { status: 200, data: purse }, '/v1/pay/withdraw/preview': preview })
    const utils = await mount(env.root, WithdrawPage)
    await text(utils, '150.00')
    await typeInto(utils, AMOUNT, '1')
    await typeInto(utils, AMOUNT, '12')
    await typeInto(utils, AMOUNT, '120')
    await text(utils, '确认提现，到账 ¥118.80')
    expect(document.querySelector('[data-testid="preview-fee"]')?.textContent).toBe('¥1.20')
    const withAmount = sent.filter((s) => s.path === '/v1/pay/withdraw/preview' && s.data.amount)
    expect(withAmount.map((s) => s.data.amount)).toEqual(['120'])
  })

  it('keeps everything typed and the key when the server refuses, then succeeds with the same key', async () => {
    loggedIn()
    let tries = 0
    const sent = fakeApi({
      '/v1/pay/pay/index': { status: 200, data: purse },
      '/v1/pay/withdraw/preview': preview,
      '/v1/pay/withdraw/create': () => (++tries === 1 ? { status: 5000, message: '服务繁忙，请稍后重试' } : { status: 200, data: withdrawal('success') })
    })
    const utils = await mount(env.root, WithdrawPage)
    await text(utils, '150.00')
    await typeInto(utils, CARD, GOOD_CARD)
    await typeInto(utils, AMOUNT, '100')
    await password('123456')
    await text(utils, /确认提现，到账 ¥\d/)
    await tap(utils, /确认提现/, '.submit-button')
    await text(utils, '服务繁忙，请稍后重试')
    expect(inputValue(CARD)).toBe(GOOD_CARD)
    expect(inputValue(AMOUNT)).toBe('100')
    await tap(utils, /确认提现/, '.submit-button')
    await eventually(() => expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/user/withdraw/result?withdraw_no=WD1700000000abc' }))
    const [first, second] = creates(sent)
    expect(first.data).toMatchObject({ amount: '100', channel: 'bank', account: GOOD_CARD, pay_password: '123456' })
    expect(first.data.idempotency_key).toMatch(/^wd_[a-z0-9]+_[a-z0-9]+$/)
    expect(second.data.idempotency_key).toBe(first.data.idempotency_key)
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/user/withdraw/result?withdraw_no=WD1700000000abc' })
  })

  it('shows a wrong pay password, clears only the password, and a new amount is a new attempt', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/pay/pay/index': { status: 200, data: purse },
      '/v1/pay/withdraw/preview': preview,
      '/v1/pay/withdraw/create': { status: 4301, message: '支付密码错误，还可尝试 4 次' }
    })
    const utils = await mount(env.root, WithdrawPage)
    await text(utils, '150.00')
    await typeInto(utils, CARD, GOOD_CARD)
    await typeInto(utils, AMOUNT, '100')
    await password('654321')
    await tap(utils, /确认提现/, '.submit-button')
    await text(utils, '支付密码错误，还可尝试 4 次')
    expect(inputValue(AMOUNT)).toBe('100')
    expect(document.querySelectorAll('.pay-password__dot')).toHaveLength(0)
    await typeInto(utils, AMOUNT, '101')
    await password('123456')
    await tap(utils, /确认提现/, '.submit-button')
    // the second refusal was handled once its password is cleared again
    await eventually(() => {
      expect(creates(sent)).toHaveLength(2)
      expect(document.querySelectorAll('.pay-password__dot')).toHaveLength(0)
    })
    const [first, second] = creates(sent)
    expect(second.data.idempotency_key).not.toBe(first.data.idempotency_key)
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it('opens the result page of a withdrawal the channel refused (4202)', async () => {
    loggedIn()
    fakeApi({
      '/v1/pay/pay/index': { status: 200, data: purse },
      '/v1/pay/withdraw/preview': preview,
      '/v1/pay/withdraw/create': { status: 4202, message: '提现失败：收款账户校验未通过，款项已退回余额', data: withdrawal('failed', { amount: '10.44' }) }
    })
    const utils = await mount(env.root, WithdrawPage)
    await text(utils, '150.00')
    await typeInto(utils, CARD, GOOD_CARD)
    await typeInto(utils, AMOUNT, '10.44')
    await password('123456')
    await tap(utils, /确认提现/, '.submit-button')
    await eventually(() => {
      expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/user/withdraw/result?withdraw_no=WD1700000000abc' })
    })
  })
})

describe('withdraw result and record', () => {
  const at = (params: Record<string, string>) => jest.spyOn(Taro,
    'getCurrentInstance').mockReturnValue({ router: { params, path: '/pages/user/withdraw/result' } } as never)
  const page = (list: unknown[]) => ({ status: 200, data: { list, total: list.length, page: 1, page_size: 50, has_more: false } })

  it('shows a success with amount, fee, what arrived and the masked account', async () => {
    loggedIn()
    at({ withdraw_no: 'WD1700000000abc' })
    fakeApi({ '/v1/pay/withdraw/list': page([withdrawal('success', { withdraw_no: 'WD1other' }), withdrawal('success')]) })
    const utils = await mount(env.root, WithdrawResultPage)
    await text(utils, '提现成功')
    expect(document.querySelector('[data-testid="arrived"]')?.textContent).toBe('¥99.00')
    expect(shown()).toContain('银行卡 **** 1111')
    expect(shown()).toContain('¥1.00')
    await tap(utils, '查看记录', '.submit-button')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/user/withdraw/record' })
  })

  it('shows a failure with its reason and nothing arrived', async () => {
    loggedIn()
    at({ withdraw_no: 'WD1700000000abc' })
    fakeApi({ '/v1/pay/withdraw/list': page([withdrawal('failed')]) })
    const utils = await mount(env.root, WithdrawResultPage)
    await text(utils, '提现失败')
    expect(document.querySelector('.result__note')?.textContent).toBe('提现失败：收款账户校验未通过，款项已退回余额')
    expect(document.querySelector('[data-testid="arrived"]')?.textContent).toBe('¥0.00')
  })

  it('shows 处理中 while asking and refuses a bad number without calling', async () => {
    loggedIn()
    at({ withdraw_no: 'WD1700000000abc' })
    jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as never)
    const utils = await mount(env.root, WithdrawResultPage)
    await text(utils, '提现处理中')
    env = setUp()
    loggedIn()
    at({ withdraw_no: '../x' })
    const sent = fakeApi({})
    const again = await mount(env.root, WithdrawResultPage)
    await text(again, '提现单号无效')
    expect(sent).toEqual([])
  })

  it('lists withdrawals newest first with their outcome', async () => {
    loggedIn()
    fakeApi({ '/v1/pay/withdraw/list': page([withdrawal('failed', { withdraw_no: 'WD2', amount: '10.44' }), withdrawal('success')]) })
    const utils = await mount(env.root, WithdrawRecordPage)
    await text(utils, '失败 · 已退回')
    await text(utils, '成功 · 到账 ¥99.00')
    expect(shown().indexOf('¥10.44')).toBeLessThan(shown().indexOf('¥100.00'))
  })

  it('shows an empty record list', async () => {
    loggedIn()
    fakeApi({ '/v1/pay/withdraw/list': page([]) })
    const utils = await mount(env.root, WithdrawRecordPage)
    await text(utils, '暂无提现记录')
  })
})

describe('entries', () => {
  it('the balance page opens 提现 and reads withdrawal ledger lines', async () => {
    loggedIn()
    const line = (id: number, kind: string, kindText: string, amount: string) => ({
      ledger_id: id, kind, kind_text: kindText, amount, frozen_change: '0.00', balance_after: '200.00', frozen_after: '0.00', ref: 'WD1',
      item_name: null, link: null, memo: kindText,
        created_at: 1760000000
    })
    fakeApi({
      '/v1/pay/pay/index': { status: 200, data: purse },
      '/v1/pay/ledger/list': { status: 200, data: { list: [line(3, 'withdraw_refund', '提现退回', '10.44'), line(2, 'withdraw_fee', '提现手续费', '-1.00'),
        line(1, 'withdraw', '提现', '-99.00')], total: 3, page: 1, page_size: 20, has_more: false } }
    })
    const utils = await mount(env.root, BalancePage)
    await text(utils, '提现手续费')
    expect(shown()).toContain('+10.44')
    expect(shown()).toContain('-99.00')
    await tap(utils, '提现', '.balance-page__withdraw')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/withdraw/index' })
  })
})
