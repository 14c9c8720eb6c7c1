/**
 * The mine tab's dead ends in real Chromium at 375×812 against the production build: the order row, the last row clear of
 * the tab bar, anchors-only 主播后台, 活动中心, no login page for a logged-in user, drawn pay marks and one search clear.
 * Screenshots go to SHOTS (default /tmp/deadends-shots).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, layoutFaults, watchProblems, tokenFor } from './harness'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/deadends-shots'
mkdirSync(SHOTS, { recursive: true })
const top = (page: Page) => page.locator('.taro_page:visible').last()

async function demoPage (): Promise<Page> {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  return suite.context.newPage()
}

it('the demo user\'s mine tab: order row, no 主播后台, 活动中心, and the last row above the tab bar at the bottom', async () => {
  const page = await demoPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/user/index`)
  await top(page).getByText('待收货').waitFor()
  await top(page).getByText('演示用户').waitFor()
  expect(await top(page).getByText('主播后台').count()).toBe(0)
  expect(await top(page).getByText('锦鲤抽奖').count()).toBe(0)
  const last = top(page).getByText('Steam 教程')
  await last.scrollIntoViewIfNeeded()
  await page.evaluate(() => {
    document.querySelectorAll('.taro-tabbar__panel').forEach((panel) => { panel.scrollTop = panel.scrollHeight })
    window.scrollTo(0, 1e6)
  })
  const row = await last.boundingBox()
  const bar = await page.locator('.taro-tabbar__tabbar').boundingBox()
  expect(row && bar && row.y + row.height <= bar.y).toBe(true)
  await page.screenshot({ path: `${SHOTS}/e2e-mine-bottom.png` })
  await top(page).getByText('活动中心').click()
  await page.waitForURL('**/pages/active/index')
  await top(page).getByText('锦鲤抽奖').waitFor()
  expect(await layoutFaults(page, '.mine-entries__item')).toEqual([])
  await page.screenshot({ path: `${SHOTS}/e2e-activities.png` })
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})

it('待收货 on the mine tab opens the orders tab on that status', async () => {
  const page = await demoPage()
  await page.goto(`${suite.site.origin}/pages/user/index`)
  await top(page).getByText('待收货').click()
  await page.waitForURL('**/pages/order/index')
  await top(page).locator('.orders__status.is-active', { hasText: '待收货' }).waitFor()
})

it('a logged-in user who opens the login page lands on the mine tab', async () => {
  const page = await demoPage()
  await page.goto(`${suite.site.origin}/pages/login/index`)
  await page.waitForURL('**/pages/user/index')
  await top(page).getByText('待付款').waitFor()
})

it('pay methods are drawn marks and the search field has one clear button', async () => {
  const page = await demoPage()
  await page.goto(`${suite.site.origin}/pages/user/recharge/index`)
  await top(page).getByText('支付方式').waitFor()
  const marks = top(page).locator('.pay-mark')
  await marks.first().waitFor()
  // a drawn sign (a background picture), no letter standing in for it
  expect(await marks.evaluateAll((els) => els.map((el) => [el.textContent, getComputedStyle(el).backgroundImage.startsWith('url(')])))
    .toEqual([['', true], ['', true], ['', true]])
  await page.screenshot({ path: `${SHOTS}/e2e-recharge.png` })
  await page.goto(`${suite.site.origin}/pages/market/search/index`)
  const input = top(page).locator('input[type=search]')
  await input.fill('AK')
  // Chromium computes no style for this pseudo-element: look for the rule that hides it and matches this input
  expect(await input.evaluate((el) => Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules))
    .some((rule) => rule instanceof CSSStyleRule && rule.selectorText.endsWith('::-webkit-search-cancel-button') && rule.style.display === 'none' &&
      el.matches(rule.selectorText.replace('::-webkit-search-cancel-button', ''))))).toBe(true)
  await page.screenshot({ path: `${SHOTS}/e2e-search.png` })
})
