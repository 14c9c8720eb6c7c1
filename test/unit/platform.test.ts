import { detectRuntime, clientSource, CLIENT_SOURCE } from '@/lib/platform'
import { appVersionFrom, detectIOS } from '@/lib/platform/detect'
import { handLoginToApp, handLoginToMiniProgram } from '@/lib/platform/bridge'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'

describe('runtime detection (DESIGN 2)', () => {
  it('is plain H5 by default', () => {
    expect(detectRuntime({ taroEnv: 'h5', userAgent: ANDROID })).toBe('h5')
    expect(detectRuntime({ taroEnv: 'h5', userAgent: `${IPHONE} MicroMessenger/8.0` })).toBe('h5')
  })

  it('finds the native app by its UA marker, with its version and iOS', () => {
    const ua = `${IPHONE} C5App/4.10.0`
    expect(detectRuntime({ taroEnv: 'h5', userAgent: ua })).toBe('app')
    expect(appVersionFrom(ua)).toBe('4.10.0')
    expect(detectIOS(ua)).toBe(true)
    expect(detectIOS(`${ANDROID} C5App/4.10.0`)).toBe(false)
    expect(appVersionFrom(ANDROID)).toBeNull()
    expect(detectRuntime({ taroEnv: 'h5', userAgent: `${ANDROID} NotC5App/1` })).toBe('h5')
  })

  it('finds a mini-program web view by __wxjs_environment or the UA', () => {
    expect(detectRuntime({ taroEnv: 'h5', userAgent: ANDROID, wxjsEnvironment: 'miniprogram' })).toBe('miniProgramWebView')
    expect(detectRuntime({ taroEnv: 'h5', userAgent: `${ANDROID} MicroMessenger/8.0 miniProgram` })).toBe('miniProgramWebView')
  })

  it('is weapp in the mini-program build whatever else is seen', () => {
    expect(detectRuntime({ taroEnv: 'weapp', userAgent: `${IPHONE} C5App/4.1` })).toBe('weapp')
  })
})

describe('client source code (spec 6)', () => {
  it('is 3 for the iOS app, 2 for other apps, 4 for plain web, 5 for the mini-program', () => {
    expect(clientSource({ runtime: 'app', isIOS: true })).toBe(3)
    expect(clientSource({ runtime: 'app', isIOS: false })).toBe(2)
    expect(clientSource({ runtime: 'h5', isIOS: true })).toBe(4)
    expect(clientSource({ runtime: 'weapp', isIOS: false })).toBe(CLIENT_SOURCE.miniProgram)
    expect(clientSource({ runtime: 'miniProgramWebView', isIOS: false })).toBe(CLIENT_SOURCE.miniProgram)
    expect(new Set(Object.values(CLIENT_SOURCE)).size).toBe(4)
  })
})

describe('login hand-offs (DESIGN 2, bridge contract in lib/platform/README.md)', () => {
  it('posts {action: login, redirect_url} to the native bridge', () => {
    const postMessage = jest.fn()
    expect(handLoginToApp({ postMessage }, '/pages/order/index')).toBe(true)
    expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({ action: 'login', redirect_url: '/pages/order/index' })
  })

  it('reports a missing bridge so the caller can fall back', () => {
    expect(handLoginToApp(undefined, '/x')).toBe(false)
    expect(handLoginToApp({} as never, '/x')).toBe(false)
  })

  it('posts the login message to the mini-program, then opens its login page', () => {
    const order: string[] = []
    const api = {
      postMessage: jest.fn(() => { order.push('post') }),
      navigateTo: jest.fn(() => { order.push('go') })
    }
    handLoginToMiniProgram(api, '/pages/item/index?id=1')
    expect(api.postMessage).toHaveBeenCalledWith({ data: { action: 'login', redirect_url: '/pages/item/index?id=1' } })
    expect(api.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect_url=' + encodeURIComponent('/pages/item/index?id=1') })
    expect(order).toEqual(['post', 'go'])
  })
})
