/**
 * No blank pages (issue 9 item 7): every route of src/lib/routes.ts, opened logged in, with every
 * API call answered `data: {}`, then `data: null`, then `data: []`, shows visible text (its
 * content, its error state with a retry, or the page error state) and throws nothing uncaught.
 * The real API serves the build and the login; Playwright answers the page's calls. One page per
 * variant goes route to route through the router (a full load per route would take minutes).
 */
import type { BrowserContext } from 'playwright-core'
import { ROUTES } from '@/lib/routes'
import { browserSuite, watchProblems, screenAtRest } from './harness'
import { signRequest } from '../../src/lib/sign'
import { DEMO } from '../../server/db/seed'

const suite = browserSuite()
jest.setTimeout(180000)

/** Ids for the routes that read one (item, order, seller, ledger, CDK…); other pages ignore them. */
const QUERY = '?id=1&item_id=1'

async function realToken (): Promise<string> {
  const path = '/api/v1/open/passport/login'
  const time = String(Date.now())
  const response = await fetch(`${suite.site.origin}${path}`, {
    method: 'POST',
    headers: { 'x-start-req-time': time, 'x-sign': signRequest('POST', path, time, null), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ type: 'password', phone: DEMO.phone, password: DEMO.password }).toString()
  })
  const body = await response.json() as { status: number, data: { access_token: string } }
  expect(body.status).toBe(200)
  return body.data.access_token
}

/** Logged in, and every API call the page makes (fetch/XHR) answered 200 with `data`. */
async function oddContext (context: BrowserContext, data: unknown): Promise<void> {
  await context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, await realToken())
  await context.route('**/api/**', (route) => {
    const kind = route.request().resourceType()
    if (kind !== 'fetch' && kind !== 'xhr') return route.continue()
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 200, message: 'ok', data }) })
  })
}

/**
 * The visible text of the page on top of Taro's stack (hidden pages and the tab bar are not counted),
 * without the H5 top bar: its title is drawn on every page, so it would make a blank page pass. Runs in the page.
 */
const topPageText = (): string => {
  const shown = [...document.querySelectorAll<HTMLElement>('.taro_page')].filter((el) => getComputedStyle(el).display !== 'none')
  const top = shown[shown.length - 1]
  if (!top) return ''
  let text = top.innerText
  for (const bar of top.querySelectorAll<HTMLElement>('.top-bar')) text = text.replace(bar.innerText, '')
  return text.trim()
}

/** Client-side navigation, as the browser's back/forward does it: Taro's router loads the page for the new address. */
const navigate = (url: string) => { history.pushState(null, '', url); dispatchEvent(new PopStateEvent('popstate')) }

async function openEveryRoute (data: unknown): Promise<string[]> {
  await oddContext(suite.context, data)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  const failures: string[] = []
  await page.goto(`${suite.site.origin}/pages/market/home/index`)
  for (const route of ROUTES) {
    const before = problems.errors.length
    await page.evaluate(navigate, `/${route.path}${QUERY}`)
    try {
      await page.waitForFunction((title) => document.title === title, route.title, { timeout: 8000 })
      await page.waitForFunction(topPageText, undefined, { timeout: 8000 })
      await screenAtRest(page) // the answers are instant: a late render error surfaces before the page stands still
    } catch { /* judged below */ }
    if (!await page.evaluate(topPageText)) failures.push(`${route.path}: blank page`)
    if (problems.errors.length > before) failures.push(`${route.path}: ${problems.errors.slice(before).join(' | ')}`)
  }
  return failures
}

it.each([
  ['data: {}', {}],
  ['data: null', null],
  ['data: []', []]
])('every route, every call answered %s: visible text, no uncaught error', async (_label, data) => {
  expect(await openEveryRoute(data)).toEqual([])
})

it('a page that throws while rendering shows 页面出错了 with 重新加载 and 返回商城, not a blank page', async () => {
  // fault injection at the network, like a bad release: the help page's component throws when it renders
  let injected = false
  await suite.context.route('**/js/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    const broken = body.replace('"title":"帮助中心"', '"title":(()=>{throw new Error("render failed")})()')
    injected ||= broken !== body
    await route.fulfill({ response, body: broken })
  })
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${suite.site.origin}/pages/help/index`)
  const state = page.locator('.page-error')
  await expect(state.textContent()).resolves.toContain('页面出错了')
  expect(injected).toBe(true)
  await state.locator('.page-error__primary').click() // renders again: still broken, still the error state
  await expect(state.textContent()).resolves.toContain('返回商城')
  await state.locator('.page-error__secondary').click()
  await page.waitForURL('**/pages/market/home/index')
  await page.waitForFunction(() => document.title === '饰品市场')
  expect(problems.errors).toEqual([])
})
