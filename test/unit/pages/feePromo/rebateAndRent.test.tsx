import Taro from '@tarojs/taro'
import SellRebate from '@/pages/active/sellRebate/index'
import ReturnFree from '@/pages/returnfree/index'
import RentSubsidy from '@/pages/active/rent-subsidy-activity/index'
import RentUpgrade from '@/pages/active/rent-subsidy-activity-upgrade/index'
import RentGrey from '@/pages/active/rent-grey-activity/index'
import GreyApply from '@/pages/active/rent-grey-activity/apply-page/index'
import { fakeApi, mount, setUp, tap, text, type Setup, eventually } from '../account/support'
import { loggedIn, shown } from '../deals/fixtures'
import { fresh, joined, ok, perkPage, view } from './fixtures'

/** Sell rebate, fee refund and the rent subsidies (grey release, apply, base, upgrade): thin pages on the one promotion screen. */
let env: Setup
beforeEach(() => { env = setUp() })

it('sell rebate: my rebates with the total once joined, each named by its order', async () => {
  loggedIn()
  const sent = fakeApi({
    '/v1/promotion/detail': ok(view('sell_rebate', { title: '出售返利', perks: ['每笔出售返还手续费的 50%'], me: joined() })),
    '/v1/promotion/perks': ok(perkPage([
      { order_id: '2026112400002', perk: 'fee_rebate', perk_text: '手续费返还', amount: '0.50', created_at: 1763900100 },
      { order_id: '2026112400001', perk: 'fee_rebate', perk_text: '手续费返还', amount: '1.25', created_at: 1763900000 }
    ], 2, '1.75'))
  })
  const utils = await mount(env.root, SellRebate)
  await text(utils, '订单 2026112400002')
  expect(shown()).toContain('¥1.75累计返还')
  expect(shown()).toContain('每笔出售返还手续费的 50%')
  expect(sent.find((s) => s.path === '/v1/promotion/perks')!.data).toMatchObject({ key: 'sell_rebate', page: '1' })
})

it('sell rebate: before joining there is no perk list, and the ended campaign says so', async () => {
  loggedIn()
  fakeApi({ '/v1/promotion/detail': ok(view('sell_rebate', { title: '出售返利', status: 'ended', me: fresh() })) })
  const utils = await mount(env.root, SellRebate)
  await text(utils, '活动已结束，感谢关注，敬请期待下一期')
  expect(shown()).not.toContain('我的返利')
})

it('fee refund: tiers on cumulative sales, claimable ones claimed, with the records link', async () => {
  loggedIn()
  const tiers = [{ tier: 0, goal_text: '实收手续费满 ¥12.50', reward_text: '账户余额 ¥5.00', state: 'claimable' as const },
    { tier: 1, goal_text: '实收手续费满 ¥50.00', reward_text: '账户余额 ¥25.00', state: 'locked' as const }]
  const sent = fakeApi({
    '/v1/promotion/detail': ok(view('fee_refund', { title: '手续费返还', metric_label: '实收手续费', perks: [], tiers, me: joined({ progress_text: '¥15.50' }) })),
    '/v1/promotion/claim': ok(view('fee_refund'))
  })
  const utils = await mount(env.root, ReturnFree)
  await text(utils, '实收手续费满 ¥50.00')
  expect(shown()).toContain('¥15.50')
  await tap(utils, '领取', '.promo-tier__btn')
  await eventually(() => {
    expect(sent.filter((s) => s.path === '/v1/promotion/claim')).toEqual([expect.objectContaining({ data: expect.objectContaining({ key: 'fee_refund',
      tier: '0' }) })])
  })
  await tap(utils, '我的领奖记录')
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/active/douyu/record/index?key=fee_refund' })
})

it('rent subsidy: a visitor is asked to log in; the page links to the upgrade', async () => {
  fakeApi({ '/v1/promotion/detail': ok(view('rent_subsidy', { title: '租赁补贴', me: null })) })
  const utils = await mount(env.root, RentSubsidy)
  await text(utils, '登录后参加')
  await tap(utils, '租赁补贴升级版')
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/active/rent-subsidy-activity-upgrade/index' })
})

it('rent subsidy upgrade: not eligible shows the reason; joined shows the subsidies paid', async () => {
  loggedIn()
  fakeApi({ '/v1/promotion/detail': ok(view('rent_subsidy_plus', { title: '租赁补贴升级版', me: fresh({ eligible: false, reason: '完成 1 笔交易后可参与' }) })) })
  let utils = await mount(env.root, RentUpgrade)
  await text(utils, '完成 1 笔交易后可参与')
  expect(shown()).toContain('暂不符合参与条件')
  env = setUp()
  loggedIn()
  fakeApi({
    '/v1/promotion/detail': ok(view('rent_subsidy_plus', { title: '租赁补贴升级版', me: joined() })),
    '/v1/promotion/perks': ok(perkPage([{ order_id: '2026112400009', perk: 'rent_subsidy', perk_text: '租金补贴', amount: '3.60', created_at: 1763900000 }], 1,
      '3.60'))
  })
  utils = await mount(env.root, RentUpgrade)
  await text(utils, '租金补贴')
  await text(utils, '+¥3.60')
})

describe('the grey release', () => {
  it('says whether the viewer is in: a visitor, in (apply), not in (the reason), already joined', async () => {
    fakeApi({ '/v1/promotion/detail': ok(view('rent_grey', { me: null })) })
    let utils = await mount(env.root, RentGrey)
    await text(utils, '登录后查看内测资格')
    for (const [me, words] of [
      [fresh(), '你已获得内测资格'],
      [fresh({ eligible: false, reason: '活动灰度开放中，你的账号暂未获得参与资格' }), '暂未获得内测资格'],
      [joined(), '你已开通租赁补贴内测']
    ] as const) {
      env = setUp()
      loggedIn()
      fakeApi({ '/v1/promotion/detail': ok(view('rent_grey', { me })), '/v1/promotion/perks': ok(perkPage([])) })
      utils = await mount(env.root, RentGrey)
      await text(utils, words)
      expect(shown().includes('申请开通内测')).toBe(words === '你已获得内测资格')
    }
    await tap(utils, '去租饰品')
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/market/home/index' })
  })

  it('the apply form refuses without agreement, then applies (joins) and shows it done', async () => {
    loggedIn()
    let state: 'new' | 'joined' = 'new'
    const sent = fakeApi({
      '/v1/promotion/detail': () => ok(view('rent_grey', { perks: ['每笔租赁补贴租金的 15%'], me: state === 'new' ? fresh() : joined() })),
      '/v1/promotion/join': () => { state = 'joined'; return ok(view('rent_grey', { me: joined() })) }
    })
    const utils = await mount(env.root, GreyApply)
    await tap(utils, '申请开通')
    await text(utils, '请先阅读并同意活动规则')
    expect(sent.some((s) => s.path === '/v1/promotion/join')).toBe(false)
    await tap(utils, '我已阅读并同意活动规则')
    await tap(utils, '申请开通')
    await text(utils, '内测已开通')
    expect(sent.filter((s) => s.path === '/v1/promotion/join')).toHaveLength(1)
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '申请成功，内测已开通' }))
  })

  it('the apply page: visitor, not in, ended, upcoming, a refusal and a load error', async () => {
    fakeApi({ '/v1/promotion/detail': ok(view('rent_grey', { me: null })) })
    let utils = await mount(env.root, GreyApply)
    await tap(utils, '登录')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining(encodeURIComponent('/pages/active/rent-grey-activity/apply-page/index')) })
    for (const [extra, words] of [
      [{ me: fresh({ eligible: false, reason: '活动灰度开放中，你的账号暂未获得参与资格' }) }, '活动灰度开放中，你的账号暂未获得参与资格'],
      [{ status: 'ended' as const }, '内测申请已关闭，感谢关注'],
      [{ status: 'upcoming' as const }, '开始后即可申请']
    ] as const) {
      env = setUp()
      loggedIn()
      fakeApi({ '/v1/promotion/detail': ok(view('rent_grey', extra)) })
      utils = await mount(env.root, GreyApply)
      await text(utils, words)
    }
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/promotion/detail': ok(view('rent_grey')), '/v1/promotion/join': { status: 4009, message: '活动灰度开放中，你的账号暂未获得参与资格' } })
    utils = await mount(env.root, GreyApply)
    await tap(utils, '我已阅读并同意活动规则')
    await tap(utils, '申请开通')
    await text(utils, '活动灰度开放中，你的账号暂未获得参与资格')
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/promotion/detail': { status: 5000, message: '服务繁忙' } })
    utils = await mount(env.root, GreyApply)
    await text(utils, '活动加载失败')
    expect(shown()).toContain('重试')
  })
})
