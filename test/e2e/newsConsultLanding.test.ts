/**
 * 资讯, 在线客服 and the ad landing (issue 15, h16) in real Chromium at 375×812 against the production build and the local API:
 * news by tab with an article opened; a common question answered at once in the stored conversation; the landing page keeps
 * its campaign through the claim of the new-user coupon. Screenshots go to SHOTS (default /tmp/h16-pages-shots).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, layoutFaults, tapTargetFaults, tokenFor, watchProblems } from './harness'
import { DEMO, DEMO2 } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/h16-pages-shots'
mkdirSync(SHOTS, { recursive: true })
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string, targets: string): Promise<void> {
  expect(await layoutFaults(page, targets)).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}
async function as (phone: string, password: string): Promise<string> {
  const token = await tokenFor(suite.site.origin, phone, password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  return token
}

it('news: tabs, paging and an article', async () => {
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/info/index`)
  await top(page).getByText('支付宝充值上线，手续费 0.6%').waitFor()
  await shot(page, '1-info', '.info-row, .info-page__tab')
  await top(page).locator('.info-page__tab', { hasText: '赛事' }).click()
  await top(page).getByText('Major 小组赛收官：八强名单出炉').waitFor()
  expect(await top(page).locator('.info-row').count()).toBe(3)
  await shot(page, '2-info-esports', '.info-row, .info-page__tab')
  await top(page).getByText('Major 小组赛收官：八强名单出炉').click()
  await page.waitForURL('**/pages/help/detail/index?id=*')
  await top(page).getByText(/淘汰赛将于本周五开打/).waitFor()
  await page.screenshot({ path: `${SHOTS}/3-info-article.png` })
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})

it('consultation: the stored conversation and a common question answered at once', async () => {
  const token = await as(DEMO.phone, DEMO.password)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/consultation/index`)
  await top(page).getByText('提现有手续费吗？多久能到账？').waitFor()
  await top(page).locator('.consult-page__chip', { hasText: '充值多久到账？' }).click()
  await top(page).getByText(/微信支付和银行卡充值付款成功后即时到账/).waitFor()
  await shot(page, '4-consultation', '.consult-page__chip, .consult-page__send, .consult-page__pick')
  const stored = await callApi<{ list: Array<{ content: string }> }>(suite.site.origin, '/v1/consult/history', {}, token)
  expect(stored.list.map((m) => m.content)).toContain('充值多久到账？')
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})

it('ad landing: the campaign kept through the new-user claim', async () => {
  const token = await as(DEMO2.phone, DEMO2.password)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/kslanding/index?utm_source=kuaishou&utm_campaign=newuser_1124&channel=ks&clickid=ks-e2e-1`)
  await top(page).getByText('新人立减 5 元').waitFor()
  await top(page).locator('.submit-button', { hasText: '立即领取' }).waitFor()
  await shot(page, '5-landing', '.submit-button')
  await top(page).locator('.submit-button', { hasText: '立即领取' }).click()
  await top(page).locator('.submit-button', { hasText: '去商城使用' }).waitFor()
  await shot(page, '6-landing-claimed', '.submit-button')
  const attribution = await callApi<{ utm_source: string, clickid: string }>(suite.site.origin, '/v1/landing/attribution', {}, token)
  expect(attribution).toMatchObject({ utm_source: 'kuaishou', clickid: 'ks-e2e-1' })
  await top(page).locator('.submit-button', { hasText: '去商城使用' }).click()
  await page.waitForURL('**/pages/market/home/index')
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})
