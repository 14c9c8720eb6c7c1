/**
 * The Steam account check (issue 14 item 5) in real Chromium at 375×812 against the production build and the local API:
 * the demo user (Steam id 76561198000000001, seeded with a Web API key, server/README.md) runs the check, the report
 * shows that finding with its severity, and its detail shows the steps; a visitor is asked to log in.
 * Screenshots go to SHOTS (default /tmp/steamcheck-shots).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, watchProblems, tokenFor, layoutFaults, tapTargetFaults } from './harness'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/steamcheck-shots'
mkdirSync(SHOTS, { recursive: true })
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page, '.submit-button, .empty-state__action')).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

it('a visitor is asked to log in', async () => {
  const page = await suite.context.newPage()
  await page.goto(`${suite.site.origin}/pages/steamCheck/index`)
  await top(page).getByText('登录后查看Steam 账号检测').waitFor()
  await shot(page, '0-visitor')
  await page.close()
})

it('the demo user runs the check: the report shows the API key finding, its detail the steps', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/steamCheck/index`)
  await top(page).getByText('尚未检测').waitFor()
  await shot(page, '1-home')
  await top(page).getByText('开始检测', { exact: true }).click()
  await page.waitForURL('**/pages/steamCheck/report?report_id=*')
  await top(page).getByText('可以交易，建议处理风险').waitFor()
  await top(page).locator('.sc-finding', { hasText: 'Web API Key 风险' }).getByText('中危').waitFor()
  await shot(page, '2-report')
  await top(page).locator('.sc-finding', { hasText: 'Web API Key 风险' }).click()
  await page.waitForURL('**/pages/steamCheck/detail?report_id=*&code=api_key_risk')
  await top(page).getByText('不影响交易，建议按以下步骤处理').waitFor()
  expect(await top(page).locator('.sc-step').count()).toBe(3)
  await shot(page, '3-detail')
  await page.goBack()
  await page.goBack()
  await page.waitForURL('**/pages/steamCheck/index')
  await top(page).getByText('可以交易，有 1 项风险').waitFor()
  await shot(page, '4-home-after')
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})
