/**
 * Issue 13 items 3 and 5 (h5) in real Chromium at 375×812 against the production build and the local API: a visitor sees a
 * shared red packet, logs in and opens it once (a second open is refused, the share stays); an emptied packet's split is
 * verified on the device; a gift draw's prizes show with their records, which verify once the seed is revealed; a prize
 * is sold back. Screenshots go to SHOTS (default /tmp/h5-shots).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, layoutFaults, tapTargetFaults, tokenFor, watchProblems, screenAtRest, until } from './harness'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/h5-shots'
mkdirSync(SHOTS, { recursive: true })
const screen = (page: Page) => page.locator('.taro_page:visible')

async function looksRight (page: Page, name: string, selectors: string): Promise<void> {
  expect(await layoutFaults(page, selectors)).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

it('opens a shared red packet once: a visitor logs in and comes back, a second open is refused', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/redpack/index?code=C5NEWYR8`)
  const packet = screen(page)
  await packet.getByText('新春分享红包').waitFor()
  await packet.getByText('登录后领取').waitFor()
  await looksRight(page, '0-packet-visitor', '.redpack-cover, .redpack-claims, .redpack-proof')

  // log in the way the app does (token stored), then back on the packet
  await page.evaluate((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  await page.reload()
  await screen(page).getByText('開').click()
  await screen(page).getByText('已存入余额，可直接用于购买饰品').waitFor()
  const share = (await screen(page).locator('.redpack-cover__big').textContent())!.trim()
  expect(share).toMatch(/^¥\d+\.\d{2}$/)
  await looksRight(page, '1-packet-opened', '.redpack-cover, .redpack-claims, .redpack-proof')
  await expect(callApi(suite.site.origin, '/v1/redpack/open', { code: 'C5NEWYR8' }, token, 'POST')).rejects.toThrow(/你已经领取过这个红包了/)
  await page.reload()
  await screen(page).locator('.redpack-cover__big', { hasText: share }).waitFor()
  expect(await screen(page).getByText('開').count()).toBe(0)

  // an emptied packet reveals its seed: the split recomputes on the device
  await page.goto(`${suite.site.origin}/pages/redpack/index?code=EMPTYBAG`)
  await screen(page).getByText('已验证').waitFor()
  await looksRight(page, '2-packet-verified', '.redpack-cover, .redpack-claims, .redpack-proof')

  // my packets lists it; the envelope event shows its tasks
  await page.goto(`${suite.site.origin}/pages/mine-red-packet/index`)
  await screen(page).locator('.my-packets__amount', { hasText: share }).waitFor()
  await looksRight(page, '3-my-packets', '.my-packets__row, .my-packets__promo')
  await page.goto(`${suite.site.origin}/pages/topic/red-envelope-event/index`)
  await screen(page).getByText('新人红包').waitFor()
  await looksRight(page, '4-envelope-event', '.envelope-page__hero, .envelope-share')
  expect(problems.errors).toEqual([])
})

it('draws gifts: prizes show with their records, verified once the seed is revealed; one is sold back', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/gift/index`)
  const draw = screen(page)
  await draw.getByText('奖品与概率').waitFor()
  await looksRight(page, '5-gift', '.gift-hero, .gift-actions, .gift-odds')
  await draw.getByText(/^期望返还 ¥\d+\.\d\d（\d+(\.\d+)?%）· 上限 92%$/).waitFor()
  // the CS2 pool costs ¥12.00 a draw since issue 25 (priced to return at most 88 %)
  await draw.getByText('抽 5 次 ¥60.00').click()
  await draw.locator('.confirm-sheet').getByText('支付 ¥60.00 抽取 5 次').waitFor()
  await draw.locator('.confirm-sheet .submit-button').click()
  await draw.getByText('抽中 5 件 · 已放入我的奖品').waitFor()
  expect(await draw.locator('.gift-result__win').count()).toBe(5)
  await draw.getByText('待公开种子').first().waitFor()
  await screenAtRest(page) // the reveal animation ends before the screenshot; the prizes were there before it
  await looksRight(page, '6-gift-drawn', '.gift-result__win, .gift-odds')

  await page.goto(`${suite.site.origin}/pages/gift/record`)
  await screen(page).getByText('公开当前种子并验证 ›').click()
  await screen(page).getByText('已验证').first().waitFor()
  expect(await screen(page).getByText('验证失败').count()).toBe(0)
  expect(await screen(page).getByText('已验证').count()).toBe(5)
  await looksRight(page, '7-gift-records', '.gift-result__win')

  await page.goto(`${suite.site.origin}/pages/gift/myprize/index`)
  const prizes = screen(page)
  await prizes.locator('.gift-prize').first().waitFor()
  await looksRight(page, '8-my-prizes', '.gift-prize')
  const before = await callApi<{ balance: string }>(suite.site.origin, '/v1/pay/pay/index', {}, token)
  const sell = prizes.locator('.gift-prize__action--plain').first()
  const amount = (await sell.textContent())!.replace('回收 ¥', '').trim()
  await sell.click()
  await page.locator('.taro-modal__foot').last().getByText('确认回收').click()
  const cents = (text: string): number => Number(text.replace('.', ''))
  const balance = async (): Promise<number> => cents((await callApi<{ balance: string }>(suite.site.origin, '/v1/pay/pay/index', {}, token)).balance)
  await until(async () => await balance() === cents(before.balance) + cents(amount), 'the sell-back reaches the balance')
  expect(await balance()).toBe(cents(before.balance) + cents(amount))
  expect(problems.errors).toEqual([])
})
