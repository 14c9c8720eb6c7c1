/**
 * Order detail in real Chromium (issue 11 items 2 and 3): the buyer's sum adds up (price − coupon
 * + deposit = paid), the seller's fee is not in it, no coupon line without a coupon, a rental shows
 * its start, end and return, cancelling an unpaid order promises no refund, and a bad id has a way back.
 */
import type { Page } from 'playwright-core'
import { browserSuite, callApi, tokenFor, watchProblems, screenAtRest } from './harness'
import { DEMO } from '../../server/db/seed'
import type { ItemDetail, Order } from '../../types/api'

const suite = browserSuite()
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/h3-shots'

const api = <T = unknown>(path: string, params: Record<string, string> = {}, token: string | null = null, method: 'GET' | 'POST' = 'GET'): Promise<T> =>
  callApi<T>(suite.site.origin, path, params, token, method)

async function loggedInPage (token: string): Promise<Page> {
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  return suite.context.newPage()
}

/** Whole cents of a two-decimal amount as shown ("¥1,234.50" → 123450), read on its digits. */
const cents = (shown: string): number => {
  const match = /(-?)¥?\s*([\d,]+)\.(\d{2})/.exec(shown.replace(/\s/g, ''))
  if (!match) throw new Error(`not an amount: ${shown}`)
  return (match[1] ? -1 : 1) * (Number(match[2].replace(/,/g, '')) * 100 + Number(match[3]))
}

/** The label / value rows of the order detail on top. */
async function rows (page: Page): Promise<Record<string, string>> {
  const detail = page.locator('.order-detail').last()
  await detail.locator('.order-detail__row').first().waitFor()
  const pairs = await detail.locator('.order-detail__row').evaluateAll((els) => els.map((el) => [
    el.querySelector('.order-detail__label')?.textContent ?? '', (el.textContent ?? '').replace(el.querySelector('.order-detail__label')?.textContent ?? '',
      '').trim()
  ]))
  return Object.fromEntries(pairs)
}

/** A listing priced in [min, max) on sale, rentable if asked. */
async function listing (appid: number, min: string, rentable = false): Promise<ItemDetail['listings'][number]> {
  const items = await api<{ list: { item_id: number }[] }>('/v3/store/item/list', { appid: String(appid), sort: 'price_asc', min_price: min, page_size: '50' })
  for (const item of items.list) {
    const found = (await api<ItemDetail>('/v3/store/item/detail',
      { item_id: String(item.item_id) })).listings.find((l) => !rentable || (l.rentable && Number(l.price) < 400))
    if (found) return found
  }
  throw new Error('no listing in the seed')
}

it('an unpaid order with a coupon adds up, shows no seller fee, and cancelling it promises no refund', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  const coupon = (await api<Array<{ coupon_id: number }>>('/v1/coupon/my-coupons', {}, token))[0]
  const target = await listing(730, '60')
  const order = await api<Order>('/v4/trade/order/create-p2p', { listing_id: String(target.listing_id), coupon_id: String(coupon.coupon_id) }, token, 'POST')
  const page = await loggedInPage(token)
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/order/detail/index?id=${order.order_id}`)
  const shown = await rows(page)
  await page.screenshot({ path: `${SHOTS}/order-unpaid-coupon.png` })
  expect(Object.keys(shown)).toEqual(expect.arrayContaining(['商品价格', '优惠券', '应付金额']))
  expect(Object.keys(shown).some((label) => label.includes('手续费'))).toBe(false)
  expect(cents(shown['商品价格']) + cents(shown['优惠券'])).toBe(cents(shown['应付金额']))
  expect(cents(shown['应付金额'])).toBe(cents(order.pay_amount))

  await page.getByText('取消订单', { exact: true }).last().click()
  const sheet = page.locator('.confirm-sheet').last()
  await sheet.waitFor()
  const words = await sheet.textContent()
  expect(words).toContain('尚未支付')
  expect(words).not.toMatch(/退回余额|退款/)
  await screenAtRest(page) // the sheet comes in
  await page.screenshot({ path: `${SHOTS}/order-cancel-dialog.png` })
  await sheet.locator('.submit-button', { hasText: '确定取消' }).click()
  await page.waitForFunction(() => [...document.querySelectorAll('.order-detail__status-text')].some((el) => el.textContent === '已取消'))
  await page.locator('.taro__toast', { hasText: '订单已取消' }).waitFor({ state: 'attached', timeout: 10000 })
  const note = await page.locator('.order-detail__status-note').last().textContent()
  expect(note).toBe('订单已取消')
  expect((await api<Array<{ status: string }>>('/v1/coupon/my-coupons', {}, token))[0].status).toBe('unused')
  expect(problems.errors).toEqual([])
}, 90000)

it('a paid order without a coupon has no coupon line and adds up to what was paid', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  const target = await listing(570, '1')
  const order = await api<Order>('/v4/trade/order/create-p2p', { listing_id: String(target.listing_id) }, token, 'POST')
  await api('/v4/trade/order/payment', { order_id: order.order_id, pay_channel: 'balance', pay_password: DEMO.payPassword }, token, 'POST')
  const page = await loggedInPage(token)
  await page.goto(`${suite.site.origin}/pages/order/detail/index?id=${order.order_id}`)
  const shown = await rows(page)
  expect(shown['优惠券']).toBeUndefined()
  expect(cents(shown['商品价格'])).toBe(cents(shown['实付金额']))
  expect(await page.locator('.order-detail').last().textContent()).not.toContain('-¥0.00')
  await page.screenshot({ path: `${SHOTS}/order-paid.png` })
}, 90000)

it('a rental shows deposit, start, end and return dates, and its lines add up', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  const target = await listing(730, '10', true)
  const order = await api<Order>('/v4/trade/rent/create', { listing_id: String(target.listing_id), days: '3' }, token, 'POST')
  await api('/v4/trade/order/payment', { order_id: order.order_id, pay_channel: 'balance', pay_password: DEMO.payPassword }, token, 'POST')
  const page = await loggedInPage(token)
  await page.goto(`${suite.site.origin}/pages/order/detail/index?id=${order.order_id}`)
  let shown = await rows(page)
  expect(shown['起租时间']).toBe('确认收货后开始计租')
  await api('/v4/trade/order/notify-user', { order_id: order.order_id }, token, 'POST')
  await page.reload()
  // 确认收货 ends the trade: it asks first, with the item and the amount, and 再想想 leaves the order as it was
  await page.locator('.order-detail__action', { hasText: '确认收货' }).last().click()
  const sheet = page.locator('.confirm-sheet').last()
  await sheet.waitFor()
  expect(await sheet.textContent()).toContain(`「${order.item.name}」`)
  expect(await sheet.textContent()).toContain('确认后开始计租') // a rental's payment is mostly the deposit
  await page.screenshot({ path: `${SHOTS}/order-receive-confirm.png` })
  await sheet.locator('.confirm-sheet__cancel').click()
  await sheet.waitFor({ state: 'detached' })
  expect((await api<Order>('/v4/trade/order/detail', { order_id: order.order_id }, token)).status).not.toBe('completed')
  await page.locator('.order-detail__action', { hasText: '确认收货' }).last().click()
  await page.locator('.confirm-sheet .submit-button', { hasText: '确认收货' }).last().click()
  await page.locator('.order-detail__status--completed').last().waitFor()
  const done = await api<Order>('/v4/trade/order/detail', { order_id: order.order_id }, token)
  shown = await rows(page)
  expect(cents(shown['租金（3 天）']) + cents(shown['押金（归还后退回）'])).toBe(cents(shown['实付金额']))
  // the page shows Beijing time, whatever the browser's zone
  const stamp = (seconds: number) => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 16).replace('T', ' ')
  expect(shown['起租时间']).toBe(stamp(done.rent_start_at!))
  expect(shown['到期时间']).toBe(stamp(done.rent_start_at! + 3 * 86400))
  expect(shown['归还时间']).toBe('未归还')
  await page.screenshot({ path: `${SHOTS}/order-rent.png`, fullPage: true })
  await api('/v4/trade/rent/return', { order_id: order.order_id }, token, 'POST')
  await page.reload()
  shown = await rows(page)
  expect(shown['归还时间']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
}, 90000)

it('an order id that does not exist gets 返回订单, which leads to the orders tab', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  const page = await loggedInPage(token)
  await page.goto(`${suite.site.origin}/pages/order/detail/index?id=20990101000000`)
  await page.locator('.result--error .result__title', { hasText: '订单不存在' }).waitFor()
  await page.screenshot({ path: `${SHOTS}/order-bad-id.png` })
  expect(await page.locator('.taro__toast:visible').count()).toBe(0) // said once, on the page, not in a toast too
  await page.getByText('返回订单', { exact: true }).click()
  await page.waitForURL('**/pages/order/index')
}, 60000)

it('a sell order id that does not exist gets 返回订单 too', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  const page = await loggedInPage(token)
  await page.goto(`${suite.site.origin}/pages/sell/order/index?id=20990101000000`)
  await page.locator('.result--error').waitFor()
  await page.getByText('返回订单', { exact: true }).click()
  await page.waitForURL('**/pages/order/index')
}, 60000)
