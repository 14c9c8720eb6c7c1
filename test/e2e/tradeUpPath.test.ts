/**
 * The trade-up path from an empty inventory, in real Chromium at 375×812 against the production build and the local API:
 * the demo user holds no 工业级 skin, opens 汰换合同, picks 工业级 (0/10), taps 去市场买入 and lands on the shop with CS2
 * and 工业级 set (every card 工业级); ten 工业级 skins then reach the inventory (the dev hook, as tradeUp.test.ts) and the
 * screen counts 10/10 with 创建配方, which opens the picker on that rarity. Screenshots go to SHOTS (default /tmp/tradeup-shots).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, watchProblems, tokenFor, layoutFaults, tapTargetFaults } from './harness'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/tradeup-shots'
mkdirSync(SHOTS, { recursive: true })
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page, '.tu-button, .tus__button, .tus__kind, .empty-state__action')).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

it('the demo user without 工业级 inputs goes from the trade-up screen to the shop filtered to 工业级 and back to a full count', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/tradeUp/index`)
  await top(page).getByText('我的汰换材料').waitFor()
  await top(page).locator('.tus__kind', { hasText: '工业级' }).click()
  await top(page).getByText('工业级：已有 0 件，还差 10 件').waitFor()
  await shot(page, 'path-1-counts')

  const listed = page.waitForRequest((request) => request.url().includes('/v3/store/item/list') && new URL(request.url()).searchParams.get('rarity') === '工业级')
  await top(page).locator('.tus__button', { hasText: '去市场买入' }).click()
  await page.waitForURL('**/pages/market/home/index?appid=730&rarity=*')
  expect(new URL((await listed).url()).searchParams.get('appid')).toBe('730')
  await top(page).locator('.market-filter__tab.is-active', { hasText: '工业级' }).waitFor()
  await top(page).locator('.item-card').first().waitFor()
  await shot(page, 'path-2-shop')
  // every card shown is a 工业级 CS2 skin: the catalogue's 工业级 skins are AWP | 狩猎网格 and its exteriors
  const names = await top(page).locator('.item-card').allInnerTexts()
  expect(names.length).toBeGreaterThan(0)
  expect(names.every((text) => text.includes('狩猎网格'))).toBe(true)

  await callApi(suite.site.origin, '/dev/tradeup/stock', { rarity: '工业级' }, token, 'POST')
  await page.goto(`${suite.site.origin}/pages/tradeUp/index`)
  await top(page).locator('.tus__kind', { hasText: '工业级' }).click()
  await top(page).getByText('工业级：已有 10 件，可以创建配方').waitFor()
  await shot(page, 'path-3-full')
  await top(page).locator('.tus__button', { hasText: '创建配方' }).click()
  await page.waitForURL('**/pages/tradeUp/createFormula/index?kind=*')
  await top(page).locator('.tu-tab.tu-tab--on', { hasText: /^工业级（10）/ }).waitFor()
  await shot(page, 'path-4-create')
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})

it('the demo user with an empty trade-up inventory sees where to start and 去市场买入', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  // the demo user's trade-up inputs leave the inventory: everything usable goes on sale
  const stock = await callApi<{ list: { asset_id: string, wear: string | null, state: string, item: { rarity: string, min_price: string } }[] }>(
    suite.site.origin, '/v4/trade/inventory/list', { appid: '730', state: 'tradable', page_size: '100' }, token)
  const inputs = stock.list.filter((asset) => asset.wear !== null && ['消费级', '工业级', '军规级', '受限', '保密'].includes(asset.item.rarity))
  expect(inputs.length).toBeGreaterThan(0)
  await callApi(suite.site.origin, '/v4/trade/sell/create', {
    items: JSON.stringify(inputs.map((asset) => ({ asset_id: asset.asset_id, price: asset.item.min_price }))), pay_password: DEMO.payPassword
  }, token, 'POST')
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  await page.goto(`${suite.site.origin}/pages/tradeUp/index`)
  await top(page).getByText('库存中还没有可汰换的饰品').waitFor()
  await shot(page, 'path-0-empty')
  // the kind offered first is the sample with the best return; its rarity is what the shop opens on
  const offered = (await top(page).locator('.tus__kind--on .tus__kind-name').innerText()).replace('StatTrak™ ', '')
  await top(page).locator('.empty-state__action', { hasText: `去市场买入${offered}` }).click()
  await page.waitForURL('**/pages/market/home/index?appid=730&rarity=*')
  await top(page).locator('.market-filter__tab.is-active', { hasText: offered }).waitFor()
  await top(page).locator('.item-card').first().waitFor()
})
