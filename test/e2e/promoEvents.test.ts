/**
 * Promotion events (issue 15 item 2, h18) in real Chromium at 375×812 against the production build and the local API:
 * a visitor sees the seasonal event and a login call to action; the demo user joins 每日签到礼 (a seeded row of the one
 * engine), logs in again (a login day after joining), claims the first tier and finds it in the claim records; the
 * upcoming and ended events, the 斗鱼 pages, the streamer invite, the win-back and the allowance show their states.
 * Screenshots go to SHOTS.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, watchProblems, tokenFor, layoutFaults, tapTargetFaults } from './harness'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/promo-events-shots'
mkdirSync(SHOTS, { recursive: true })
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page, '.promo-action__btn, .promo-tier__btn, .promo-links__row, .promo-row__btn, .promo-tabs__tab, .promo-code__btn')).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}
async function signIn (): Promise<string> {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  return token
}

it('a visitor sees the live seasonal event and is asked to log in', async () => {
  const page = await suite.context.newPage()
  await page.goto(`${suite.site.origin}/pages/active/newyear/index`)
  await top(page).getByText('登录后即可报名活动、查看进度和领取奖励').waitFor()
  await top(page).getByText('登录天数 7 天').waitFor()
  await shot(page, '0-visitor')
  await page.close()
})

it('the demo user joins 每日签到礼, reaches a login day, claims it and sees it in the records', async () => {
  await signIn()
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/active/newyear/index`)
  await top(page).getByText('立即报名').waitFor()
  // an enabled button carries no disabled attribute (H5 wrote disabled="false", which the grey [disabled] style matched)
  expect(await top(page).locator('.promo-action__btn').getAttribute('disabled')).toBeNull()
  // the login above is before joining, so it is no login day yet: join a second later by the API's clock
  suite.site.advance(1)
  await top(page).getByText('立即报名').click()
  await top(page).getByText('已报名 · 登录天数').waitFor()
  await top(page).getByText('再登录天数 1 天 可得', { exact: false }).waitFor()
  await shot(page, '1-joined')
  await tokenFor(suite.site.origin, DEMO.phone, DEMO.password) // logs in again after joining: today counts
  await page.reload()
  expect(await top(page).locator('.promo-tier__btn', { hasText: /^领取$/ }).getAttribute('disabled')).toBeNull()
  await shot(page, '2-claimable')
  await top(page).locator('.promo-tier__btn', { hasText: /^领取$/ }).click()
  await top(page).locator('.promo-tier__btn', { hasText: '已领取' }).waitFor()
  await shot(page, '2-claimed')
  await top(page).getByText('我的领奖记录').click()
  await page.waitForURL('**/pages/active/douyu/record/index?key=season_newyear')
  await top(page).getByText('每日签到礼 · 第 1 档').waitFor()
  await shot(page, '3-records')
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})

it('the upcoming and ended seasonal events, the 斗鱼 pages, the invite, the win-back and the allowance show their states', async () => {
  const token = await signIn()
  await callApi(suite.site.origin, '/v1/promotion/join', { key: 'douyu_cs' }, token, 'POST')
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  const visit = async (path: string, wait: string | RegExp, name: string) => {
    await page.goto(`${suite.site.origin}${path}`)
    await top(page).getByText(wait).first().waitFor()
    await shot(page, name)
  }
  await visit('/pages/active/christmas/index', '活动将于', '4-upcoming')
  await visit('/pages/active/military/index', '活动已结束，感谢关注，敬请期待下一期', '5-ended')
  await visit('/pages/active/festival/index', '购买金额满 ¥2000.00', '6-festival')
  await visit('/pages/active/douyu/index', '斗鱼专区', '7-douyu')
  await visit('/pages/active/douyu/result/index', '任务奖励', '8-douyu-result')
  await visit('/pages/active/douyu/reward/index', '斗鱼 × C5 DOTA2 刀塔季', '9-douyu-rewards')
  await visit('/pages/active/douyu/record/index', '暂无领奖记录', '10-douyu-records')
  await visit('/pages/active/liverInvite/index', '我的邀请码', '11-invite')
  await visit('/pages/active/recall/index', '老友回归礼', '12-recall')
  await visit('/pages/allowance/index', '新人补贴金', '13-allowance')
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})
