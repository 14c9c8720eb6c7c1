import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { weappSuite } from './harness'
import { WEAPP_DIST } from './miniRuntime'

// issue 9 item 7 in the mini-program: a page whose component throws shows the page error state
// (src/components/PageErrorBoundary, wrapped around every page by lib/platform/everyPage), not a blank page.
const suite = weappSuite()

let dir = ''
beforeAll(() => {
  // a copy of the build with a fault injected: the help page's component throws when it renders
  dir = mkdtempSync(join(tmpdir(), 'weapp-broken-'))
  cpSync(WEAPP_DIST, dir, { recursive: true })
  const file = join(dir, 'pages/help/index.js')
  const source = readFileSync(file, 'utf8')
  // the title as written in the build: plain UTF-8 (config/index.ts terser ascii_only false) or \\u escapes
  const broken = source.replace(/title:"(帮助中心|\\u5e2e\\u52a9\\u4e2d\\u5fc3)"/, 'title:(()=>{throw new Error("render failed")})()')
  expect(broken).not.toBe(source)
  writeFileSync(file, broken)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('the broken page shows 页面出错了 with 重新加载 and 返回商城; 返回商城 goes to the shop tab', async () => {
  const mp = suite.boot({ dir })
  mp.launch()
  await mp.waitForText('¥')
  expect(mp.navigate('navigateTo', '/pages/help/index')).toBeNull()
  await mp.waitForText('页面出错了')
  expect(mp.texts()).toEqual(expect.arrayContaining(['重新加载', '返回商城']))
  mp.tap('重新加载') // renders again: still broken, still the error state
  await mp.waitForText('页面出错了')
  mp.tap('返回商城')
  await mp.waitFor('the shop tab', () => mp.current()?.route === 'pages/market/home/index')
  // React and the boundary report the caught error on the console; nothing else went wrong
  expect(mp.takeProblems(/render failed|page error/).length).toBeGreaterThan(0)
})
