import Taro from '@tarojs/taro'
import { request, configureRequest, resetLoginHandOff } from '@/lib/request'
import type { Runtime } from '@/lib/platform'
import { consumeLoginState } from '@/lib/loginState'
import { fakePlatform, type FakePlatform } from './support/fakePlatform'
import { envelope, fakeNetwork } from './support/fakeNetwork'

let platform: FakePlatform
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const use = (p: FakePlatform) => { platform = p; configureRequest({ platform: p, partnerLoginUrl: 'https://partner.example.com/sso' }) }

beforeEach(() => {
  localStorage.clear()
  jest.restoreAllMocks()
  resetLoginHandOff()
  use(fakePlatform())
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true, errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
})

const fail = async (options = {}) => { await request('/v1/user/my', options).catch(() => undefined); await flush() }
const toastTitles = () => (Taro.showToast as jest.Mock).mock.calls.map(([o]) => o.title)

describe('toasts (spec 8)', () => {
  it('shows the server message for 1500 ms', async () => {
    fakeNetwork(envelope(4001, null, '余额不足'))
    await fail()
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '余额不足', icon: 'none', duration: 1500 })
  })

  it('shows 登录失效 for a 401 without a message, 请求异常 otherwise', async () => {
    fakeNetwork(envelope(401, null))
    await fail()
    fakeNetwork(envelope(4001, null))
    await fail()
    fakeNetwork({ statusCode: 502, data: '<html>Bad Gateway</html>' })
    await fail()
    expect(toastTitles()).toEqual(['登录失效', '请求异常', '请求异常'])
  })

  it.each([3104, 3000])('shows no toast for status %i', async (status) => {
    fakeNetwork(envelope(status, null, '服务端说明'))
    await fail()
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('shows no toast when toasts are off for the call', async () => {
    fakeNetwork(envelope(4001, null, '余额不足'))
    await fail({ toast: false })
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('does not break the call when the toast itself fails', async () => {
    (Taro.showToast as jest.Mock).mockRejectedValue(new Error('no page'))
    fakeNetwork(envelope(4001, null, 'x'))
    await expect(request('/x')).rejects.toMatchObject({ kind: 'business' })
  })
})

describe('3104 health check dialog (spec 8)', () => {
  it('asks with the server message and 再看看 / 前往检测', async () => {
    fakeNetwork(envelope(3104, null, '请先完成账号检测'))
    await fail()
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '请先完成账号检测', cancelText: '再看看', confirmText: '前往检测' }))
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('confirm goes to the health check page', async () => {
    (Taro.showModal as jest.Mock).mockResolvedValue({ confirm: true, cancel: false })
    fakeNetwork(envelope(3104, null, '请先完成账号检测'))
    await fail()
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/check/index' })
  })

  it('is not shown for other statuses', async () => {
    fakeNetwork(envelope(3000, null, 'x'))
    await fail()
    expect(Taro.showModal).not.toHaveBeenCalled()
  })
})

describe('401 (spec 4, 8; DESIGN 2, 3)', () => {
  const login401 = () => fakeNetwork(envelope(401, null, '登录已过期'))

  it('clears the stored token and the H5 cookie', async () => {
    Taro.setStorageSync('token', 't')
    Taro.setStorageSync('C5AccessToken', 't')
    platform.setCookie('H5_C5_AccessToken', 't', 7)
    login401()
    await fail({ autoLogin: false })
    expect(Taro.getStorageSync('token')).toBe('')
    expect(Taro.getStorageSync('C5AccessToken')).toBe('')
    expect(platform.getCookie('H5_C5_AccessToken')).toBeNull()
  })

  it('H5: goes to /pages/user/login with the current page as redirect_url', async () => {
    platform.page = { path: 'pages/order/detail/index', query: { id: 'A1' } }
    login401()
    await fail()
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=' + encodeURIComponent('/pages/order/detail/index?id=A1') })
  })

  it('H5: a session that ended (a token was held) adds reason=expired, so the login page can say 登录失效', async () => {
    Taro.setStorageSync('token', 'tok-revoked')
    platform.page = { path: 'pages/order/detail/index', query: { id: 'A1' } }
    login401()
    await fail()
    const back = encodeURIComponent('/pages/order/detail/index?id=A1')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=' + back + '&reason=expired' })
    expect(Taro.getStorageSync('token')).toBe('')
  })

  it('H5: a visitor (no token) is sent to login without the expired notice', async () => {
    login401()
    await fail()
    expect((Taro.navigateTo as jest.Mock).mock.calls[0][0].url).not.toContain('reason=')
  })

  it('H5: stays put when auto-login is off', async () => {
    login401()
    await fail({ autoLogin: false })
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it.each(['pages/user/login', 'pages/login/index'])('H5: stays put when already on the login page %s', async (path) => {
    platform.page = { path, query: {} }
    login401()
    await fail()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it.each([
    'pages/user/catLogin', 'pages/user/auth', 'pages/smelt/index', 'pages/smelt/details',
    'pages/redpack/index', 'pages/cdk/index', 'pages/cdk/detail/index'
  ])('H5: never redirects from %s', async (path) => {
    platform.page = { path, query: {} }
    login401()
    await fail()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(platform.calls.openExternal).toEqual([])
  })

  it('several 401s at once cause one redirect', async () => {
    login401()
    await Promise.all([request('/a'), request('/b'), request('/c')].map((p) => p.catch(() => undefined)))
    await flush()
    expect(Taro.navigateTo).toHaveBeenCalledTimes(1)
  })

  it('client id 8 goes to the partner login, back to catLogin with a state that keeps the page', async () => {
    Taro.setStorageSync('client_id', '8')
    platform.page = { path: 'pages/order/detail/index', query: { id: 'A1' } }
    login401()
    await fail()
    expect(platform.calls.openExternal).toHaveLength(1)
    const sent = new URL(platform.calls.openExternal[0])
    expect(sent.origin + sent.pathname).toBe('https://partner.example.com/sso')
    expect(sent.searchParams.get('redirect_url')).toBe('https://m.example.com/pages/user/catLogin')
    const state = sent.searchParams.get('state') ?? ''
    expect(state).toMatch(/^[0-9a-f]{32}$/)
    expect(consumeLoginState(state, 'catLogin')).toEqual({ ok: true, target: '/pages/order/detail/index?id=A1' })
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('native app: hands the login to the bridge', async () => {
    use(fakePlatform({ runtime: 'app', isIOS: true }))
    platform.page = { path: 'pages/order/index', query: {} }
    login401()
    await fail()
    expect(platform.calls.appLogin).toEqual(['/pages/order/index'])
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('native app without a bridge falls back to the H5 login page', async () => {
    use(fakePlatform({ runtime: 'app', bridge: false }))
    login401()
    await fail()
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringMatching(/^\/pages\/user\/login\?redirect_url=/) })
  })

  it('H5 in a mini-program web view: posts the login message (via the platform)', async () => {
    use(fakePlatform({ runtime: 'miniProgramWebView' }))
    platform.page = { path: 'pages/item/index', query: { id: '9' } }
    login401()
    await fail()
    expect(platform.calls.miniProgramLogin).toEqual(['/pages/item/index?id=9'])
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('weapp build: goes to /pages/login/index', async () => {
    use(fakePlatform({ runtime: 'weapp' }))
    platform.page = { path: 'pages/user/index', query: {} }
    login401()
    await fail()
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect_url=' + encodeURIComponent('/pages/user/index') })
  })

  it.each<Runtime>(['app', 'miniProgramWebView', 'weapp'])('%s: no hand-off when auto-login is off', async (runtime) => {
    use(fakePlatform({ runtime }))
    login401()
    await fail({ autoLogin: false })
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(platform.calls.appLogin).toEqual([])
    expect(platform.calls.miniProgramLogin).toEqual([])
  })
})
