/**
 * Partner apps (issue 15 item 3) in real Chromium at 375×812 against the production build and the local API: the demo user
 * authorises the OOS mall on /pages/thirdauth/index and is handed back to its registered redirect URI with a one-time code
 * (the partner's site is answered by the test); the partner's server trades the code for a token that reads the user; the
 * grant shows in 授权管理, is revoked there, and the partner's token then fails. A second journey exchanges balance for OOS
 * points (the pay password asked in the confirm sheet: a wrong one first, then the demo's) and spends them in the OOS mall.
 * Screenshots go to SHOTS (default /tmp/partner-shots).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, watchProblems, tokenFor, layoutFaults, tapTargetFaults, enterPayPassword } from './harness'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/partner-shots'
mkdirSync(SHOTS, { recursive: true })
const REDIRECT = 'https://mall.oos.example/c5/oauth/return'
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string, taps = '.submit-button'): Promise<void> {
  expect(await layoutFaults(page, taps)).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}
async function loggedInPage (): Promise<{ page: Page, token: string, problems: ReturnType<typeof watchProblems> }> {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  return { page, token, problems: watchProblems(page) }
}

it('authorise a third-party app, see it in 授权管理, revoke it, and the partner token stops working', async () => {
  const { page, problems } = await loggedInPage()
  // the partner's site: answered here, so the hand-back URL can be read
  await page.route('https://mall.oos.example/**',
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>OOS</title><p>OOS 积分商城</p>' }))
  const query = new URLSearchParams({ client_id: 'oos_mall', redirect_uri: REDIRECT, scope: 'profile listing', state: 'e2e-state-1', response_type: 'code' })
  await page.goto(`${suite.site.origin}/pages/thirdauth/index?${query.toString()}`)
  // URLSearchParams writes the space in the scope as '+': the page passes it on and the server reads it as a separator
  await top(page).getByText('「OOS 积分商城」申请使用你的 C5 账号').waitFor()
  await top(page).getByText('代你上架出售饰品').waitFor()
  await shot(page, '1-consent')

  await top(page).getByText('同意授权', { exact: true }).click()
  await page.waitForURL(`${REDIRECT}?**`)
  const back = new URL(page.url())
  expect(back.searchParams.get('state')).toBe('e2e-state-1')
  const code = back.searchParams.get('code') ?? ''
  expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/)

  // the partner's server: the code gives one token, which reads the user
  const exchange = { grant_type: 'authorization_code', client_id: 'oos_mall', client_secret: 'oos-demo-secret', code, redirect_uri: REDIRECT }
  const issued = await callApi<{ access_token: string }>(suite.site.origin, '/v1/oauth/token', exchange, null, 'POST')
  expect(await callApi<{ nickname: string }>(suite.site.origin, '/v1/oauth/userinfo',
    { access_token: issued.access_token })).toMatchObject({ nickname: '演示用户' })
  expect(String(await callApi(suite.site.origin, '/v1/oauth/token', exchange, null, 'POST').catch((e: Error) => e.message))).toContain('授权码已使用过')

  // a second authorisation for the revoke part (the replayed code above ended the first token)
  await page.goto(`${suite.site.origin}/pages/thirdauth/index?${query.toString()}`)
  await top(page).getByText('同意授权', { exact: true }).click()
  await page.waitForURL(`${REDIRECT}?**`)
  const token = (await callApi<{ access_token: string }>(suite.site.origin, '/v1/oauth/token',
    { ...exchange, code: new URL(page.url()).searchParams.get('code') ?? '' }, null, 'POST')).access_token
  expect(await callApi(suite.site.origin, '/v1/oauth/userinfo', { access_token: token })).toMatchObject({ scopes: ['profile', 'listing'] })

  await page.goto(`${suite.site.origin}/pages/user/access`)
  const row = top(page).locator('.access-row', { hasText: 'OOS 积分商城' })
  await row.getByText('代你上架出售饰品').waitFor()
  await shot(page, '2-access', '.access-row__revoke')
  await row.getByText('撤销授权').click()
  await page.locator('.taro-modal__foot', { hasText: '撤销' }).getByText('撤销', { exact: true }).click()
  await row.waitFor({ state: 'detached' })
  await page.screenshot({ path: `${SHOTS}/3-revoked.png` })
  expect(String(await callApi(suite.site.origin, '/v1/oauth/userinfo', { access_token: token }).catch((e: Error) => e.message))).toContain('用户已撤销授权')

  // deny hands back error=access_denied; an unregistered redirect URI is refused on the page and never followed
  await page.goto(`${suite.site.origin}/pages/thirdauth/index?${query.toString()}`)
  await top(page).getByText('拒绝', { exact: true }).click()
  await page.waitForURL(`${REDIRECT}?error=access_denied&state=e2e-state-1`)
  const unregistered = new URLSearchParams({ client_id: 'oos_mall', redirect_uri: 'https://evil.example/cb' })
  await page.goto(`${suite.site.origin}/pages/thirdauth/index?${unregistered.toString()}`)
  await top(page).getByText('无法完成授权').waitFor()
  await top(page).getByText('回调地址未在 C5 登记，已拒绝授权并且不会跳转').waitFor()
  await shot(page, '4-refused', '.result .submit-button')
  expect(page.url()).toContain(suite.site.origin)
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
}, 120_000)

it('exchange balance for OOS points, then spend them on a code in the OOS mall', async () => {
  const { page, problems } = await loggedInPage()
  await page.goto(`${suite.site.origin}/pages/thirdexchange/index`)
  await top(page).getByText('1 元 = 10 OOS 积分').waitFor()
  await top(page).locator('input').first().fill('12.30')
  await shot(page, '5-exchange', '.submit-button, .px-partner, .px-tabs__tab')
  await top(page).getByText('下一步', { exact: true }).click()
  // 转出 moves balance out: the confirm sheet asks for the pay password; a wrong one is answered and the sheet stays
  const sheet = top(page).locator('.bottom-sheet')
  await sheet.getByText('确认转出 ¥12.30', { exact: true }).waitFor()
  await sheet.getByText('123 OOS 积分').waitFor()
  await enterPayPassword(sheet, '111222')
  await sheet.getByText('确认转出 ¥12.30', { exact: true }).click()
  await sheet.getByText('支付密码错误，还可尝试 4 次').waitFor()
  expect(await sheet.locator('.pay-password__dot').count()).toBe(0)
  await enterPayPassword(sheet, DEMO.payPassword)
  await shot(page, '5b-exchange-password', '.bottom-sheet .submit-button, .bottom-sheet .px-sheet__forgot, .bottom-sheet__close')
  await sheet.getByText('确认转出 ¥12.30', { exact: true }).click()
  await sheet.waitFor({ state: 'detached' })
  await top(page).getByText('-¥12.30').waitFor()
  await shot(page, '6-exchanged', '.submit-button, .px-partner, .px-tabs__tab')

  await page.goto(`${suite.site.origin}/pages/oos/exchange`)
  await top(page).getByText('UU 加速器 7 天时长码').waitFor()
  await top(page).locator('.oos-hero__value', { hasText: '1403' }).waitFor()
  await shot(page, '7-mall', '.oos-offer__btn, .oos-tabs__tab')
  await top(page).locator('.oos-offer', { hasText: 'UU 加速器 7 天时长码' }).getByText('兑换', { exact: true }).click()
  await page.locator('.taro-modal__foot').getByText('兑换', { exact: true }).click()
  await page.waitForURL('**/pages/oos/detail?order_id=*')
  await top(page).getByText('兑换码已发放').waitFor()
  await top(page).getByText(/^OOS-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/).waitFor()
  await shot(page, '8-detail')
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
}, 120_000)
