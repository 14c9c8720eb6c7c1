/** Shared set-up for the account screens' component tests: a fake API by path at the Taro.request boundary. */
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { createElement as h } from 'react'
import { configureRequest, resetLoginHandOff } from '@/lib/request'
import { StoresProvider } from '@/stores/context'
import { createRootStore, type RootStore } from '@/stores/root'
import { fakePlatform, type FakePlatform } from '../../support/fakePlatform'
import { eventually } from '../../support/eventually'

export { eventually }

export interface Sent { path: string, method: string, data: Record<string, string> }
type Handler = (sent: Sent) => { status: number, data?: unknown, message?: string }

export function fakeApi (routes: Record<string, Handler | { status: number, data?: unknown, message?: string }>) {
  const sent: Sent[] = []
  jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string, method: string, data: unknown }) => {
    const url = new URL(options.url, 'http://local')
    const data: Record<string, string> = {}
    url.searchParams.forEach((v, k) => { data[k] = v })
    if (typeof options.data === 'string') new URLSearchParams(options.data).forEach((v, k) => { data[k] = v })
    const path = url.pathname.replace(/^\/api\/v1\/open/, '')
    const call = { path, method: options.method, data }
    sent.push(call)
    const route = routes[path]
    const answer = typeof route === 'function' ? route(call) : route ?? { status: 4004, message: '未找到' }
    return Promise.resolve({ statusCode: 200, data: JSON.stringify({ status: answer.status, message: answer.message ?? '', data: answer.data ?? null }) })
  }) as never)
  return sent
}

export interface Setup { platform: FakePlatform, root: RootStore }

jest.setTimeout(20000)

export function setUp (): Setup {
  document.body.innerHTML = ''
  localStorage.clear()
  document.cookie.split(';').forEach((c) => { document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/` })
  jest.restoreAllMocks()
  resetLoginHandOff()
  const platform = fakePlatform()
  configureRequest({ platform, baseUrl: '' })
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true } as never)
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([])
  for (const name of ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack'] as const) {
    jest.spyOn(Taro, name).mockResolvedValue({ errMsg: 'ok' } as never)
  }
  return { platform, root: createRootStore() }
}

export async function mount (root: RootStore, Page: () => JSX.Element | null): Promise<TestUtils> {
  const utils = new TestUtils()
  await utils.mount(() => h(StoresProvider, { root }, h(Page)), { props: {} })
  return utils
}

/** Waits until the screen shows this text somewhere (a short excerpt of the screen on failure). */
export async function text (_utils: TestUtils, value: string | RegExp, timeout = 5000): Promise<void> {
  await eventually(() => {
    const seen = document.body.textContent ?? ''
    if (!(typeof value === 'string' ? seen.includes(value) : value.test(seen))) {
      throw new Error(`screen does not show ${String(value)}; it shows: ${seen.slice(0, 400)}`)
    }
  }, timeout)
}

/** Waits until the Taro Input with this placeholder has drawn its inner <input> (a moment after the screen renders). */
export async function inputShown (placeholder: string): Promise<void> {
  await eventually(() => expect(document.querySelector(`input[placeholder="${placeholder}"]`)).not.toBeNull())
}

/** Types into the Taro Input whose placeholder is given (the inner <input> fires Taro's onInput). */
export async function typeInto (utils: TestUtils, placeholder: string, value: string): Promise<void> {
  const find = () => document.querySelector(`input[placeholder="${placeholder}"], textarea[placeholder="${placeholder}"]`)
  await eventually(() => { if (!find()) throw new Error(`no input with placeholder ${placeholder}`) })
  const el = find()!
  utils.fireEvent.input(el, { target: { value } } as never)
}

export async function tap (utils: TestUtils, value: string | RegExp, selector = '*'): Promise<void> {
  await text(utils, value)
  const says = (words: string) => (typeof value === 'string' ? words.trim() === value : value.test(words))
  const matches = (el: Element) => [...el.childNodes].some((n) => n.nodeType === 3 && says(n.textContent ?? ''))
  const el = [...document.querySelectorAll(selector === '*' ? '*' : `${selector}, ${selector} *`)].find(matches)
  if (!el) throw new Error(`nothing to tap with text ${String(value)}`)
  await utils.act(async () => { utils.fireEvent.click(el) })
}

export const demoUser = {
  user_id: 9, nickname: '演示用户', avatar: '/a.svg', phone: '13800138000', steam_id: '76561198000000001',
  trade_url: null, has_pay_password: false, pay_password_enabled: false, balance: '5000.00', frozen: '12.30', health_checked: true
}
