import Taro from '@tarojs/taro'
import type { WxNoticeStatus } from '../../../../types/api'
import NoticePage from '@/pages/active/wxNotice/index'
import BindCodePage from '@/pages/active/wxNotice/bindCode/index'
import { fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'
import { loggedIn, shown } from '../deals/fixtures'

let env: Setup
beforeEach(() => { env = setUp() })
const ok = (data: unknown) => ({ status: 200, data })
const FAR = 4102444800
const status = (extra: Partial<WxNoticeStatus> = {}): WxNoticeStatus => ({
  templates: [
    { key: 'order_paid', tmpl_id: 'T1', title: '订单支付成功', desc: '付款成功时通知你', subscribed: false },
    { key: 'offer_sent', tmpl_id: 'T2', title: '卖家已发送报价', desc: '及时接受报价', subscribed: false }
  ],
  bound: false, bound_at: null, code: null, ...extra
})

describe('WeChat notice (H5)', () => {
  it('a visitor is asked to log in and nothing is called', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, NoticePage)
    await text(utils, '登录后查看微信通知')
    expect(sent).toEqual([])
  })

  it('shows what is notified and the follow-the-official-account steps; opens the binding code', async () => {
    loggedIn()
    fakeApi({ '/v1/wx-notice/status': ok(status()) })
    const utils = await mount(env.root, NoticePage)
    await text(utils, '三步开启（H5）')
    expect(shown()).toContain('关注公众号「C5饰品交易」')
    expect(shown()).toContain('卖家已发送报价')
    expect(shown()).not.toContain('未订阅')
    await tap(utils, '获取绑定码')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/active/wxNotice/bindCode/index' })
  })

  it('a bound user sees it bound; loading, then an error with a retry', async () => {
    loggedIn()
    let down = true
    fakeApi({ '/v1/wx-notice/status': () => down ? { status: 5000, message: '服务繁忙' } : ok(status({ bound: true, bound_at: 1763780000 })) })
    jest.spyOn(Taro, 'request').mockImplementationOnce((() => new Promise(() => undefined)) as never)
    await text(await mount(env.root, NoticePage), '加载中…')
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/wx-notice/status': () => down ? { status: 5000, message: '服务繁忙' } : ok(status({ bound: true, bound_at: 1763780000 })) })
    const utils = await mount(env.root, NoticePage)
    await text(utils, '无法加载通知设置')
    down = false
    await tap(utils, '重试')
    await text(utils, '已绑定微信通知')
  })
})

describe('WeChat notice (mini-program)', () => {
  const was = process.env.TARO_ENV
  afterEach(() => { process.env.TARO_ENV = was })

  it('asks WeChat for the templates and keeps the accepted ones; declining all says how to turn them on', async () => {
    process.env.TARO_ENV = 'weapp'
    loggedIn()
    let subscribed = false
    const ask = jest.fn().mockResolvedValueOnce({ T1: 'accept', T2: 'reject' }).mockResolvedValueOnce({ T1: 'reject', T2: 'reject' })
    ;(Taro as unknown as { requestSubscribeMessage: unknown }).requestSubscribeMessage = ask
    const sent = fakeApi({
      '/v1/wx-notice/status': () => ok(status(subscribed ? { templates: [{ ...status().templates[0], subscribed: true }, status().templates[1]] } : {})),
      '/v1/wx-notice/subscribe': () => { subscribed = true; return ok(status()) }
    })
    const utils = await mount(env.root, NoticePage)
    await text(utils, '未订阅')
    await tap(utils, '订阅交易通知')
    await text(utils, '已订阅')
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['T1', 'T2'] }))
    expect(sent.filter((s) => s.path === '/v1/wx-notice/subscribe')).toEqual([expect.objectContaining({ method: 'POST',
      data: expect.objectContaining({ templates: 'order_paid' }) })])
    await tap(utils, '订阅交易通知')
    await text(utils, '你没有允许任何通知')
  })
})

describe('binding code', () => {
  it('shows the 6-digit code with its countdown and copies it', async () => {
    loggedIn()
    jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    const sent = fakeApi({ '/v1/wx-notice/bind-code': ok({ code: '042917', expires_at: FAR }) })
    const utils = await mount(env.root, BindCodePage)
    await text(utils, '042917')
    expect(shown()).toMatch(/\d{2}:\d{2}:\d{2} 后失效，仅可使用一次/)
    await tap(utils, '复制绑定码')
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: '042917' })
    expect(sent[0]).toMatchObject({ path: '/v1/wx-notice/bind-code', method: 'POST' })
  })

  it('ended: an expired code offers a new one; a bound user is told so; an error offers a retry', async () => {
    loggedIn()
    let answer: { status: number, data?: unknown, message?: string } = ok({ code: '111111', expires_at: 1000 })
    fakeApi({ '/v1/wx-notice/bind-code': () => answer })
    let utils = await mount(env.root, BindCodePage)
    await text(utils, '绑定码已过期')
    answer = ok({ code: '222222', expires_at: FAR })
    await tap(utils, '重新获取')
    await text(utils, '222222')
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/wx-notice/bind-code': { status: 4009, message: '已绑定微信通知，无需再次绑定' } })
    utils = await mount(env.root, BindCodePage)
    await text(utils, '已绑定微信通知，无需再次绑定')
    await tap(utils, '返回微信通知')
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/wx-notice/bind-code': { status: 5000, message: '服务繁忙' } })
    utils = await mount(env.root, BindCodePage)
    await text(utils, '无法获取绑定码')
  })

  it('a visitor is asked to log in', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, BindCodePage)
    await text(utils, '登录后查看绑定码')
    expect(sent).toEqual([])
  })
})
