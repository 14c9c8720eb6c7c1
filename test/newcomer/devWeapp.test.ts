import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startApi, type TestApi } from '../server/apiClient'
import { MiniProgram } from '../weapp/miniRuntime'
import { Command } from './workTree'

// `npm run dev:weapp`, what a developer previews in WeChat devtools: the development watch build, into a
// temporary folder, booted in test/weapp's simulated runtime: every tab and the login page open with no problem.
jest.setTimeout(60000)

const out = mkdtempSync(join(tmpdir(), 'weapp-dev-'))
let watch: Command
let api: TestApi
const running: MiniProgram[] = []

beforeAll(async () => {
  watch = new Command('npm', ['run', 'dev:weapp'], { cwd: resolve(__dirname, '..', '..'), env: { WEAPP_OUT: out } })
  api = await startApi()
})

afterEach(() => {
  const problems = running.flatMap((mp) => mp.problems)
  running.splice(0).forEach((mp) => mp.close())
  expect(problems).toEqual([])
})

afterAll(async () => {
  await watch?.stop()
  await api?.close()
  rmSync(out, { recursive: true, force: true })
})

const boot = (storage: Record<string, unknown> = {}): MiniProgram => {
  const mp = new MiniProgram({ dir: out, apiOrigin: `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`, storage })
  running.push(mp)
  return mp
}

test('npm run dev:weapp compiles in development mode and keeps watching', async () => {
  // Taro says "Compiled successfully", then that it watches
  await watch.waitFor(/Watching\.\.\./, { failed: /^ERROR in |Error: /, timeoutMs: 240000 })
  expect(watch.lines.some((line) => /Compiled successfully/.test(line))).toBe(true)
  // a development build, as devtools shows it: with source maps
  expect(existsSync(join(out, 'app.js.map'))).toBe(true)
}, 250000)

test('the development build boots: every tab and the login page render with no problem recorded', async () => {
  const mp = boot()
  mp.launch()
  await mp.waitForText('¥')
  for (const tab of mp.appJson.tabBar?.list ?? []) {
    expect(mp.navigate('switchTab', `/${tab.pagePath}`)).toBeNull()
    const page = mp.current()!
    expect(page.route).toBe(tab.pagePath)
    await mp.waitFor(`${tab.pagePath} to render`, () => (page.data.root?.cn?.length ?? 0) > 0)
  }
  expect(mp.navigate('navigateTo', '/pages/login/index')).toBeNull()
  await mp.waitForText('微信一键登录')
})

test('the demo user\'s mine tab shows the account from the local API', async () => {
  const mp = boot({ token: await api.login() })
  mp.launch()
  expect(mp.navigate('switchTab', '/pages/user/index')).toBeNull()
  await mp.waitForText('演示用户')
})
