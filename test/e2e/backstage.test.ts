/**
 * Streamer backstage (issue 14 item 7) in real Chromium at 375×812 against the production build and the local API:
 * the seeded anchor reads the dashboard, switches to 30 days, opens the details; the demo user sees the no-access state.
 * Screenshots go to SHOTS (default /tmp/backstage-shots).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, watchProblems, tokenFor, layoutFaults, tapTargetFaults } from './harness'
import { DEMO } from '../../server/db/seed'
import { ANCHOR } from '../../server/db/seedBackstage'
import type { AnchorOverview } from '../../types/api'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/backstage-shots'
mkdirSync(SHOTS, { recursive: true })
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page, '.result .submit-button, .empty-state__action')).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

it('the anchor reads commission by period with a chart and the order details', async () => {
  const token = await tokenFor(suite.site.origin, ANCHOR.phone, ANCHOR.password)
  const month = await callApi<AnchorOverview>(suite.site.origin, '/v1/backstage/anchor/overview', { days: '30' }, token)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/backstage/anchor`)
  await top(page).getByText('近7天佣金（元）').waitFor()
  expect(await top(page).locator('.bar-chart__bar').count()).toBe(7)
  await shot(page, '1-dashboard-7')
  await top(page).getByText('近30天', { exact: true }).click()
  await top(page).getByText('近30天佣金（元）').waitFor()
  await top(page).locator('.anchor-hero__value', { hasText: month.commission }).waitFor()
  expect(await top(page).locator('.bar-chart__bar').count()).toBe(30)
  await shot(page, '2-dashboard-30')
  await top(page).getByText('订单与佣金明细').click()
  await page.waitForURL('**/pages/backstage/anchordetails?days=30')
  await top(page).getByText(`近30天 共 ${month.orders_count} 单`).waitFor()
  expect(await top(page).locator('.anchor-order').count()).toBe(Math.min(20, month.orders_count))
  await shot(page, '3-details')
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})

it('the demo user (no anchor role) sees the no-access state with a way back', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  await page.goto(`${suite.site.origin}/pages/backstage/anchor`)
  await top(page).getByText('你还不是主播').waitFor()
  await top(page).getByText('返回我的').waitFor()
  await shot(page, '4-no-access')
  await top(page).getByText('返回我的').click()
  await page.waitForURL('**/pages/user/index')
})
