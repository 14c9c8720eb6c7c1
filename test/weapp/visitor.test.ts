import type { ItemSummary } from '../../types/api'
import { weappSuite } from './harness'
import { BUILD_API_BASE } from './simulatedWx'

// The production mini-program build, booted in the simulated runtime, as a visitor (README.md).
const suite = weappSuite()
const TABS = ['pages/market/home/index', 'pages/order/index', 'pages/user/index']

const shopItems = async (): Promise<ItemSummary[]> =>
  (await suite.api.ok<{ list: ItemSummary[] }>('/v3/store/item/list', { appid: 570, sort: 'popular', page_size: 20, page: 1 })).list

test('launch: App onLaunch / onShow, the shop tab shows the names and prices the local API answers', async () => {
  const mp = suite.boot()
  const page = mp.launch()
  expect(page.route).toBe('pages/market/home/index')
  const items = await shopItems()
  expect(items.length).toBeGreaterThan(3)
  await mp.waitForText(items[0].name)
  const texts = mp.texts()
  for (const item of items.slice(0, 3)) {
    const at = texts.indexOf(item.name)
    expect(at).toBeGreaterThanOrEqual(0)
    // the price follows its name on the card: "¥", "28.48"
    expect(texts.slice(at, at + 6)).toContain(item.min_price)
  }
  // the games config loaded at start-up names the games of the menu
  expect(texts).toEqual(expect.arrayContaining(['DOTA2', 'CS2']))
})

test('the request wrapper takes its mini-program branch: base URL, headers, x-source 5, query', async () => {
  const mp = suite.boot()
  mp.launch()
  await mp.waitFor('the item list request', () => mp.wx.requests.some((r) => r.url.includes('/v3/store/item/list')))
  const list = mp.wx.requests.find((r) => r.url.includes('/v3/store/item/list'))!
  expect(list.statusCode).toBe(200)
  const url = new URL(list.url)
  expect(url.pathname).toBe('/api/v1/open/v3/store/item/list')
  expect(url.searchParams.get('access-token')).toBe('')
  expect(url.searchParams.get('version-code')).toBe('401000')
  expect(list.header).toMatchObject({
    'x-source': '5',
    'user-agent': 'C5MiniProgram',
    'x-app-version-code': '401000',
    'accept-language': 'zh-CN',
    'x-access-token': ''
  })
  expect(list.header['x-ua']).toMatch(/^c5-mobile\/weapp\/ios\//) // the simulated phone is an iPhone
  expect(list.header['x-sign']).toMatch(/^[0-9a-f]{32}$/)
  // the device id is made once and kept in wx storage
  expect(list.header['x-device-id']).toBe(mp.wx.storage.get('C5DeviceId'))
  expect(String(mp.wx.storage.get('C5DeviceId'))).not.toBe('')
  // every call went to the build's API base, mapped to the test's API, and the server took it
  expect(mp.wx.requests.length).toBeGreaterThan(1)
  for (const request of mp.wx.requests) {
    expect(request.url.startsWith(BUILD_API_BASE)).toBe(false)
    expect(request.statusCode).toBe(200)
  }
})

test('a launch query (scan, share card) keeps its marketing values, and calls carry them', async () => {
  const mp = suite.boot()
  mp.launch('pages/market/home/index', { sem_channel: 'wechat_ad', client_id: '7' })
  await mp.waitForText('¥')
  expect(mp.wx.storage.get('sem_channel')).toBe('wechat_ad')
  expect(mp.wx.storage.get('client_id')).toBe('7')
  const list = mp.wx.requests.find((r) => r.url.includes('/v3/store/item/list'))!
  expect(list.header['x-sem-channel']).toBe('wechat_ad')
})

test('each tab page loads, shows and renders; the mine tab shows the visitor state', async () => {
  const mp = suite.boot()
  mp.launch()
  await mp.waitForText('¥')
  expect(mp.navigate('switchTab', '/pages/order/index')).toBeNull()
  await mp.waitForText('登录后查看购买、租赁订单和交易报价')
  expect(mp.navigate('switchTab', '/pages/user/index')).toBeNull()
  await mp.waitForText('登录 / 注册')
  expect(mp.texts()).toEqual(expect.arrayContaining(['我的', '登录后买卖饰品、查看余额与订单', '立即登录']))
  expect(mp.stack.map((page) => page.route)).toEqual(['pages/user/index'])
  // back to the shop: the kept tab page is shown again, not reloaded
  const loadsBefore = mp.wx.requests.filter((r) => r.url.includes('/v3/store/item/list')).length
  expect(mp.navigate('switchTab', '/pages/market/home/index')).toBeNull()
  expect(mp.current()?.route).toBe(TABS[0])
  expect(mp.texts()).toContain('¥')
  expect(mp.wx.requests.filter((r) => r.url.includes('/v3/store/item/list')).length).toBe(loadsBefore)
})

test('a tap on a shop card opens the item subpackage page with that item', async () => {
  const mp = suite.boot()
  mp.launch()
  const [first] = await shopItems()
  await mp.waitForText(first.name)
  mp.tap(first.name)
  await mp.waitFor('the item page', () => mp.current()?.route === 'pages/item/index')
  expect(mp.wx.navigations).toContainEqual({ api: 'navigateTo', url: expect.stringMatching(new RegExp(`^/pages/item/index\\?id=${first.item_id}(&|$)`)) })
  expect(mp.current()?.options.id).toBe(String(first.item_id))
  await mp.waitForText(first.name)
  await mp.waitForText(first.min_price)
  // the shop tab stays below it, hidden
  expect(mp.stack.map((page) => page.route)).toEqual([TABS[0], 'pages/item/index'])
})

test('the login subpackage page renders the WeChat login for the mini-program', async () => {
  const mp = suite.boot()
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/login/index?redirect_url=%2Fpages%2Fuser%2Findex')).toBeNull()
  await mp.waitForText('微信一键登录')
  expect(mp.texts()).toEqual(expect.arrayContaining(['C5 饰品市场', '使用手机号登录']))
})

test('WeChat refuses what it refuses: navigateTo a tab page, switchTab to a page, an unknown page', () => {
  const mp = suite.boot()
  expect(mp.navigate('navigateTo', '/pages/user/index')).toBe('can not navigateTo a tabbar page')
  expect(mp.navigate('switchTab', '/pages/login/index')).toBe('can not switch to no-tabBar page')
  expect(mp.navigate('navigateTo', '/pages/nowhere/index')).toBe('page "pages/nowhere/index" is not found')
})
