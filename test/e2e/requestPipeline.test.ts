/**
 * The client core over the wire (issue 3): real Chromium, the production H5 build, and a
 * fault-injecting fixture API. Proves what the request pipeline sends and how the app
 * reacts to failures, using the calls the app makes by itself (start-up, the order poll).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { signRequest } from '@/lib/sign'
import { FixtureApi, fakeToken, ok } from './fixtureApi'
import { launchChromium, mobileContext, screenAtRest, until, watchProblems } from './harness'

const GAMES = '/api/v1/open/v4/sys/menu/game-menu-multi'
const PENDING = '/api/v1/open/v4/trade/order/pending-check'
const TOKEN = fakeToken(42)

let api: FixtureApi
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  api = new FixtureApi()
  await api.start()
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await api?.stop()
})
beforeEach(async () => {
  api.reset()
  context = await mobileContext(browser)
})
afterEach(async () => { await context.close() })

/** Logged in the way the native app hands a session over: the access-token cookie at start-up. */
async function loggedIn (): Promise<void> {
  await context.addCookies([{ name: 'access-token', value: TOKEN, url: api.origin }])
}

async function open (path: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(api.origin + path)
  return page
}

it('sends the path prefix, query parameters, headers and a valid x-sign', async () => {
  await loggedIn()
  const page = await open('/pages/market/home/index?sem_channel=baidu')
  await until(() => api.callsTo(GAMES).length > 0, 'the games call')
  const call = api.callsTo(GAMES)[0]

  expect(call.method).toBe('GET')
  expect(call.query['access-token']).toBe(TOKEN)
  expect(call.query['version-code']).toBe('401000')
  expect(call.headers['x-access-token']).toBe(TOKEN)
  expect(call.headers['accept-language']).toBe('zh-CN')
  expect(call.headers['x-app-version-code']).toBe('401000')
  expect(call.headers['x-source']).toBe('4')
  expect(call.headers['x-sem-channel']).toBe('baidu')
  expect(call.headers['x-device-id']).toMatch(/\S{8,}/)
  for (const name of ['x-start-req-time', 'x-ua', 'x-app-channel', 'x-referral-url', 'user-agent']) {
    expect(call.headers).toHaveProperty(name)
  }
  expect(call.headers['x-sign']).toBe(signRequest('GET', call.path, call.headers['x-start-req-time'], TOKEN))

  // the start-up cookie moved into storage and was cleared
  const cookies = await context.cookies(api.origin)
  expect(cookies.find((cookie) => cookie.name === 'access-token')).toBeUndefined()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toContain(TOKEN)

  // the device id is made once and kept
  await page.reload()
  await until(() => api.callsTo(GAMES).length > 1, 'a second games call')
  expect(api.callsTo(GAMES)[1].headers['x-device-id']).toBe(call.headers['x-device-id'])
})

it('opens the 3104 dialog with the server message; 前往检测 goes to the health check', async () => {
  api.on(GAMES, () => ({ body: { status: 3104, message: '请先完成账号安全检测', data: null } }))
  const page = await open('/pages/market/home/index')
  const dialog = page.locator('.taro__modal')
  await dialog.getByText('请先完成账号安全检测').waitFor()
  await expect(dialog.getByText('再看看').count()).resolves.toBe(1)
  await dialog.getByText('前往检测').click()
  await page.waitForURL('**/pages/user/check/index')
})

it('sends a user whose token is refused to login with redirect_url, once, and clears the token', async () => {
  await loggedIn()
  api.on(GAMES, () => ({ http: 401, body: { status: 401, message: '', data: null } }))
  const page = await open('/pages/item/index?id=7')
  await page.waitForURL('**/pages/user/login?redirect_url=*')
  const url = new URL(page.url())
  expect(url.searchParams.get('redirect_url')).toBe('/pages/item/index?id=7')
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})

it('never redirects to login from an exempt page', async () => {
  await loggedIn()
  api.on(GAMES, () => ({ http: 401, body: { status: 401, message: '', data: null } }))
  const page = await open('/pages/cdk/index')
  await until(() => api.callsTo(GAMES).length > 0, 'the games call')
  // the 401 was handled: the step that drops the token decides the redirect at once
  await page.waitForFunction(() => localStorage.getItem('token') === null)
  await screenAtRest(page)
  expect(new URL(page.url()).pathname).toBe('/pages/cdk/index')
})

it('shows the pending badge on the orders tab while orders wait, clears it, and stops polling after a failure', async () => {
  await loggedIn()
  let answer = ok({ num: 3 })
  api.on(PENDING, () => answer)
  await context.clock.install() // the page's timers run on a clock the test can move on past the poll's next turns
  const page = await open('/pages/market/home/index')
  const problems = watchProblems(page)
  const ordersTab = page.locator('.weui-tabbar__item', { hasText: '订单' })

  await ordersTab.locator('.weui-badge', { hasText: '3' }).waitFor({ timeout: 8000 })
  answer = ok({ num: 0 })
  await ordersTab.locator('.weui-badge').waitFor({ state: 'hidden', timeout: 8000 })

  // the poll asks every 5 s
  const times = api.callsTo(PENDING).map((call) => call.at)
  const gaps = times.slice(1).map((at, i) => at - times[i])
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(4500)

  answer = { http: 500, body: '<html><body>Bad Gateway</body></html>' }
  const before = api.callsTo(PENDING).length
  await until(() => api.callsTo(PENDING).length === before + 1, 'the failing poll', 8000)
  // two more turns of the 5 s poll pass at once: a poll still running would ask at each
  const asked: string[] = []
  page.on('request', (request) => { if (request.url().includes(PENDING)) asked.push(request.url()) })
  await page.clock.runFor(11000)
  await page.evaluate(() => 0) // the requests those turns made were announced before this answer
  expect(asked).toEqual([])
  expect(api.callsTo(PENDING).length).toBe(before + 1)
  // silently: no toast (Taro keeps its toast element once one was shown), no error
  expect(await page.locator('.taro__toast').count()).toBe(0)
  expect(problems.errors).toEqual([])
}, 60000)

describe('error toasts (spec 8), on the shop list call', () => {
  const ITEMS = '/api/v1/open/v3/store/item/list'
  const toastText = (page: Page) => page.locator('.taro__toast').innerText()

  it.each([
    ['the server message for a business error', { body: { status: 4001, message: '该饰品已下架', data: null } }, '该饰品已下架'],
    ['请求异常 for an HTML error page', { http: 502, body: '<html><body>Bad Gateway</body></html>' }, '请求异常'],
    ['登录失效 for a 401', { http: 401, body: { status: 401, message: '', data: null } }, '登录失效']
  ])('shows %s', async (_case, answer, text) => {
    api.on(ITEMS, () => answer)
    const page = await open('/pages/market/home/index')
    await page.locator('.taro__toast', { hasText: text }).waitFor({ state: 'attached', timeout: 10000 })
    expect(await toastText(page)).toContain(text)
  })

  it.each([
    ['3000', { body: { status: 3000, message: '静默处理', data: null } }],
    ['3104', { body: { status: 3104, message: '请先完成账号安全检测', data: null } }]
  ])('shows no toast for status %s', async (_status, answer) => {
    api.on(ITEMS, () => answer)
    const page = await open('/pages/market/home/index')
    await until(() => api.callsTo(ITEMS).length > 0, 'the shop list call')
    // the list shows its failure (ListState's error is the kit's Result) once the answer was handled, after any toast the answer would have raised
    await page.locator('.result--error').first().waitFor({ state: 'attached' })
    await screenAtRest(page)
    // Taro adds its toast element on the first toast and keeps it: any toast at all leaves it behind
    expect(await page.locator('.taro__toast').count()).toBe(0)
  })
})
