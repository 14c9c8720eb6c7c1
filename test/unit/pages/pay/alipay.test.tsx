import Taro from '@tarojs/taro'
import AlipayPage from '@/pages/alipay/index'
import { POLL_MS } from '@/pages/alipay/usePaymentPoll'
import { fakeApi, mount, setUp, tap, text, type Setup, eventually } from '../account/support'

let env: Setup
beforeEach(() => { env = setUp() })

const loggedIn = () => { localStorage.setItem('token', JSON.stringify({ data: 'tok-123456789' })) }
const route = (params: Record<string, string>) => { (Taro.getCurrentInstance() as { router: unknown }).router = { params, path: '/pages/alipay/index',
  onReady: '', onHide: '', onShow: '' } }
const payment = (status: string, extra: Record<string, unknown> = {}) => ({
  status: 200,
  data: { pay_no: 'RC1ali', purpose: 'recharge', channel: 'alipay', amount: '100.00', fee: '0.60', pay_amount: '100.60', status, fail_reason: null,
    created_at: 1763800000, ...extra }
})
const shown = () => document.body.textContent ?? ''

describe('/pages/alipay/index', () => {
  it('success: shows the server’s amount, not the return query’s', async () => {
    loggedIn()
    route({ out_trade_no: 'RC1ali', total_amount: '9999.00', trade_status: 'TRADE_SUCCESS' })
    const sent = fakeApi({ '/v1/pay/pay/pay-check': payment('success') })
    const utils = await mount(env.root, AlipayPage)
    await text(utils, '支付成功')
    expect(shown()).toContain('¥100.00')
    expect(shown()).not.toContain('9999')
    expect(sent.filter((s) => s.path === '/v1/pay/pay/pay-check').map((s) => s.data.pay_no)).toEqual(['RC1ali'])
  })

  it('pending: 处理中 while it polls, then 支付成功 once the notification has landed', async () => {
    loggedIn()
    route({ out_trade_no: 'RC1ali' })
    let reads = 0
    fakeApi({ '/v1/pay/pay/pay-check': () => (++reads < 2 ? payment('pending') : payment('success')) })
    const timers = jest.spyOn(global, 'setTimeout')
    const utils = await mount(env.root, AlipayPage)
    await text(utils, '处理中')
    await text(utils, '正在等待支付宝确认，请稍候')
    await text(utils, '支付成功', 5000)
    expect(reads).toBe(2)
    await text(utils, '查看余额') // the poll has ended
    // a settled payment is not read again: the one wait armed was the one between the two reads
    expect(timers.mock.calls.filter(([, ms]) => ms === POLL_MS)).toHaveLength(1)
    expect(reads).toBe(2)
  })

  it('failed: the reason and a way to try again', async () => {
    loggedIn()
    route({ out_trade_no: 'RC1ali' })
    fakeApi({ '/v1/pay/pay/pay-check': payment('failed', { fail_reason: '已取消付款' }) })
    const utils = await mount(env.root, AlipayPage)
    await text(utils, '支付失败')
    await text(utils, '已取消付款')
    await tap(utils, '重新充值', '.submit-button')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/user/recharge/index' })
  })

  it('error: a failed read offers a retry that reads again', async () => {
    loggedIn()
    route({ out_trade_no: 'RC1ali' })
    let reads = 0
    fakeApi({ '/v1/pay/pay/pay-check': () => (++reads === 1 ? { status: 5000, message: '服务繁忙，请稍后重试' } : payment('success')) })
    const utils = await mount(env.root, AlipayPage)
    await text(utils, '查询支付结果失败')
    await text(utils, '服务繁忙，请稍后重试')
    await tap(utils, '重试', '.submit-button')
    await text(utils, '支付成功')
  })

  it('loading: 正在确认 until the first answer', async () => {
    loggedIn()
    route({ out_trade_no: 'RC1ali' })
    jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as never)
    const utils = await mount(env.root, AlipayPage)
    await text(utils, '正在确认支付结果…')
  })

  it('visitor: logs in and comes back to this payment', async () => {
    route({ out_trade_no: 'RC1ali' })
    const sent = fakeApi({})
    const utils = await mount(env.root, AlipayPage)
    await text(utils, '登录后查看支付结果')
    await tap(utils, '登录 / 注册', '.submit-button')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/user/login?redirect_url=${encodeURIComponent('/pages/alipay/index?out_trade_no=RC1ali')}` })
    expect(sent).toEqual([])
  })

  it('a link without a payment number, or a malformed one, reads nothing', async () => {
    loggedIn()
    route({ out_trade_no: '../x' })
    const sent = fakeApi({})
    const utils = await mount(env.root, AlipayPage)
    await text(utils, '支付链接无效')
    expect(sent).toEqual([])
  })

  it('a pay request (?amount=) goes to the recharge flow with Alipay chosen (an invalid amount is dropped)', async () => {
    route({ amount: '300' })
    fakeApi({})
    await mount(env.root, AlipayPage)
    await eventually(() => {
      expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/recharge/index?amount=300&channel=alipay' })
    })
    route({ amount: 'lots' })
    await mount(env.root, AlipayPage)
    await eventually(() => {
      expect(Taro.redirectTo).toHaveBeenLastCalledWith({ url: '/pages/recharge/index?channel=alipay' })
    })
  })
})
