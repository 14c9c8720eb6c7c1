import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium, mobileContext, watchProblems, type PageProblems } from '../e2e/harness'
import { Command, freePort, throwawayCopy } from './workTree'

// The README's first command, as a newcomer runs it: `npm start` in a fresh tree (its own database, free ports),
// the printed address in a phone-sized Chromium, then a change to a page's source seen without a reload.
jest.setTimeout(60000)

const READY = /商城已就绪: (http:\/\/\S+)/
/** start.mjs says a failed compile in one line, with its first error (Taro's own 编译失败 line has none) */
const COMPILE_FAILED = /✖ 编译失败: /
/** the search entry's text on the shop, and its source line */
const SEARCH_SOURCE = 'src/pages/market/home/index.tsx'
const SEARCH_TEXT = '搜索{config.mainGame.zh_name}饰品'
const PRODUCTION_BUILD = '<!-- npm run build:h5 -->'

let tree: ReturnType<typeof throwawayCopy>
let start: Command
let browser: Browser
let page: Page
let problems: PageProblems
let address = ''

beforeAll(async () => {
  tree = throwawayCopy()
  // a production build from before (npm run build:h5), which npm run serve and the tests serve
  mkdirSync(join(tree.dir, 'dist', 'h5'), { recursive: true })
  writeFileSync(join(tree.dir, 'dist', 'h5', 'index.html'), PRODUCTION_BUILD)
  const [apiPort, h5Port] = [await freePort(), await freePort()]
  start = new Command('npm', ['start'], { cwd: tree.dir, env: { API_PORT: String(apiPort), H5_PORT: String(h5Port) } })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await start?.stop()
  tree?.remove()
})

test('npm start compiles and prints 商城已就绪 with the shop\'s address', async () => {
  // a cold development build on two cores takes 15–40 s; a compile error fails at once with its first line
  const line = await start.waitFor(READY, { failed: COMPILE_FAILED, timeoutMs: 240000 })
  address = READY.exec(line)?.[1] ?? ''
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pages\/market\/home\/index$/)
  // the development build has its own folder: the production build is still there
  expect(readFileSync(join(tree.dir, 'dist', 'h5', 'index.html'), 'utf8')).toBe(PRODUCTION_BUILD)
}, 250000)

test('the printed address shows the shop at 375×812: at least 8 item cards from the local API, no console error', async () => {
  expect(address).not.toBe('')
  page = await (await mobileContext(browser)).newPage()
  problems = watchProblems(page)
  await page.goto(address)
  await page.locator('.item-card').nth(7).waitFor({ timeout: 30000 })
  expect(await page.locator('.item-card').first().textContent()).toMatch(/¥\d+\.\d\d/)
  expect(await page.locator('.item-card').count()).toBeGreaterThanOrEqual(8)
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
})

test('a changed text in a page\'s source shows on screen within 30 s, without a reload', async () => {
  const search = page.locator('.shop__search-text')
  await expect(search.textContent()).resolves.toBe('搜索DOTA2饰品')
  // a marker on the window survives a hot update and is lost by a reload
  await page.evaluate(() => { (window as unknown as { sameDocument: boolean }).sameDocument = true })
  const file = join(tree.dir, SEARCH_SOURCE)
  const source = readFileSync(file, 'utf8')
  expect(source).toContain(SEARCH_TEXT)
  writeFileSync(file, source.replace(SEARCH_TEXT, '找找{config.mainGame.zh_name}饰品'))
  await page.waitForFunction(() => document.querySelector('.shop__search-text')?.textContent === '找找DOTA2饰品', undefined, { timeout: 30000 })
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(await page.locator('.item-card').count()).toBeGreaterThanOrEqual(8)
  expect(problems).toEqual({ errors: [], consoleErrors: [] })
}, 45000)
