/**
 * Tournament match guess (issue 15) in real Chromium at 375×812 against the production build and the local API: the demo
 * user picks the second team of the first open Major match with 50 points (points 100 → 50), sees it in 我的竞猜 and the
 * leaderboard; the TI page is the same engine. Settlement is covered by test/server/guess.test.ts. Screenshots go to SHOTS.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, watchProblems, tokenFor, layoutFaults, tapTargetFaults } from './harness'
import { DEMO } from '../../server/db/seed'
import type { GuessBoard } from '../../types/api'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/guess-shots'
mkdirSync(SHOTS, { recursive: true })
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page, '.submit-button')).toEqual([])
  expect(await tapTargetFaults(page, ['.bottom-sheet__mask', '.bottom-sheet__close'])).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

it('the demo user picks a side with points, sees it in my picks and on the TI page the other event', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/major/index`)
  await top(page).getByText('我的积分 100').waitFor()
  await shot(page, '1-major')
  const open = (await callApi<GuessBoard>(suite.site.origin, '/v1/guess/board', { game: 'major' }, token)).matches.find((m) => m.state === 'open')!
  const card = top(page).locator('.guess-match', { hasText: open.team_b }).first()
  await card.locator('.guess-side__team', { hasText: open.team_b }).click()
  await top(page).getByText(`竞猜 ${open.team_b} 胜`).waitFor()
  await top(page).locator('.guess-stake__chip', { hasText: /^50$/ }).click()
  await shot(page, '2-stake')
  await top(page).getByText('确认竞猜 50 积分').click()
  await top(page).getByText('我的积分 50').waitFor()
  await card.getByText(/50 积分 · 待开奖/).waitFor()
  const after = await callApi<GuessBoard>(suite.site.origin, '/v1/guess/board', { game: 'major' }, token)
  expect(after.points).toBe(50)
  expect(after.matches.find((m) => m.match_id === open.match_id)!.my_pick).toMatchObject({ side: 'b', stake: 50 })
  await top(page).getByText('我的竞猜', { exact: true }).click()
  await top(page).getByText(`押 ${open.team_b} @${open.odds_b}`, { exact: false }).waitFor()
  await shot(page, '3-mine')
  await top(page).getByText('排行榜', { exact: true }).click()
  await top(page).locator('.guess-rank--mine').waitFor()
  await shot(page, '4-ranking')
  await page.goto(`${suite.site.origin}/pages/tidivine/index`)
  await top(page).getByText('TI 勇士令状竞猜').waitFor()
  await top(page).getByText('Team Spirit').first().waitFor()
  await shot(page, '5-ti')
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})
