/**
 * The outside-link recharge paid through the Alipay hand-off (issue 15 item 4, h16), in real Chromium at 375×812 against the
 * production build and the local API: a visitor opens /pages/recharge/index?amount=88.80&channel=alipay, logs in and comes back
 * with the choice kept, pays on the simulated Alipay cashier, returns to /pages/alipay/index (支付成功) and is credited once —
 * a second return and a repeated notification change nothing. Screenshots go to SHOTS (default /tmp/alipay-shots).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, layoutFaults, tapTargetFaults, tokenFor, watchProblems } from './harness'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/alipay-shots'
mkdirSync(SHOTS, { recursive: true })
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page, '.submit-button, .recharge-page__preset, .recharge-page__channel')).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

it('a visitor’s outside-link recharge, paid on the Alipay cashier, is credited once', async () => {
  const origin = suite.site.origin
  const token = await tokenFor(origin, DEMO.phone, DEMO.password)
  const balance = async () => (await callApi<{ balance: string }>(origin, '/v1/user/my', {}, token)).balance
  const before = await balance()
  const page = await suite.context.newPage()
  const problems = watchProblems(page)

  await page.goto(`${origin}/pages/recharge/index?amount=88.80&channel=alipay`)
  await top(page).getByText('登录后查看充值').waitFor()
  await shot(page, '1-visitor')
  await top(page).getByText('登录 / 注册').click()
  await page.waitForURL('**/pages/user/login?redirect_url=*')
  expect(new URL(page.url()).searchParams.get('redirect_url')).toBe('/pages/recharge/index?amount=88.80&channel=alipay')
  const form = page.locator('.login-page').last()
  await form.getByRole('tab', { name: '密码登录' }).click()
  await form.locator('input[placeholder="请输入手机号"]').fill(DEMO.phone)
  await form.locator('input[placeholder="请输入密码"]').fill(DEMO.password)
  if (!(await form.locator('[aria-label="同意协议"][aria-checked="true"]').count())) await form.locator('[aria-label="同意协议"]').click()
  await form.locator('.submit-button:visible').first().click()

  await page.waitForURL('**/pages/recharge/index?amount=88.80&channel=alipay')
  const flow = top(page)
  await flow.locator('[role="radio"][aria-checked="true"]', { hasText: '支付宝' }).waitFor()
  expect(await flow.locator('input.recharge-page__input').inputValue()).toBe('88.80')
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="preview-pay"]')].pop()?.textContent === '¥89.33')
  await shot(page, '2-recharge-alipay')
  await flow.locator('.submit-button', { hasText: '去支付宝支付 ¥89.33' }).click()

  await page.waitForURL('**/api/v1/open/dev/alipay-cashier?*')
  await page.getByText('¥89.33').first().waitFor()
  await page.screenshot({ path: `${SHOTS}/3-cashier.png` })
  // the signed notification the cashier posts, kept to send again below as Alipay's repeated notification
  const notified = page.waitForRequest('**/api/v1/open/dev/alipay-notify')
  await page.getByText('确认付款').click()
  const notice = Object.fromEntries(new URLSearchParams((await notified).postData() ?? ''))

  await page.waitForURL('**/pages/alipay/index?*out_trade_no=*')
  const payNo = new URL(page.url()).searchParams.get('out_trade_no')!
  await top(page).getByText('支付成功').waitFor()
  await top(page).locator('.result__amount', { hasText: '¥88.80' }).waitFor()
  await shot(page, '4-alipay-success')
  const credited = await balance()
  expect(cents(credited) - cents(before)).toBe(8880)

  // a second return (reload, back from history) and Alipay's repeated notification credit nothing
  await page.reload()
  await top(page).getByText('支付成功').waitFor()
  expect(notice.out_trade_no).toBe(payNo)
  const again = await callApi<{ status: string }>(origin, '/dev/alipay-notify', notice, null, 'POST')
  expect(again.status).toBe('success')
  expect(await balance()).toBe(credited)
  const ledger = await callApi<{ list: Array<{ ref: string | null, amount: string }> }>(origin, '/v1/pay/ledger/list', { page: '1' }, token)
  expect(ledger.list.filter((entry) => entry.ref === payNo).map((entry) => entry.amount)).toEqual(['88.80'])
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})

it('a cancelled Alipay payment returns 支付失败 and credits nothing', async () => {
  const origin = suite.site.origin
  const token = await tokenFor(origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const before = (await callApi<{ balance: string }>(origin, '/v1/user/my', {}, token)).balance
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${origin}/pages/alipay/index?amount=50`)
  await page.waitForURL('**/pages/recharge/index?amount=50&channel=alipay')
  await top(page).locator('.recharge-page__preset--on', { hasText: '50' }).waitFor()
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="preview-pay"]')].pop()?.textContent === '¥50.30')
  await top(page).locator('.submit-button', { hasText: '去支付宝支付' }).click()
  await page.waitForURL('**/api/v1/open/dev/alipay-cashier?*')
  await page.getByText('取消付款').click()
  await page.waitForURL('**/pages/alipay/index?*out_trade_no=*')
  await top(page).getByText('支付失败').waitFor()
  await top(page).getByText('已取消付款').waitFor()
  await shot(page, '5-alipay-cancelled')
  expect((await callApi<{ balance: string }>(origin, '/v1/user/my', {}, token)).balance).toBe(before)
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})

function cents (money: string): number {
  const [yuan, fraction = ''] = money.split('.')
  return Number(yuan) * 100 + Number(fraction.padEnd(2, '0'))
}
