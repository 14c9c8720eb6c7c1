/**
 * A trade-up contract (issue 14 item 3) in real Chromium at 375×812 against the production build and the local API: the
 * demo user gets ten restricted skins (dev hook, wears 0.16–0.34), picks them, sees the outcomes (each at wear 0.25, the
 * average), saves the formula, executes it after confirming, reveals the seed and sees 已验证; my formulas shows it done.
 * Screenshots go to SHOTS (default /tmp/tradeup-shots).
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
  expect(await layoutFaults(page, '.tu-button, .result .submit-button, .empty-state__action')).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

it('a visitor sees the sample formulas and is asked to log in to create one', async () => {
  const page = await suite.context.newPage()
  await page.goto(`${suite.site.origin}/pages/tradeUp/index`)
  await top(page).getByText('登录后创建配方').waitFor()
  await top(page).getByText('参考配方').waitFor()
  await shot(page, '0-visitor')
  await page.close()
})

// 工业级: a contract of the cheapest 受限 skins returns more than the cap and is paused (server/README.md "Return to player (issue 25)")
it('the demo user creates a formula of ten industrial-grade skins, executes it and verifies the draw', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await callApi(suite.site.origin, '/dev/tradeup/stock', { rarity: '工业级' }, token, 'POST')
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/tradeUp/index`)
  await top(page).getByText('用我的库存创建配方').click()
  await page.waitForURL('**/pages/tradeUp/createFormula/index')
  await top(page).locator('.tu-tab', { hasText: /^工业级/ }).click()
  for (let n = 0; n < 10; n++) await top(page).locator('.tu-row', { hasText: `磨损 0.${16 + 2 * n}0000 ` }).first().click()
  await top(page).getByText('已选 10/10').waitFor()
  await top(page).getByText('平均磨损 0.250000').waitFor()
  await shot(page, '1-create')
  await top(page).getByText('保存配方').click()
  await page.waitForURL('**/pages/tradeUp/extract/index?formula_id=*')
  await top(page).locator('.tu-button', { hasText: '执行合同' }).waitFor()
  await shot(page, '2-formula')
  await top(page).locator('.tu-button', { hasText: '执行合同' }).click()
  await page.getByText('确认执行', { exact: true }).click()
  await top(page).getByText('合同已执行 · 产出已放入库存').waitFor()
  await top(page).getByText('待公开种子').waitFor()
  await shot(page, '3-result')
  await top(page).getByText('公开服务端种子并验证').click()
  await top(page).getByText('已验证').waitFor()
  expect(await top(page).getByText('验证失败').count()).toBe(0)
  await shot(page, '4-verified')
  await page.goto(`${suite.site.origin}/pages/tradeUp/myformula/index`)
  await top(page).getByText('已执行').waitFor()
  await shot(page, '5-mine')
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})
