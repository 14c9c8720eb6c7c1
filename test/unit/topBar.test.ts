import { createElement } from 'react'
import Taro from '@tarojs/taro'
import { ROUTES } from '@/lib/routes'
import { detectRuntime, drawsOwnTopBar } from '@/lib/platform'
import { withTopBar } from '@/components/TopBar'

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const runtimeOf = (clues: Partial<Parameters<typeof detectRuntime>[0]>) => detectRuntime({ taroEnv: 'h5', userAgent: ANDROID, ...clues })

describe('who draws the top bar (issue 11 item 3)', () => {
  it('a plain mobile browser gets ours', () => {
    expect(drawsOwnTopBar(runtimeOf({}))).toBe(true)
  })

  it('the native app (C5App marker), the mini-program web view (__wxjs_environment or UA) and the mini-program keep their native bar', () => {
    expect(drawsOwnTopBar(runtimeOf({ userAgent: `${ANDROID} C5App/4.10.0` }))).toBe(false)
    expect(drawsOwnTopBar(runtimeOf({ wxjsEnvironment: 'miniprogram' }))).toBe(false)
    expect(drawsOwnTopBar(runtimeOf({ userAgent: `${ANDROID} MicroMessenger/8.0 miniProgram` }))).toBe(false)
    expect(drawsOwnTopBar(runtimeOf({ taroEnv: 'weapp', userAgent: '' }))).toBe(false)
  })
})

describe('withTopBar', () => {
  const Page = () => createElement('div', null, 'page')
  // the app's config as the H5 build hands it to Taro's app instance: each route with its page's config (title)
  const instance = Taro.getCurrentInstance() as { app: unknown }
  beforeAll(() => {
    instance.app = { config: { routes: ROUTES.map((route) => ({ path: route.path, navigationBarTitleText: route.title })) } }
  })
  afterAll(() => { instance.app = null })
  type Wrapped = (props: Record<string, unknown>) => { type: unknown, props: { children?: Array<{ props: Record<string, unknown> }> } }
  const render = (tid: string) => (withTopBar(Page) as Wrapped)({ tid })

  it('puts the bar with the route title above a non-tab page', () => {
    const tree = render('/pages/order/detail/index?id=1&stamp=3')
    expect(tree.props.children?.[0].props).toEqual({ title: '订单详情' })
  })

  it('leaves the three tabs and unknown routes alone', () => {
    for (const tid of ['/pages/market/home/index', '/pages/order/index', '/pages/user/index', '/pages/nowhere/index']) expect(render(tid).type).toBe(Page)
  })

  it('gives the same page the same wrapper', () => {
    expect(withTopBar(Page)).toBe(withTopBar(Page))
  })
})
