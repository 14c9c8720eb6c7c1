/**
 * WeChat notice (issue 15) in real Chromium at 375×812 against the production build and the local API: on H5 the demo
 * user sees the follow-the-official-account steps, gets a binding code, the simulated official account verifies it once
 * (/dev/wx-notice/verify) and the notice page then shows the account bound. Screenshots go to SHOTS.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, watchProblems, tokenFor, layoutFaults, tapTargetFaults } from './harness'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/wxnotice-shots'
mkdirSync(SHOTS, { recursive: true })
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page, '.submit-button')).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

it('the demo user gets a binding code, the official account verifies it once, and the page shows it bound', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/active/wxNotice/index`)
  await top(page).getByText('三步开启（H5）').waitFor()
  await shot(page, '1-steps')
  await top(page).getByText('获取绑定码', { exact: true }).click()
  await page.waitForURL('**/pages/active/wxNotice/bindCode/index')
  await top(page).getByText('你的绑定码').waitFor()
  const code = (await top(page).locator('.wx-code__value').textContent())!.trim()
  expect(code).toMatch(/^\d{6}$/)
  await shot(page, '2-code')
  expect(await callApi(suite.site.origin, '/dev/wx-notice/verify', { code, openid: 'oWx_e2e_0001' }, null, 'POST')).toEqual({ bound: true })
  const again = await callApi(suite.site.origin, '/dev/wx-notice/verify', { code, openid: 'oWx_e2e_0001' }, null, 'POST').catch((e: Error) => e.message)
  expect(String(again)).toContain('绑定码已使用')
  await top(page).getByText('我已完成绑定').click()
  await page.waitForURL('**/pages/active/wxNotice/index')
  await top(page).getByText('已绑定微信通知').waitFor()
  await shot(page, '3-bound')
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})
