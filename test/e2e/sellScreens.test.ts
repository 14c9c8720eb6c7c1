/**
 * The seller's screens (issue 10 items 1-4) in real Chromium at 375×812 against the production
 * build and the local API: the demo user lists two inventory items with the pay password, finds
 * them in 我的在售, changes a price and delists one; nothing overflows and every tap is ≥ 44 px.
 * Screenshots go to SHOTS (default /tmp/sell-shots) for a look.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, watchProblems, callApi, tokenFor, layoutFaults, enterPayPassword, screenAtRest } from './harness'
import { DEMO2 } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/sell-shots'
const DEMO = { phone: '13800138000', password: 'Passw0rd!', pay: '123456' }
mkdirSync(SHOTS, { recursive: true })

/** A signed call to the local API as `token` (harness callApi). */
const api = <T = unknown>(path: string, params: Record<string, string> = {}, token: string | null = null, method: 'GET' | 'POST' = 'GET'): Promise<T> =>
  callApi<T>(suite.site.origin, path, params, token, method)
const tokenOf = (phone: string, password: string): Promise<string> => tokenFor(suite.site.origin, phone, password)

async function login (page: Page, returnTo: string): Promise<void> {
  await page.goto(`${suite.site.origin}/pages/user/login?redirect_url=${encodeURIComponent(returnTo)}`)
  const form = page.locator('.login-page').last()
  await form.getByRole('tab', { name: '密码登录' }).click()
  await form.locator('input[placeholder="请输入手机号"]').fill(DEMO.phone)
  await form.locator('input[placeholder="请输入密码"]').fill(DEMO.password)
  await form.locator('[aria-label="同意协议"]').click()
  await form.locator('.submit-button:visible').first().click()
}

/** The tap targets these screens must keep at 44 px or more. */
const TAP_TARGETS = ['.sell-tabs__tab', '.sell-tabs__refresh', '.sell-search', '.sell-filters__chip', '.sell-bar__go', '.sell-bar__ghost',
  '.sell-card__action', '.sell-card__toggle', '.sell-card__check', '.asset-row', '.sell-banner__go', '.buy-order-row__sell', '.sell-sheet__go'].join(', ')

it('lists two inventory items, changes a price and delists one, all laid out for a phone', async () => {
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await login(page, '/pages/sell/inventory/index')
  await page.waitForURL('**/pages/sell/inventory/index')
  const rows = page.locator('.taro_page:visible .asset-row:not(.is-fixed)')
  await rows.first().waitFor()
  await page.screenshot({ path: `${SHOTS}/1-inventory.png` })
  expect(await layoutFaults(page, TAP_TARGETS)).toEqual([])

  await rows.nth(0).click()
  await rows.nth(1).click()
  await page.locator('.sell-bar__go', { hasText: '上架 (2)' }).click()
  await page.waitForURL('**/pages/sell/create/index?*')
  const prices = page.locator('.taro_page:visible input.sell-price')
  await prices.first().waitFor()
  await prices.nth(0).fill('99')
  await prices.nth(1).fill('88.8')
  await page.getByText(/手续费 ¥2\.48 · 到手 ¥96\.52/).waitFor()
  await page.getByText(/手续费 ¥2\.22 · 到手 ¥86\.58/).waitFor()
  await enterPayPassword(page.locator('.taro_page:visible'), DEMO.pay)
  await page.screenshot({ path: `${SHOTS}/2-create.png`, fullPage: true })
  expect(await layoutFaults(page, TAP_TARGETS)).toEqual([])
  await page.locator('.sell-bar__go', { hasText: '确认上架' }).click()

  await page.waitForURL('**/pages/sell/listings/index')
  const cards = page.locator('.taro_page:visible .listing-card')
  await expect(cards.count()).resolves.toBeGreaterThanOrEqual(0)
  await page.getByText('售价 ¥99.00 · 到手 ¥96.52').waitFor()
  await screenAtRest(page)
  await page.screenshot({ path: `${SHOTS}/3-listings.png` })
  expect(await layoutFaults(page, TAP_TARGETS)).toEqual([])

  const first = cards.filter({ hasText: '售价 ¥99.00' })
  await first.locator('.sell-card__action', { hasText: '改价' }).click()
  await page.locator('input.sell-sheet__input').fill('95.5')
  await page.screenshot({ path: `${SHOTS}/4-change-price.png` })
  await page.locator('.sell-sheet__go', { hasText: '确认改价' }).click()
  await page.getByText('售价 ¥95.50 · 到手 ¥93.11').waitFor()

  await cards.filter({ hasText: '售价 ¥88.80' }).locator('.sell-card__action', { hasText: '下架' }).click()
  await page.locator('.taro-modal__foot', { hasText: '下架' }).getByText('下架', { exact: true }).click()
  await page.getByText('在售 1 件').waitFor()
  await page.locator('.sell-tabs__refresh', { hasText: '批量管理' }).click()
  await page.screenshot({ path: `${SHOTS}/5-batch.png` })
  expect(await layoutFaults(page, TAP_TARGETS)).toEqual([])
  expect([...problems.errors, ...problems.consoleErrors]).toEqual([])
}, 120000)

it('sells a matching inventory item into another user\'s buy order from the item page', async () => {
  const seller = await tokenOf(DEMO.phone, DEMO.password)
  const buyer = await tokenOf(DEMO2.phone, DEMO2.password)
  const stock = await api<{ list: Array<{ asset_id: string, item: { item_id: number } }> }>('/v4/trade/inventory/list',
    { appid: '730', state: 'tradable', page: '1', page_size: '100' }, seller)
  const itemId = stock.list[0].item.item_id
  await api('/v4/trade/buy-order/create',
    { item_id: String(itemId), price: '3.00', quantity: '1', pay_password: DEMO2.payPassword, idempotency_key: `h8-${Date.now()}` }, buyer, 'POST')

  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, seller)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/item/index?id=${itemId}`)
  await page.locator('.buy-order-rows__head', { hasText: '最高求购 ¥3.00' }).waitFor() // the hero shows the highest bid too (issue 11.7)
  await page.locator('.buy-order-row__sell').first().click()
  await page.getByText('按求购价 ¥3.00 成交', { exact: false }).waitFor()
  await enterPayPassword(page, DEMO.pay)
  await page.screenshot({ path: `${SHOTS}/6-sell-to-buy-order.png` })
  expect(await layoutFaults(page, TAP_TARGETS)).toEqual([])
  await page.locator('.sell-sheet__go').click()
  await page.locator('.taro-modal__content', { hasText: '到手 ¥2.92' }).waitFor()
  await page.screenshot({ path: `${SHOTS}/7-sold.png` })
  expect([...problems.errors, ...problems.consoleErrors]).toEqual([])
}, 60000)

it('tells a new user without Steam to bind it first, and the mine tab leads to the seller\'s screens', async () => {
  const phone = '13700137001'
  await api('/passport/sms-send', { phone }, null, 'POST')
  const { code } = await api<{ code: string }>('/dev/sms-code', { phone }, null)
  const token = (await api<{ access_token: string }>('/passport/login', { type: 'sms', phone, code }, null, 'POST')).access_token
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/user/index`)
  await page.locator('.mine-entries__text', { hasText: /^我的库存$/ }).click()
  await page.waitForURL('**/pages/sell/inventory/index')
  const banner = page.locator('.taro_page:visible .sell-banner')
  await banner.waitFor()
  await expect(banner.innerText()).resolves.toContain('绑定')
  await screenAtRest(page)
  await page.screenshot({ path: `${SHOTS}/8-not-bound.png` })
  expect(await layoutFaults(page, TAP_TARGETS)).toEqual([])
  expect(await page.locator('.taro_page:visible .sell-bar').count()).toBe(0)
  await banner.getByText('去绑定').click()
  await page.waitForURL('**/pages/user/steambind')
  expect([...problems.errors, ...problems.consoleErrors]).toEqual([])
}, 60000)
