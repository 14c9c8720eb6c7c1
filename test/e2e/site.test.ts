/**
 * The foundation in real Chromium against the production H5 build served by the
 * local API: every public route opens by deep link, the tab bar works, and broken
 * addresses or chunks get a clear state instead of a white screen.
 */
import type { Page } from 'playwright-core'
import { PUBLIC_ROUTES, ROUTES } from '@/lib/routes'
import { DEMO } from '../../server/db/seed'
import { browserSuite, mobileContext, sideOverflowFaults, tokenFor, watchProblems, watchRequests, screenAtRest } from './harness'

const suite = browserSuite()


const activeTabColour = (page: Page, label: string) => page.locator('.weui-tabbar__label', { hasText: label }).evaluate((el) => getComputedStyle(el).color)

it('opens each of the 136 public routes and ours by deep link with its title and no error', async () => {
  expect(PUBLIC_ROUTES).toHaveLength(136)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  const failures: string[] = []
  for (const route of ROUTES) {
    const before = problems.errors.length + problems.consoleErrors.length
    await page.goto(`${suite.site.origin}/${route.path}`)
    try {
      await page.waitForFunction((title) => document.title === title && !!document.querySelector('.taro_page'), route.title, { timeout: 10000 })
    } catch {
      failures.push(`${route.path}: title "${await page.title()}"`)
    }
    if (await page.locator('.app-problem').count()) failures.push(`${route.path}: shows a site problem`)
    if (problems.errors.length + problems.consoleErrors.length > before) {
      failures.push(`${route.path}: ${[...problems.errors, ...problems.consoleErrors].slice(before).join(' | ')}`)
    }
  }
  expect(failures).toEqual([])
}, 300000)

it('opens every route as the demo user with no error and nothing sticking out of the 375 px screen sideways', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  const context = await mobileContext(suite.browser)
  await context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await context.newPage()
  const problems = watchProblems(page)
  const requests = watchRequests(page)
  const failures: string[] = []
  for (const route of ROUTES) {
    const before = problems.errors.length + problems.consoleErrors.length
    await page.goto(`${suite.site.origin}/${route.path}`)
    const opened = await page.waitForFunction((title) => document.title === title, route.title, { timeout: 10000 }).then(() => true, () => false)
    if (!opened) failures.push(`${route.path}: title "${await page.title()}"`)
    await requests.settled()
    await screenAtRest(page) // the answers' rows render
    failures.push(...(await sideOverflowFaults(page)).map((fault) => `${route.path}: ${fault}`))
    if (problems.errors.length + problems.consoleErrors.length > before) {
      failures.push(`${route.path}: ${[...problems.errors, ...problems.consoleErrors].slice(before).join(' | ')}`)
    }
  }
  await context.close()
  expect(failures).toEqual([])
}, 600000)

it('the sideways measure finds a button standing past the screen\'s edge (the check can fail)', async () => {
  const page = await suite.context.newPage()
  await page.goto(`${suite.site.origin}/pages/user/login`)
  await page.locator('.taro_page').first().waitFor()
  await page.evaluate(() => {
    const wide = document.createElement('div')
    wide.className = 'too-wide'
    wide.textContent = '去库存上架'
    wide.style.cssText = 'width: 100%; margin: 0 48px; height: 44px'
    const shown = Array.from(document.querySelectorAll('.taro_page')).filter((el) => getComputedStyle(el).display !== 'none')
    shown[shown.length - 1].prepend(wide)
  })
  expect((await sideOverflowFaults(page)).join('\n')).toContain('too-wide')
})

it('shows three tabs, switches screens and marks the active tab #333333', async () => {
  const page = await suite.context.newPage()
  await page.goto(`${suite.site.origin}/pages/market/home/index`)
  const labels = page.locator('.weui-tabbar__label')
  // the entry scripts start after the shell's first frame: Taro's tab bar comes a moment after the load event
  await labels.nth(2).waitFor()
  await expect(labels.allTextContents()).resolves.toEqual(['商城', '订单', '我的'])
  expect(await activeTabColour(page, '商城')).toBe('rgb(51, 51, 51)')
  expect(await activeTabColour(page, '订单')).toBe('rgb(175, 176, 178)')

  await page.locator('.weui-tabbar__item', { hasText: '订单' }).click()
  await page.waitForURL('**/pages/order/index')
  await page.waitForFunction(() => document.title === '我的订单')
  expect(await activeTabColour(page, '订单')).toBe('rgb(51, 51, 51)')
  expect(await activeTabColour(page, '商城')).toBe('rgb(175, 176, 178)')

  await page.locator('.weui-tabbar__item', { hasText: '我的' }).click()
  await page.waitForURL('**/pages/user/index')
  expect(await activeTabColour(page, '我的')).toBe('rgb(51, 51, 51)')
})

it('shows a not-found state with a way back to the shop for an unknown route', async () => {
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/nowhere/index`)
  await expect(page.locator('.app-problem').textContent()).resolves.toContain('页面不存在')
  await page.locator('.app-problem').getByText('返回商城').click()
  await page.waitForURL('**/pages/market/home/index')
  await page.waitForFunction(() => document.title === '饰品市场' && !document.querySelector('.app-problem'))
  expect(problems.errors).toEqual([])
})

it('shows an invalid-link state for a malformed query', async () => {
  const page = await suite.context.newPage()
  await page.goto(`${suite.site.origin}/pages/item/index?id=%E0%A4%A`)
  await expect(page.locator('.app-problem').textContent()).resolves.toContain('链接无效')
})

it('shows a retry when a screen chunk fails to load, reloading at most once', async () => {
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/market/home/index`)
  await page.waitForFunction(() => document.title === '饰品市场')
  // from now on every script fails, as on a dropped connection after a deploy
  await page.route('**/js/**', (route) => route.abort())
  await page.locator('.weui-tabbar__item', { hasText: '订单' }).click()
  await expect(page.locator('.app-problem').textContent()).resolves.toContain('页面加载失败')
  expect(problems.errors).toEqual([])

  // the retry reloads once; scripts work again
  await page.unroute('**/js/**')
  await Promise.all([page.waitForEvent('load'), page.locator('.app-problem').getByText('重新加载').click()])
  await page.waitForFunction(() => document.title === '我的订单' && !document.querySelector('.app-problem'))

  // a second failure right after the reload is shown, not reloaded in a loop
  await page.route('**/js/**', (route) => route.abort())
  await page.locator('.weui-tabbar__item', { hasText: '我的' }).click()
  await page.locator('.app-problem').getByText('重新加载').click()
  await expect(page.locator('.app-problem').textContent()).resolves.toContain('多次加载失败')
})
