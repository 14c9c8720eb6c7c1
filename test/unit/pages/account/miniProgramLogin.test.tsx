import Taro from '@tarojs/taro'
import MiniProgramLoginPage from '@/pages/login/index'
import { demoUser, fakeApi, mount, setUp, tap, text, type Setup, eventually } from './support'

let env: Setup
beforeEach(() => { env = setUp(); env.platform.runtime = 'weapp' })

describe('mini-program login page', () => {
  it('needs consent, then exchanges the wx.login code for a session and goes to redirect_url', async () => {
    jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'wxcode123', errMsg: 'login:ok' } as never)
    jest.spyOn(Taro,
      'getCurrentInstance').mockReturnValue({ router: { params: { redirect_url: '/pages/order/detail/index?order_id=9' },
        path: '/pages/login/index' } } as never)
    const sent = fakeApi({
      '/api/v1/user/v3/mix/login': { status: 200, data: { access_token: 'tok-wx-123456', expires_at: 9, user: demoUser } },
      '/v1/user/agreement/version': { status: 200, data: [] }
    })
    const utils = await mount(env.root, MiniProgramLoginPage)
    await tap(utils, '微信一键登录', '.submit-button')
    await text(utils, '请先阅读并同意《用户服务协议》和《隐私政策》')
    expect(sent.some((s) => s.path.endsWith('/mix/login'))).toBe(false)
    utils.fireEvent.click(document.querySelector('[aria-label="同意协议"]')!)
    await tap(utils, '微信一键登录', '.submit-button')
    await eventually(() => {
      expect(sent.find((s) => s.path === '/api/v1/user/v3/mix/login')?.data).toMatchObject({ code: 'wxcode123' })
      expect(localStorage.getItem('token')).toContain('tok-wx-123456')
      expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/order/detail/index?order_id=9' })
    })
  })

  it('offers phone binding to a new WeChat user without a phone', async () => {
    jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'wxcode456', errMsg: 'login:ok' } as never)
    fakeApi({ '/api/v1/user/v3/mix/login': { status: 200, data: { access_token: 'tok-wx-999999', expires_at: 9, user: { ...demoUser, phone: null } } } })
    const utils = await mount(env.root, MiniProgramLoginPage)
    utils.fireEvent.click(document.querySelector('[aria-label="同意协议"]')!)
    await tap(utils, '微信一键登录', '.submit-button')
    await text(utils, '绑定手机号后可接收交易通知、找回账号')
    await tap(utils, '绑定手机号', '.submit-button')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/user/account/phone' })
  })

  it('sends a logged-in user away instead of a second login', async () => {
    localStorage.setItem('token', JSON.stringify({ data: 'tok-already-in' }))
    const router = { params: { redirect_url: '/pages/order/detail/index?order_id=9' }, path: '/pages/login/index' }
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router } as never)
    await mount(env.root, MiniProgramLoginPage)
    await eventually(() => expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/order/detail/index?order_id=9' }))
    expect(document.body.textContent).not.toContain('微信一键登录')
  })

  it('outside the mini-program hands over to the one H5 login page', async () => {
    env.platform.runtime = 'h5'
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { redirect_url: '/pages/order/index' }, path: '/pages/login/index' } } as never)
    await mount(env.root, MiniProgramLoginPage)
    await eventually(() => expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=%2Fpages%2Forder%2Findex' }))
    expect(document.body.textContent).not.toContain('使用手机号登录')
  })
})
