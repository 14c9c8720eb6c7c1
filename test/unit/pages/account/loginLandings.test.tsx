import Taro from '@tarojs/taro'
import AuthReturnPage from '@/pages/user/auth'
import PartnerLoginPage from '@/pages/user/catLogin'
import LoginPage from '@/pages/user/login'
import SteamBindPage from '@/pages/user/steambind'
import { configureRequest } from '@/lib/request'
import { beginLogin } from '@/lib/loginState'
import { demoUser, fakeApi, mount, setUp, tap, text, type Setup, eventually } from './support'

/** Issue 9 items 6 and 8: the login landings take a hand-back only with this app's state; the login page explains an ended session. */
let env: Setup
beforeEach(() => { env = setUp() })

const route = (path: string, params: Record<string, string>) =>
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params, path } } as never)

const login = { status: 200, data: { access_token: 'tok-123456789', expires_at: 9, user: demoUser } }
const steamAnswer = {
  'openid.mode': 'id_res',
  'openid.claimed_id': encodeURIComponent('https://steamcommunity.com/openid/id/76561198123456789'),
  'openid.response_nonce': encodeURIComponent('2026-11-23T10:00:00Zab12cd'),
  'openid.sig': 'a'.repeat(64)
}
const stored = () => ({ token: Taro.getStorageSync('token'), cookie: env.platform.getCookie('H5_C5_AccessToken') })
const loginCalls = (sent: { path: string }[]) => sent.filter((s) => s.path.startsWith('/passport/') || s.path === '/v1/user/my')

describe('/pages/user/auth', () => {
  it('Steam: with its state, sends the whole answer (nonce too), logs in and opens the stored target', async () => {
    const state = beginLogin('auth', '/pages/order/detail/index?id=A1')
    const sent = fakeApi({ '/passport/steam': login, '/v1/user/agreement/version': { status: 200, data: [] } })
    route('/pages/user/auth', { state, ...steamAnswer, redirect_url: encodeURIComponent('/pages/user/setting/index') })
    await mount(env.root, AuthReturnPage)
    await eventually(() => {
      expect(sent.find((s) => s.path === '/passport/steam')?.data).toEqual({
        'openid.mode': 'id_res',
        'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561198123456789',
        'openid.response_nonce': '2026-11-23T10:00:00Zab12cd',
        'openid.sig': 'a'.repeat(64)
      })
      expect(stored().token).toBe('tok-123456789')
      // the target kept with the state wins over a redirect_url added to the hand-back
      expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/order/detail/index?id=A1' })
    })
    })

  it('Steam: passes on every openid.* field Steam signed, since the server has Steam check the whole answer', async () => {
    const state = beginLogin('auth', '/pages/user/index')
    const sent = fakeApi({ '/passport/steam': login, '/v1/user/agreement/version': { status: 200, data: [] } })
    const signed = {
      'openid.ns': encodeURIComponent('http://specs.openid.net/auth/2.0'),
      'openid.op_endpoint': encodeURIComponent('https://steamcommunity.com/openid/login'),
      'openid.identity': steamAnswer['openid.claimed_id'],
      'openid.return_to': encodeURIComponent('https://m.example.com/pages/user/auth?state=x'),
      'openid.assoc_handle': '1234567890',
      'openid.signed': encodeURIComponent('signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle')
    }
    route('/pages/user/auth', { state, ...steamAnswer, ...signed })
    await mount(env.root, AuthReturnPage)
    await eventually(() => expect(sent.find((s) => s.path === '/passport/steam')?.data).toMatchObject({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.op_endpoint': 'https://steamcommunity.com/openid/login',
      'openid.identity': 'https://steamcommunity.com/openid/id/76561198123456789',
      'openid.return_to': 'https://m.example.com/pages/user/auth?state=x',
      'openid.assoc_handle': '1234567890',
      'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
      'openid.sig': 'a'.repeat(64)
    }))
  })

  it.each([
    ['without a state', () => ({}), '登录链接缺少校验信息'],
    ['with a state this app never made', () => ({ state: 'f'.repeat(32) }), '不是从本页面发起'],
    ['with the partner landing\'s state', () => ({ state: beginLogin('catLogin', '/pages/user/index') }), '不是从本页面发起']
  ])('refuses a token hand-back %s and stores nothing', async (_name, stateOf, message) => {
    const sent = fakeApi({ '/v1/user/my': { status: 200, data: demoUser } })
    route('/pages/user/auth', { ...stateOf(), access_token: 'attacker-token-123456' })
    const utils = await mount(env.root, AuthReturnPage)
    await text(utils, message)
    await text(utils, '登录未完成')
    expect(stored()).toEqual({ token: '', cookie: null })
    expect(loginCalls(sent)).toEqual([])
  })

  it('refuses a Steam answer replayed with a used state, before calling the API', async () => {
    const state = beginLogin('auth', '/pages/user/index')
    const sent = fakeApi({ '/passport/steam': login, '/v1/user/agreement/version': { status: 200, data: [] } })
    route('/pages/user/auth', { state, ...steamAnswer })
    const first = await mount(env.root, AuthReturnPage)
    await eventually(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/user/index' })) // the first answer was used
    first.act(() => first.unmout()) // the library spells it so
    Taro.removeStorageSync('token')
    document.body.innerHTML = ''
    const again = await mount(env.root, AuthReturnPage)
    await text(again, '该登录链接已使用过')
    expect(sent.filter((s) => s.path === '/passport/steam')).toHaveLength(1)
    expect(stored().token).toBe('')
  })

  it('refuses an expired state', async () => {
    const state = beginLogin('auth', '/pages/user/index', Date.now() - 11 * 60 * 1000)
    const sent = fakeApi({ '/passport/steam': login })
    route('/pages/user/auth', { state, ...steamAnswer })
    const utils = await mount(env.root, AuthReturnPage)
    await text(utils, '登录请求已超时，请重新登录')
    expect(loginCalls(sent)).toEqual([])
  })

  it('offers a way on after a refusal: 去登录 and 返回商城', async () => {
    fakeApi({})
    route('/pages/user/auth', { access_token: 'attacker-token-123456' })
    const utils = await mount(env.root, AuthReturnPage)
    await tap(utils, '去登录')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/user/login' })
    await tap(utils, '返回商城')
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/market/home/index' })
  })

  it('shows the server\'s refusal of a replayed or stale Steam answer', async () => {
    const state = beginLogin('auth', '/pages/user/index')
    fakeApi({ '/passport/steam': { status: 4003, message: '该 Steam 授权已使用过，请重新前往 Steam 授权' } })
    route('/pages/user/auth', { state, ...steamAnswer })
    const utils = await mount(env.root, AuthReturnPage)
    await text(utils, '该 Steam 授权已使用过，请重新前往 Steam 授权')
    expect(stored().token).toBe('')
  })
})

describe('/pages/user/catLogin (partner single sign-on)', () => {
  it('exchanges the ticket once with its state and opens the page the 401 came from', async () => {
    const state = beginLogin('catLogin', '/pages/order/detail/index?id=A1')
    const sent = fakeApi({ '/passport/partner': login, '/v1/user/agreement/version': { status: 200, data: [] } })
    route('/pages/user/catLogin', { state, ticket: 'eyJ1aWQiOiJwIn0.' + '0'.repeat(64) })
    await mount(env.root, PartnerLoginPage)
    await eventually(() => {
      expect(sent.filter((s) => s.path === '/passport/partner').map((s) => s.data)).toEqual([{ ticket: 'eyJ1aWQiOiJwIn0.' + '0'.repeat(64) }])
      expect(stored().token).toBe('tok-123456789')
      expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/order/detail/index?id=A1' })
    })
  })

  it('refuses a ticket without this app\'s state (login CSRF) and sends nothing', async () => {
    const sent = fakeApi({ '/passport/partner': login })
    route('/pages/user/catLogin', { state: beginLogin('auth', '/pages/user/index'), ticket: 'abc.def' })
    const utils = await mount(env.root, PartnerLoginPage)
    await text(utils, '不是从本页面发起')
    expect(loginCalls(sent)).toEqual([])
    expect(stored()).toEqual({ token: '', cookie: null })
  })

  it('shows the server\'s refusal of a used ticket', async () => {
    const state = beginLogin('catLogin', '/pages/user/index')
    fakeApi({ '/passport/partner': { status: 4003, message: '合作方登录凭证已使用过，请重新登录' } })
    route('/pages/user/catLogin', { state, ticket: 'abc.def' })
    const utils = await mount(env.root, PartnerLoginPage)
    await text(utils, '合作方登录凭证已使用过，请重新登录')
    await text(utils, '返回商城')
  })
})

describe('/pages/user/steambind (binding Steam)', () => {
  const me = { status: 200, data: { ...demoUser, steam_id: null } }

  it('binds with an answer to a binding started here, sending the nonce', async () => {
    Taro.setStorageSync('token', 'tok-123456789')
    const state = beginLogin('steambind', '/pages/user/steambind')
    const sent = fakeApi({ '/v1/user/my': me, '/v1/user/my/h5': me,
      '/v1/user/setting/bindsteamid': { status: 200, data: { ...demoUser, steam_id: '76561198123456789' } } })
    route('/pages/user/steambind', { state, ...steamAnswer })
    await mount(env.root, SteamBindPage)
    await eventually(() => {
      expect(sent.find((s) => s.path === '/v1/user/setting/bindsteamid')?.data).toMatchObject({ 'openid.response_nonce': '2026-11-23T10:00:00Zab12cd' })
    })
  })

  it('refuses an answer that arrives by a link (no state of ours) and sends nothing', async () => {
    Taro.setStorageSync('token', 'tok-123456789')
    const sent = fakeApi({ '/v1/user/my': me, '/v1/user/my/h5': me })
    route('/pages/user/steambind', { ...steamAnswer })
    const utils = await mount(env.root, SteamBindPage)
    await text(utils, '该 Steam 授权不是从本页面发起或已失效，为保护账号安全未绑定，请重新前往 Steam 授权')
    expect(sent.filter((s) => s.path === '/v1/user/setting/bindsteamid')).toEqual([])
  })
})

describe('login gate on a login-only screen', () => {
  it('client id 8: 登录 / 注册 opens the partner\'s page with a state that keeps the screen', async () => {
    Taro.setStorageSync('client_id', '8')
    configureRequest({ partnerLoginUrl: 'https://partner.example.com/sso' })
    fakeApi({})
    const utils = await mount(env.root, SteamBindPage)
    await tap(utils, '登录 / 注册')
    expect(env.platform.calls.openExternal).toHaveLength(1)
    const sent = new URL(env.platform.calls.openExternal[0])
    expect(sent.searchParams.get('redirect_url')).toBe('https://m.example.com/pages/user/catLogin')
    expect(JSON.parse(Taro.getStorageSync('C5LoginState') as string)[sent.searchParams.get('state')!]).toMatchObject({ landing: 'catLogin',
      target: '/pages/user/steambind' })
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('other clients: 登录 / 注册 opens our login page', async () => {
    configureRequest({ partnerLoginUrl: 'https://partner.example.com/sso' })
    fakeApi({})
    const utils = await mount(env.root, SteamBindPage)
    await tap(utils, '登录 / 注册')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=' + encodeURIComponent('/pages/user/steambind') })
    expect(env.platform.calls.openExternal).toEqual([])
  })
})

describe('login page after a session ended (item 8)', () => {
  it('shows 登录失效，请重新登录 at the top with reason=expired', async () => {
    fakeApi({ '/v1/user/agreement/version': { status: 200, data: [] } })
    route('/pages/user/login', { redirect_url: encodeURIComponent('/pages/user/index'), reason: 'expired' })
    const utils = await mount(env.root, LoginPage)
    await text(utils, '登录失效，请重新登录')
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('登录失效，请重新登录')
  })

  it('shows no such notice on a plain visit', async () => {
    fakeApi({ '/v1/user/agreement/version': { status: 200, data: [] } })
    route('/pages/user/login', { redirect_url: encodeURIComponent('/pages/user/index') })
    const utils = await mount(env.root, LoginPage)
    await text(utils, '欢迎来到 C5 饰品市场')
    expect(document.body.textContent).not.toContain('登录失效')
  })

  it('Steam login leaves with a state kept for the auth landing', async () => {
    const sent = fakeApi({
      '/v1/user/agreement/version': { status: 200, data: [] },
      '/passport/steam-url': ({ data }) => ({ status: 200, data: { url: `/api/v1/open/dev/steam-openid?return_to=${encodeURIComponent(data.return_to)}` } })
    })
    route('/pages/user/login', { redirect_url: encodeURIComponent('/pages/item/index?id=3') })
    const utils = await mount(env.root, LoginPage)
    utils.fireEvent.click(document.querySelector('[aria-label="同意协议"]')!)
    await tap(utils, 'Steam 登录')
    await eventually(() => expect(sent.some((s) => s.path === '/passport/steam-url')).toBe(true))
    const returnTo = sent.find((s) => s.path === '/passport/steam-url')?.data.return_to ?? ''
    const state = /^\/pages\/user\/auth\?state=([0-9a-f]{32})$/.exec(returnTo)?.[1]
    expect(state).toBeTruthy()
    expect(env.platform.calls.openExternal).toHaveLength(1)
    expect(JSON.parse(Taro.getStorageSync('C5LoginState') as string)[state!]).toMatchObject({ landing: 'auth', target: '/pages/item/index?id=3' })
  })
})
