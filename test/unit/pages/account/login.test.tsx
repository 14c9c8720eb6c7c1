import Taro from '@tarojs/taro'
import LoginPage from '@/pages/user/login'
import { loginTarget } from '@/lib/navigation'
import { demoUser, fakeApi, mount, setUp, tap, text, typeInto, type Setup, eventually } from './support'

let env: Setup
beforeEach(() => { env = setUp() })

const agreements = { status: 200, data: [{ kind: 'user', version: '2026.1', agreed_version: null }] }

describe('login page', () => {
  it('says why before sending: phone, code, consent', async () => {
    const sent = fakeApi({ '/v1/user/agreement/version': agreements })
    const utils = await mount(env.root, LoginPage)
    await text(utils, '（v2026.1）')
    await tap(utils, '登录', '.submit-button')
    await text(utils, '请输入手机号')
    await typeInto(utils, '请输入手机号', '13800138000')
    await typeInto(utils, '请输入 6 位验证码', '12345')
    await tap(utils, '登录', '.submit-button')
    await text(utils, '验证码为 6 位数字')
    await typeInto(utils, '请输入 6 位验证码', '123456')
    await tap(utils, '登录', '.submit-button')
    await text(utils, '请先阅读并同意《用户服务协议》和《隐私政策》')
    expect(sent.filter((s) => s.path === '/passport/login')).toEqual([])
  })

  it('sends the code with a visible 60 s countdown and refuses a bad phone first', async () => {
    const sent = fakeApi({ '/v1/user/agreement/version': agreements, '/passport/sms-send': { status: 200, data: { cooldown: 60 } } })
    const utils = await mount(env.root, LoginPage)
    await typeInto(utils, '请输入手机号', '1380013')
    await tap(utils, '获取验证码')
    await text(utils, '请输入正确的 11 位手机号')
    expect(sent.some((s) => s.path === '/passport/sms-send')).toBe(false)
    await typeInto(utils, '请输入手机号', '13800138000')
    await tap(utils, '获取验证码')
    await text(utils, '60s 后重发')
    expect(sent.find((s) => s.path === '/passport/sms-send')?.data).toMatchObject({ phone: '13800138000', scene: 'login' })
  })

  it('counts down from the server cooldown when the server says wait', async () => {
    fakeApi({ '/passport/sms-send': { status: 4029, message: '发送太频繁，请 42 秒后再试', data: { cooldown: 42 } } })
    const utils = await mount(env.root, LoginPage)
    await typeInto(utils, '请输入手机号', '13800138000')
    await tap(utils, '获取验证码')
    await text(utils, '42s 后重发')
    await text(utils, '发送太频繁，请 42 秒后再试')
  })

  it('password login: shows the server message, then logs in and goes to redirect_url', async () => {
    let tries = 0
    const sent = fakeApi({
      '/v1/user/agreement/version': agreements,
      '/v1/user/my/agree-agreement': { status: 200, data: { kind: 'user', version: '2026.1' } },
      '/passport/login': () => (++tries === 1
        ? { status: 4102, message: '手机号或密码错误' }
        : { status: 200, data: { access_token: 'tok-123456789', expires_at: 9, user: demoUser } })
    })
    jest.spyOn(Taro,
      'getCurrentInstance').mockReturnValue({ router: { params: { redirect_url: '/pages/item/index?id=3' }, path: '/pages/user/login' } } as never)
    const utils = await mount(env.root, LoginPage)
    await tap(utils, '密码登录')
    await typeInto(utils, '请输入手机号', '13800138000')
    await typeInto(utils, '请输入密码', 'wrong1234')
    utils.fireEvent.click(document.querySelector('[aria-label="同意协议"]')!)
    await tap(utils, '登录', '.submit-button')
    await text(utils, '手机号或密码错误')
    await typeInto(utils, '请输入密码', 'Passw0rd!')
    await tap(utils, '登录', '.submit-button')
    await eventually(() => {
      expect(sent.filter((s) => s.path === '/passport/login').map((s) => s.data.password)).toEqual(['wrong1234', 'Passw0rd!'])
      expect(env.root.user.info?.nickname).toBe('演示用户')
      expect(localStorage.getItem('token')).toContain('tok-123456789')
    })
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/item/index?id=3' })
  })

  it('hands the login to the native app bridge in the app web view', async () => {
    env.platform.runtime = 'app'
    fakeApi({})
    const utils = await mount(env.root, LoginPage)
    await text(utils, '请在 App 中完成登录')
    expect(env.platform.calls.appLogin).toEqual(['/pages/user/index'])
  })
})

describe('where a login goes', () => {
  it.each([
    [undefined, '/pages/user/index'],
    ['', '/pages/user/index'],
    ['/pages/order/index', '/pages/order/index'],
    ['%2Fpages%2Fitem%2Findex%3Fid%3D1', '/pages/item/index?id=1'],
    ['/pages/market/home/index', '/pages/market/home/index'],
    ['https://evil.example.com/pages/user/index', '/pages/user/index'],
    ['//evil.example.com', '/pages/user/index'],
    ['javascript:alert(1)', '/pages/user/index'],
    ['/pages/nowhere/index', '/pages/user/index']
  ])('%s → %s', (raw, target) => {
    expect(loginTarget(raw)).toBe(target)
  })

  it('leaves at once when the user is already logged in: back to the page below, else the mine tab', async () => {
    localStorage.setItem('token', JSON.stringify({ data: 'tok-already-in' }))
    const utils = await mount(env.root, LoginPage)
    await eventually(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/user/index' }))
    expect(document.body.textContent).not.toContain('登录')
    expect(utils).toBeDefined()
  })

  it('after logging in from an item page, goes back to that page rather than opening it twice (H5 keeps the query in $taroParams)', async () => {
    fakeApi({
      '/v1/user/agreement/version': agreements,
      '/v1/user/my/agree-agreement': { status: 200, data: { kind: 'user', version: '2026.1' } },
      '/passport/login': { status: 200, data: { access_token: 'tok-123456789', expires_at: 9, user: demoUser } }
    })
    const router = { params: { redirect_url: '/pages/item/index?id=3' }, path: '/pages/user/login' }
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router } as never)
    const h5Stack = [{ route: '/pages/item/index', $taroParams: { id: '3', $taroTimestamp: 1 } }, { route: '/pages/user/login', $taroParams: {} }]
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(h5Stack as never)
    const utils = await mount(env.root, LoginPage)
    await tap(utils, '密码登录')
    await typeInto(utils, '请输入手机号', '13800138000')
    await typeInto(utils, '请输入密码', 'Passw0rd!')
    utils.fireEvent.click(document.querySelector('[aria-label="同意协议"]')!)
    await tap(utils, '登录', '.submit-button')
    await eventually(() => expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 }))
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })
})
