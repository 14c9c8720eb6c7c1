import Taro from '@tarojs/taro'
import NewYear from '@/pages/active/newyear/index'
import Christmas from '@/pages/active/christmas/index'
import Festival from '@/pages/active/festival/index'
import Military from '@/pages/active/military/index'
import { fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'
import { loggedIn, shown } from '../deals/fixtures'
import { NOW, me, ok, promo, tier } from './fixtures'

/** The four seasonal pages are one screen with their campaign key (a seasonal event is a row, not a page of code). */
let env: Setup
beforeEach(() => { env = setUp() })

it.each([
  ['newyear', NewYear, 'season_newyear'],
  ['christmas', Christmas, 'season_christmas'],
  ['festival', Festival, 'season_festival'],
  ['military', Military, 'season_military']
])('/pages/active/%s/index reads its own campaign and links to its claim records', async (_, Page, key) => {
  loggedIn()
  const sent = fakeApi({ '/v1/promotion/detail': ok(promo(key, { title: `标题 ${key}` })) })
  const utils = await mount(env.root, Page)
  await text(utils, `标题 ${key}`)
  expect(sent.filter((s) => s.path === '/v1/promotion/detail').map((s) => s.data.key)).toEqual([key])
  await tap(utils, '我的领奖记录')
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/active/douyu/record/index?key=${key}` })
})

it('loading, then a visitor is asked to log in back to the event', async () => {
  let answer: (value: unknown) => void = () => undefined
  jest.spyOn(Taro, 'request').mockImplementation((() => new Promise((resolve) => { answer = resolve })) as never)
  const utils = await mount(env.root, NewYear)
  await text(utils, '加载中…')
  answer({ statusCode: 200, data: JSON.stringify({ status: 200, message: '', data: promo('season_newyear', { me: null }) }) })
  await tap(utils, '登录后参加')
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining(encodeURIComponent('/pages/active/newyear/index')) })
})

it('the upcoming Christmas event cannot be joined yet; the ended military event says so and shows the claim deadline', async () => {
  loggedIn()
  fakeApi({ '/v1/promotion/detail': ok(promo('season_christmas', { status: 'upcoming', starts_at: NOW + 8 * 86400, ends_at: NOW + 22 * 86400 })) })
  const utils = await mount(env.root, Christmas)
  await text(utils, '即将开始')
  expect(shown()).toMatch(/距开始 [78]天/)
  expect(shown()).toContain('届时可报名')
  setUp()
  loggedIn()
  fakeApi({ '/v1/promotion/detail': ok(promo('season_military', { status: 'ended', starts_at: NOW - 40 * 86400, ends_at: NOW - 3 * 86400 })) })
  const second = await mount(env.root, Military)
  await text(second, '活动已结束，感谢关注')
  expect(shown()).toContain('领奖截止')
})

it('live: joins, shows progress, claims a reached tier and shows it claimed; a failure offers a retry', async () => {
  loggedIn()
  let step: 'down' | 'new' | 'joined' | 'claimed' = 'down'
  const sent = fakeApi({
    '/v1/promotion/detail': () => step === 'down'
      ? { status: 5000, message: '服务繁忙' }
      : ok(promo('season_festival', step === 'new' ? {} : { me: me(), tiers: [tier(0, step === 'claimed' ? 'claimed' : 'claimable'), tier(1, 'locked')] })),
    '/v1/promotion/join': () => { step = 'joined'; return ok(promo('season_festival')) },
    '/v1/promotion/claim': () => { step = 'claimed'; return ok(promo('season_festival')) }
  })
  const utils = await mount(env.root, Festival)
  await text(utils, '活动加载失败')
  step = 'new'
  await tap(utils, '重试')
  await tap(utils, '立即报名')
  await text(utils, '再完成购买 2 件 可得 账户余额 ¥8.00')
  await tap(utils, '领取', '.promo-tier__btn')
  await text(utils, '已领取')
  expect(sent.filter((s) => s.method === 'POST').map((s) => [s.path, s.data.key])).toEqual([['/v1/promotion/join', 'season_festival'],
    ['/v1/promotion/claim', 'season_festival']])
})
