import Taro from '@tarojs/taro'
import PrivacySettingPage from '@/pages/user/privacy/setting'
import { fakeApi, mount, setUp, tap, text, type Setup, eventually } from './support'

let env: Setup
beforeEach(() => { env = setUp() })

const loggedIn = () => { localStorage.setItem('token', JSON.stringify({ data: 'tok-123456789' })) }
const checked = (label: string) => document.querySelector(`[aria-label="${label}"]`)?.getAttribute('aria-checked')
const DEFAULTS = { inventory_public: true, personalized: true, trade_history_public: false }
const PATH = '/v1/user/privacy/settings'

describe('privacy settings', () => {
  it('shows a visitor the login screen and calls nothing', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, PrivacySettingPage)
    await text(utils, '登录后查看隐私设置')
    await tap(utils, '登录 / 注册')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=%2Fpages%2Fuser%2Fprivacy%2Fsetting' })
    expect(sent).toEqual([])
  })

  it('shows loading, then the switches as the server has them', async () => {
    loggedIn()
    jest.spyOn(Taro, 'request').mockImplementationOnce((() => new Promise(() => undefined)) as never)
    const pending = await mount(env.root, PrivacySettingPage)
    await text(pending, '加载中…')
    document.body.innerHTML = '' // a second mount below, with an answer this time

    fakeApi({ [PATH]: { status: 200, data: DEFAULTS } })
    const utils = await mount(env.root, PrivacySettingPage)
    await text(utils, '库存公开')
    expect([checked('库存公开'), checked('个性化推荐'), checked('交易记录公开')]).toEqual(['true', 'true', 'false'])
  })

  it('saves a switch on change', async () => {
    loggedIn()
    const sent = fakeApi({ [PATH]: ({ method, data }) => ({ status: 200,
      data: method === 'POST' ? { ...DEFAULTS, trade_history_public: data.trade_history_public === '1' } : DEFAULTS }) })
    const utils = await mount(env.root, PrivacySettingPage)
    await tap(utils, '交易记录公开')
    await eventually(() => {
      expect(sent.find((s) => s.method === 'POST')).toMatchObject({ path: PATH, data: { trade_history_public: '1' } })
      expect(checked('交易记录公开')).toBe('true')
    })
  })

  it('switches at once, and reverts with the server message when the save fails', async () => {
    loggedIn()
    let answer: () => void = () => undefined
    fakeApi({ [PATH]: { status: 200, data: DEFAULTS } })
    const utils = await mount(env.root, PrivacySettingPage)
    await text(utils, '库存公开')

    // the save waits on the server: the switch has already moved
    jest.spyOn(Taro, 'request').mockImplementationOnce((() => new Promise((resolve) => {
      answer = () => resolve({ statusCode: 200, data: JSON.stringify({ status: 4000, message: '库存公开的值只能是 1/0 或 true/false', data: null }) })
    })) as never)
    await tap(utils, '库存公开')
    expect(checked('库存公开')).toBe('false')
    answer()
    await eventually(() => {
      expect(checked('库存公开')).toBe('true')
      expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '库存公开的值只能是 1/0 或 true/false' }))
    })
  })

  it('shows a load failure with a retry', async () => {
    loggedIn()
    let fail = true
    fakeApi({ [PATH]: () => (fail ? { status: 5000, message: '服务器开小差了，请稍后再试' } : { status: 200, data: DEFAULTS }) })
    const utils = await mount(env.root, PrivacySettingPage)
    await text(utils, '服务器开小差了，请稍后再试')
    fail = false
    await tap(utils, '重试')
    await text(utils, '个性化推荐')
  })
})
