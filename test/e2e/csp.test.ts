/**
 * Issue 9.3: the served H5 build carries helmet's headers and a content security policy, and the
 * app passes it: no `securitypolicyviolation` while the shop, an item, the login page and the mine
 * tab load and work (site.test.ts also counts console errors, where Chromium reports a refusal, on every route).
 */
import { browserSuite, watchProblems } from './harness'

const suite = browserSuite()

it('sends the policy and the app loads, renders and calls the API under it without a violation', async () => {
  await suite.context.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => { seen.push(`${event.violatedDirective} ${event.blockedURI}`) })
  })
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  const response = await page.goto(`${suite.site.origin}/pages/market/home/index`)
  const headers = response!.headers()
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/)
  expect(headers['content-security-policy']).toContain("connect-src 'self'")
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')

  await page.locator('.item-card').first().waitFor()
  await page.locator('.item-card').first().click()
  await page.waitForURL('**/pages/item/index?id=*')
  await page.waitForFunction(() => document.title === '饰品详情')
  await page.goto(`${suite.site.origin}/pages/user/login`)
  await page.getByText('欢迎来到 C5 饰品市场').waitFor()
  await page.goto(`${suite.site.origin}/pages/user/index`)
  await page.getByText('立即登录').first().waitFor()

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
  expect([...problems.errors, ...problems.consoleErrors]).toEqual([])
}, 90000)
