/** A render error in a page shows the page error state (issue 9 item 7), wrapped once around every page. */
import React from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'
import { withPageBoundary } from '@/components/PageErrorBoundary'
import { holdPagesUntil, wrapEveryPage } from '@/lib/platform/everyPage'
import { byText, click, eventually, pageText } from './pages/trade/helpers'

jest.setTimeout(15000)
afterEach(() => jest.restoreAllMocks())

let broken = true
/** Throws while broken, like a page that meets an answer it cannot show (React itself retries a render once). */
function FlakyPage () {
  if (broken) throw new Error('cannot read properties of undefined (reading map)')
  return <View>订单列表</View>
}

beforeEach(() => {
  broken = true
  jest.spyOn(console, 'error').mockImplementation(() => undefined) // React reports the caught error
})

it('a throwing page shows 页面出错了 with 重新加载 and 返回商城; 重新加载 renders the page afresh', async () => {
  await new TestUtils().mount(withPageBoundary(FlakyPage) as () => JSX.Element)
  await eventually(() => expect(pageText()).toContain('页面出错了'))
  expect(pageText()).toContain('返回商城')
  expect(pageText()).not.toContain('订单列表')
  broken = false
  await click(byText('重新加载'))
  await eventually(() => expect(pageText()).toContain('订单列表'))
  expect(pageText()).not.toContain('页面出错了')
})

it('返回商城 relaunches the shop tab', async () => {
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve()) as never)
  await new TestUtils().mount(withPageBoundary(FlakyPage) as () => JSX.Element)
  await eventually(() => expect(pageText()).toContain('页面出错了'))
  await click(byText('返回商城'))
  expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/market/home/index' })
})

it('wrapEveryPage hands every page Taro mounts to the boundary, also after the app object is replaced', async () => {
  const current: { app: unknown } = { app: null }
  wrapEveryPage(withPageBoundary, current)
  const mounted: unknown[] = []
  const appObject = { mount (component: unknown) { mounted.push(component) } }
  current.app = appObject // createReactApp sets it
  ;(current.app as typeof appObject).mount(FlakyPage)
  current.app = { mount (component: unknown) { mounted.push(component) } } // the mini-program's onLaunch sets it again
  ;(current.app as typeof appObject).mount(FlakyPage)
  expect(mounted).toHaveLength(2)
  expect(mounted[0]).not.toBe(FlakyPage)
  expect(mounted[1]).toBe(mounted[0]) // one wrapper per page
  await new TestUtils().mount(mounted[0] as () => JSX.Element)
  await eventually(() => expect(pageText()).toContain('页面出错了'))
})

it('on H5 mounts every page inside a transition, so React renders its first render in slices (issue 12)', () => {
  // React 18 keeps the running transition here; startTransition sets it for the call's duration
  const batch = (React as unknown as { __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: { ReactCurrentBatchConfig: { transition: unknown } } })
    .__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentBatchConfig
  const current: { app: unknown } = { app: null }
  wrapEveryPage((page) => page, current)
  const inTransition: boolean[] = []
  current.app = { mount () { inTransition.push(batch.transition !== null) } }
  ;(current.app as { mount: (page: unknown) => void }).mount(FlakyPage)
  expect(process.env.TARO_ENV).toBe('h5')
  expect(inTransition).toEqual([true])
  expect(batch.transition).toBeNull()
})

it('on H5 holds a page Taro mounts before the start-up has run until it has (holdPagesUntil), and mounts later pages at once', async () => {
  const current: { app: unknown } = { app: null }
  let finish = () => {}
  const after = new Promise<void>((resolve) => { finish = resolve })
  holdPagesUntil(after)
  wrapEveryPage((page) => page, current)
  const mounted: unknown[] = []
  current.app = { mount (component: unknown) { mounted.push(component) } }
  const mount = (current.app as { mount: (page: unknown) => void }).mount
  mount.call(current.app, FlakyPage)
  await Promise.resolve()
  expect(mounted).toEqual([])
  finish()
  await eventually(() => expect(mounted).toEqual([FlakyPage]))
  mount.call(current.app, FlakyPage)
  expect(mounted).toEqual([FlakyPage, FlakyPage])
})
