/**
 * Issue 11 items 6-7 in Chromium at 375×812: the price chart reads a tapped or dragged day and agrees with the recent
 * sales under it; listings sorted by wear on the server; the highest buy order beside the lowest price; 收藏 and 我的收藏.
 */
import type { BrowserContext, Page } from 'playwright-core'
import type { ItemDetail, ItemSummary, Page as ListPage } from '../../types/api'
import { browserSuite, callApi, layoutFaults, tapTargetFaults, tokenFor, watchProblems } from './harness'

const suite = browserSuite()
const SHOTS = process.env.SHOTS_DIR
const DEMO = { phone: '13800138000', password: 'Passw0rd!' }
const DEMO2 = { phone: '13900139000', password: 'Passw0rd!', payPassword: '654321' }
const api = <T>(path: string, params: Record<string, string> = {}, token: string | null = null, method: 'GET' | 'POST' = 'GET') =>
  callApi<T>(suite.site.origin, path, params, token, method)

/** Beijing time like the players (the sales list prints the phone's local time; the market days are Beijing days). */
async function phone (token: string | null = null): Promise<{ context: BrowserContext, page: Page }> {
  const context = await suite.browser.newContext({
    viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN', timezoneId: 'Asia/Shanghai'
  })
  if (token) await context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  return { context, page: await context.newPage() }
}

/** A CS2 item whose latest market day has 1-9 sales, so the 10 recent sales below the chart hold that whole day. */
async function itemWithWholeDay (): Promise<ItemDetail> {
  const list = await api<ListPage<ItemSummary>>('/v3/store/item/list', { appid: '730', page_size: '40' })
  for (const summary of list.list) {
    const detail = await api<ItemDetail>('/v3/store/item/detail', { item_id: String(summary.item_id) })
    const last = detail.price_history[detail.price_history.length - 1]
    if (last.count > 0 && last.count < 10 && detail.listings.length >= 3) return detail
  }
  throw new Error('no item with a whole last day in its recent sales')
}

const cents = (text: string): number => { const [yuan, fen = '0'] = text.replace('¥', '').split('.'); return Number(yuan) * 100 + Number(fen.padEnd(2, '0')) }

it('the chart reads a tapped and a dragged day, the same figures as the recent sales list under it', async () => {
  const item = await itemWithWholeDay()
  const { context, page } = await phone()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/item/index?id=${item.item_id}`)
  const plot = page.locator('.price-chart__touch')
  await plot.waitFor()
  await page.locator('.price-chart__touch').scrollIntoViewIfNeeded()
  const box = (await plot.boundingBox())!
  // tap the right edge: today
  await page.touchscreen.tap(box.x + box.width - 2, box.y + box.height / 2)
  const last = item.price_history[item.price_history.length - 1]
  const readout = page.locator('.price-chart__readout')
  await page.waitForFunction((text) => document.querySelector('.price-chart__readout')?.textContent?.replace(/\s+/g, ' ').includes(text),
    `${last.date.slice(5)} 均价 ¥${last.price} · 成交 ${last.count} 笔`)
  // the recent sales rows of that day: the same count and the same average (rounded half up, in cents)
  const rows = await page.locator('.sales-row').evaluateAll((els) => els.map((el) => ({
    price: el.querySelector('.price-tag, [class*="price"]')?.textContent ?? '',
    time: el.querySelector('.sales-row__time')?.textContent ?? ''
  })))
  const ofDay = rows.filter((row) => row.time.startsWith(last.date.slice(5)))
  expect(ofDay).toHaveLength(last.count)
  const sum = ofDay.reduce((total, row) => total + cents(row.price), 0)
  expect(Math.floor((sum * 2 + ofDay.length) / (ofDay.length * 2))).toBe(cents(last.price!))
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/item-chart-tapped.png` })

  // drag from the left edge to the middle on 7 days: the readout follows the finger
  await page.locator('.price-chart__range', { hasText: '7 天' }).click()
  const cdp = await context.newCDPSession(page)
  const y = box.y + box.height / 2
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 4, y }] })
  const first = item.price_history[item.price_history.length - 7]
  await page.waitForFunction((date) => document.querySelector('.price-chart__readout')?.textContent?.includes(date), first.date.slice(5))
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width / 2, y }] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  const middle = item.price_history[item.price_history.length - 4]
  const expected = middle.price === null ? `${middle.date.slice(5)} 无成交` : `${middle.date.slice(5)} 均价 ¥${middle.price} · 成交 ${middle.count} 笔`
  await page.waitForFunction((text) => document.querySelector('.price-chart__readout')?.textContent?.replace(/\s+/g, ' ').includes(text), expected)
  expect((await readout.textContent())?.replace(/\s+/g, ' ')).toContain(expected)
  expect(await tapTargetFaults(page, ['.listing-row__seller', '.item-hero__wear', '.sales-row', '.price-chart__touch'])).toEqual([])
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
  await context.close()
}, 90000)

it('sorts listings by wear on the server and shows the highest buy order beside the lowest price', async () => {
  const item = await itemWithWholeDay()
  const buyer = await tokenFor(suite.site.origin, DEMO2.phone, DEMO2.password)
  await api('/v4/trade/buy-order/create', { item_id: String(item.item_id), price: '0.88', quantity: '1', pay_password: DEMO2.payPassword }, buyer, 'POST')
  const { context, page } = await phone()
  const asked: string[] = []
  page.on('request',
    (request) => { if (request.url().includes('/item/detail')) asked.push(new URL(request.url()).searchParams.get('listing_sort') ?? 'price_asc') })
  await page.goto(`${suite.site.origin}/pages/item/index?id=${item.item_id}`)
  await page.locator('.item-hero__bid').waitFor()
  expect((await page.locator('.item-hero__price').textContent())?.replace(/\s+/g, '')).toContain(`¥${item.min_price}`.replace(/\s+/g, ''))
  expect(await page.locator('.item-hero__bid').textContent()).toBe('最高求购 ¥0.88')
  await page.locator('.item-sort__option', { hasText: '磨损' }).click()
  await page.waitForFunction(() => document.querySelector('.item-sort__option.is-active')?.textContent?.includes('磨损'))
  await page.waitForFunction(() => {
    const floats = Array.from(document.querySelectorAll('.listing-row__float')).map((el) => Number(el.textContent?.replace('磨损', '')))
    return floats.length > 1 && floats.every((value, index) => index === 0 || floats[index - 1] <= value)
  })
  expect(asked).toContain('wear_asc')
  await page.locator('.item-sort__option', { hasText: '磨损' }).click()
  await page.waitForFunction(() => {
    const floats = Array.from(document.querySelectorAll('.listing-row__float')).map((el) => Number(el.textContent?.replace('磨损', '')))
    return floats.length > 1 && floats.every((value, index) => index === 0 || floats[index - 1] >= value)
  })
  if (SHOTS) {
    await page.locator('.item-sort').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/item-sorted.png` })
  }
  expect(await layoutFaults(page, '.item-sort__option, .price-chart__range, .item-bar__fav')).toEqual([])
  await context.close()
}, 90000)

it('收藏: a visitor goes to login and back; kept items are listed on 我的收藏 from the mine tab with their lowest price', async () => {
  const item = await itemWithWholeDay()
  const visitor = await phone()
  await visitor.page.goto(`${suite.site.origin}/pages/item/index?id=${item.item_id}`)
  await visitor.page.locator('.item-bar__fav').click()
  await visitor.page.waitForURL((url) => url.pathname.includes('/pages/user/login'))
  expect(decodeURIComponent(visitor.page.url())).toContain(`redirect_url=/pages/item/index?id=${item.item_id}`)
  await visitor.context.close()

  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  const { context, page } = await phone(token)
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/item/index?id=${item.item_id}`)
  await page.locator('.item-bar__fav').click()
  await page.waitForFunction(() => document.querySelector('.item-bar__fav')?.textContent?.includes('已收藏'))
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/item-top.png` })
  expect((await api<{ favorited: boolean }>('/v1/user/favorite/state', { item_id: String(item.item_id) }, token)).favorited).toBe(true)

  await page.goto(`${suite.site.origin}/pages/user/index`)
  await page.locator('.mine-entries__item', { hasText: '我的收藏' }).click()
  await page.waitForURL((url) => url.pathname.includes('/pages/user/favorites/index'))
  const row = page.locator('.favorites__row').first()
  await row.waitFor()
  expect(await row.locator('.favorites__name').textContent()).toBe(item.name)
  expect((await row.locator('.favorites__price').textContent())?.replace(/\s+/g, '')).toContain(item.min_price)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/favorites.png` })
  expect(await layoutFaults(page, '.favorites__drop, .favorites__row')).toEqual([])
  await row.locator('.favorites__drop').click()
  await page.waitForFunction(() => document.querySelectorAll('.favorites__row').length === 0)
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
  await context.close()
}, 90000)
