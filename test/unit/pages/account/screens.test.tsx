import Taro from '@tarojs/taro'
import MineTab from '@/pages/user/index'
import BalancePage from '@/pages/user/balance/index'
import RechargePage from '@/pages/user/recharge/index'
import PayPasswordPage from '@/pages/user/account/paypwd'
import SteamSettingsPage from '@/pages/user/setting/steam'
import HealthCheckPage from '@/pages/user/check/index'
import MessagesPage from '@/pages/user/message/index'
import { demoUser, fakeApi, mount, setUp, tap, text, typeInto, type Setup, eventually } from './support'
import { typePayPassword } from '../trade/helpers'
import { takeOrdersStatus } from '@/lib/ordersTabStatus'
import { payChannel, walletOf } from '../../support/fixtures'

let env: Setup
const shown = () => document.body.textContent ?? ''
beforeEach(() => { env = setUp() })

const summary = (extra: Record<string, unknown> = {}) => ({
  balance: '5000.00', frozen: '12.30', total: '5012.30', coupon_count: 2, unread_messages: 7,
  order_counts: { unpaid: 0, to_deliver: 0, to_receive: 0 }, is_anchor: false, ...extra
})
const loggedIn = () => { localStorage.setItem('token', JSON.stringify({ data: 'tok-123456789' })) }
const ledgerEntry = (id: number, amount: string, kind = 'recharge', kindText = '充值') => ({
  ledger_id: id, kind, kind_text: kindText, amount, frozen_change: '0.00', balance_after: '5000.00', frozen_after: '0.00', ref: `RC${id}`,
  item_name: null, link: null, memo: kindText,
    created_at: 1760000000
})

describe('mine tab', () => {
  it('shows a visitor the login call to action and calls nothing', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, MineTab)
    await text(utils, '登录 / 注册')
    await tap(utils, '立即登录')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=%2Fpages%2Fuser%2Findex' })
    expect(sent).toEqual([])
  })

  it('shows a logged-in user their profile, balance, Steam state and unread count', async () => {
    loggedIn()
    fakeApi({
      '/v1/user/my': { status: 200, data: { ...demoUser, steam_id: null } },
      '/v1/user/my/account': { status: 200, data: summary() }
    })
    const utils = await mount(env.root, MineTab)
    await text(utils, '演示用户')
    await text(utils, '138****8000')
    await text(utils, 'Steam 未绑定')
    await text(utils, '5000.00')
    await text(utils, '7')
    expect(shown()).toContain('12.30')
  })

  it('counts the open orders by step, each opening the orders tab on that status', async () => {
    loggedIn()
    fakeApi({
      '/v1/user/my': { status: 200, data: demoUser },
      '/v1/user/my/account': { status: 200, data: summary({ order_counts: { unpaid: 2, to_deliver: 0, to_receive: 5 } }) }
    })
    const utils = await mount(env.root, MineTab)
    await eventually(() => expect(document.querySelector('[aria-label="待付款 2 单"]')).not.toBeNull())
    expect(document.querySelector('[aria-label="待收货 5 单"]')).not.toBeNull()
    expect(document.querySelector('[aria-label="待发货"]')).not.toBeNull()
    utils.fireEvent.click(document.querySelector('[aria-label="待收货 5 单"]')!)
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/order/index' })
    expect(takeOrdersStatus()).toBe('offer_sent')
    expect(takeOrdersStatus()).toBeNull()
  })

  it('hides 主播后台 from a user who is not an anchor, and lists the activities once as 活动中心', async () => {
    loggedIn()
    fakeApi({ '/v1/user/my': { status: 200, data: demoUser }, '/v1/user/my/account': { status: 200, data: summary() } })
    const first = await mount(env.root, MineTab)
    await text(first, '活动中心')
    await eventually(() => expect(shown()).toContain('7'))
    expect(shown()).not.toContain('主播后台')
    expect(shown()).not.toContain('锦鲤抽奖')
    expect(shown()).not.toMatch(/OOS/) // a partner's acronym tells a player nothing
  })

  it('shows 主播后台 to an anchor', async () => {
    loggedIn()
    fakeApi({ '/v1/user/my': { status: 200, data: demoUser }, '/v1/user/my/account': { status: 200, data: summary({ is_anchor: true }) } })
    const anchor = await mount(env.root, MineTab)
    await text(anchor, '主播后台')
  })
})

describe('balance page', () => {
  it('asks a visitor to log in instead of calling the API', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, BalancePage)
    await text(utils, '登录后查看余额')
    await tap(utils, '登录 / 注册', '.submit-button')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=%2Fpages%2Fuser%2Fbalance%2Findex' })
    expect(sent).toEqual([])
  })

  it('shows available and frozen, the ledger, and filters it', async () => {
    loggedIn()
    fakeApi({
      '/v1/pay/pay/index': { status: 200, data: walletOf('5100.00', '0.10') },
      '/v1/pay/ledger/list': { status: 200,
        data: { list: [ledgerEntry(2, '100.00'), ledgerEntry(1, '-0.10', 'pay', '支付')], total: 2, page: 1, page_size: 20, has_more: false } }
    })
    const utils = await mount(env.root, BalancePage)
    await text(utils, '5100.00')
    await text(utils, '5100.10') // total = available + frozen, exactly
    await text(utils, '+100.00')
    await text(utils, '-0.10')
    await tap(utils, '收入')
    expect(shown()).not.toContain('-0.10')
    await tap(utils, '支出')
    expect(shown()).not.toContain('+100.00')
    expect(shown()).toContain('-0.10')
  })

  it('names a sale\'s item on its line, shows a frozen-only change instead of 0.00, and opens the order', async () => {
    loggedIn()
    const sale = { ...ledgerEntry(3, '0.00', 'sale_frozen', '出售入账（冻结）'), frozen_change: '19.50', ref: 'O1',
      item_name: '雪境巡林者', link: '/pages/sell/order/index?id=O1' }
    fakeApi({
      '/v1/pay/pay/index': { status: 200, data: walletOf('5100.00', '19.50') },
      '/v1/pay/ledger/list': { status: 200, data: { list: [sale], total: 1, page: 1, page_size: 20, has_more: false } }
    })
    const utils = await mount(env.root, BalancePage)
    await text(utils, '雪境巡林者')
    await text(utils, '冻结 +19.50')
    await tap(utils, '查看订单 ›')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/sell/order/index?id=O1' })
  })

  it('shows the error with a retry when the ledger fails', async () => {
    loggedIn()
    fakeApi({
      '/v1/pay/pay/index': { status: 200, data: walletOf('1.00', '0.00') },
      '/v1/pay/ledger/list': { status: 5000, message: '服务繁忙，请稍后重试' }
    })
    const utils = await mount(env.root, BalancePage)
    await text(utils, '服务繁忙，请稍后重试')
    await text(utils, '重试')
  })
})

describe('recharge page', () => {
  const wallet = walletOf('10.00', '0.00', [payChannel('balance', '余额', '0.00%'), payChannel('wechat', '微信支付', '0.60%'), payChannel('card', '银行卡', '1.00%')])

  it('checks a custom amount before sending and previews the fee from the server', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/pay/pay/index': { status: 200, data: wallet },
      '/v1/pay/recharge/preview': ({ data }) => ({ status: 200,
        data: { amount: data.amount === '100' ? '100.00' : data.amount, fee: '0.60', pay_amount: '100.60' } })
    })
    const utils = await mount(env.root, RechargePage)
    await text(utils, '微信支付')
    await text(utils, '¥100.60')
    await typeInto(utils, '其他金额（1.00-50000.00）', '0.99')
    await text(utils, '金额不能低于 1.00 元')
    await typeInto(utils, '其他金额（1.00-50000.00）', '50000.01')
    await text(utils, '金额不能超过 50000.00 元')
    await tap(utils, /确认支付/, '.submit-button')
    expect(sent.some((s) => s.path === '/v1/pay/recharge/create')).toBe(false)
  })

  it('pays with an idempotency key and opens the result page', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/pay/pay/index': { status: 200, data: wallet },
      '/v1/pay/recharge/preview': { status: 200, data: { amount: '200.00', fee: '2.00', pay_amount: '202.00' } },
      '/v1/pay/recharge/create': { status: 200, data: { pay_no: 'RC1abc', purpose: 'recharge', channel: 'card', amount: '200.00', fee: '2.00',
        pay_amount: '202.00', status: 'success', fail_reason: null, created_at: 1 } }
    })
    const utils = await mount(env.root, RechargePage)
    await text(utils, '银行卡')
    await tap(utils, '200')
    await tap(utils, '银行卡')
    await text(utils, '¥202.00')
    await tap(utils, /确认支付/, '.submit-button')
    await eventually(() => expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/user/recharge/success?pay_no=RC1abc' }))
    const create = sent.find((s) => s.path === '/v1/pay/recharge/create')!
    expect(create.data).toMatchObject({ amount: '200', channel: 'card' })
    expect(create.data.idempotency_key).toMatch(/^rc_[a-z0-9]+_[a-z0-9]+$/)
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/user/recharge/success?pay_no=RC1abc' })
  })
})

describe('pay password', () => {
  it('sets it only when entered twice alike and not all the same digit (the server rule), and keeps nothing', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/user/my': { status: 200, data: demoUser },
      '/v1/user/setting/setpaypwd': { status: 200, data: { ...demoUser, has_pay_password: true, pay_password_enabled: true } }
    })
    const utils = await mount(env.root, PayPasswordPage)
    await text(utils, '确认设置')
    await typePayPassword('111111', 0)
    await typePayPassword('111111', 1)
    await tap(utils, '确认设置', '.submit-button')
    await text(utils, '支付密码不能是 6 位相同数字')
    await typePayPassword('135790', 0)
    await typePayPassword('135799', 1)
    await tap(utils, '确认设置', '.submit-button')
    await text(utils, '两次输入的支付密码不一致')
    expect(sent.some((s) => s.path === '/v1/user/setting/setpaypwd')).toBe(false)
    await typePayPassword('135790', 1)
    await tap(utils, '确认设置', '.submit-button')
    await eventually(() => expect(env.root.user.info?.has_pay_password).toBe(true))
    expect(sent.find((s) => s.path === '/v1/user/setting/setpaypwd')?.data).toMatchObject({ pay_password: '135790' })
    expect(env.root.user.info?.has_pay_password).toBe(true)
    expect(JSON.stringify(localStorage)).not.toContain('135790')
  })
})

describe('trade URL', () => {
  it('refuses a bad link before sending and shows the server message on a refusal', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/user/my': { status: 200, data: demoUser },
      '/v1/user/my/save-trade-url': { status: 4000, message: '交易链接格式不正确' }
    })
    const utils = await mount(env.root, SteamSettingsPage)
    await text(utils, '保存交易链接')
    const area = () => document.querySelector('textarea')!
    utils.fireEvent.input(area(), { target: { value: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=bad' } } as never)
    await tap(utils, '保存交易链接', '.submit-button')
    await text(utils, '交易链接格式不正确，需包含 partner 和 8 位 token')
    expect(sent.some((s) => s.path === '/v1/user/my/save-trade-url')).toBe(false)
    utils.fireEvent.input(area(), { target: { value: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=Ab12Cd34' } } as never)
    await tap(utils, '保存交易链接', '.submit-button')
    await text(utils, '交易链接格式不正确')
    expect(sent.filter((s) => s.path === '/v1/user/my/save-trade-url')).toHaveLength(1)
  })
})

describe('health check', () => {
  it('runs the check and shows each finding with its fix', async () => {
    loggedIn()
    fakeApi({
      '/v1/steam/health/get': { status: 200, data: { passed: false, steam_id: null, trade_url: null } },
      '/v1/steam/health/create': { status: 200, data: { passed: false, problems: ['未绑定 Steam 账号', '未设置交易链接'], checked_at: 1760000000 } }
    })
    const utils = await mount(env.root, HealthCheckPage)
    await tap(utils, '开始检测', '.submit-button')
    await text(utils, '发现 2 个问题')
    await tap(utils, '去设置')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/setting/steam' })
    await tap(utils, '去绑定')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/steambind' })
  })
})

describe('messages', () => {
  it('page 1 replaces, later pages append, reading marks read', async () => {
    loggedIn()
    const msg = (id: number, read = false) => ({ message_id: id, title: `通知 ${id}`, content: `内容 ${id}`, is_read: read, created_at: 1760000000 })
    const sent = fakeApi({
      '/v1/user/my/account': { status: 200, data: summary({ unread_messages: 3 }) },
      '/v1/user/message/list': ({ data }) => ({ status: 200, data: data.page === '1'
        ? { list: [msg(3), msg(2)], total: 3, page: 1, page_size: 2, has_more: true }
        : { list: [msg(1)], total: 3, page: 2, page_size: 2, has_more: false } }),
      '/v1/user/message/read': { status: 200, data: { updated: 1 } }
    })
    const utils = await mount(env.root, MessagesPage)
    await text(utils, '通知 3')
    await text(utils, '3 条未读')
    await tap(utils, '加载更多')
    await text(utils, '通知 1')
    expect(env.root.user.messages.map((m) => m.message_id)).toEqual([3, 2, 1])
    await tap(utils, '通知 2')
    await text(utils, '2 条未读')
    expect(sent.find((s) => s.path === '/v1/user/message/read')?.data).toMatchObject({ message_id: '2' })
  })
})
