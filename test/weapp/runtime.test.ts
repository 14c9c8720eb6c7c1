import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { MiniProgram } from './miniRuntime'
import { applySetData, pathToText, pathToTextWithin, textsOf, type DataNode } from './pageData'

// The simulator itself, on a tiny hand-written build: each kind of problem it must catch is caught, by name.
let dir: string
const write = (files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
}
const boot = () => new MiniProgram({ dir, apiOrigin: 'http://127.0.0.1:9' })

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'weapp-sim-'))
  write({
    'app.json': JSON.stringify({ pages: ['pages/home/index', 'pages/other/index'], tabBar: { list: [{ pagePath: 'pages/home/index' }] } }),
    'app.js': 'require("./common"); App({ onLaunch () { getApp().launched = true } })',
    'common.js': 'module.exports = { greeting: "你好" }',
    'base.wxml': '<template name="tmpl_0_1">\n  <view bindtap="eh" id="{{i.uid||i.sid}}"></view>\n</template>\n' +
      '<template name="tmpl_0_3">\n  <view id="{{i.sid}}"></view>\n</template>',
    'pages/home/index.js': `const { greeting } = require("../../common")
Page({
  data: { root: { cn: [] } },
  onLoad () { this.setData({ 'root.cn.[0]': { nn: '1', sid: '_A', cn: [{ nn: '3', sid: '_B', cn: [{ sid: '_C', nn: '9', v: greeting }] }] } }) },
  eh (event) { getApp().tapped = event.currentTarget.id + '<' + event.target.id }
})`
  })
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

test('runs app.js and a page from their own files; setData paths render; a tap reaches the bound element through eh', () => {
  const mp = boot()
  const page = mp.launch()
  expect(page.route).toBe('pages/home/index')
  expect(mp.texts()).toEqual(['你好'])
  mp.tap('你好')
  expect(mp.app).toMatchObject({ launched: true, tapped: '_A<_B' })
  expect(mp.problems).toEqual([])
  mp.close()
})

test('a page that throws in onLoad is a problem named by page and hook', () => {
  write({ 'pages/other/index.js': 'Page({ onLoad () { throw new Error("boom") } })' })
  const mp = boot()
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/other/index')).toBeNull()
  expect(mp.problems).toEqual([expect.stringMatching(/^pages\/other\/index onLoad: Error: boom/)])
  mp.close()
})

test('a module-level window access fails the page\'s file, and the page does not open', () => {
  write({ 'pages/other/index.js': 'const width = window.innerWidth; Page({})' })
  const mp = boot()
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/other/index')).toBe('pages/other/index.js did not register a page')
  expect(mp.problems).toEqual([expect.stringMatching(/^pages\/other\/index\.js: TypeError: Cannot read properties of undefined \(reading 'innerWidth'\)/)])
  mp.close()
})

test('calling a wx function the simulator lacks or WeChat no longer maintains, or reading a member wx does not have, is a problem with its name', () => {
  const page = 'Page({ onLoad () { const rect = wx.getMenuButtonBoundingClientRect(); wx.getSystemInfoSync(); wx.fancyThing; wx.openCard({}) } })'
  write({ 'pages/other/index.js': page })
  const mp = boot()
  mp.launch()
  mp.navigate('navigateTo', '/pages/other/index')
  expect(mp.problems).toEqual([
    expect.stringMatching(/^pages\/other\/index onLoad: Error: wx\.openCard is not simulated/),
    'wx.getSystemInfoSync is deprecated: use getDeviceInfo / getWindowInfo / getAppBaseInfo',
    'wx.fancyThing read: wx has no such member',
    'wx.openCard is not simulated'
  ])
  mp.close()
})

// (an unhandled rejection needs nothing here: jest fails the running test with the error and its stack)
test('an error in a timer and console.error are problems', async () => {
  write({ 'pages/other/index.js': 'Page({ onShow () { setTimeout(() => { throw new Error("late") }); console.error("shown") } })' })
  const mp = boot()
  mp.launch()
  mp.navigate('navigateTo', '/pages/other/index')
  await mp.waitFor('the timer\'s error', () => mp.problems.length === 2)
  expect(mp.problems).toEqual(['console.error on pages/other/index: shown', expect.stringMatching(/^timer callback on pages\/other\/index: Error: late/)])
  mp.close()
})

test('a setData over WeChat\'s 1024 KB is a problem', () => {
  write({ 'pages/other/index.js': 'Page({ onLoad () { this.setData({ "root.cn.[0]": { nn: "9", v: "x".repeat(1100 * 1024) } }) } })' })
  const mp = boot()
  mp.launch()
  mp.navigate('navigateTo', '/pages/other/index')
  expect(mp.problems).toEqual([expect.stringMatching(/^pages\/other\/index setData: 11264\d\d bytes, over WeChat's 1048576/)])
  mp.close()
})

test('WeChat navigation rules: tab pages by switchTab only, unknown pages refused, the refusal recorded', async () => {
  write({ 'pages/other/index.js': 'Page({ onLoad () { wx.navigateTo({ url: "/pages/home/index" }) } })' })
  const mp = boot()
  mp.launch()
  mp.navigate('navigateTo', '/pages/other/index')
  await mp.waitFor('the refused navigation', () => mp.problems.some((problem) => problem.includes('navigateTo')))
  expect(mp.takeProblems(/navigateTo/)).toEqual(['wx.navigateTo(/pages/home/index) failed: can not navigateTo a tabbar page'])
  expect(mp.navigate('switchTab', '/pages/other/index')).toBe('can not switch to no-tabBar page')
  expect(mp.navigate('reLaunch', '/pages/missing/index')).toBe('page "pages/missing/index" is not found')
  expect(mp.problems).toEqual([])
  mp.close()
})

test('setData paths: nested keys, [n] and .[n] indexes, made on the way', () => {
  const data: Record<string, unknown> = { root: { cn: [] } }
  applySetData(data, { 'root.cn.[0]': { nn: '1', cn: [] }, 'root.cn.[0].cn[1]': { v: 'b', nn: '9' }, 'root.cn.[0].cn.[0]': { v: 'a', nn: '9' } })
  expect(textsOf(data.root as never)).toEqual(['a', 'b'])
  applySetData(data, { 'root.cn.[0].cn.[1].v': 'c', 'x.y': 1 })
  expect(textsOf(data.root as never)).toEqual(['a', 'c'])
  expect(data.x).toEqual({ y: 1 })
})

test('a tap finds the element showing exactly the text before one that only contains it', () => {
  const node = (sid: string, ...cn: DataNode[]): DataNode => ({ nn: '1', sid, cn })
  const text = (v: string): DataNode => ({ nn: '9', v })
  const root = node('root', node('tab', text('验证码登录')), node('button', text('登录')))
  expect(pathToText(root, '登录').map((n) => n.sid)).toEqual(['root', 'button'])
  expect(pathToText(root, '验证码').map((n) => n.sid)).toEqual(['root', 'tab'])
  expect(pathToText(root, '注册')).toEqual([])
})

test('a tap within a class finds the text inside that element, not the same text earlier on the page', () => {
  const node = (sid: string, cl: string, ...cn: DataNode[]): DataNode => ({ nn: '1', sid, cl, cn })
  const text = (v: string): DataNode => ({ nn: '9', v })
  const root = node('root', '', node('axis', 'chart__axis', text('1')), node('sheet', 'sheet', node('pad', 'pay-pad', node('key', 'pay-pad__key', text('1')))))
  expect(pathToText(root, '1').map((n) => n.sid)).toEqual(['root', 'axis'])
  expect(pathToTextWithin(root, 'pay-pad', '1').map((n) => n.sid)).toEqual(['root', 'sheet', 'pad', 'key'])
  expect(pathToTextWithin(root, 'pay-pad__key', '2')).toEqual([])
  expect(pathToTextWithin(root, 'missing', '1')).toEqual([])
})
