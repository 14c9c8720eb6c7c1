import { createPlatform } from '@/lib/platform'

const IPHONE_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 C5App/4.10.0'
type Globals = { C5Bridge?: unknown, __wxjs_environment?: string }

afterEach(() => {
  jest.restoreAllMocks()
  delete (window as Globals).C5Bridge
  delete (window as Globals).__wxjs_environment
  window.history.replaceState(null, '', '/')
})

describe('createPlatform reads the real globals (DESIGN 2)', () => {
  it('is plain H5 in a browser, with cookies at path /', () => {
    const platform = createPlatform()
    expect(platform.runtime).toBe('h5')
    expect(platform.userAgentHeader).toBeNull()
    platform.setCookie('H5_C5_AccessToken', 'tok', 7)
    expect(document.cookie).toContain('H5_C5_AccessToken=tok')
    expect(platform.getCookie('H5_C5_AccessToken')).toBe('tok')
    platform.removeCookie('H5_C5_AccessToken')
    expect(platform.getCookie('H5_C5_AccessToken')).toBeNull()
  })

  it('is the native app by UA, and hands login to window.C5Bridge', () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE_APP)
    const postMessage = jest.fn()
    ;(window as Globals).C5Bridge = { postMessage }
    const platform = createPlatform()
    expect(platform).toMatchObject({ runtime: 'app', isIOS: true, appVersion: '4.10.0' })
    expect(platform.appLogin('/pages/order/index')).toBe(true)
    expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({ action: 'login', redirect_url: '/pages/order/index' })
  })

  it('reports a missing bridge', () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE_APP)
    expect(createPlatform().appLogin('/x')).toBe(false)
  })

  it('is a mini-program web view when WeChat says so', () => {
    (window as Globals).__wxjs_environment = 'miniprogram'
    expect(createPlatform().runtime).toBe('miniProgramWebView')
  })

  it('reads the start-up query from the search and a hash route', () => {
    window.history.replaceState(null, '', '/pages/market/home/index?sem_channel=baidu#/x?bd_vid=v1')
    expect(createPlatform().launchQuery()).toEqual({ sem_channel: 'baidu', bd_vid: 'v1' })
  })

  it('makes full addresses on this origin', () => {
    expect(createPlatform().absoluteUrl('/pages/user/index')).toBe(`${window.location.origin}/pages/user/index`)
  })

  it('knows the current page from the location before the router has one', () => {
    window.history.replaceState(null, '', '/pages/order/detail/index?id=A1')
    expect(createPlatform().currentPage()).toEqual({ path: 'pages/order/detail/index', query: { id: 'A1' } })
  })
})
