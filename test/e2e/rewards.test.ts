/**
 * Issue 13 (h6) in real Chromium at 375×812 against the production build and the local API: a new user redeems a CDK
 * once (a second try, by them or another user, is refused), redeems a key code and reveals and copies the key in the
 * knapsack; the exchange topic, the activity page and my rewards show it. Screenshots go to SHOTS (default /tmp/h6-shots).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, layoutFaults, tapTargetFaults, tokenFor, watchProblems } from './harness'
import { DEMO, DEMO2 } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/h6-shots'
mkdirSync(SHOTS, { recursive: true })
const CODE_FIELD = 'input[placeholder="请输入 16 位兑换码"]'
const screen = (page: Page) => page.locator('.taro_page:visible')

async function looksRight (page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page, '.redeem__submit, .knapsack__action, .reward-page__link, .exchange__take')).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

it('redeems a CDK once, refuses the second try, reveals and copies a key', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  await suite.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.site.origin })
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  const before = await callApi<{ balance: string }>(suite.site.origin, '/v1/pay/pay/index', {}, token)

  await page.goto(`${suite.site.origin}/pages/cdk/index`)
  const form = screen(page)
  await form.locator(CODE_FIELD).waitFor()
  await looksRight(page, '0-cdk')
  await form.locator(CODE_FIELD).fill('abc')
  await form.locator('.redeem__submit').click()
  await form.getByText('兑换码格式不正确，应为 16 位字母或数字').waitFor()
  await form.locator(CODE_FIELD).fill('c5cd k000 0000 0014')
  await form.locator('.redeem__submit').click()
  await form.getByText('兑换成功').waitFor()
  await form.getByText('已存入余额 ¥5.00').waitFor()
  await looksRight(page, '1-redeemed')
  const after = await callApi<{ balance: string }>(suite.site.origin, '/v1/pay/pay/index', {}, token)
  expect(Number(after.balance.replace('.', '')) - Number(before.balance.replace('.', ''))).toBe(500)

  // the second try grants nothing; another user is refused
  await form.locator(CODE_FIELD).fill('C5CD-K000-0000-0014')
  await form.locator('.redeem__submit').click()
  await form.getByText('该兑换码你已兑换过，奖励不会重复发放').waitFor()
  expect((await callApi<{ balance: string }>(suite.site.origin, '/v1/pay/pay/index', {}, token)).balance).toBe(after.balance)
  const other = await tokenFor(suite.site.origin, DEMO2.phone, DEMO2.password)
  await expect(callApi(suite.site.origin, '/v1/cdk/redeem', { code: 'C5CD-K000-0000-0014' }, other, 'POST')).rejects.toThrow(/兑换码已被使用/)
  // a used and an expired code say so under the field
  await form.locator(CODE_FIELD).fill('C5CD-K000-0000-0002')
  await form.locator('.redeem__submit').click()
  await form.getByText('兑换码已被使用').waitFor()
  await form.locator(CODE_FIELD).fill('C5CD-K000-0000-0003')
  await form.locator('.redeem__submit').click()
  await form.getByText('兑换码已过期').waitFor()
  await looksRight(page, '2-refused')

  // a key code: the key goes to the knapsack, masked until revealed, then copied
  await form.locator(CODE_FIELD).fill('C5CD-K000-0000-0004')
  await form.locator('.redeem__submit').click()
  await form.getByText('卡密 Steam 钱包充值卡 50 元').waitFor()
  await form.locator('.result__action', { hasText: '去查看' }).click() // the kit's Result: its way on is a button
  await page.waitForURL('**/pages/cdk/knapsack/index')
  const sack = screen(page)
  await sack.locator('.knapsack__card').first().waitFor()
  const first = sack.locator('.knapsack__card').first()
  const masked = (await first.locator('.knapsack__code').textContent())!.trim()
  expect(masked).toMatch(/^[0-9A-F]{4}-\*{4}-\*{4}-[0-9A-F]{4}$/)
  await looksRight(page, '3-knapsack')
  await first.getByText('查看卡密').click()
  await first.locator('.knapsack__code.is-shown').waitFor()
  const code = (await first.locator('.knapsack__code').textContent())!.trim()
  expect(code).toMatch(new RegExp(`^${masked.slice(0, 4)}-[0-9A-F]{4}-[0-9A-F]{4}-${masked.slice(-4)}$`))
  await first.getByText('复制卡密').click()
  await page.waitForFunction(async (expected) => (await navigator.clipboard.readText()) === expected, code)
  await looksRight(page, '4-revealed')

  // the other screens of the journey
  await page.goto(`${suite.site.origin}/pages/topic/cdkey-exchange/index`)
  await screen(page).getByText('100 积分').waitFor()
  await looksRight(page, '5-topic')
  await page.goto(`${suite.site.origin}/pages/active/cdkey/index`)
  await screen(page).getByText('新年福利 CDKey').first().waitFor()
  await looksRight(page, '6-activity')
  await page.goto(`${suite.site.origin}/pages/my-rewards/index`)
  await screen(page).getByText('账户余额 ¥5.00').waitFor()
  await looksRight(page, '7-my-rewards')
  expect(problems.errors).toEqual([])
})
