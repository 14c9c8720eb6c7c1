import type { ItemDetail, Order, UserInfo } from '../../types/api'
import { DEMO } from '../server/apiClient'
import { weappSuite } from './harness'
import type { MiniProgram } from './miniRuntime'

// The mini-program's own account branches, in the production build on the simulated runtime (README.md).
const suite = weappSuite()
const SHOP = 'pages/market/home/index'
const PENDING_CHECK = '/v4/trade/order/pending-check'

const requestsTo = (mp: MiniProgram, path: string) => mp.wx.requests.filter((r) => new URL(r.url).pathname.endsWith(path))

/** An unpaid order of the demo user, made through the API; answers the token and the order. */
async function demoWithUnpaidOrder (): Promise<{ token: string, order: Order }> {
  const token = await suite.api.login()
  const items = await suite.api.ok<{ list: Array<{ item_id: number }> }>('/v3/store/item/list',
    { appid: 730, sort: 'price_asc', page_size: 5, min_price: '20', max_price: '300' })
  const detail = await suite.api.ok<ItemDetail>('/v3/store/item/detail', { item_id: items.list[0].item_id })
  const listing = detail.listings.find((l) => l.seller.seller_id !== 1) ?? detail.listings[0]
  const order = await suite.api.ok<Order>('/v4/trade/order/create-p2p', { listing_id: listing.listing_id }, { token, method: 'POST' })
  return { token, order }
}

test('code login: wx.login\'s code is exchanged at /api/v1/user/v3/mix/login, the token is stored, the mine tab shows the user', async () => {
  const mp = suite.boot()
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/login/index?redirect_url=%2Fpages%2Fuser%2Findex')).toBeNull()
  await mp.waitForText('微信一键登录')
  mp.tap('我已阅读并同意')
  await mp.waitForText('✓') // a finger taps what the screen shows
  mp.tap('微信一键登录')
  await mp.waitFor('the code exchange', () => requestsTo(mp, '/api/v1/user/v3/mix/login').length > 0)
  const [exchange] = requestsTo(mp, '/api/v1/user/v3/mix/login')
  expect(exchange.method).toBe('POST')
  expect(exchange.data).toBe('code=sim-code-1')
  expect(exchange.header['x-source']).toBe('5')
  expect(new URL(exchange.url).searchParams.has('access-token')).toBe(false) // a login call carries no token query
  await mp.waitFor('the stored token', () => typeof mp.wx.storage.get('token') === 'string' && mp.wx.storage.get('token') !== '')
  const token = String(mp.wx.storage.get('token'))
  expect(mp.wx.storage.get('C5AccessToken')).toBe(token)
  const me = await suite.api.ok<UserInfo>('/v1/user/my', {}, { token })
  // a new WeChat user has no phone: the page offers to bind one, or to go on without
  await mp.waitForText('暂不绑定')
  mp.tap('暂不绑定')
  await mp.waitFor('the mine tab', () => mp.current()?.route === 'pages/user/index')
  await mp.waitForText(me.nickname)
  expect(mp.texts()).not.toContain('登录 / 注册')
  // later calls carry the token
  const after = mp.wx.requests.filter((r) => r.header['x-access-token'] === token)
  expect(after.length).toBeGreaterThan(0)
})

test('password login from the mine tab: 立即登录 opens the WeChat login, 使用手机号登录 the phone login; the logged-in mine tab', async () => {
  const mp = suite.boot()
  mp.launch()
  expect(mp.navigate('switchTab', '/pages/user/index')).toBeNull()
  await mp.waitForText('立即登录')
  mp.tap('立即登录')
  // the mini-program's own login page first (ROUTES: WeChat login, then phone binding), coming back to the mine tab
  await mp.waitFor('the WeChat login page', () => mp.current()?.route === 'pages/login/index')
  expect(mp.wx.navigations).toContainEqual({ api: 'navigateTo', url: '/pages/login/index?redirect_url=%2Fpages%2Fuser%2Findex' })
  await mp.waitForText('微信一键登录')
  mp.tap('使用手机号登录')
  await mp.waitFor('the login page', () => mp.current()?.route === 'pages/user/login')
  expect(mp.current()?.options.redirect_url).toBe('%2Fpages%2Fuser%2Findex')
  await mp.waitForText('密码登录')
  // there and back: the 忘记密码？ link loses its tap handler (Taro 4.2.1 crashed here, NervJS/taro#19453)
  mp.tap('密码登录')
  await mp.waitForText('忘记密码？')
  mp.tap('验证码登录')
  await mp.waitForText('验证码 5 分钟内有效')
  mp.tap('密码登录')
  await mp.waitForText('忘记密码？')
  mp.type('请输入手机号', DEMO.phone)
  mp.type('请输入密码', DEMO.password)
  mp.tap('我已阅读并同意')
  await mp.waitForText('✓')
  // a person takes a moment (the mine tab's useOnShow skips a show within 500 ms of its last load)
  mp.passTime(600)
  mp.tap('登录')
  await mp.waitFor('the mine tab', () => mp.current()?.route === 'pages/user/index')
  await mp.waitForText('演示用户')
  expect(mp.stack.map((page) => page.route)).toEqual(['pages/user/index'])
  const [login] = requestsTo(mp, '/passport/login')
  expect(login.method).toBe('POST')
  expect(new URLSearchParams(String(login.data)).get('phone')).toBe(DEMO.phone)
  expect(String(mp.wx.storage.get('token'))).not.toBe('')
})

test('a 401 clears the stored token and navigates to /pages/login/index with redirect_url', async () => {
  const mp = suite.boot()
  mp.launch()
  await mp.waitForText('¥')
  // the session has lapsed: the stored token is one the API does not know
  mp.wx.storage.set('token', 'expired.session.token')
  expect(mp.navigate('navigateTo', '/pages/user/balance/index')).toBeNull()
  await mp.waitFor('the login page', () => mp.current()?.route === 'pages/login/index')
  expect(mp.wx.navigations).toContainEqual({ api: 'navigateTo',
    url: expect.stringMatching(/^\/pages\/login\/index\?redirect_url=%2Fpages%2Fuser%2Fbalance%2Findex(&|$)/) })
  expect(mp.current()?.options.redirect_url).toBe('%2Fpages%2Fuser%2Fbalance%2Findex')
  expect(mp.wx.storage.has('token')).toBe(false)
  // spec 8: the server's own 401 message (one toast per failed call; WeChat shows the latest)
  const answer = await suite.api.call('/v1/user/my', {}, { token: 'expired.session.token' })
  expect(answer.status).toBe(401)
  expect(mp.wx.toasts.length).toBeGreaterThan(0)
  expect(new Set(mp.wx.toasts)).toEqual(new Set([answer.message]))
  // one hand-off, however many calls the balance page made
  expect(mp.wx.navigations.filter((n) => n.url.startsWith('/pages/login/index'))).toHaveLength(1)
  // logging in again leads back to the page that asked (redirect_url arrives still encoded, as WeChat passes it)
  await mp.waitForText('微信一键登录')
  // a person takes a moment here (useOnShow skips a show within 500 ms of its last load)
  mp.passTime(600)
  mp.tap('我已阅读并同意')
  await mp.waitForText('✓')
  mp.tap('微信一键登录')
  await mp.waitForText('暂不绑定')
  mp.tap('暂不绑定')
  await mp.waitFor('the balance page again', () => mp.current()?.route === 'pages/user/balance/index')
  expect(mp.stack.map((page) => page.route)).toEqual([SHOP, 'pages/user/balance/index'])
  // shown again, it loads with the new session
  const wallet = await suite.api.ok<UserInfo>('/v1/user/my', {}, { token: String(mp.wx.storage.get('token')) })
  await mp.waitFor('the new balance', () => mp.texts().includes(wallet.balance) && !mp.texts().includes('重试'))
})

test('the pending-orders poll sets the order tab badge through wx.setTabBarBadge, every 5 s, paused while hidden', async () => {
  const { token } = await demoWithUnpaidOrder()
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  await mp.waitFor('the badge', () => mp.wx.badges.length > 0)
  expect(mp.wx.badges[0]).toEqual({ api: 'setTabBarBadge', index: 1, text: '1' })
  const [check] = requestsTo(mp, PENDING_CHECK)
  expect(check.method).toBe('GET')
  expect(check.header).toMatchObject({ 'x-source': '5', 'x-access-token': token })
  // the next check is sent 5 s after the first
  await mp.waitFor('the second check', () => requestsTo(mp, PENDING_CHECK).length === 2, 8000)
  const [first, second] = requestsTo(mp, PENDING_CHECK)
  expect(second.sentAt - first.sentAt).toBeGreaterThanOrEqual(4900)
  // hidden: no checks; shown again: one at once
  mp.hideApp()
  const hiddenCount = requestsTo(mp, PENDING_CHECK).length
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(requestsTo(mp, PENDING_CHECK)).toHaveLength(hiddenCount)
  mp.showApp()
  await mp.waitFor('a check on show', () => requestsTo(mp, PENDING_CHECK).length === hiddenCount + 1, 4000)
  expect(mp.current()?.route).toBe(SHOP)
})

test('logged in: the order tab lists the order, a tap opens its detail; the balance page shows the balance', async () => {
  const { token, order } = await demoWithUnpaidOrder()
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  // the order tab lists the order; a tap on it opens its detail (subpackage)
  expect(mp.navigate('switchTab', '/pages/order/index')).toBeNull()
  await mp.waitForText(order.item.name)
  mp.tap(order.item.name)
  await mp.waitFor('the order detail', () => mp.current()?.route === 'pages/order/detail/index')
  expect(mp.current()?.options.id).toBe(order.order_id)
  await mp.waitForText('待支付')
  expect(mp.texts()).toContain(order.item.name)
  expect(mp.texts().join('')).toContain(order.pay_amount)
  expect(mp.navigate('navigateBack', '1')).toBeNull()
  expect(mp.navigate('switchTab', `/${SHOP}`)).toBeNull()
  const me = await suite.api.ok<UserInfo>('/v1/user/my', {}, { token })
  expect(mp.navigate('navigateTo', '/pages/user/balance/index')).toBeNull()
  await mp.waitFor('the balance', () => mp.texts().join('').includes(me.balance))
  expect(mp.stack.map((page) => page.route)).toEqual([SHOP, 'pages/user/balance/index'])
})

test('3104: buying before the Steam check shows WeChat\'s modal (再看看 / 前往检测), no toast, and 前往检测 opens the check page', async () => {
  // a new WeChat user has no Steam account yet, so its check has not passed
  const login = await suite.api.ok<{ access_token: string }>('/api/v1/user/v3/mix/login', { code: 'new-wechat-buyer' }, { method: 'POST' })
  const mp = suite.boot({ storage: { token: login.access_token } })
  mp.launch()
  const [first] = (await suite.api.ok<{ list: Array<{ name: string }> }>('/v3/store/item/list', { appid: 570, sort: 'popular', page_size: 1, page: 1 })).list
  await mp.waitForText(first.name)
  mp.tap(first.name)
  await mp.waitFor('the item page', () => mp.current()?.route === 'pages/item/index')
  await mp.waitForText('购买')
  mp.tap('购买')
  await mp.waitForText('提交订单')
  mp.answerModals(true)
  mp.tap('提交订单')
  await mp.waitFor('the check page', () => mp.current()?.route === 'pages/user/check/index')
  const create = requestsTo(mp, '/v4/trade/order/create-p2p')
  expect(create.map((r) => r.method)).toEqual(['POST'])
  expect(mp.wx.modals).toEqual([expect.objectContaining({ cancelText: '再看看', confirmText: '前往检测', content: expect.stringContaining('Steam') })])
  expect(mp.wx.toasts).toEqual([])
  expect(mp.wx.navigations[mp.wx.navigations.length - 1]).toEqual({ api: 'navigateTo', url: '/pages/user/check/index' })
})

test('pull-down refresh: the pages that handle it enable it in their page json, and it reloads them', async () => {
  const token = await suite.api.login()
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  for (const [route, path] of [['pages/user/balance/index', '/v1/pay/ledger/list'], ['pages/user/access', '/v1/user/oauth/grants']]) {
    expect(mp.navigate('navigateTo', `/${route}`)).toBeNull()
    await mp.waitFor(`${route} to load`, () => requestsTo(mp, path).length === 1)
    // a person pulls a list they have seen: a pull while the first page is still on the wire is no reload (the list
    // skips a load while one is running), and passTime no longer gives the first answer the 600 ms the sleep did
    await mp.waitFor(`${route}'s first answers`, () => mp.wx.inFlight === 0)
    mp.passTime(600) // useOnShow's 500 ms guard is not what is tested here
    const stops = mp.wx.calls.filter((name) => name === 'stopPullDownRefresh').length
    expect(mp.pullDown()).toBeNull()
    await mp.waitFor(`${route} to reload and stop the spinner`,
      () => requestsTo(mp, path).length === 2 && mp.wx.calls.filter((name) => name === 'stopPullDownRefresh').length === stops + 1)
    expect(mp.navigate('navigateBack', '1')).toBeNull()
  }
})
