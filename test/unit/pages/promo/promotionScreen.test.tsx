import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { PromotionView } from '../../../../types/api'
import PromotionScreen from '@/features/PromotionScreen'
import { eventually, fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'
import { loggedIn, shown } from '../deals/fixtures'

/** features/PromotionScreen: the one screen of every campaign of the promotion engine, in each of its states. */
let env: Setup
beforeEach(() => { env = setUp() })
const ok = (data: unknown) => ({ status: 200, data })
const NOW = Math.floor(Date.now() / 1000)
const view = (extra: Partial<PromotionView> = {}): PromotionView => ({
  key: 'exempt_fee', kind: 'fee', title: '出售免手续费', subtitle: '前 10 笔免收手续费', appid: null, starts_at: NOW - 86400, ends_at: NOW + 3 * 86400 + 3600,
    status: 'live',
  claim_until: NOW + 10 * 86400, metric_label: '完成出售', rules: ['以订单完成时间为准'], perks: ['活动期间前 10 笔出售免手续费'],
  tiers: [{ tier: 0, goal_text: '完成出售 3 件', reward_text: '账户余额 ¥5.00', state: 'locked' },
    { tier: 1, goal_text: '完成出售 10 件', reward_text: '账户余额 ¥20.00', state: 'locked' }],
  me: { joined: false, joined_at: null, eligible: true, reason: '', progress_text: '0 件', percent: 0, next_text: '' },
  server_time: NOW, ...extra
})
const joined = (extra: Partial<NonNullable<PromotionView['me']>> = {}) => ({ joined: true, joined_at: NOW - 60, eligible: true, reason: '',
  progress_text: '3 件', percent: 30, next_text: '再完成出售 7 件 可得 账户余额 ¥20.00', ...extra })
const Screen = () => <PromotionScreen promotionKey='exempt_fee' back='/pages/active/exemptFee/index'><View>本页特有内容</View></PromotionScreen>

it('a visitor sees the campaign, its tiers, perks and rules, and logs in back to this page', async () => {
  fakeApi({ '/v1/promotion/detail': ok(view({ me: null })) })
  const utils = await mount(env.root, Screen)
  await text(utils, '登录后即可报名活动、查看进度和领取奖励')
  for (const part of ['进行中', '距结束 3天', '完成出售 3 件', '账户余额 ¥20.00', '活动期间前 10 笔出售免手续费', '1. 以订单完成时间为准', '本页特有内容']) expect(shown()).toContain(part)
  await tap(utils, '登录后参加')
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining(encodeURIComponent('/pages/active/exemptFee/index')) })
})

it('joins once, then shows progress and claims a reached tier', async () => {
  loggedIn()
  let state: 'new' | 'joined' | 'claimed' = 'new'
  const reached = view({ me: joined(), tiers: [{ ...view().tiers[0], state: 'claimable' }, view().tiers[1]] })
  const sent = fakeApi({
    '/v1/promotion/detail': () => ok(state === 'new' ? view() : state === 'joined' ? reached : view({ me: joined(),
      tiers: [{ ...view().tiers[0], state: 'claimed' }, view().tiers[1]] })),
    '/v1/promotion/join': () => { state = 'joined'; return ok(reached) },
    '/v1/promotion/claim': () => { state = 'claimed'; return ok(view()) }
  })
  const utils = await mount(env.root, Screen)
  await tap(utils, '立即报名')
  await text(utils, '再完成出售 7 件 可得 账户余额 ¥20.00')
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '报名成功' }))
  expect(shown()).toContain('已报名 · 完成出售')
  await tap(utils, '领取', '.promo-tier__btn')
  await text(utils, '已领取')
  expect(sent.filter((s) => s.path === '/v1/promotion/claim')).toEqual([expect.objectContaining({ method: 'POST',
    data: expect.objectContaining({ key: 'exempt_fee', tier: '0' }) })])
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已领取 账户余额 ¥5.00' }))
})

it('not eligible shows the reason, and the way to bind Steam when that is the reason', async () => {
  loggedIn()
  fakeApi({ '/v1/promotion/detail': ok(view({ me: { ...view().me!, eligible: false, reason: '参与需先绑定 Steam 账号' } })) })
  const utils = await mount(env.root, Screen)
  await text(utils, '参与需先绑定 Steam 账号')
  await tap(utils, '去绑定 Steam')
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/steambind' })
})

it('upcoming counts down to the start; ended says so and still offers a reached reward until the claim deadline', async () => {
  loggedIn()
  let ended = false
  fakeApi({
    '/v1/promotion/detail': () => ok(ended
      ? view({ status: 'ended', starts_at: NOW - 9 * 86400, ends_at: NOW - 86400, me: joined(),
        tiers: [{ ...view().tiers[0], state: 'claimable' }, { ...view().tiers[1], state: 'locked' }] })
      : view({ status: 'upcoming', starts_at: NOW + 7200, ends_at: NOW + 9 * 86400 }))
  })
  const utils = await mount(env.root, Screen)
  await text(utils, '即将开始')
  expect(shown()).toMatch(/距开始 0[12]:\d\d:\d\d/)
  expect(shown()).toContain('届时可报名')
  ended = true
  const second = await mount(env.root, Screen)
  await text(second, '领奖截止')
  expect(shown()).toContain('活动已结束，进度不再累计')
  expect(shown()).not.toContain('距结束')
})

it('a failed read offers a retry; a refused claim shows the server\'s reason', async () => {
  loggedIn()
  let down = true
  fakeApi({
    '/v1/promotion/detail': () => down ? { status: 5000, message: '服务繁忙' } : ok(view({ me: joined(), tiers: [{ ...view().tiers[0], state: 'claimable' }] })),
    '/v1/promotion/claim': { status: 4009, message: '领奖时间已过' }
  })
  const utils = await mount(env.root, Screen)
  await text(utils, '活动加载失败')
  down = false
  await tap(utils, '重试')
  await tap(utils, '领取', '.promo-tier__btn')
  await eventually(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '领奖时间已过' })))
})

it('shows trades not yet settled apart from the progress (issue 25), and nothing when none are pending', async () => {
  loggedIn()
  fakeApi({ '/v1/promotion/detail': ok(view({ me: joined({ progress_text: '1 件', progress: 1, pending_progress: 2, pending_text: '待结算 2 件' }) })) })
  const utils = await mount(env.root, Screen)
  await text(utils, '待结算 2 件，交易完成并过保护期后计入')
  expect(shown()).toContain('1 件')
  setUp()
  loggedIn()
  fakeApi({ '/v1/promotion/detail': ok(view({ me: joined({ pending_text: '' }) })) })
  await mount(env.root, Screen)
  await text(utils, '再完成出售 7 件')
  expect(shown()).not.toContain('待结算')
})
