import Taro from '@tarojs/taro'
import RechargeEntry from '@/pages/recharge/index'
import { rechargeChoice, rechargeQuery } from '@/features/RechargeFlow/query'
import { configureRequest } from '@/lib/request'
import { fakePlatform } from '../../support/fakePlatform'
import { payChannel, walletOf } from '../../support/fixtures'
import { fakeApi, mount, setUp, tap, text, typeInto, type Setup, eventually } from '../account/support'

let env: Setup
beforeEach(() => { env = setUp() })

const loggedIn = () => { localStorage.setItem('token', JSON.stringify({ data: 'tok-123456789' })) }
const route = (params: Record<string, string>) => { (Taro.getCurrentInstance() as { router: unknown }).router = { params, path: '/pages/recharge/index',
  onReady: '', onHide: '', onShow: '' } }
const channels = [
  payChannel('balance', '余额', '0.00%'), payChannel('wechat', '微信支付', '0.60%'), payChannel('card', '银行卡', '1.00%'), payChannel('alipay', '支付宝', '0.60%')
]
const wallet = { status: 200, data: walletOf('10.00', '0.00', channels) }
const SIMULATED = '演示环境 · 模拟渠道，不涉及真实资金'
const channelRows = () => [...document.querySelectorAll('[role="radio"]')].map((row) => row.textContent ?? '')
const checked = () => document.querySelector('[aria-checked="true"]')?.textContent ?? ''
const customValue = () => (document.querySelector('.recharge-page__input input') as HTMLInputElement | null)?.value
const handOff = { pay_no: 'RC9ali', purpose: 'recharge', channel: 'alipay', amount: '88.80', fee: '0.53', pay_amount: '89.33', status: 'pending',
  fail_reason: null, created_at: 1, cashier_url: '/api/v1/open/dev/alipay-cashier?pay_no=RC9ali' }

describe('outside-link choice', () => {
  it('keeps a valid amount and a known channel, drops anything else', () => {
    expect(rechargeChoice({ amount: '88.80', channel: 'alipay' })).toEqual({ amount: '88.80', channel: 'alipay' })
    expect(rechargeChoice({ amount: '0.5', channel: 'paypal' })).toEqual({})
    expect(rechargeChoice({ amount: '50000.01' })).toEqual({})
    expect(rechargeChoice({ amount: '1.005', channel: 'card' })).toEqual({ channel: 'card' })
    expect(rechargeChoice({ amount: '-5', channel: 'balance' })).toEqual({})
    expect(rechargeQuery({ amount: '200', channel: 'wechat' })).toBe('?amount=200&channel=wechat')
    expect(rechargeQuery({})).toBe('')
  })
})

describe('/pages/recharge/index', () => {
  it('visitor: a login call to action that comes back with the link’s choice (and only a valid one)', async () => {
    route({ amount: '200', channel: 'alipay', evil: 'x' })
    const sent = fakeApi({})
    const utils = await mount(env.root, RechargeEntry)
    await text(utils, '登录后查看充值')
    await tap(utils, '登录 / 注册', '.submit-button')
    const back = encodeURIComponent('/pages/recharge/index?amount=200&channel=alipay')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/user/login?redirect_url=${back}` })
    expect(sent).toEqual([])
  })

  it('loading: the balance shows -- and the channels a loading line, none invented, until the wallet arrives', async () => {
    loggedIn()
    route({})
    jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as never)
    const utils = await mount(env.root, RechargeEntry)
    await text(utils, '当前可用余额')
    expect(document.querySelector('.recharge-page__balance-value')?.textContent).toBe('¥--')
    expect(document.querySelector('.recharge-page__card .list-state[role="status"]')?.textContent).toBe('加载中…')
    expect(channelRows()).toEqual([])
    expect(document.body.textContent).not.toMatch(/微信支付|银行卡|手续费 \d/)
    expect(document.querySelector('.submit-button--off')).not.toBeNull()
  })

  it('no channel listed: the page says recharging is paused and offers nothing', async () => {
    loggedIn()
    route({})
    const sent = fakeApi({ '/v1/pay/pay/index': { status: 200, data: walletOf('10.00', '0.00', [channels[0]]) } })
    const utils = await mount(env.root, RechargeEntry)
    await text(utils, '暂无可用的支付方式，充值暂停，请稍后再试')
    expect(channelRows()).toEqual([])
    expect([...document.querySelectorAll('.recharge-page__title')].map((title) => title.textContent)).toEqual(['充值金额'])
    expect(document.querySelector('.list-state')).toBeNull()
    await tap(utils, /确认支付/, '.submit-button')
    expect(sent.map((s) => s.path)).toEqual(['/v1/pay/pay/index'])
  })

  it('shows the fees, the limits and the simulation mark the API gives, the mark only on a simulated channel', async () => {
    loggedIn()
    route({})
    const listed = [payChannel('wechat', '微信支付', '0.80%', { min_fee: '0.05', simulated: true }), payChannel('card', '银行卡', '1.20%')]
    fakeApi({
      '/v1/pay/pay/index': { status: 200, data: { ...walletOf('10.00', '0.00', listed), recharge_min: '10.00', recharge_max: '2000.00' } },
      '/v1/pay/recharge/preview': { status: 200, data: { amount: '100.00', fee: '0.80', pay_amount: '100.80' } }
    })
    const utils = await mount(env.root, RechargeEntry)
    await text(utils, '银行卡')
    expect(channelRows()).toEqual([`微信支付手续费 0.80%，最低 0.05 元${SIMULATED}`, '银行卡手续费 1.20%，最低 0.01 元'])
    expect(document.querySelectorAll('.simulated-mark')).toHaveLength(1)
    await typeInto(utils, '其他金额（10.00-2000.00）', '9.99')
    await text(utils, '金额不能低于 10.00 元')
    await typeInto(utils, '其他金额（10.00-2000.00）', '2000.01')
    await text(utils, '金额不能超过 2000.00 元')
  })

  it('error: a failed wallet read says so', async () => {
    loggedIn()
    route({})
    fakeApi({ '/v1/pay/pay/index': { status: 5000, message: '服务繁忙，请稍后重试' } })
    const utils = await mount(env.root, RechargeEntry)
    await text(utils, '服务繁忙，请稍后重试')
  })

  it('preselects a custom amount and Alipay from the link, previews its fee, and hands off to the cashier', async () => {
    loggedIn()
    route({ amount: '88.80', channel: 'alipay' })
    const sent = fakeApi({
      '/v1/pay/pay/index': wallet,
      '/v1/pay/recharge/preview': ({ data }) => ({ status: 200,
        data: { amount: '88.80', fee: data.channel === 'alipay' ? '0.53' : '0.00', pay_amount: '89.33' } }),
      '/v1/pay/alipay/create': { status: 200, data: handOff }
    })
    const utils = await mount(env.root, RechargeEntry)
    await text(utils, '支付宝')
    expect(customValue()).toBe('88.80')
    expect(checked()).toContain('支付宝')
    await text(utils, '去支付宝支付 ¥89.33')
    await tap(utils, /去支付宝支付/, '.submit-button')
    await eventually(() => expect(env.platform.calls.openExternal).toEqual(['/api/v1/open/dev/alipay-cashier?pay_no=RC9ali']))
    const create = sent.find((s) => s.path === '/v1/pay/alipay/create')!
    expect(create.data).toMatchObject({ amount: '88.80', return_url: 'https://m.example.com/pages/alipay/index' })
    expect(create.data.idempotency_key).toMatch(/^rc_/)
    expect(env.platform.calls.openExternal).toEqual(['/api/v1/open/dev/alipay-cashier?pay_no=RC9ali'])
    expect(sent.some((s) => s.path === '/v1/pay/recharge/create')).toBe(false)
  })

  it('a preset amount from the link is the selected preset; WeChat pays at once and opens the result', async () => {
    loggedIn()
    route({ amount: '500', channel: 'wechat' })
    const sent = fakeApi({
      '/v1/pay/pay/index': wallet,
      '/v1/pay/recharge/preview': { status: 200, data: { amount: '500.00', fee: '3.00', pay_amount: '503.00' } },
      '/v1/pay/recharge/create': { status: 200, data: { ...handOff, pay_no: 'RC1wx', channel: 'wechat', status: 'success', cashier_url: undefined } }
    })
    const utils = await mount(env.root, RechargeEntry)
    await text(utils, '确认支付 ¥503.00')
    expect(document.querySelector('.recharge-page__preset--on')?.textContent).toBe('500元')
    expect(customValue()).toBe('')
    await tap(utils, /确认支付/, '.submit-button')
    await eventually(() => {
      expect(sent.find((s) => s.path === '/v1/pay/recharge/create')!.data).toMatchObject({ amount: '500', channel: 'wechat' })
      expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/user/recharge/success?pay_no=RC1wx' })
    })
  })

  it('no channel enabled: none is selected, the page says recharging is paused, and nothing can be paid', async () => {
    loggedIn()
    route({})
    const sent = fakeApi({
      '/v1/pay/pay/index': { status: 200, data: walletOf('10.00', '0.00', channels.map((c) => ({ ...c, enabled: false }))) },
      '/v1/pay/recharge/preview': { status: 200, data: { amount: '100.00', fee: '0.60', pay_amount: '100.60' } }
    })
    const utils = await mount(env.root, RechargeEntry)
    await text(utils, '暂无可用的支付方式，充值暂停，请稍后再试')
    expect(checked()).toBe('')
    expect(document.querySelector('.submit-button--off')).not.toBeNull()
    await tap(utils, /确认支付/, '.submit-button')
    expect(sent.some((s) => s.path === '/v1/pay/recharge/create')).toBe(false)
  })

  it('inside WeChat Alipay is not offered: a link asking for it opens on WeChat Pay', async () => {
    loggedIn()
    route({ channel: 'alipay' })
    configureRequest({ platform: fakePlatform({ runtime: 'weapp' }), baseUrl: '' })
    fakeApi({ '/v1/pay/pay/index': wallet, '/v1/pay/recharge/preview': { status: 200, data: { amount: '100.00', fee: '0.60', pay_amount: '100.60' } } })
    const utils = await mount(env.root, RechargeEntry)
    await text(utils, '银行卡')
    await eventually(() => {
      expect(document.body.textContent).not.toContain('支付宝')
      expect(checked()).toContain('微信支付')
    })
  })
})
