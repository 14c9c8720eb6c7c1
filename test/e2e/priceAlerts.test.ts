/**
 * Price fluctuation and alerts (issue 15 item 1) in real Chromium at 375×812 against the production build and the local
 * API: the movers page ranks risers and fallers; from an item page's 设置提醒 the demo user sets 涨到 at the item's lowest
 * listing; the second buyer buys that listing (a real sale through the API); the alert shows 已触发 and the 站内信 is in
 * 消息. Screenshots go to SHOTS (default /tmp/price-alert-shots).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, watchProblems, tokenFor, layoutFaults, tapTargetFaults } from './harness'
import { DEMO, DEMO2 } from '../../server/db/seed'
import type { ItemDetail, ItemSummary, Order, Page as ListPage } from '../../types/api'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/price-alert-shots'
mkdirSync(SHOTS, { recursive: true })
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string,
  targets = '.mover, .fluctuation__kind, .fluctuation__period, .alert-row__action, .submit-button'): Promise<void> {
  expect(await layoutFaults(page, targets)).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}
const cents = (price: string): number => Math.round(Number(price) * 100)

/** A DOTA2 item the second buyer can buy from another seller, whose latest sale is under its lowest listing (so 涨到 that price is valid). */
async function itemToWatch (origin: string, demoId: number, buyerId: number): Promise<{ detail: ItemDetail, listingId: number, price: string }> {
  const items = await callApi<ListPage<ItemSummary>>(origin, '/v3/store/item/list', { appid: '570', page_size: '40' })
  for (const item of items.list) {
    const detail = await callApi<ItemDetail>(origin, '/v3/store/item/detail', { item_id: String(item.item_id) })
    const listing = detail.listings.find((entry) => !entry.rentable && ![demoId, buyerId].includes(entry.seller.seller_id))
    const last = detail.recent_sales[0]?.price
    if (listing && listing.price === detail.min_price && last && cents(last) < cents(listing.price)) return { detail, listingId: listing.listing_id,
      price: listing.price }
  }
  throw new Error('no item to watch')
}

it('sets a price alert from the item page, a real sale fires it once, and the message is in 消息', async () => {
  const origin = suite.site.origin
  const token = await tokenFor(origin, DEMO.phone, DEMO.password)
  const buyer = await tokenFor(origin, DEMO2.phone, DEMO2.password)
  const demoId = (await callApi<{ user_id: number }>(origin, '/v1/user/my', {}, token)).user_id
  const buyerId = (await callApi<{ user_id: number }>(origin, '/v1/user/my', {}, buyer)).user_id
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)

  // the movers: risers of CS2 for 7 days, then the fallers
  await page.goto(`${origin}/pages/fluctuation/index`)
  await top(page).locator('.mover').first().waitFor()
  expect(await top(page).locator('.mover__change.is-up').count()).toBeGreaterThan(2)
  await shot(page, '1-risers')
  await top(page).getByText('跌幅榜', { exact: true }).click()
  await top(page).locator('.mover__change.is-down').first().waitFor()
  await top(page).getByText('30 天', { exact: true }).click()
  await top(page).getByText('参考价为近 5 天成交价中位数', { exact: false }).waitFor()
  await top(page).locator('.mover__change.is-down').first().waitFor()
  await shot(page, '2-fallers-30')

  // 设置提醒 on the item page: 涨到 the lowest listing's price
  const { detail, listingId, price } = await itemToWatch(origin, demoId, buyerId)
  await page.goto(`${origin}/pages/item/index?id=${detail.item_id}`)
  const entry = top(page).getByText('设置提醒', { exact: false })
  await entry.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/3-item-entry.png` })
  await entry.click()
  await page.waitForURL(`**/pages/fluctuation/setting/index?item_id=${detail.item_id}`)
  await top(page).getByText('最新成交').waitFor()
  await top(page).getByText('涨到', { exact: true }).click()
  const input = top(page).locator('input.alert-form__input')
  await input.fill('0.001')
  await top(page).locator('.submit-button').click()
  await top(page).getByText('提醒价格必须是最多两位小数的金额').waitFor()
  await shot(page, '4-refused')
  await input.fill(price)
  await top(page).locator('.submit-button').click()
  const row = top(page).locator('.alert-row', { hasText: detail.name })
  await row.getByText('监控中').waitFor()
  await row.getByText(`涨到 ¥${price}`).waitFor()
  await shot(page, '5-watching')

  // a real sale: the second buyer buys the listing and accepts the offer
  const order = await callApi<Order>(origin, '/v4/trade/order/create-p2p', { listing_id: String(listingId) }, buyer, 'POST')
  await callApi(origin, '/v4/trade/order/payment', { order_id: order.order_id, pay_channel: 'balance', pay_password: DEMO2.payPassword }, buyer, 'POST')
  await callApi(origin, '/v4/trade/order/notify-user', { order_id: order.order_id }, buyer, 'POST')
  await callApi(origin, '/v4/trade/order/receive-offer', { order_id: order.order_id }, buyer, 'POST')

  await page.goto(`${origin}/pages/fluctuation/setting/index`)
  await top(page).locator('.alert-row', { hasText: detail.name }).getByText('已触发').waitFor()
  await top(page).getByText(`成交 ¥${price} 已提醒`, { exact: false }).waitFor()
  await shot(page, '6-fired')

  await page.goto(`${origin}/pages/user/message/index`)
  await top(page).getByText(`价格提醒：${detail.name}`).first().waitFor()
  await top(page).getByText(`已涨到你设置的 ¥${price}`, { exact: false }).first().waitFor()
  await top(page).getByText('查看饰品 ›').first().waitFor()
  await page.screenshot({ path: `${SHOTS}/7-message.png` })
  await top(page).getByText('查看饰品 ›').first().click()
  await page.waitForURL(`**/pages/item/index?id=${detail.item_id}`)
  const messages = await callApi<ListPage<{ title: string, link: string | null }>>(origin, '/v1/user/message/list', { page_size: '50' }, token)
  expect(messages.list.filter((message) => message.title === `价格提醒：${detail.name}`))
    .toEqual([expect.objectContaining({ link: `/pages/item/index?id=${detail.item_id}` })])
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})
