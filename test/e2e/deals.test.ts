/**
 * Haggle and grab (issue 14 items 1-2) in real Chromium at 375×812 against the production build and the local API:
 * the demo user starts a haggle and a second user (13900139000, another browser context) helps it from the share page;
 * the demo user grabs a drop limited to one per user, a second grab over the limit is refused on screen, and the item
 * is withdrawn to Steam. Screenshots go to SHOTS (default /tmp/deals-shots) for a look.
 */
import { mkdirSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { browserSuite, watchProblems, tokenFor, layoutFaults, tapTargetFaults, mobileContext } from './harness'
import { DEMO, DEMO2 } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/deals-shots'
mkdirSync(SHOTS, { recursive: true })
const BUTTONS = '.haggle-button, .grab-button, .grab-row__action, .result .submit-button'

async function loggedIn (context: BrowserContext, phone: string, password: string): Promise<void> {
  const token = await tokenFor(suite.site.origin, phone, password)
  await context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
}
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page, BUTTONS)).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

it('a haggle started by the demo user is helped by a second user from the share page', async () => {
  await loggedIn(suite.context, DEMO.phone, DEMO.password)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/haggle/index`)
  await top(page).locator('.haggle-prize').first().waitFor()
  await shot(page, '1-haggle-prizes')
  await top(page).locator('.haggle-prize').first().click()
  // the routing page sends a prize not started to its prize page
  await page.waitForURL('**/pages/haggle/prize/index?prize_id=*')
  await top(page).getByText('发起砍价', { exact: true }).waitFor()
  await shot(page, '2-haggle-prize')
  await top(page).getByText('发起砍价', { exact: true }).click()
  await page.waitForURL('**/pages/haggle/detail/index?haggle_id=*')
  const haggleId = new URL(page.url()).searchParams.get('haggle_id')
  await top(page).getByText('复制链接，邀请好友砍一刀').waitFor()
  await top(page).getByText('还没有好友助力，快分享给好友吧').waitFor()
  const startPrice = await top(page).locator('.haggle-card__price').textContent()
  await expect(top(page).locator('.haggle-card__clock').textContent()).resolves.toMatch(/^剩余 (23:59:[0-5]\d|24:00:00)$/)
  await shot(page, '3-haggle-detail')

  // the friend opens the shared help page in their own browser
  const friendContext = await mobileContext(suite.browser)
  await loggedIn(friendContext, DEMO2.phone, DEMO2.password)
  const friend = await friendContext.newPage()
  const friendProblems = watchProblems(friend)
  await friend.goto(`${suite.site.origin}/pages/haggle/power/index?haggle_id=${haggleId}`)
  await top(friend).getByText('邀请你帮TA砍一刀').waitFor()
  await shot(friend, '4-haggle-power')
  await top(friend).getByText('帮TA砍一刀', { exact: true }).click()
  await friend.waitForURL('**/pages/haggle/powering/index?haggle_id=*')
  await top(friend).getByText(/^你帮TA砍掉了 ¥\d+\.\d\d$/).waitFor()
  await shot(friend, '5-haggle-powering')
  // a second help is refused: the share page says why
  await friend.goto(`${suite.site.origin}/pages/haggle/power/index?haggle_id=${haggleId}`)
  await top(friend).getByText('你已经帮TA砍过了').waitFor()
  expect(friendProblems.errors).toEqual([])
  await friendContext.close()

  await page.reload()
  await top(page).locator('.haggle-helpers__row').first().waitFor()
  expect(await top(page).locator('.haggle-helpers__row').count()).toBe(1)
  expect(await top(page).locator('.haggle-card__price').textContent()).not.toBe(startPrice)
  await shot(page, '6-haggle-helped')
  expect(problems.errors).toEqual([])
}, 120_000)

it('grabs a drop under its limit; a second grab over the limit is refused on screen; the item is withdrawn to Steam', async () => {
  await loggedIn(suite.context, DEMO.phone, DEMO.password)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/grab/index`)
  await top(page).getByText('正在疯抢').waitFor()
  await expect(top(page).locator('.grab-card__clock').first().textContent()).resolves.toMatch(/^距结束 \d\d:\d\d:\d\d/)
  await shot(page, '7-grab-list')
  // the seeded drop limited to one per user
  await top(page).locator('.grab-card', { hasText: '刀塔专场' }).click()
  await page.waitForURL('**/pages/grab/details?drop_id=*')
  const detailsUrl = page.url()
  await top(page).getByText(/^立即抢购 ¥/).waitFor()
  await top(page).getByText('每人限抢 1 件 · 已抢 0').waitFor()
  await shot(page, '8-grab-details')

  // a second tab opened on the same drop before the grab still offers the button
  const stale = await suite.context.newPage()
  await stale.goto(detailsUrl)
  await top(stale).getByText(/^立即抢购 ¥/).waitFor()

  await top(page).getByText(/^立即抢购 ¥/).click()
  await top(page).getByText('抢购成功').waitFor()
  await top(page).getByText('每人限抢 1 件，你已抢满').waitFor()
  await shot(page, '9-grab-won')

  await top(stale).getByText(/^立即抢购 ¥/).click()
  await top(stale).locator('.grab-problem', { hasText: '每人限抢 1 件，你已抢满' }).waitFor()
  await stale.screenshot({ path: `${SHOTS}/10-grab-refused.png` })
  await stale.close()

  await page.goto(`${suite.site.origin}/pages/grab/inventory`)
  await top(page).getByText('平台托管中').waitFor()
  await shot(page, '11-grab-inventory')
  await top(page).locator('.grab-row__action', { hasText: '取回到 Steam' }).click()
  await top(page).getByText(/^已取回 · 资产 \d+$/).waitFor()
  await shot(page, '12-grab-withdrawn')
  await page.goto(`${suite.site.origin}/pages/grab/history`)
  await top(page).getByText('已取回到 Steam').waitFor()
  await shot(page, '13-grab-history')
  expect(problems.errors).toEqual([])
}, 120_000)
