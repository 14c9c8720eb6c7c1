/**
 * Issue 13 (h4) in real Chromium at 375×812 against the production build and the local API: a user joins a roll room,
 * the room is closed by the dev hook and shows its winners with 已验证 computed on the device; a gift box is opened, its
 * seed revealed and the draw verified; the koi page and my rolls. Screenshots go to SHOTS (default /tmp/h4-shots).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, layoutFaults, tapTargetFaults, tokenFor, watchProblems } from './harness'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/h4-shots'
mkdirSync(SHOTS, { recursive: true })
const screen = (page: Page) => page.locator('.taro_page:visible')

async function looksRight (page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page, '.roll-join__button, .box-draw__button, .box-draw__verify, .roll-list__tab')).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

async function signedIn (): Promise<{ page: Page, token: string }> {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  return { page: await suite.context.newPage(), token }
}

it('joins a roll room, sees it drawn and verified on the device, and finds it in my rolls', async () => {
  const { page } = await signedIn()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/roll/list`)
  const list = screen(page)
  await list.locator('.roll-card').first().waitFor()
  await looksRight(page, '0-roll-list')
  await list.getByText('新人福利 Roll 房 · 每周三开奖').click()
  await page.waitForURL('**/pages/roll/index?id=*')
  const room = screen(page)
  await room.getByText('立即参与').waitFor()
  await looksRight(page, '1-roll-room')
  await room.getByText('立即参与').click()
  await room.getByText('已参与，等待开奖').waitFor()
  await room.getByText(/^你的编号 \d+，/).waitFor()
  await room.locator('.roll-room__entrant--mine').scrollIntoViewIfNeeded()
  await looksRight(page, '1b-roll-my-number')
  const id = new URL(page.url()).searchParams.get('id')!
  await callApi(suite.site.origin, '/dev/roll/close', { roll_id: id }, null, 'POST')
  await page.reload()
  const drawn = screen(page)
  await drawn.getByText('中奖名单').waitFor()
  await drawn.locator('.fair-record__verdict--verified').first().waitFor()
  expect(await drawn.locator('.fair-record__verdict--failed').count()).toBe(0)
  await drawn.locator('.fair-record').scrollIntoViewIfNeeded()
  await looksRight(page, '2-roll-drawn')

  await page.goto(`${suite.site.origin}/pages/roll/mylist`)
  await screen(page).locator('.roll-card').first().waitFor()
  await looksRight(page, '3-my-rolls')
  expect(problems.errors).toEqual([])
})

it('opens a gift box, reveals the seed and verifies the draw; the koi page shows its free chance', async () => {
  const { page, token } = await signedIn()
  const problems = watchProblems(page)
  const before = await callApi<{ balance: string }>(suite.site.origin, '/v1/pay/pay/index', {}, token)
  const [first] = await callApi<Array<{ price: string }>>(suite.site.origin, '/v1/box/list', { kind: 'box', appid: '730' })
  await page.goto(`${suite.site.origin}/pages/active/giftbox/index`)
  const boxes = screen(page)
  await boxes.getByText('奖池与概率').waitFor()
  await looksRight(page, '4-giftbox')
  await boxes.locator('.box-draw__button').first().click()
  // the balance is spent only after the amount is confirmed
  const sheet = boxes.locator('.confirm-sheet')
  await sheet.getByText(`支付 ¥${first.price} 开启 1 次`).waitFor()
  await looksRight(page, '4-giftbox-confirm')
  await sheet.locator('.submit-button').click()
  await boxes.getByText(/开出 1 件/).waitFor()
  const result = boxes.locator('.box-draw__result')
  await result.getByText('待公开种子').waitFor()
  const after = await callApi<{ balance: string }>(suite.site.origin, '/v1/pay/pay/index', {}, token)
  expect(Number(before.balance.replace('.', '')) - Number(after.balance.replace('.', ''))).toBe(Number(first.price.replace('.', '')))
  await boxes.getByText('公开服务端种子并验证').click()
  await result.locator('.fair-record__verdict--verified').waitFor()
  expect(await boxes.locator('.fair-record__verdict--failed').count()).toBe(0)
  await result.scrollIntoViewIfNeeded()
  await looksRight(page, '5-giftbox-verified')
  await result.getByText('高级（原始数据）▼').click()
  await result.getByText('HMAC-SHA256', { exact: true }).waitFor()
  await result.getByText('收起高级 ▲').scrollIntoViewIfNeeded()
  await looksRight(page, '5b-giftbox-advanced')

  await page.goto(`${suite.site.origin}/pages/active/giftbox/dota`)
  await screen(page).getByText('至宝礼盒').first().waitFor()
  await looksRight(page, '6-dota-boxes')
  await page.goto(`${suite.site.origin}/pages/koi/index`)
  await screen(page).getByText('免费抽 1 次（今日剩 1 次）').waitFor()
  await looksRight(page, '7-koi')
  expect(problems.errors).toEqual([])
})
