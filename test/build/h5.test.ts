/** Checks the production H5 build output (dist/h5 from `npm run build:h5`, or H5_OUT). */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { TAB_PAGES } from '../../src/lib/routes'
import { scriptsBeyondEs2019 } from './syntax'
import { SHELL_GRID } from '../../server/shellCards'
import { STORAGE } from '../../src/lib/storageKeys'

const DIR = process.env.H5_OUT ?? 'dist/h5'

const jsFiles = readdirSync(`${DIR}/js`).filter((name) => name.endsWith('.js'))
const html = readFileSync(`${DIR}/index.html`, 'utf8')
/** a sentence only features/PromotionScreen writes: the probe for where screen code lands */
const PROMOTION_SCREEN = '登录后即可报名活动、查看进度和领取奖励'

it('loads each screen as its own chunk, not in the first-load scripts', () => {
  // issue 12: the entry scripts are preloaded in the head and added after the first paint (config/firstLoadTags.ts)
  const initial = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1])
  expect(initial.length).toBeGreaterThan(0)
  // 136 screens, each lazily imported, plus the shared chunks
  expect(jsFiles.length).toBeGreaterThan(136)
  for (const src of initial) {
    expect(readFileSync(`${DIR}${src}`, 'utf8')).not.toContain(PROMOTION_SCREEN)
  }
})

it('keeps the route list out of the first-load scripts: the start-up guard and the top bar read the app\'s config (lib/platform/appPages.ts)', () => {
  const initial = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => readFileSync(`${DIR}${match[1]}`, 'utf8')).join('\n')
  // a mini-program group name only src/lib/routes.ts writes (the page paths and titles are in Taro's route table too)
  expect(initial).not.toContain('"steamcheck"')
})

it('bundles shared code once instead of copying it into every page chunk', () => {
  const holders = (text: string) => jsFiles.filter((name) => readFileSync(`${DIR}/js/${name}`, 'utf8').includes(text))
  // the promotion screen is used by some twenty campaign pages; its code must live in one chunk
  expect(holders(PROMOTION_SCREEN)).toHaveLength(1)
})

it('uses browser routing at the site root', () => {
  expect(html).toMatch(/href="\/js\//)
})

it('paints the app shell from index.html itself: inline critical CSS, no script or stylesheet needed (issue 12)', () => {
  const head = html.slice(0, html.indexOf('</head>'))
  const style = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? ''
  for (const part of ['#app-shell', '.shell__card', '.shell__tabbar', '#taro-navigation-bar:not(.taro-navigation-bar-show)']) expect(style).toContain(part)
  const shell = /<div id="app-shell"[\s\S]*?data-shell="tabbar"/.exec(html)?.[0] ?? ''
  expect(shell.match(/data-shell="card"/g)?.length).toBeGreaterThanOrEqual(6)
  expect(shell).toContain('data-shell="header"')
  // the shell sits after #app, which Taro's router replaces, so the router never removes or clones it
  expect(html.indexOf('id="app-shell"')).toBeGreaterThan(html.indexOf('id="app"'))
})

it('preloads each tab screen as one script from index.html, beside the entry scripts (issue 12: one request wave)', () => {
  // config/tabChunks.ts + config/firstLoadTags.ts: the address picks its tab's files; the root opens the shop
  // (added with the entry scripts after the first frame: asked for in the head, they delayed the first paint)
  const map = JSON.parse(/var f=(\{[\s\S]*?\})\[location\.pathname/.exec(html.slice(html.indexOf('</head>')))?.[1] ?? '{}') as Record<string, string[]>
  expect(Object.keys(map).sort()).toEqual(TAB_PAGES.map((page) => `/${page}`).sort())
  const shop = map[`/${TAB_PAGES[0]}`]
  expect(shop.filter((file) => file.endsWith('.js'))).toEqual([expect.stringMatching(/^\/js\/tab-shop\.[0-9a-f]{8}\.js$/)])
  for (const file of Object.values(map).flat()) expect(existsSync(`${DIR}${file}`)).toBe(true)
  // the shop's chunk holds the screen itself (its search entry's text), so the router asks for nothing more
  expect(readFileSync(`${DIR}${shop.find((file) => file.endsWith('.js'))}`, 'utf8')).toContain('shop__search-text')
})

it('ships no fetch or AbortController polyfill: every supported browser has both (config/index.ts, issue 12)', () => {
  const polyfill = /Invalid character in header field name|__FORCE_INSTALL_ABORTCONTROLLER_POLYFILL/
  const polyfills = jsFiles.filter((name) => polyfill.test(readFileSync(`${DIR}/js/${name}`, 'utf8')))
  expect(polyfills).toEqual([])
  // the promise behind leaving them out: no supported browser older than fetch (iOS 10.1) or AbortController (iOS 12.1)
  const { browserslist } = JSON.parse(readFileSync('package.json', 'utf8')) as { browserslist: string[] }
  expect(browserslist).toEqual(expect.arrayContaining(['ios_saf >= 12.2']))
  const floors = browserslist.filter((query) => /^(ios_saf|chrome|and_chr) >= /.test(query))
  expect(floors.every((query) => Number(query.split('>= ')[1]) >= (query.startsWith('ios') ? 12.2 : 66))).toBe(true)
})

it('ships only syntax iOS 12.2 Safari and Chrome 70 parse: npm packages in ES2020 are compiled (config/index.ts)', () => {
  expect(scriptsBeyondEs2019(`${DIR}/js`)).toEqual([])
})

it('first load without Stencil, style-loader or JSONP: Taro\'s React components, our tab bar element (config/index.ts, issue 12)', () => {
  const initial = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => readFileSync(`${DIR}${match[1]}`, 'utf8')).join('\n')
  // Stencil's runtime (each of its elements registers a host; its style cache ids), once pulled in by the router's tab bar
  expect(initial).not.toMatch(/__registerHost|sty-id/)
  // the tab bar the router mounts is lib/platform/tabBarElement.ts
  expect(initial).toContain('taro-tabbar__icon-holder')
  // Taro's component styles are not JS strings injected by style-loader, and jsonp-retry (Taro.request's JSONP) is left out
  expect(initial).not.toContain('_lastElementInsertedByStyleLoader')
  expect(initial).not.toContain('Timeout and no data return')
})

it('inlines Taro\'s component styles, with Button and Input styled as Taro\'s Stencil ones were (config/htmlComponentsCss.cjs)', () => {
  const head = html.slice(0, html.indexOf('</head>'))
  const css = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n')
  // one-class button rules only, so any button style of ours (one class, later) wins
  expect(css).toMatch(/\.taro-button-core\{[^}]*border-width:0/)
  expect(css).not.toContain('taro-btn-default')
  // an input fills its row, padding included, and in a flex row may shrink, as Stencil's wrapper did
  expect(css).toContain('.taro-input-core{box-sizing:border-box;min-width:0}')
  // the other React components' and the tab bar's styles
  for (const part of ['.weui-input', '.taro-img', '.weui-tabbar__item', '.taro-tabbar__panel']) expect(css).toContain(part)
  // not Taro's WeUI icon font (6 KB of base64 in every page) and its checkbox and radio looks, which nothing draws
  expect(css).not.toContain('font-family:weui')
  // Taro's styles come before ours in the stylesheet: equal specificity, ours win
  expect(css.indexOf('.taro-button-core')).toBeLessThan(css.indexOf('body,page{'))
})

it('writes the app shell\'s card grid as the local API expects it, to put the shop\'s first cards there (server/shellCards.ts)', () => {
  expect(html.match(SHELL_GRID)?.[0].match(/data-shell="card"/g)).toHaveLength(8)
  // its script (skeletons for a player whose last game is not the cards' one) reads the key stores/config writes
  expect(html).toContain(`localStorage.getItem('${STORAGE.mainGame}')`)
})
