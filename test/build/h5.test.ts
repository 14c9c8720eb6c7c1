/** Checks the production H5 build output (dist/h5 from `npm run build:h5`, or H5_OUT). */
import { readFileSync, readdirSync } from 'node:fs'

const DIR = process.env.H5_OUT ?? 'dist/h5'

const jsFiles = readdirSync(`${DIR}/js`).filter((name) => name.endsWith('.js'))
const html = readFileSync(`${DIR}/index.html`, 'utf8')
/** a sentence only components/PromotionScreen writes: the probe for where screen code lands */
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
