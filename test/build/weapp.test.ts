/** Checks the mini-program build output (dist/weapp from `npm run build:weapp`, or WEAPP_OUT). */
import { readdirSync, readFileSync } from 'node:fs'
import { sep } from 'node:path'
import { PUBLIC_ROUTES, ROUTES, TAB_PAGES } from '@/lib/routes'
import { CEILINGS, LIMITS, weappPackageSizes } from '../../scripts/weapp-sizes.mjs'
import { scriptsBeyondEs2019 } from './syntax'
import { USED_COMPONENTS } from '../../config/usedComponents'

const DIR = process.env.WEAPP_OUT ?? 'dist/weapp'
const app = JSON.parse(readFileSync(`${DIR}/app.json`, 'utf8'))
const declared: string[] = [
  ...app.pages,
  ...app.subPackages.flatMap((pkg: { root: string, pages: string[] }) => pkg.pages.map((page) => `${pkg.root}/${page}`))
]

it('lists every one of the 136 public routes and ours exactly once', () => {
  expect(declared).toHaveLength(ROUTES.length)
  expect(declared).toEqual(expect.arrayContaining(PUBLIC_ROUTES.map((route) => route.path)))
  expect([...declared].sort()).toEqual(ROUTES.map((route) => route.path).sort())
})

it('opens on the shop tab and keeps the tab pages in the main package', () => {
  expect(app.pages[0]).toBe('pages/market/home/index')
  expect(app.tabBar.list.map((tab: { pagePath: string }) => tab.pagePath)).toEqual(TAB_PAGES)
  for (const tab of TAB_PAGES) expect(app.pages).toContain(tab)
})

it('colours the tab bar #AFB0B2 with #333333 for the active tab, with icons that exist', () => {
  expect(app.tabBar.color).toBe('#AFB0B2')
  expect(app.tabBar.selectedColor).toBe('#333333')
  expect(app.tabBar.list.map((tab: { text: string }) => tab.text)).toEqual(['商城', '订单', '我的'])
  for (const tab of app.tabBar.list) {
    expect(readFileSync(`${DIR}/${tab.iconPath}`).subarray(1, 4).toString()).toBe('PNG')
    expect(readFileSync(`${DIR}/${tab.selectedIconPath}`).subarray(1, 4).toString()).toBe('PNG')
  }
})

it('preloads only subpackages that exist', () => {
  const roots = app.subPackages.map((pkg: { root: string }) => pkg.root)
  for (const rule of Object.values(app.preloadRule) as { packages: string[] }[]) {
    for (const pkg of rule.packages) expect(roots).toContain(pkg)
  }
})

it('keeps every package within its ceiling (scripts/weapp-sizes.mjs), and the whole within WeChat\'s limit', () => {
  const sizes = weappPackageSizes(DIR)
  expect(sizes.main).toBeLessThanOrEqual(CEILINGS.main)
  expect(CEILINGS.main).toBeLessThanOrEqual(LIMITS.main)
  expect(Object.entries(sizes.subpackages).filter(([, bytes]) => bytes > CEILINGS.subpackage)).toEqual([])
  expect(CEILINGS.subpackage).toBeLessThanOrEqual(LIMITS.subpackage)
  expect(sizes.total).toBeLessThanOrEqual(LIMITS.total)
})

/** The main package's files with this ending (the scripts: .js), as paths inside the build. */
function mainPackageFiles (ending: string): string[] {
  const subpackageRoots = app.subPackages.map((pkg: { root: string }) => `${pkg.root}/`)
  const files = (readdirSync(DIR, { recursive: true }) as string[]).map((file) => file.split(sep).join('/'))
  return files.filter((file) => file.endsWith(ending) && !subpackageRoots.some((root: string) => file.startsWith(root)))
}

/** The main-package files (of that ending) whose text contains `marker`. */
const mainFilesWith = (ending: string, marker: string) =>
  mainPackageFiles(ending).filter((file) => readFileSync(`${DIR}/${file}`, 'utf8').includes(marker))

it('keeps decimal.js (32 KB) out of the main package: its pages format money with lib/moneyText (issue 12)', () => {
  expect(mainPackageFiles('.js')).toContain('common.js')
  expect(mainFilesWith('.js', '[DecimalError]')).toEqual([])
})

it('keeps the browser-only parts out of the main package: the route list, the top bar, the site states (issue 12)', () => {
  // a page title only src/lib/routes.ts holds among the scripts (its page's own title is in its .json); the redirect
  // check reads the app's config instead (lib/platform/knownRoute.weapp.ts, test/weapp/account.test.ts's 401)
  expect(mainFilesWith('.js', '军事主题活动')).toEqual([])
  expect(mainFilesWith('.js', '页面不存在')).toEqual([]) // AppProblem
  expect([...mainFilesWith('.js', 'top-bar'), ...mainFilesWith('.wxss', 'top-bar')]).toEqual([])
})

it('leaves the web views\' hand-offs out of the main package: the JS-SDK loader and the cookies (lib/platform, issue 12)', () => {
  expect(mainFilesWith('.js', 'jweixin')).toEqual([])
  expect(mainFilesWith('.js', 'Could not load script')).toEqual([])
  expect(mainFilesWith('.js', 'expires=Thu, 01 Jan 1970')).toEqual([])
})

it('keeps styles only subpackage pages use out of the main package\'s stylesheets (issue 12)', () => {
  // Steam设置's trade URL form, 领券中心's banner, the account pages' steps and tabs
  for (const rule of ['.steam-page__textarea', '.coupon-page__hero', '.account-form__step', '.account-form__tab', '.account-page']) {
    expect([rule, mainFilesWith('.wxss', rule)]).toEqual([rule, []])
  }
  expect(mainFilesWith('.wxss', '.account-form__card')).toEqual(['common.wxss']) // 找回密码 (main) keeps the form
})

it('signs requests with blueimp-md5 (one copy), not the md5 package and its helpers (crypt, charenc, is-buffer: 5.4 KB) (issue 12)', () => {
  expect(mainFilesWith('.js', 'bytesToWords')).toEqual([])
  expect(mainFilesWith('.js', '1732584193')).toHaveLength(1) // MD5's first state word, 0x67452301
})

it('ships only syntax the WeChat of older iPhones parses (ES2019): npm packages in ES2020 are compiled (config/index.ts)', () => {
  expect(scriptsBeyondEs2019(DIR)).toEqual([])
})

it('keeps the props of every component the templates draw: each tag of base.wxml is in config/usedComponents.ts', () => {
  const tags = new Set([...readFileSync(`${DIR}/base.wxml`, 'utf8').matchAll(/<([a-z][a-z-]*)/g)].map((match) => match[1]))
  // Taro's own tags: its template calls, the recursive comp, and the script module
  for (const own of ['template', 'comp', 'wxs']) tags.delete(own)
  const component = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())
  expect([...tags].map(component).filter((name) => !USED_COMPONENTS.includes(name))).toEqual([])
})
