/**
 * issue 12 in Chromium at 375×812: index.html paints the app shell (header, the shop's first cards as the local API
 * sends them, tab bar) with every script blocked; with scripts the shop covers it, it leaves the DOM, and nothing shifts
 * (Taro's unstyled navigation bar used to push the page down 24 px, CLS 0.028); with scripts on, the shell is
 * painted before the first script runs (they used to run first whenever they arrived early).
 */
import { browserSuite, callApi, watchProblems } from './harness'
import type { ItemSummary, Page } from '../../types/api'

const suite = browserSuite()
const SHOP = () => `${suite.site.origin}/pages/market/home/index`

it('paints the shell before any script runs', async () => {
  const page = await suite.context.newPage()
  await page.route(/\.js(\?|$)/, (route) => route.abort())
  await page.goto(SHOP(), { waitUntil: 'load' })
  const shell = await page.evaluate(() => {
    const boxes = (selector: string) => [...document.querySelectorAll(selector)].map((el) => el.getBoundingClientRect())
      .filter((box) => box.height > 0 && box.top < innerHeight)
    // on screen, not only laid out: the body and #app, full height and painted above the shell (z-index -1), paint
    // no background over it (a body background once hid the whole shell: a blank grey first paint)
    const covering = ['body', '#app'].map((selector) => getComputedStyle(document.querySelector(selector)!).backgroundColor)
    return { header: boxes('[data-shell=header]'), cards: boxes('[data-shell=card]'), covering, tabBar: boxes('[data-shell=tabbar]'),
      text: document.getElementById('app-shell')?.textContent }
  })
  expect(shell.covering).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)'])
  // the local API sent the shop's real first cards, pictures loaded (server/shellCards.ts)
  const first = (await callApi<Page<ItemSummary>>(suite.site.origin, '/v3/store/item/list', { appid: '570', sort: 'popular', page_size: '20' })).list[0]
  const card = page.locator('.shell__card--item').first()
  await expect(card.locator('.shell__name').textContent()).resolves.toBe(first.name)
  await expect(card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true)
  await expect(page.locator('.shell__card--item').count()).resolves.toBe(8)
  expect(shell.header).toHaveLength(1)
  expect(shell.cards.length).toBeGreaterThanOrEqual(6)
  expect(shell.tabBar).toHaveLength(1)
  expect(shell.tabBar[0].bottom).toBe(812)
  expect(shell.text).toContain('商城')
  await page.screenshot({ path: `${process.env.SHOTS ?? '/tmp'}/app-shell-no-script.png` })
})

it('shows the skeletons, not the main game\'s cards, to a player whose last game is another', async () => {
  /** the shop opened with scripts blocked by a player whose last game (stores/config, as Taro stores it) is `game` */
  const openAs = async (game: { appid: number, zh_name: string }) => {
    const page = await suite.context.newPage()
    await page.route(/\.js(\?|$)/, (route) => route.abort())
    await page.addInitScript((value) => localStorage.setItem('trade_main_game', JSON.stringify({ data: value })),
      JSON.stringify({ ...game, en_name: '', icon: '' }))
    await page.goto(SHOP(), { waitUntil: 'load' })
    return page
  }
  const cs2 = await openAs({ appid: 730, zh_name: 'CS2' })
  await expect(cs2.locator('.shell__card--item').count()).resolves.toBe(8)
  await expect(cs2.locator('.shell__name').first().isVisible()).resolves.toBe(false)
  await cs2.screenshot({ path: `${process.env.SHOTS ?? '/tmp'}/app-shell-other-game.png` })
  const dota2 = await openAs({ appid: 570, zh_name: 'DOTA2' })
  await expect(dota2.locator('.shell__name').first().isVisible()).resolves.toBe(true)
})

it('paints the shell, its first cards\' pictures included, before the first script runs, with the scripts on', async () => {
  const page = await suite.context.newPage()
  await page.addInitScript(() => {
    // webpack's chunk list: the first chunk that runs reads it (config/firstLoadTags.ts adds the chunks after the shell's paint)
    const w = window as unknown as { firstScriptAt?: number, chunks?: unknown, pictures: number[], largest: number[] }
    Object.defineProperty(window, 'webpackJsonp', {
      configurable: true,
      get () { w.firstScriptAt ??= performance.now(); return w.chunks },
      set (value) { w.chunks = value }
    })
    // when each shell picture (elementtiming) and the largest paint were drawn
    w.pictures = []
    w.largest = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.pictures.push((entry as unknown as { renderTime: number }).renderTime)
    }).observe({ type: 'element', buffered: true })
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) w.largest.push(entry.startTime) }).observe({ type: 'largest-contentful-paint',
      buffered: true })
  })
  // the pictures arrive after the first paint, as on a real network (on loopback they are often in it)
  await page.route(/\/img\/item\//, async (route) => { await new Promise((resolve) => setTimeout(resolve, 300)); await route.continue() })
  await page.goto(SHOP(), { waitUntil: 'load' })
  await page.waitForSelector('.item-card', { timeout: 30000 })
  const at = await page.evaluate(() => {
    const w = window as unknown as { firstScriptAt?: number, pictures: number[], largest: number[] }
    return { paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, script: w.firstScriptAt, pictures: w.pictures, largest: w.largest }
  })
  expect(at.script).toBeGreaterThan(0)
  expect(at.paint).toBeLessThan(at.script!)
  expect(at.pictures).toHaveLength(8)
  for (const drawn of at.pictures) expect(drawn).toBeLessThan(at.script!)
  // the largest paint is the shell's: nothing the app draws later is larger
  expect(at.largest.length).toBeGreaterThan(0)
  expect(Math.max(...at.largest)).toBeLessThan(at.script!)
})

it('starts the app in a browser without paint timing (iOS before 14.1) once the first frame is drawn', async () => {
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.addInitScript(() => { Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['mark', 'measure'] }) })
  await page.goto(SHOP(), { waitUntil: 'load' })
  await page.waitForSelector('.item-card', { timeout: 30000 })
  expect(problems.errors).toEqual([])
})

it('gives way to the shop without a layout shift', async () => {
  const page = await suite.context.newPage()
  const problems = watchProblems(page)
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] }
    w.shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(SHOP(), { waitUntil: 'load' })
  await page.waitForSelector('.item-card', { timeout: 30000 })
  await page.waitForFunction(() => !document.getElementById('app-shell'), undefined, { timeout: 10000 })
  const navigationBar = await page.$eval('#taro-navigation-bar', (el) => el.getBoundingClientRect().height)
  expect(navigationBar).toBe(0)
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01)
  expect(problems.errors).toEqual([])
})

it('sizes Taro rem from CSS alone: 20 px on a 375 px phone, 40 px from 563 px up, no script reading the layout', async () => {
  const page = await suite.context.newPage()
  await page.route(/\.js(\?|$)/, (route) => route.abort())
  await page.goto(SHOP(), { waitUntil: 'load' })
  const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
  expect(await rootSize()).toBe('20px')
  await page.setViewportSize({ width: 414, height: 896 })
  expect(await rootSize()).toBe('22.08px')
  await page.setViewportSize({ width: 900, height: 1200 })
  expect(await rootSize()).toBe('40px')
  // the head runs no script before the first paint other than the tab screen's preloads
  const measuresInHead = () => [...document.head.querySelectorAll('script')].some((script) => /getBoundingClientRect|innerWidth/.test(script.textContent ?? ''))
  expect(await page.evaluate(measuresInHead)).toBe(false)
})

it('asks for the first screen\'s item pictures before the shop has drawn a card (the largest paint)', async () => {
  const page = await suite.context.newPage()
  await page.addInitScript(() => {
    const w = window as unknown as { firstCardAt?: number }
    new MutationObserver(() => { if (w.firstCardAt === undefined && document.querySelector('.item-card')) w.firstCardAt = performance.now() })
      .observe(document, { childList: true, subtree: true })
  })
  await page.goto(SHOP(), { waitUntil: 'load' })
  await page.waitForSelector('.item-card img', { timeout: 30000 })
  const at = await page.evaluate(() => ({
    card: (window as unknown as { firstCardAt?: number }).firstCardAt ?? Infinity,
    pictures: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/img/item/')).map((entry) => entry.startTime)
  }))
  expect(at.pictures.filter((start) => start < at.card).length).toBeGreaterThanOrEqual(6)
})
