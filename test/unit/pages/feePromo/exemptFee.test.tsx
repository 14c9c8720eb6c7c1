import Taro from '@tarojs/taro'
import ExemptFee from '@/pages/active/exemptFee/index'
import Middle from '@/pages/active/exemptFee/middle/index'
import { fakeApi, mount, setUp, tap, text, type Setup, eventually } from '../account/support'
import { loggedIn, shown } from '../deals/fixtures'
import { fresh, joined, ok, perkPage, view } from './fixtures'

/** Fee-free selling: the campaign page with my waived fees, and the hand-off page that routes by the viewer's state. */
let env: Setup
beforeEach(() => { env = setUp() })

describe('the campaign page', () => {
  it('a visitor sees the campaign and its ways on, and no perk list', async () => {
    const sent = fakeApi({ '/v1/promotion/detail': ok(view('exempt_fee', { me: null })) })
    const utils = await mount(env.root, ExemptFee)
    await text(utils, '登录后即可报名活动、查看进度和领取奖励')
    expect(shown()).toContain('去出售')
    expect(shown()).not.toContain('我的免手续费')
    expect(sent.some((s) => s.path === '/v1/promotion/perks')).toBe(false)
    await tap(utils, '出售返利')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/active/sellRebate/index' })
  })

  it('a joined seller sees the fees saved, order by order', async () => {
    loggedIn()
    fakeApi({
      '/v1/promotion/detail': ok(view('exempt_fee', { me: joined() })),
      '/v1/promotion/perks': ok(perkPage([{ order_id: '2026112400001', perk: 'fee_free', perk_text: '免手续费', amount: '0.50', created_at: 1763900000 }], 1,
        '0.50'))
    })
    const utils = await mount(env.root, ExemptFee)
    await text(utils, '订单 2026112400001')
    expect(shown()).toContain('¥0.50累计节省手续费')
    expect(shown()).toContain('+¥0.50')
  })

  it('a joined seller without a sale yet is told how the first one comes; a failed read can be retried', async () => {
    loggedIn()
    let fail = true
    fakeApi({
      '/v1/promotion/detail': ok(view('exempt_fee', { me: joined() })),
      '/v1/promotion/perks': () => fail ? { status: 5000, message: '服务繁忙' } : ok(perkPage([]))
    })
    const utils = await mount(env.root, ExemptFee)
    await text(utils, '重试')
    fail = false
    await tap(utils, '重试')
    await text(utils, '报名后出售饰品，前 10 笔免收手续费')
  })
})

describe('the hand-off page', () => {
  it('a visitor logs in and comes back here', async () => {
    fakeApi({ '/v1/promotion/detail': ok(view('exempt_fee', { me: null })) })
    const utils = await mount(env.root, Middle)
    await tap(utils, '登录')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining(encodeURIComponent('/pages/active/exemptFee/middle/index')) })
  })

  it('not eligible shows the reason and the way to bind Steam', async () => {
    loggedIn()
    fakeApi({ '/v1/promotion/detail': ok(view('exempt_fee', { me: fresh({ eligible: false, reason: '参与需先绑定 Steam 账号' }) })) })
    const utils = await mount(env.root, Middle)
    await text(utils, '参与需先绑定 Steam 账号')
    expect(shown()).toContain('暂不符合参与条件')
    await tap(utils, '去绑定 Steam')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/steambind' })
  })

  it('not joined joins, then goes on to the sell inventory', async () => {
    loggedIn()
    const sent = fakeApi({ '/v1/promotion/detail': ok(view('exempt_fee')), '/v1/promotion/join': ok(view('exempt_fee', { me: joined() })) })
    const utils = await mount(env.root, Middle)
    await text(utils, '活动期间前 10 笔出售免手续费（单笔售价 ¥5000.00 以内）')
    await tap(utils, '立即报名')
    await eventually(() => {
      expect(sent.filter((s) => s.path === '/v1/promotion/join')).toEqual([expect.objectContaining({ method: 'POST',
        data: expect.objectContaining({ key: 'exempt_fee' }) })])
      expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/sell/inventory/index' })
      expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '报名成功，出售即免手续费' }))
    })
  })

  it('a refused join says why and stays', async () => {
    loggedIn()
    fakeApi({ '/v1/promotion/detail': ok(view('exempt_fee')), '/v1/promotion/join': { status: 4009, message: '活动已结束' } })
    const utils = await mount(env.root, Middle)
    await tap(utils, '立即报名')
    await eventually(() => {
      expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '活动已结束' }))
    })
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it('joined and live goes straight to the sell inventory', async () => {
    loggedIn()
    fakeApi({ '/v1/promotion/detail': ok(view('exempt_fee', { me: joined() })) })
    const utils = await mount(env.root, Middle)
    await text(utils, '正在前往我的库存…')
    await eventually(() => {
      expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/sell/inventory/index' })
    })
  })

  it('ended and upcoming campaigns lead to the campaign page instead', async () => {
    loggedIn()
    fakeApi({ '/v1/promotion/detail': ok(view('exempt_fee', { status: 'ended', me: joined() })) })
    let utils = await mount(env.root, Middle)
    await text(utils, '已达成的奖励可在活动页领取')
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    await tap(utils, '查看活动详情')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/active/exemptFee/index' })
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/promotion/detail': ok(view('exempt_fee', { status: 'upcoming' })) })
    utils = await mount(env.root, Middle)
    await text(utils, '活动尚未开始')
  })

  it('opened after the campaign page, starts from its view (stores/campaign) and still reads it again', async () => {
    loggedIn()
    let fail = false
    const sent = fakeApi({ '/v1/promotion/detail': () => fail ? { status: 5000, message: '服务繁忙' } : ok(view('exempt_fee')) })
    const campaign = await mount(env.root, ExemptFee)
    await text(campaign, '立即报名')
    fail = true
    const utils = await mount(env.root, Middle)
    await text(utils, '报名出售免手续费')
    await eventually(() => expect(sent.filter((s) => s.path === '/v1/promotion/detail')).toHaveLength(2))
    expect(shown()).not.toContain('活动加载失败')
  })

  it('a failed read shows the error with a retry', async () => {
    loggedIn()
    let fail = true
    fakeApi({ '/v1/promotion/detail': () => fail ? { status: 5000, message: '服务繁忙' } : ok(view('exempt_fee')) })
    const utils = await mount(env.root, Middle)
    await text(utils, '活动加载失败')
    fail = false
    await tap(utils, '重试')
    await text(utils, '报名出售免手续费')
  })
})
