/**
 * Trade journeys in real Chromium against the production H5 build and the local API
 * (fresh in-memory database per run): shop, item, buy with a coupon, pay, the orders-tab
 * badge, cancel, rent, buy orders, offers and the red dot, and a 401 that ends on login.
 */
import type { Page } from 'playwright-core'
import { browserSuite, watchProblems, callApi, enterPayPassword, afterScroll, until } from './harness'
import { DEMO, DEMO2 } from '../../server/db/seed'

const suite = browserSuite()

/** A signed call to the local API as `token` (harness callApi). */
const api = <T = unknown>(path: string, params: Record<string, string> = {}, token: string | null = null, method: 'GET' | 'POST' = 'GET'): Promise<T> =>
  callApi<T>(suite.site.origin, path, params, token, method)

const login = async (): Promise<string> => (await api<{ access_token: string }>('/passport/login',
  { type: 'password', phone: DEMO.phone, password: DEMO.password }, null, 'POST')).access_token

/** A page whose app starts logged in (Taro's storage format), as after a real login. */
async function loggedInPage (token: string): Promise<Page> {
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  return suite.context.newPage()
}

const text = (page: Page) => page.evaluate(() => document.body.innerText)
const tap = (page: Page, label: string) => page.getByText(label, { exact: true }).first().click()
const orderBadge = (page: Page) => page.locator('.weui-tabbar__item', { hasText: '订单' }).locator('.weui-badge')

/** An item whose cheapest listing (and a rentable one, if asked) is on sale. */
async function findItem (appid: number, rentable = false, minPrice = '0.01'): Promise<{ item_id: number, name: string }> {
  const list = await api<{ list: { item_id: number, name: string }[] }>('/v3/store/item/list',
    { appid: String(appid), page_size: '40', sort: 'price_asc', min_price: minPrice })
  for (const entry of list.list) {
    const detail = await api<{ listings: { rentable: boolean, seller: { seller_id: number } }[] }>('/v3/store/item/detail', { item_id: String(entry.item_id) })
    if (detail.listings.length && (!rentable || detail.listings.some((l) => l.rentable))) return entry
  }
  throw new Error('no suitable item in the seed')
}


it('switches game, filters, sorts, scrolls to page 2 and opens an item', async () => {
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  const listCalls: URL[] = []
  page.on('request', (request) => { if (request.url().includes('/v3/store/item/list')) listCalls.push(new URL(request.url())) })
  await page.goto(`${suite.site.origin}/pages/market/home/index`)
  await page.locator('.item-card').first().waitFor()

  await page.locator('.shop__game', { hasText: 'CS2' }).click()
  await page.waitForFunction(() => document.querySelector('.shop__game.is-active')?.textContent?.includes('CS2'))
  await page.locator('.item-card').first().waitFor()
  expect(listCalls.at(-1)!.searchParams.get('appid')).toBe('730')

  // a bad price range gets a message, and what was typed stays
  await page.locator('.market-filter__tab', { hasText: '价格' }).click()
  await page.locator('input.market-filter__input').nth(0).fill('500')
  await page.locator('input.market-filter__input').nth(1).fill('20')
  await page.locator('.market-filter__apply').click()
  await expect(page.locator('.market-filter__error').textContent()).resolves.toContain('最低价不能高于最高价')
  await expect(page.locator('input.market-filter__input').nth(0).inputValue()).resolves.toBe('500')
  await page.locator('.market-filter__reset').click()

  await page.locator('.market-filter__tab', { hasText: '外观' }).click()
  await tap(page, '久经沙场')
  await page.waitForFunction(() => document.querySelector('.market-filter__tab.is-active')?.textContent?.includes('久经'))
  await page.locator('.market-filter__tab--sort').click()
  const sortedList = page.waitForResponse((answer) => answer.url().includes('/v3/store/item/list') && answer.url().includes('sort=price_asc'))
  await tap(page, '价格从低到高')
  await page.waitForFunction(() => document.querySelector('.market-filter__tab--sort')?.textContent?.includes('低价优先'))
  await sortedList
  const last = listCalls.at(-1)!
  expect(last.searchParams.get('exterior')).toBe('久经沙场')
  expect(last.searchParams.get('sort')).toBe('price_asc')
  // the grid shows the sorted answer once it has drawn it: until then it may still hold the unsorted page
  const prices = async () => (await page.locator('.item-card .price-tag').allTextContents()).map((p) => Number(p.replace(/[^\d.]/g, '')))
  const inOrder = (values: number[]) => values.length > 0 && values.every((value, i) => i === 0 || values[i - 1] <= value)
  await until(async () => inOrder(await prices()), 'the shop grid in price order', 15000).catch(() => undefined)
  const values = await prices()
  expect([...values].sort((a, b) => a - b)).toEqual(values)
  expect(await text(page)).toContain('久经')
  expect(await text(page)).not.toContain('久经沙场 ')

  // scroll the virtual list to the end: page 2 loads, the DOM stays bounded
  const pagesBefore = listCalls.filter((u) => u.searchParams.get('page') === '2').length
  await until(async () => {
    await page.locator('.virtual-list').evaluate((el) => { el.scrollTop = el.scrollHeight })
    return listCalls.filter((u) => u.searchParams.get('page') === '2').length > pagesBefore
  }, 'scrolled to the end, the list asks for page 2')
  await page.waitForFunction(() => document.querySelectorAll('.virtual-list__row').length > 0)
  expect(listCalls.filter((u) => u.searchParams.get('page') === '2').length).toBeGreaterThan(pagesBefore)
  expect(await page.locator('.virtual-list__row').count()).toBeLessThanOrEqual(30)

  // pull down at the top: the list starts over from page 1
  await afterScroll(page, () => page.locator('.virtual-list').evaluate((el) => { el.scrollTop = 0; el.dispatchEvent(new Event('scroll')) }))
  const refreshesBefore = listCalls.filter((u) => u.searchParams.get('page') === '1').length
  await page.locator('.virtual-list').evaluate((el) => {
    const touch = (y: number) => new Touch({ identifier: 1, target: el, clientX: 100, clientY: y })
    el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(200)], changedTouches: [touch(200)] }))
    el.dispatchEvent(new TouchEvent('touchmove', { bubbles: true, touches: [touch(330)], changedTouches: [touch(330)] }))
  })
  await expect(page.locator('.virtual-list__pull-text').textContent()).resolves.toBe('释放刷新')
  await page.locator('.virtual-list').evaluate((el) => { el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [] })) })
  await until(() => listCalls.filter((u) => u.searchParams.get('page') === '1').length > refreshesBefore, 'the pull asks for page 1 again')
  expect(listCalls.filter((u) => u.searchParams.get('page') === '1').length).toBeGreaterThan(refreshesBefore)
  await page.locator('.item-card').first().waitFor()

  await page.locator('.item-card').first().click()
  await page.waitForURL('**/pages/item/index?id=*')
  await page.locator('.price-chart__canvas').waitFor()
  await expect(text(page)).resolves.toContain('价格走势')
  expect(problems.errors).toEqual([])
}, 120000)

it('buys with a coupon and the balance; the orders badge shows while the order is unpaid and clears after', async () => {
  const token = await login()
  const target = await findItem(570, false, '60.00') // above the demo coupon's threshold
  const page = await loggedInPage(token)
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/item/index?id=${target.item_id}`)
  await page.locator('.item-bar__btn', { hasText: '立即购买' }).click()
  await page.locator('.buy-sheet__coupon.is-active').waitFor() // the usable coupon is chosen
  const shown = (await page.locator('.buy-sheet__total .price-tag').textContent())!.replace(/[^\d.]/g, '')

  await page.locator('.buy-sheet__submit').dblclick() // a double tap
  await page.locator('.pay-panel').waitFor()
  const orders = await api<{ list: { order_id: string, pay_amount: string, coupon_discount: string, status: string }[] }>('/v4/trade/order/list', {}, token)
  expect(orders.list).toHaveLength(1) // one order
  expect(orders.list[0].pay_amount).toBe(shown) // the confirm screen matched the server to the cent
  expect(orders.list[0].coupon_discount).not.toBe('0.00')

  // unpaid: the poll puts the badge on the orders tab
  await page.goto(`${suite.site.origin}/pages/order/index`)
  await orderBadge(page).waitFor({ timeout: 15000 })
  await page.locator('.order-card').first().click()
  await page.waitForURL('**/pages/order/detail/index?id=*')
  await tap(page, '立即支付')
  await enterPayPassword(page.locator('.pay-panel'), '000000')
  await page.locator('.pay-panel__submit').click()
  await expect(page.locator('.pay-panel__failure').textContent()).resolves.toContain('支付密码错误') // a failure leaves it payable
  await enterPayPassword(page.locator('.pay-panel'), DEMO.payPassword)
  await page.locator('.pay-panel__submit').dblclick()
  await page.waitForFunction(() => document.querySelector('.order-detail__status-text')?.textContent === '待发货')
  const wallet = await api<{ balance: string }>('/v1/pay/pay/index', {}, token)
  const paidOnce = (5000 * 100 - Math.round(Number(orders.list[0].pay_amount) * 100)) / 100
  expect(wallet.balance).toBe(paidOnce.toFixed(2)) // charged exactly once

  await page.goto(`${suite.site.origin}/pages/order/index`)
  await page.locator('.order-card').first().waitFor()
  await orderBadge(page).waitFor({ state: 'detached', timeout: 15000 })
  expect(problems.errors).toEqual([])
}, 120000)

it('cancels an unpaid order', async () => {
  const token = await login()
  const target = await findItem(730)
  const page = await loggedInPage(token)
  await page.goto(`${suite.site.origin}/pages/item/index?id=${target.item_id}`)
  await page.locator('.item-bar__btn', { hasText: '立即购买' }).click()
  await page.locator('.buy-sheet__submit').click()
  await page.locator('.pay-panel__later').click()
  await page.waitForURL('**/pages/order/detail/index?id=*')
  await tap(page, '取消订单')
  await page.locator('.confirm-sheet .submit-button', { hasText: '确定取消' }).last().click() // ending the order is confirmed in a sheet
  await page.waitForFunction(() => document.querySelector('.order-detail__status-text')?.textContent === '已取消')
  await expect(text(page)).resolves.not.toContain('立即支付')
}, 90000)

it('rents an item for 3 days, paying by WeChat', async () => {
  const token = await login()
  const target = await findItem(730, true)
  const page = await loggedInPage(token)
  await page.goto(`${suite.site.origin}/pages/item/newindex?id=${target.item_id}`)
  await page.locator('.item-tabs__tab', { hasText: '租赁' }).click()
  await page.locator('.listing-row__btn', { hasText: '租赁' }).first().click()
  await tap(page, '3 天')
  await expect(text(page)).resolves.toContain('× 3 天')
  const shown = (await page.locator('.buy-sheet__total .price-tag').textContent())!.replace(/[^\d.]/g, '')
  await page.locator('.buy-sheet__submit').click()
  await page.locator('.pay-panel__channel', { hasText: '微信支付' }).click()
  await page.locator('.pay-panel__submit').click()
  await page.waitForURL('**/pages/order/detail/index?id=*')
  await page.waitForFunction(() => document.querySelector('.order-detail__status-text')?.textContent === '待发货')
  const orders = await api<{ list: { kind: string, rent_days: number, pay_amount: string, pay_channel: string }[] }>('/v4/trade/order/list', {}, token)
  expect(orders.list[0]).toMatchObject({ kind: 'rent', rent_days: 3, pay_amount: shown, pay_channel: 'wechat' })
}, 90000)

it('creates and cancels a buy order, with a clear message for a bad amount', async () => {
  const token = await login()
  const target = await findItem(570)
  const page = await loggedInPage(token)
  await page.goto(`${suite.site.origin}/pages/target/index?item_id=${target.item_id}`)
  await page.locator('.target-form').waitFor()
  const inputs = page.locator('input.target-form__input')
  await inputs.nth(0).fill('1e5')
  // the pay password goes in on the form's keypad sheet (its one entry), not a text field
  await enterPayPassword(page.locator('.target-form'), DEMO.payPassword)
  await page.locator('.target-form__submit').click()
  await expect(page.locator('.target-form .notice').textContent()).resolves.toContain('请输入数字')
  await inputs.nth(0).fill('1.50')
  await inputs.nth(1).fill('2')
  await expect(text(page)).resolves.toContain('3.00') // frozen: 1.50 × 2
  await page.locator('.target-form__submit').click()
  await page.locator('.target-card').first().waitFor()
  await expect(page.locator('.target-card').first().textContent()).resolves.toContain('求购中')
  await page.locator('.target-card__cancel').first().click()
  await page.getByText('取消求购', { exact: true }).last().click()
  await page.waitForFunction(() => document.querySelector('.target-card__status')?.textContent === '已取消')
}, 90000)

it('lights the offer dot when a seller sends an offer and clears it on the offers screen', async () => {
  const token = await login()
  const target = await findItem(570)
  const detail = await api<{ listings: { listing_id: number }[] }>('/v3/store/item/detail', { item_id: String(target.item_id) })
  const order = await api<{ order_id: string }>('/v4/trade/order/create-p2p', { listing_id: String(detail.listings[0].listing_id) }, token, 'POST')
  await api('/v4/trade/order/payment',
    { order_id: order.order_id, pay_channel: 'balance', pay_password: DEMO.payPassword, idempotency_key: `e2e${Date.now()}` }, token, 'POST')

  const page = await loggedInPage(token)
  await page.goto(`${suite.site.origin}/pages/order/detail/index?id=${order.order_id}`)
  await tap(page, '提醒发货')
  await page.waitForFunction(() => document.querySelector('.order-detail__status-text')?.textContent === '待收货')
  await page.goto(`${suite.site.origin}/pages/order/index`)
  await page.locator('.orders__dot').waitFor()
  await page.locator('.orders__entry', { hasText: '待处理报价' }).click()
  await page.waitForURL('**/pages/offer/index')
  await page.locator('.offer-card').first().waitFor()
  await expect(text(page)).resolves.toContain('待接受')
  await page.goBack()
  await page.waitForURL('**/pages/order/index')
  await page.locator('.orders__entry').first().waitFor()
  await expect(page.locator('.orders__dot').count()).resolves.toBe(0)

  // accepting the offer asks first (再想想 changes nothing), then completes the order
  await page.goto(`${suite.site.origin}/pages/offer/index`)
  const card = page.locator('.offer-card', { hasText: `报价 OF${order.order_id}` })
  await card.locator('.offer-card__btn', { hasText: '接受报价' }).click()
  const confirm = page.locator('.confirm-sheet', { hasText: '确认接受' })
  await confirm.getByText('再想想', { exact: true }).click()
  await confirm.waitFor({ state: 'hidden' })
  expect(await api<{ status: string }>('/v4/trade/order/detail', { order_id: order.order_id }, token)).toMatchObject({ status: 'offer_sent' })
  await card.locator('.offer-card__btn', { hasText: '接受报价' }).click()
  await confirm.getByText('确认接受', { exact: true }).click()
  await page.waitForFunction((id) => [...document.querySelectorAll('.offer-card')]
    .some((el) => el.textContent?.includes(id) && el.querySelector('.offer-card__status')?.textContent === '已接受'), `OF${order.order_id}`)
  const done = await api<{ status: string, operation: string[] }>('/v4/trade/order/detail', { order_id: order.order_id }, token)
  expect(done).toMatchObject({ status: 'completed', operation: [] })
}, 90000)

it('buys a game card once for a double tap, and shows the ledger entry and a seller shop', async () => {
  const token = await login()
  const page = await loggedInPage(token)
  await page.goto(`${suite.site.origin}/pages/gamecard/detail/index`)
  await page.locator('.gamecard__option', { hasText: '100 元' }).click()
  await expect(page.locator('.gamecard__name').textContent()).resolves.toContain('100 元')
  await page.locator('.gamecard__buy').click()
  await enterPayPassword(page.locator('.cdk-sheet'), DEMO.payPassword)
  await page.locator('.cdk-sheet__submit').dblclick()
  await page.locator('.cdk-sheet__code').waitFor()
  expect(await page.locator('.cdk-sheet__code').textContent()).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/)
  const ledger = await api<{ list: { ledger_id: number, kind: string, amount: string }[] }>('/v1/pay/ledger/list', {}, token)
  expect(ledger.list.filter((entry) => entry.kind === 'cdk')).toHaveLength(1) // charged once

  const entry = ledger.list.find((e) => e.kind === 'cdk')!
  await page.goto(`${suite.site.origin}/pages/transaction/detail/index?id=${entry.ledger_id}`)
  await expect(page.locator('.ledger__amount').textContent()).resolves.toBe(entry.amount)
  await expect(text(page)).resolves.toContain('CDK 购买')

  const target = await findItem(730)
  await page.goto(`${suite.site.origin}/pages/item/index?id=${target.item_id}`)
  const seller = (await page.locator('.listing-row__seller-name').first().textContent())!
  await page.locator('.listing-row__seller').first().click()
  await page.waitForURL('**/pages/market/shop/index?id=*')
  await expect(page.locator('.seller-shop__name').textContent()).resolves.toBe(seller)
  await page.locator('.seller-shop__row').first().waitFor()
}, 90000)

it('a 401 in the middle of buying ends on the login page with redirect_url back to the item', async () => {
  const target = await findItem(570)
  await suite.context.addInitScript(() => { localStorage.setItem('token', JSON.stringify({ data: 'expired-token' })) })
  const page = await suite.context.newPage()
  await page.goto(`${suite.site.origin}/pages/item/index?id=${target.item_id}`)
  await page.locator('.item-bar__btn', { hasText: '立即购买' }).click()
  await page.waitForURL('**/pages/user/login?redirect_url=*', { timeout: 15000 })
  const redirect = new URL(page.url()).searchParams.get('redirect_url')
  expect(redirect).toContain(`/pages/item/index`)
  expect(redirect).toContain(`id=${target.item_id}`)

  // log in on the account screens' login page: back to the same item
  await page.getByText('密码登录', { exact: true }).click()
  await page.locator('input[placeholder="请输入手机号"]').fill(DEMO.phone)
  await page.locator('input[placeholder="请输入密码"]').fill(DEMO.password)
  await page.locator('.agreement-consent__tick').click()
  await page.locator('.submit-button', { hasText: '登录' }).click()
  await page.waitForURL(`**/pages/item/index?id=${target.item_id}`, { timeout: 15000 })
  await page.waitForFunction(() => document.title === '饰品详情')
  await page.locator('.item-bar__btn', { hasText: '立即购买' }).last().waitFor()
}, 60000)

it('a buy by a user whose Steam check lapsed gets the real 3104 answer: 前往检测 runs the check, and the buy then goes through', async () => {
  const token = (await api<{ access_token: string }>('/passport/login', { type: 'password', phone: DEMO2.phone, password: DEMO2.password }, null,
    'POST')).access_token
  // a new trade URL resets the health check (server/README.md), so the next trade answers 3104
  await api('/v1/user/my/save-trade-url', { trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=39734274&token=Zz3104ab' }, token, 'POST')
  const target = await findItem(730)
  const page = await loggedInPage(token)
  const problems = watchProblems(page)
  const creates: Promise<number>[] = [] // business status of each order-creating call
  page.on('response',
    (response) => { if (response.url().includes('/order/create-')) creates.push(response.json().then((body: { status: number }) => body.status)) })
  await page.goto(`${suite.site.origin}/pages/item/index?id=${target.item_id}`)
  await page.locator('.item-bar__btn', { hasText: '立即购买' }).click()
  await page.locator('.buy-sheet__submit').click()

  const dialog = page.locator('.taro-modal__content', { hasText: '前往检测' })
  await dialog.waitFor()
  await expect(dialog.innerText()).resolves.toContain('再看看')
  await expect(Promise.all(creates)).resolves.toEqual([3104]) // the real API's answer to the trade call
  expect(await api<{ list: unknown[] }>('/v4/trade/order/list', {}, token)).toMatchObject({ list: [] }) // nothing was created
  await dialog.getByText('前往检测', { exact: true }).click()
  await page.waitForURL('**/pages/user/check/index')
  await tap(page, '开始检测')
  await page.waitForFunction(() => document.querySelector('.check-page__title')?.textContent === '账号状态正常')

  await page.goBack()
  await page.waitForURL('**/pages/item/index?id=*')
  await page.locator('.item-bar').waitFor()
  if (!await page.locator('.buy-sheet__submit').isVisible()) await page.locator('.item-bar__btn', { hasText: '立即购买' }).click()
  await page.locator('.buy-sheet__submit').click()
  await page.locator('.pay-panel').waitFor()
  expect((await api<{ list: unknown[] }>('/v4/trade/order/list', {}, token)).list).toHaveLength(1)
  expect(problems.errors).toEqual([])
}, 90000)
