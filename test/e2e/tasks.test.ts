/**
 * Tasks and invites (issue 14 item 6) in real Chromium at 375×812 against the production build and the local API:
 * the demo user (recharged in the seed) claims 首次充值 once — the balance grows by ¥5.00 once and a second claim is
 * refused — and opens the invite page with their code. Screenshots go to SHOTS (default /tmp/tasks-shots).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, watchProblems, tokenFor, layoutFaults, tapTargetFaults } from './harness'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/tasks-shots'
mkdirSync(SHOTS, { recursive: true })
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page, '.task-row__btn, .submit-button')).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

it('the demo user claims a task reward once and opens the invite page', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const balance = async () => Math.round(Number((await callApi<{ balance: string }>(suite.site.origin, '/v1/user/my', {}, token)).balance) * 100)
  const before = await balance()
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/task/award/index`)
  const row = top(page).locator('.task-row', { hasText: '首次充值' })
  await row.getByText('领取', { exact: true }).waitFor()
  await shot(page, '1-tasks')
  await row.getByText('领取', { exact: true }).click()
  await row.getByText('已领取', { exact: true }).waitFor()
  await top(page).locator('.task-hero__value', { hasText: '5.00' }).waitFor()
  await shot(page, '2-claimed')
  expect(await balance()).toBe(before + 500)
  const again = await callApi<unknown>(suite.site.origin, '/v1/task/claim', { task_key: 'first_recharge' }, token, 'POST').catch((e: Error) => e.message)
  expect(String(again)).toContain('奖励已领取')
  expect(await balance()).toBe(before + 500)

  await top(page).getByText('邀请好友赚 ›').click()
  await page.waitForURL('**/pages/task/invite/index')
  await top(page).getByText('我的邀请码').waitFor()
  await top(page).getByText('还没有邀请好友，复制链接发给好友吧').waitFor()
  await shot(page, '3-invite')
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})
