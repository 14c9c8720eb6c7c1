/**
 * Smelting (issue 14 item 3, h11) in real Chromium at 375×812 against the production build and the local API: a visitor
 * sees the rules and a login call to action; the demo user gets restricted skins (dev hook, wears 0.16–0.34), picks three,
 * sees their value and the band's outcomes with odds, smelts after confirming and sees the result sheet with its fairness
 * record; the details page verifies the draw after the seed is revealed; 我的熔炼 lists it. Screenshots go to SHOTS.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, watchProblems, tokenFor, layoutFaults, tapTargetFaults } from './harness'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/smelt-shots'
mkdirSync(SHOTS, { recursive: true })
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page, '.sm-button, .result .submit-button')).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

it('a visitor sees the rules and is asked to log in', async () => {
  const page = await suite.context.newPage()
  await page.goto(`${suite.site.origin}/pages/smelt/index`)
  await top(page).getByText('登录后使用熔炼').waitFor()
  await top(page).getByText(/产出期望 = 投入价值的 90%/).waitFor()
  await shot(page, '0-visitor')
  await page.close()
})

it('the demo user smelts three restricted skins and verifies the draw', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await callApi(suite.site.origin, '/dev/tradeup/stock', { rarity: '受限' }, token, 'POST')
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/smelt/index`)
  await top(page).getByText('选择饰品（3–10 件）').waitFor()
  await shot(page, '1-picker')
  for (const wear of ['0.160000', '0.180000', '0.200000']) await top(page).locator('.sm-row', { hasText: `磨损 ${wear} ` }).first().click()
  await top(page).getByText('已选 3/10', { exact: false }).waitFor()
  await top(page).getByText('可能产出').waitFor()
  await top(page).getByText(/产出期望 ¥[\d.]+（90%）/).waitFor()
  await top(page).locator('.odds-row').first().scrollIntoViewIfNeeded()
  await shot(page, '2-pool')
  await top(page).locator('.sm-button', { hasText: /^熔炼$/ }).click()
  await page.getByText('开始熔炼', { exact: true }).click()
  await top(page).getByText('3 件饰品已熔炼 · 产出已放入库存').waitFor()
  await top(page).getByText('待公开种子').waitFor()
  await shot(page, '3-result')
  await top(page).locator('.sm-button', { hasText: '查看详情' }).click()
  await page.waitForURL('**/pages/smelt/details?smelt_id=*')
  await top(page).getByText('投入饰品（3 件）').waitFor()
  await shot(page, '4-details')
  await top(page).getByText('公开服务端种子并验证').click()
  await top(page).getByText('已验证').waitFor()
  expect(await top(page).getByText('验证失败').count()).toBe(0)
  await top(page).getByText('已验证').scrollIntoViewIfNeeded()
  await shot(page, '5-verified')
  await page.goto(`${suite.site.origin}/pages/smelt/index`)
  await top(page).getByText('我的熔炼').click()
  await top(page).locator('.sm-row__more').first().waitFor()
  await shot(page, '6-records')
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})
