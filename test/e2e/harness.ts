import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core'
import { buildApp } from '../../server/app'
import { registerStatic } from '../../server/static'
import { signRequest } from '../../src/lib/sign'
import { setPasswordCostForTests, TEST_COST } from '../../server/domain/passwords'

/** The production H5 build the browser tests serve (H5_OUT when it was built elsewhere). */
export const H5_DIST = process.env.H5_OUT ?? 'dist/h5'

/** Chromium flags that work on these machines (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync']

/**
 * Where the API's clock starts, as in test/server/apiClient.ts: Sunday 2026-11-22 12:00 in Beijing. The seeded events,
 * deadlines and dates are set from it, so every run shows the same screens; a test that needs time to pass advances it.
 */
export const SITE_CLOCK_START = Date.UTC(2026, 10, 22, 4, 0, 0)

export interface RunningSite {
  app: FastifyInstance
  origin: string
  /** moves the API's clock by `seconds` (back with a negative number); the phone's clock keeps the wall time */
  advance: (seconds: number) => void
  close: () => Promise<void>
}

/** The local API with a fresh in-memory database and a pinned clock, serving the production H5 build (H5_DIST). */
export async function startSite (): Promise<RunningSite> {
  setPasswordCostForTests(TEST_COST)
  let nowMs = SITE_CLOCK_START
  const app = await buildApp({ dbFile: ':memory:', logger: false, now: () => nowMs })
  await registerStatic(app, H5_DIST)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return { app, origin: `http://127.0.0.1:${port}`, advance: (seconds) => { nowMs += seconds * 1000 }, close: () => app.close() }
}

export function launchChromium (): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

/** A 375×812 phone, as every screen is checked (DEVELOPERS.md). */
export function mobileContext (browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
  })
}

export interface PageProblems { errors: string[], consoleErrors: string[] }

/** Records uncaught errors and console errors of a page. */
export function watchProblems (page: Page): PageProblems {
  const problems: PageProblems = { errors: [], consoleErrors: [] }
  page.on('pageerror', (error) => problems.errors.push(String(error)))
  page.on('console', (message) => { if (message.type() === 'error') problems.consoleErrors.push(message.text()) })
  return problems
}

export interface BrowserSuite { site: RunningSite, browser: Browser, context: BrowserContext }

/** One site and one Chromium per test file, a fresh 375×812 context per test. */
export function browserSuite (): BrowserSuite {
  const suite = {} as BrowserSuite
  beforeAll(async () => {
    suite.site = await startSite()
    suite.browser = await launchChromium()
  }, 60000)
  afterAll(async () => {
    await suite.browser?.close()
    await suite.site?.close()
  })
  beforeEach(async () => { suite.context = await mobileContext(suite.browser) })
  afterEach(async () => { await suite.context?.close() })
  return suite
}

/** A signed call to the local API at `origin` as `token` (or a visitor), the way the app signs it; throws on a business error. */
export async function callApi<T = unknown> (origin: string, path: string, params: Record<string, string> = {}, token: string | null = null,
  method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const url = path.startsWith('/api/v1/') ? path : `/api/v1/open${path}`
  const time = String(Date.now())
  const headers: Record<string, string> = { 'x-start-req-time': time, 'x-sign': signRequest(method, url, time, token) }
  if (token) headers['x-access-token'] = token
  const query = new URLSearchParams(params).toString()
  const response = method === 'GET'
    ? await fetch(`${origin}${url}${query ? `?${query}` : ''}`, { headers })
    : await fetch(`${origin}${url}`, { method, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: query })
  const body = await response.json() as { status: number, message: string, data: T }
  if (body.status !== 200) throw new Error(`${path}: ${body.status} ${body.message}`)
  return body.data
}

/** A session token from a password login. */
export async function tokenFor (origin: string, phone: string, password: string): Promise<string> {
  return (await callApi<{ access_token: string }>(origin, '/passport/login', { type: 'password', phone, password }, null, 'POST')).access_token
}

/**
 * Until the screen on top stands still, as a screenshot or a measurement wants it: a page still sliding in (Taro's H5
 * page transition) stands partly off screen, so this waits for Taro to mark it stationed and for every animation to end.
 */
export async function screenAtRest (page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const shown = Array.from(document.querySelectorAll('.taro_page')).filter((el) => getComputedStyle(el).display !== 'none')
    const top = shown[shown.length - 1]
    const still = document.getAnimations().every((animation) => animation.playState !== 'running')
    return (!top || top.classList.contains('taro_page_stationed')) && still
  })
}

/**
 * Watches the page's requests; `settled()` resolves once none is in flight across two frames (an answer's render may
 * send the next call). What `waitUntil: 'networkidle'` waits 500 ms of silence for, without the fixed wait.
 */
export function watchRequests (page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>()
  page.on('request', (request) => { inFlight.add(request) })
  page.on('requestfinished', (request) => { inFlight.delete(request) })
  page.on('requestfailed', (request) => { inFlight.delete(request) })
  const twoFrames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return {
    settled: async () => {
      do {
        await until(() => inFlight.size === 0, 'the page\'s requests to finish')
        await twoFrames()
      } while (inFlight.size > 0)
    }
  }
}

/**
 * Runs `scroll` and waits until the page has seen it: a scroll event fired (any scroller; caught on the way down) and
 * two frames passed, so the app's scroll handlers ran and rendered. What a check of "nothing appears" waits for first.
 */
export async function afterScroll (page: Page, scroll: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => {
    const w = window as { scrollSeen?: Promise<void> }
    w.scrollSeen = new Promise((resolve) => addEventListener('scroll', () => {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
    }, { capture: true, once: true }))
  })
  await scroll()
  await page.evaluate(() => (window as { scrollSeen?: Promise<void> }).scrollSeen)
}

/** Until `check` (a test-side condition: an API answer, recorded calls) holds; fails with `what` after `ms`. */
export async function until (check: () => boolean | Promise<boolean>, what: string, ms = 10000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not met in ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Layout faults of the screen on top: the page wider than the viewport, or a tap target (`selectors`) under 44 px high or overflowing. */
export async function layoutFaults (page: Page, selectors: string): Promise<string[]> {
  await screenAtRest(page)
  return page.evaluate((targets) => {
    const faults: string[] = []
    if (document.documentElement.scrollWidth > window.innerWidth) faults.push(`page is ${document.documentElement.scrollWidth}px wide`)
    const shown = Array.from(document.querySelectorAll('.taro_page')).filter((el) => getComputedStyle(el).display !== 'none')
    const root = shown[shown.length - 1] ?? document.body
    for (const el of Array.from(root.querySelectorAll(targets))) {
      const box = el.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      if (box.height < 43.5) faults.push(`${el.className} "${el.textContent?.trim().slice(0, 12)}" is ${box.height.toFixed(1)}px high`)
      if (box.right > window.innerWidth + 0.5) faults.push(`${el.className} "${el.textContent?.trim().slice(0, 12)}" overflows to ${box.right.toFixed(0)}px`)
    }
    return faults
  }, selectors)
}

/**
 * What sticks out of the screen sideways: the outermost elements of the screen on top that reach past either edge of the
 * viewport. Not counted: what a horizontal scroller holds (tabs, chips) or a hidden-overflow box inset from the screen's
 * edges clips (ellipsis, cards); a full-width frame (the page, the tab panel) cutting an element at the screen's edge is
 * what this finds (a full-width button with side margins once stood 24 px off the right edge).
 */
export function sideOverflowFaults (page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped = (el: Element) => {
      for (let box = el.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box)
        const rect = box.getBoundingClientRect()
        if (['auto', 'scroll'].includes(style.overflowX) && box.scrollWidth > box.clientWidth && box.scrollHeight <= box.clientHeight + 1) return true
        if (['hidden', 'clip'].includes(style.overflowX) && rect.left > 0.5 && rect.right < innerWidth - 0.5) return true
      }
      return false
    }
    const shown = Array.from(document.querySelectorAll('.taro_page')).filter((el) => getComputedStyle(el).display !== 'none')
    const root = shown[shown.length - 1] ?? document.body
    const out = Array.from(root.querySelectorAll('*')).filter((el) => {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > innerHeight || getComputedStyle(el).visibility === 'hidden') return false
      return (box.right > innerWidth + 1 || box.left < -1) && !clipped(el)
    })
    return out.filter((el) => !out.some((other) => other !== el && other.contains(el)))
      .map((el) => {
        const box = el.getBoundingClientRect()
        return `${String(el.className).split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 12)}" spans ${box.left.toFixed(0)}..${box.right.toFixed(0)}px`
      })
  })
}

/** Enters digits on the `index`th pay password entry in `scope`: opens its number pad (ours, no keyboard) and taps the keys. */
export async function enterPayPassword (scope: Page | Locator, digits: string, index = 0): Promise<void> {
  const entry = scope.locator('.pay-password').nth(index)
  await entry.locator('.pay-password__boxes').click()
  const pad = entry.locator('.pay-pad')
  while (await entry.locator('.pay-password__dot').count() > 0) await pad.locator('.pay-pad__key--delete').click()
  for (const digit of digits) await pad.locator('.pay-pad__key--digit', { hasText: digit }).click()
}

/**
 * Tap targets under 44×44 px on the screen on top (issue 11). A tap target is any element given
 * an onClick (found through Taro's or React's listeners on the node), so a new button is measured
 * without being named. Not counted (the short exclusion list): links inside a sentence (an inline element
 * whose parent has more text, WCAG 2.5.8's inline exception), and `exclude` selectors a suite names
 * with its reason.
 */
export function tapTargetFaults (page: Page, exclude: readonly string[] = []): Promise<string[]> {
  return page.evaluate((skipped) => {
    const shown = Array.from(document.querySelectorAll('.taro_page')).filter((el) => getComputedStyle(el).display !== 'none')
    const root = shown[shown.length - 1] ?? document.body
    // Taro's components keep their listeners in `__events`; plain elements in React's props. Taro's React Button
    // always hands its element a click wrapper, so for a Button the question goes to the Button's own props, above
    // the View fibers it renders (they carry its `form-type`): a Button with no onClick inside a tappable card is
    // not a target itself.
    type Fiber = { type?: unknown, return?: Fiber, memoizedProps?: Record<string, unknown> }
    const tappable = (el: Element) => {
      const node = el as unknown as Record<string, { click?: unknown, onClick?: unknown } | undefined>
      if (node.__events?.click) return true
      if (el.classList.contains('taro-button-core')) {
        let fiber = (el as unknown as Record<string, Fiber | undefined>)[Object.keys(el).find((name) => name.startsWith('__reactFiber$')) ?? '']
        while (fiber && (typeof fiber.type === 'string' || 'form-type' in (fiber.memoizedProps ?? {}))) fiber = fiber.return
        return typeof fiber?.memoizedProps?.onClick === 'function'
      }
      const key = Object.keys(el).find((name) => name.startsWith('__reactProps$'))
      return key !== undefined && typeof node[key]?.onClick === 'function'
    }
    const faults: string[] = []
    for (const el of Array.from(root.querySelectorAll('*'))) {
      if (!tappable(el) || skipped.some((selector) => el.matches(selector))) continue
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      const own = (el.textContent ?? '').trim().length
      if (style.display === 'inline' && (el.parentElement?.textContent ?? '').trim().length > own) continue
      if (box.width < 43.5 || box.height < 43.5) {
        faults.push(`${el.className || el.tagName} "${(el.textContent ?? '').trim().slice(0, 12)}" is ${box.width.toFixed(0)}×${box.height.toFixed(0)}`)
      }
    }
    return faults
  }, exclude)
}
