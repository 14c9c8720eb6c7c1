/**
 * Navigation in real Chromium (issue 11 item 3): in a plain browser every page but the tabs has a
 * top bar with back and the route's title; the app's web view and the mini-program web view keep
 * their native bar (lib/platform drawsOwnTopBar); after a login the history holds no second copy.
 */
import type { Page } from 'playwright-core'
import { browserSuite, layoutFaults, watchProblems, screenAtRest, afterScroll } from './harness'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/h3-shots'
const SHOP = '/pages/market/home/index'

/** The top bar of the page on top (Taro keeps the pages below in the DOM, hidden). */
const topBar = (page: Page) => page.locator('.taro_page:visible .top-bar')
const path = (page: Page) => new URL(page.url()).pathname

async function loginByPassword (page: Page): Promise<void> {
  const form = page.locator('.login-page').last()
  await form.getByRole('tab', { name: '密码登录' }).click()
  await form.locator('input[placeholder="请输入手机号"]').fill(DEMO.phone)
  await form.locator('input[placeholder="请输入密码"]').fill(DEMO.password)
  if (!(await form.locator('[aria-label="同意协议"][aria-checked="true"]').count())) await form.locator('[aria-label="同意协议"]').click()
  await form.locator('.submit-button:visible').first().click()
}

describe('the H5 top bar', () => {
  it('a page opened from a link has back and its title; back with no history goes to the shop', async () => {
    const page = await suite.context.newPage()
    const problems = watchProblems(page)
    await page.goto(`${suite.site.origin}/pages/user/privacy/index`)
    await topBar(page).waitFor()
    expect(await topBar(page).locator('.top-bar__title').textContent()).toBe('隐私政策')
    expect(await layoutFaults(page, '.top-bar__back')).toEqual([])
    const box = (await topBar(page).locator('.top-bar__back').boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(44)
    await page.screenshot({ path: `${SHOTS}/topbar-privacy.png` })
    await topBar(page).locator('.top-bar__back').click()
    await page.waitForURL(`**${SHOP}`)
    await page.locator('.item-card').first().waitFor()
    expect(await topBar(page).count()).toBe(0) // the shop tab has none
    expect(problems.errors).toEqual([])
  }, 60000)

  it('back returns to the page below, and stays on top while the page scrolls', async () => {
    const page = await suite.context.newPage()
    await page.goto(`${suite.site.origin}${SHOP}`)
    await page.locator('.item-card').first().click()
    await page.waitForURL('**/pages/item/**')
    await topBar(page).waitFor()
    expect(await topBar(page).locator('.top-bar__title').textContent()).toBe('饰品详情')
    await afterScroll(page, () => page.mouse.wheel(0, 1500))
    expect((await topBar(page).boundingBox())!.y).toBe(0)
    await page.screenshot({ path: `${SHOTS}/topbar-item.png` })
    await topBar(page).locator('.top-bar__back').click()
    await page.waitForURL(`**${SHOP}`)
  }, 60000)

  it('the three tabs have no top bar', async () => {
    const page = await suite.context.newPage()
    for (const tab of [SHOP, '/pages/order/index', '/pages/user/index']) {
      await page.goto(`${suite.site.origin}${tab}`)
      await page.locator('.taro_page:visible').first().waitFor()
      await screenAtRest(page)
      expect(await topBar(page).count()).toBe(0)
    }
  }, 60000)

  it('the native app web view (C5App in the user agent) keeps its own bar', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 C5App/4.10.0' })
    const page = await context.newPage()
    await page.goto(`${suite.site.origin}/pages/user/privacy/index`)
    await page.locator('.taro_page:visible').first().waitFor()
    await screenAtRest(page)
    expect(await topBar(page).count()).toBe(0)
    await context.close()
  }, 60000)

  it('H5 inside a mini-program web view (__wxjs_environment) keeps the native bar', async () => {
    await suite.context.addInitScript(() => { (window as unknown as { __wxjs_environment: string }).__wxjs_environment = 'miniprogram' })
    const page = await suite.context.newPage()
    await page.goto(`${suite.site.origin}/pages/user/privacy/index`)
    await page.locator('.taro_page:visible').first().waitFor()
    await screenAtRest(page)
    expect(await topBar(page).count()).toBe(0)
  }, 60000)
})

describe('after login the history has no second copy', () => {
  it('mine tab → login → back to the tab; browser back then leaves, not to login or a second mine', async () => {
    const page = await suite.context.newPage()
    const problems = watchProblems(page)
    await page.goto(`${suite.site.origin}${SHOP}`)
    await page.locator('.item-card').first().waitFor()
    await page.locator('.weui-tabbar__item', { hasText: '我的' }).click()
    await page.waitForURL('**/pages/user/index')
    const before = await page.evaluate(() => history.length)
    await page.getByText('立即登录').click()
    await page.waitForURL('**/pages/user/login?redirect_url=*')
    await loginByPassword(page)
    await page.waitForURL('**/pages/user/index')
    await page.locator('.mine-tab__name', { hasText: /\S/ }).first().waitFor()
    await page.waitForFunction(() => !document.querySelector('.taro_page:not([style*="none"]) .login-page'))
    // login was pushed on top of the tab and is gone again: the entry we stand on is the tab itself
    await page.goBack()
    await page.waitForURL((url) => url.pathname !== '/pages/user/index')
    expect(path(page)).not.toBe('/pages/user/login')
    expect(path(page)).not.toBe('/pages/user/index')
    expect(await page.evaluate(() => history.length)).toBe(before + 1)
    expect(problems.errors).toEqual([])
  }, 90000)

  it('mine → a screen needing login → login → that screen; back goes to mine, not to login', async () => {
    const page = await suite.context.newPage()
    await page.goto(`${suite.site.origin}/pages/user/index`)
    await page.getByText('余额明细', { exact: true }).click()
    await page.waitForURL('**/pages/user/login?redirect_url=*')
    await loginByPassword(page)
    await page.waitForURL('**/pages/user/balance/index')
    await topBar(page).waitFor()
    await screenAtRest(page)
    await page.screenshot({ path: `${SHOTS}/after-login-balance.png` })
    await topBar(page).locator('.top-bar__back').click()
    await page.waitForURL('**/pages/user/index')
    await page.goBack()
    await page.waitForURL((url) => url.pathname !== '/pages/user/index')
    expect(path(page)).not.toBe('/pages/user/login')
    expect(path(page)).not.toBe('/pages/user/balance/index')
  }, 90000)
})
