/**
 * Console clean (issue 11 point 10): the buy, recharge and login journeys in real Chromium
 * log no console error and throw no page error (the recharge page's 确认支付 used to log
 * Taro Button's `insertBefore` NotFoundError every time).
 */
import type { Page } from 'playwright-core'
import { browserSuite, callApi, enterPayPassword, tokenFor, watchProblems, type PageProblems } from './harness'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()

async function pageAs (token: string | null): Promise<{ page: Page, problems: PageProblems }> {
  if (token) await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  return { page, problems: watchProblems(page) }
}
const everyProblem = (problems: PageProblems) => [...problems.errors, ...problems.consoleErrors]

it('logs in by password without a console error', async () => {
  const { page, problems } = await pageAs(null)
  await page.goto(`${suite.site.origin}/pages/user/login`)
  await page.getByRole('tab', { name: '密码登录' }).click()
  await page.locator('input[placeholder="请输入手机号"]').fill(DEMO.phone)
  await page.locator('input[placeholder="请输入密码"]').fill(DEMO.password)
  await page.locator('[aria-label="同意协议"]').click()
  await page.locator('.submit-button:visible', { hasText: '登录' }).click()
  await page.waitForURL('**/pages/user/index', { timeout: 15000 })
  await page.locator('.taro_page:visible .mine-tab').first().waitFor()
  expect(everyProblem(problems)).toEqual([])
}, 60000)

it('recharges twice (确认支付 busy and back) without a console error', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  const { page, problems } = await pageAs(token)
  for (let round = 0; round < 2; round++) {
    await page.goto(`${suite.site.origin}/pages/user/recharge/index`)
    await page.locator('.recharge-page__preset', { hasText: '100' }).first().click()
    await page.waitForFunction(() => document.querySelector('[data-testid="preview-pay"]')?.textContent === '¥100.60')
    await page.locator('.submit-button:visible').first().click()
    await page.waitForURL('**/pages/user/recharge/success?pay_no=*')
    await page.getByText('充值成功').waitFor()
  }
  expect(everyProblem(problems)).toEqual([])
}, 60000)

it('buys an item and pays by balance without a console error', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  const list = await callApi<{ list: { item_id: number }[] }>(suite.site.origin, '/v3/store/item/list', { appid: '730', sort: 'price_asc', page_size: '20' })
  const { page, problems } = await pageAs(null)
  await page.goto(`${suite.site.origin}/pages/market/home/index`)
  await page.locator('.item-card').first().waitFor()
  await page.evaluate((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  await page.goto(`${suite.site.origin}/pages/item/index?id=${list.list[2].item_id}`)
  await page.locator('.item-bar__btn', { hasText: '立即购买' }).click()
  await page.locator('.buy-sheet__submit').click()
  const panel = page.locator('.pay-panel')
  await panel.waitFor()
  await enterPayPassword(panel, DEMO.payPassword)
  await panel.locator('.pay-panel__submit').click()
  await page.waitForURL('**/pages/order/detail/index?id=*')
  await page.waitForFunction(() => document.querySelector('.order-detail__status-text')?.textContent === '待发货')
  expect(everyProblem(problems)).toEqual([])
}, 90000)
