import Taro from '@tarojs/taro'
import DouyuCs from '@/pages/active/douyu/index'
import DouyuDota from '@/pages/active/douyu/indexdota'
import ResultCs from '@/pages/active/douyu/result/index'
import ResultDota from '@/pages/active/douyu/result/indexdota'
import Rewards from '@/pages/active/douyu/reward/index'
import Records from '@/pages/active/douyu/record/index'
import { fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'
import { loggedIn, shown, withQuery } from '../deals/fixtures'
import { NOW, me, ok, promo, tier } from './fixtures'

/** The 斗鱼 co-promotion pages: tasks (CS2 / DOTA2), results, rewards and records, all on the one engine. */
let env: Setup
beforeEach(() => { env = setUp() })
const record = (key: string, title: string, n: number) => ({ promotion_key: key, title, tier: n, reward_text: `账户余额 ¥${n + 1}.00`, claimed_at: NOW - n * 60 })
const page = (list: unknown[], hasMore = false) => ok({ list, total: list.length, page: 1, page_size: 20, has_more: hasMore })

describe('tasks', () => {
  it.each([[DouyuCs, 'douyu_cs', '/pages/active/douyu/result/index', 'DOTA2 联合活动'],
    [DouyuDota, 'douyu_dota', '/pages/active/douyu/result/indexdota', 'CS2 联合活动']])(
    'each game page reads its own row and leads to its results, the other game and the partner grants', async (Page, key, result, other) => {
      loggedIn()
      const sent = fakeApi({ '/v1/promotion/detail': ok(promo(key, { kind: 'douyu', title: `斗鱼 ${key}` })) })
      const utils = await mount(env.root, Page)
      await text(utils, `斗鱼 ${key}`)
      expect(sent.map((s) => s.data.key)).toEqual([key])
      expect(shown()).toContain(other)
      await tap(utils, '任务结果')
      expect(Taro.navigateTo).toHaveBeenCalledWith({ url: result })
      await tap(utils, '斗鱼账号授权')
      expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/access' })
    })
})

describe('results', () => {
  it('a visitor logs in back to the results; nothing is called', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, ResultCs)
    await text(utils, '登录后查看活动结果')
    await tap(utils, '登录 / 注册')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining(encodeURIComponent('/pages/active/douyu/result/index')) })
    expect(sent).toEqual([])
  })

  it('not joined: says so and leads to the task page; ended without joining has no join button', async () => {
    loggedIn()
    fakeApi({ '/v1/promotion/detail': ok(promo('douyu_dota', { title: '刀塔季' })) })
    const utils = await mount(env.root, ResultDota)
    await text(utils, '还没有参加刀塔季')
    await tap(utils, '去报名')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/active/douyu/indexdota' })
    setUp()
    loggedIn()
    fakeApi({ '/v1/promotion/detail': ok(promo('douyu_cs', { status: 'ended', title: 'CS 季' })) })
    await mount(env.root, ResultCs)
    await text(utils, '活动已结束，你没有参加本期活动')
    expect(shown()).not.toContain('去报名')
  })

  it('joined: progress, counts of claimed / claimable / locked, each tier\'s state; a failed read retries', async () => {
    loggedIn()
    let down = true
    fakeApi({ '/v1/promotion/detail': () => down ? { status: 5000,
      message: '服务繁忙' } : ok(promo('douyu_cs', { me: me({ progress_text: '3 件' }), tiers: [tier(0, 'claimed'), tier(1, 'claimable'), tier(2, 'locked')] })) })
    const utils = await mount(env.root, ResultCs)
    await text(utils, '结果加载失败')
    down = false
    await tap(utils, '重试')
    await text(utils, '完成购买 3 件')
    expect([...document.querySelectorAll('.promo-stats__value')].map((n) => n.textContent)).toEqual(['1', '1', '1'])
    expect([...document.querySelectorAll('.promo-row__state')].map((n) => n.textContent)).toEqual(['已领取', '可领取', '未达成'])
    expect(shown()).toContain('1 项可领取')
  })
})

describe('rewards', () => {
  it('lists both games; claims a claimable tier once and shows it claimed; a game not joined leads to its tasks', async () => {
    loggedIn()
    let claimed = false
    const sent = fakeApi({
      '/v1/promotion/detail': (call) => ok(call.data.key === 'douyu_cs'
        ? promo('douyu_cs', { title: '斗鱼 CS2', me: me(), tiers: [tier(0, claimed ? 'claimed' : 'claimable'), tier(1, 'locked')] })
        : promo('douyu_dota', { title: '斗鱼 DOTA2' })),
      '/v1/promotion/claim': () => { claimed = true; return ok(promo('douyu_cs')) }
    })
    const utils = await mount(env.root, Rewards)
    await text(utils, '你有 1 项奖励待领取')
    await tap(utils, '领取', '.promo-row__btn')
    await text(utils, '暂无可领取的奖励')
    expect(sent.filter((s) => s.path === '/v1/promotion/claim')).toEqual([expect.objectContaining({ method: 'POST',
      data: expect.objectContaining({ key: 'douyu_cs', tier: '0' }) })])
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已领取 账户余额 ¥2.00' }))
    await tap(utils, '尚未报名，去报名做任务')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/active/douyu/indexdota' })
  })

  it('a refused claim shows the server\'s reason; a failed read retries; a visitor logs in', async () => {
    loggedIn()
    let down = true
    fakeApi({
      '/v1/promotion/detail': (call) => down ? { status: 5000, message: '服务繁忙' } : ok(promo(call.data.key, { me: me(), tiers: [tier(0, 'claimable')] })),
      '/v1/promotion/claim': { status: 4009, message: '领奖时间已过' }
    })
    const utils = await mount(env.root, Rewards)
    await text(utils, '奖励加载失败')
    down = false
    await tap(utils, '重试')
    await text(utils, '你有 2 项奖励待领取')
    await tap(utils, '领取', '.promo-row__btn')
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '领奖时间已过' }))
    setUp()
    fakeApi({})
    await mount(env.root, Rewards)
    await text(utils, '登录后查看活动奖励')
  })
})

describe('records', () => {
  it('the 斗鱼 records have a tab per game; each tab lists its claims newest first', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/promotion/records': (call) => page(call.data.key === 'douyu_cs' ? [record('douyu_cs', '斗鱼 CS2', 0)] : [record('douyu_dota', '斗鱼 DOTA2', 1)])
    })
    const utils = await mount(env.root, Records)
    await text(utils, '斗鱼 CS2 · 第 1 档')
    expect(shown()).toContain('账户余额 ¥1.00')
    await tap(utils, '斗鱼 DOTA2')
    await text(utils, '斗鱼 DOTA2 · 第 2 档')
    expect(shown()).not.toContain('斗鱼 CS2 · 第 1 档')
    expect(sent.map((s) => s.data.key)).toEqual(['douyu_cs', 'douyu_dota'])
  })

  it('another campaign\'s key lists only that campaign, without tabs; empty and failed lists say so', async () => {
    loggedIn()
    withQuery({ key: 'season_newyear' })
    let down = true
    const sent = fakeApi({ '/v1/promotion/records': () => down ? { status: 5000, message: '服务繁忙' } : page([]) })
    const utils = await mount(env.root, Records)
    await text(utils, '服务繁忙')
    down = false
    await tap(utils, '重试')
    await text(utils, '暂无领奖记录')
    expect(document.querySelector('.promo-tabs')).toBeNull()
    expect(new Set(sent.map((s) => s.data.key))).toEqual(new Set(['season_newyear']))
  })

  it('a visitor logs in back to the same records', async () => {
    withQuery({ key: 'douyu_dota' })
    fakeApi({})
    const utils = await mount(env.root, Records)
    await tap(utils, '登录 / 注册')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining(encodeURIComponent('/pages/active/douyu/record/index?key=douyu_dota')) })
  })
})
