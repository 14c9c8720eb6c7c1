/**
 * The seller's path end to end (issue 28 items 1 and 7) in real Chromium at 375×812 against the production build and the
 * local API: the demo user sees each item's price and the inventory's value, lists one at 跟最低价, a second account buys
 * it, the seller finds 去发货 on the sold listing and on the message, reaches 出售订单详情 with the buyer's trade link and
 * 在 Steam 中打开, sends the offer; the buyer's 待处理报价 shows the seller's Steam identity and the same code the Steam
 * offer carries; the seller's wallet line names the item and opens the order. Screenshots go to SHOTS (/tmp/seller-shots).
 */
import { mkdirSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { browserSuite, mobileContext, watchProblems, callApi, tokenFor, enterPayPassword, layoutFaults, screenAtRest } from './harness'
import { DEMO, DEMO2 } from '../../server/db/seed'
import { cents } from './withdrawSteps'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/seller-shots'
mkdirSync(SHOTS, { recursive: true })

const api = <T = unknown>(path: string, params: Record<string, string> = {}, token: string | null = null, method: 'GET' | 'POST' = 'GET'): Promise<T> =>
  callApi<T>(suite.site.origin, path, params, token, method)

interface Asset { asset_id: string, item: { item_id: number, name: string }, market_price: string }
interface Guidance { item_id: number, lowest_price: string | null, highest_buy_order: string | null }

async function asUser (token: string): Promise<{ context: BrowserContext, page: Page }> {
  const context = await mobileContext(suite.browser)
  await context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  return { context, page: await context.newPage() }
}
const onTop = (page: Page) => page.locator('.taro_page:visible')
const shot = async (page: Page, name: string) => {
  await screenAtRest(page)
  await page.screenshot({ path: `${SHOTS}/after-${name}.png` })
}

it('the seller lists at 跟最低价, finds 去发货, opens the buyer\'s trade link; the buyer checks the seller and the code; the wallet line opens the sale', async () => {
  const seller = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  const buyer = await tokenFor(suite.site.origin, DEMO2.phone, DEMO2.password)
  // a tradable DOTA2 item others sell above any buy order, so a listing at the lowest price stays on sale
  const stock = await api<{ list: Asset[], total_value: string }>('/v4/trade/inventory/list', { appid: '570', page: '1', page_size: '100' }, seller)
  const tradable = (await api<{ list: Asset[] }>('/v4/trade/inventory/list', { appid: '570', state: 'tradable', page: '1', page_size: '100' }, seller)).list
  const itemIds = [...new Set(tradable.map((a) => a.item.item_id))].slice(0, 50).join(',')
  const guidance = await api<Guidance[]>('/v4/trade/sell/guidance', { item_ids: itemIds }, seller)
  const chosen = tradable.find((asset) => {
    const guide = guidance.find((entry) => entry.item_id === asset.item.item_id)
    return guide?.lowest_price && cents(guide.lowest_price) >= 100 &&
      (guide.highest_buy_order === null || cents(guide.highest_buy_order) < cents(guide.lowest_price)) &&
      tradable.filter((other) => other.item.item_id === asset.item.item_id).length === 1
  })!
  const lowest = guidance.find((entry) => entry.item_id === chosen.item.item_id)!.lowest_price!

  // 我的库存: the inventory's value at the top, a price on each item
  const a = await asUser(seller)
  const problemsA = watchProblems(a.page)
  await a.page.goto(`${suite.site.origin}/pages/sell/inventory/index`)
  await onTop(a.page).locator('.sell-tabs__tab', { hasText: 'DOTA2' }).click()
  await onTop(a.page).locator('[data-testid="inventory-value"]', { hasText: `¥${stock.total_value}` }).waitFor()
  const row = onTop(a.page).locator('.asset-row:not(.is-fixed)', { hasText: chosen.item.name }).first()
  await row.getByText(`参考价 ¥${chosen.market_price}`).waitFor()
  await shot(a.page, '1-inventory')
  await row.click()
  await a.page.locator('.sell-bar__go', { hasText: '上架 (1)' }).click()
  await a.page.waitForURL('**/pages/sell/create/index?*')

  // the listing form suggests the lowest listing; 跟最低价 sets the price to it
  await onTop(a.page).getByText(`建议售价 ¥${lowest}`).waitFor()
  await onTop(a.page).locator('.sell-card__match', { hasText: '跟最低价' }).click()
  await expect(onTop(a.page).locator('input.sell-price').first().inputValue()).resolves.toBe(lowest)
  await shot(a.page, '2-listing-form')
  await enterPayPassword(onTop(a.page), DEMO.payPassword)
  await a.page.locator('.sell-bar__go', { hasText: '确认上架' }).click()
  await a.page.waitForURL('**/pages/sell/listings/index')

  // the second account buys that listing
  const mine = await api<{ list: Array<{ listing_id: number, asset_id: string }> }>('/v4/trade/sell/my-listings', { page: '1', page_size: '50' }, seller)
  const listing = mine.list.find((entry) => entry.asset_id === chosen.asset_id)!
  const purchase = { listing_id: String(listing.listing_id), pay_channel: 'balance', pay_password: DEMO2.payPassword }
  const order = await api<{ order_id: string }>('/v4/trade/order/quick', purchase, buyer, 'POST')
  const sale = await api<{ verify_code: string, buyer_trade_url: string }>('/v4/trade/sell/order-detail', { order_id: order.order_id }, seller)

  // 我的在售: the sold listing's card says 去发货 and opens the sale
  await a.page.goto(`${suite.site.origin}/pages/sell/listings/index`)
  const card = onTop(a.page).locator('.listing-card', { hasText: chosen.item.name }).filter({ hasText: '已被下单' }).first()
  await card.locator('.sell-card__action', { hasText: '去发货' }).waitFor({ timeout: 10000 })
  await shot(a.page, '3-listings-sold')
  expect(await layoutFaults(a.page, '.sell-card__action')).toEqual([])
  await card.locator('.sell-card__action', { hasText: '去发货' }).click()
  await a.page.waitForURL(`**/pages/sell/order/index?id=${order.order_id}`)

  // 出售订单详情: the buyer's trade link, the code, 在 Steam 中打开 hands the link to the browser
  await onTop(a.page).getByText(sale.buyer_trade_url).waitFor()
  await onTop(a.page).locator('.sell-offer-card__code', { hasText: sale.verify_code }).waitFor()
  await shot(a.page, '4-sell-order')
  expect(await layoutFaults(a.page, '.order-detail__action')).toEqual([])
  await a.page.route('https://steamcommunity.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Steam</title>' }))
  await onTop(a.page).locator('.sell-offer-card__open', { hasText: '在 Steam 中打开' }).click()
  await a.page.waitForURL(sale.buyer_trade_url)

  // 消息: the sale's message says 去发货 and opens the same order
  await a.page.goto(`${suite.site.origin}/pages/user/message/index`)
  const notice = onTop(a.page).locator('.message-row', { hasText: '您有新的出售订单，请发货' }).first()
  await notice.locator('.message-row__link', { hasText: '去发货' }).waitFor()
  await shot(a.page, '5-messages')
  await notice.locator('.message-row__link').click()
  await a.page.waitForURL(`**/pages/sell/order/index?id=${order.order_id}`)
  await a.page.locator('.order-detail__action', { hasText: '发送报价' }).click()
  await a.page.locator('.taro-modal__foot').getByText('确定', { exact: true }).click()
  await a.page.getByText('报价已发送，等待买家接受').waitFor()

  // the buyer's 待处理报价: the seller's Steam identity, the same code, and the Steam offer's message carrying it
  const b = await asUser(buyer)
  const problemsB = watchProblems(b.page)
  await b.page.goto(`${suite.site.origin}/pages/offer/index`)
  const offer = onTop(b.page).locator('.offer-card', { hasText: chosen.item.name }).first()
  await offer.locator('.offer-trust__code', { hasText: sale.verify_code }).waitFor()
  await offer.getByText('卖家 Steam：演示用户 · 已验证').waitFor()
  await offer.getByText(/Steam ID 7656\d{13}/).waitFor()
  await offer.getByText(`Steam 报价留言：C5 验证码 ${sale.verify_code}`, { exact: false }).waitFor()
  await shot(b.page, '6-buyer-offer')

  // 我的余额: the sale's frozen line names the item, shows its amount (not 0.00) and opens the sale
  await a.page.goto(`${suite.site.origin}/pages/user/balance/index`)
  const line = onTop(a.page).locator('.ledger-row', { hasText: '出售入账（冻结）' }).filter({ hasText: chosen.item.name }).first()
  await line.locator('.ledger-row__amount', { hasText: /^冻结 \+/ }).waitFor()
  await shot(a.page, '7-balance')
  expect(await layoutFaults(a.page, '.ledger-row__order')).toEqual([])
  await line.locator('.ledger-row__order').click()
  await a.page.waitForURL(`**/pages/sell/order/index?id=${order.order_id}`)

  expect([...problemsA.errors, ...problemsA.consoleErrors, ...problemsB.errors, ...problemsB.consoleErrors]).toEqual([])
  await a.context.close()
  await b.context.close()
}, 180000)
