/**
 * Item inspection (issue 14 item 4) in real Chromium at 375×812 against the production build and the local API: the demo
 * user opens a Butterfly Knife | Fade (崭新出厂) item page, a listing row shows its Fade % and 检视; the verify page opens
 * with the listing's inspect link filled in, the result shows the 14-decimal float on the wear bands and the Fade %, and the
 * record is in 检视记录. Screenshots go to SHOTS (default /tmp/verify-shots).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, watchProblems, tokenFor, layoutFaults, tapTargetFaults } from './harness'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/verify-shots'
mkdirSync(SHOTS, { recursive: true })
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page, '.submit-button, .vf-link, .vf-row, .vf-reason, .inspect-chip__link, .login-gate .submit-button')).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

it('a visitor is asked to log in on the verify page', async () => {
  const page = await suite.context.newPage()
  await page.goto(`${suite.site.origin}/pages/verfiy/index`)
  await top(page).getByText('登录后查看饰品检视').waitFor()
  await shot(page, '0-visitor')
  await page.close()
})

it('the demo user inspects a Fade knife listing and finds the record', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  const items = await callApi<{ list: Array<{ item_id: number, name: string }> }>(suite.site.origin, '/v3/store/item/list',
    { appid: '730', keyword: '蝴蝶刀', page_size: '50' })
  const knife = items.list.find((item) => item.name === '★ 蝴蝶刀 | 渐变之色 (崭新出厂)')!
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)

  await page.goto(`${suite.site.origin}/pages/item/index?id=${knife.item_id}`)
  const row = top(page).locator('.listing-row').first()
  await row.locator('.inspect-chip', { hasText: /^渐变 \d+\.\d{2}%$/ }).waitFor()
  const fade = (await row.locator('.inspect-chip').textContent())!
  await row.scrollIntoViewIfNeeded()
  await shot(page, '1-item-listings')
  await row.locator('.inspect-chip__link').click()
  await page.waitForURL('**/pages/verfiy/index?link=*')
  await top(page).getByText('从我的库存选择').waitFor()
  expect(await top(page).locator('textarea').inputValue()).toContain('+csgo_econ_action_preview%20M')
  await shot(page, '2-verify-link')

  await top(page).locator('.submit-button', { hasText: '检视' }).click()
  await page.waitForURL('**/pages/verfiy/detail/index?id=*')
  const float = top(page).locator('.vf-float__value')
  await float.waitFor()
  expect(await float.textContent()).toMatch(/^0\.0\d{13}$/)
  await top(page).getByText(fade.replace('渐变 ', ''), { exact: true }).waitFor()
  await top(page).getByText('0.00 – 0.08', { exact: true }).waitFor()
  expect(await top(page).locator('.vf-bar__name--on').textContent()).toBe('崭新')
  await shot(page, '3-detail')
  await top(page).getByText('结果有误？举报 / 纠错').click()
  await top(page).getByText('图案/渐变/相位不对').click()
  await shot(page, '4-report')
  await top(page).locator('.submit-button', { hasText: '提交反馈' }).click()
  await top(page).getByText(/提交纠错：图案\/渐变\/相位不对/).waitFor()

  await page.goto(`${suite.site.origin}/pages/verfiy/list/index`)
  await top(page).getByText('没有更多了').waitFor()
  await top(page).locator('.vf-row', { hasText: '蝴蝶刀 | 渐变之色' }).locator('.vf-chip', { hasText: fade }).waitFor()
  expect(await top(page).locator('.vf-row').count()).toBe(1)
  await shot(page, '5-records')
  await page.goto(`${suite.site.origin}/pages/verfiy/parameter`)
  await top(page).getByText('渐变比例（Fade %）').waitFor()
  await shot(page, '6-parameters')
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})
