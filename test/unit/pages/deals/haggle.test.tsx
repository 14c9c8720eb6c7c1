import Taro from '@tarojs/taro'
import HagglePrizesPage from '@/pages/haggle/index'
import HaggleMiddlePage from '@/pages/haggle/middle'
import HagglePrizePage from '@/pages/haggle/prize/index'
import HaggleDetailPage from '@/pages/haggle/detail/index'
import HagglePowerPage from '@/pages/haggle/power/index'
import HaggleNewUserPage from '@/pages/haggle/newuser/index'
import HagglePoweringPage from '@/pages/haggle/powering/index'
import HaggleRankingPage from '@/pages/haggle/draglist/index'
import { eventually, fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'
import { haggle, loggedIn, prize, shown, withQuery } from './fixtures'

let env: Setup
beforeEach(() => { env = setUp() })
const ok = (data: unknown) => ({ status: 200, data })

describe('haggle prize list', () => {
  it('lists prizes with their state, opens the routing page, and says when none or the load fails', async () => {
    fakeApi({ '/v1/activity/haggle/prizes': ok({ list: [prize(), prize({ prize_id: 2, my_haggle_id: 9 }), prize({ prize_id: 3, stock_left: 0 })] }) })
    const utils = await mount(env.root, HagglePrizesPage)
    await text(utils, '继续砍价')
    expect(shown()).toContain('已领完')
    expect(shown()).toContain('原价 ¥120.00 · 限时 24 小时 · 剩余 24 份')
    await tap(utils, '免费拿')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/haggle/middle?prize_id=1' })
    await tap(utils, '继续砍价')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/haggle/middle?haggle_id=9' })
  })

  it('shows the empty and error states', async () => {
    fakeApi({ '/v1/activity/haggle/prizes': ok({ list: [] }) })
    await text(await mount(env.root, HagglePrizesPage), '暂无砍价奖品，晚点再来看看')
    env = setUp()
    fakeApi({ '/v1/activity/haggle/prizes': { status: 5000, message: '服务器开小差了，请稍后再试' } })
    const utils = await mount(env.root, HagglePrizesPage)
    await text(utils, '服务器开小差了，请稍后再试')
    expect(shown()).toContain('重试')
  })
})

describe('haggle routing page', () => {
  it.each([
    [{ state: 'running', is_mine: true }, '/pages/haggle/detail/index?haggle_id=7'],
    [{ state: 'floor', is_mine: true }, '/pages/haggle/prize/index?haggle_id=7'],
    [{ state: 'claimed', is_mine: true }, '/pages/haggle/prize/index?haggle_id=7'],
    [{ state: 'running', is_mine: false }, '/pages/haggle/power/index?haggle_id=7']
  ] as const)('sends %o to %s', async (extra, url) => {
    withQuery({ haggle_id: '7' })
    fakeApi({ '/v1/activity/haggle/detail': ok(haggle(extra)) })
    await mount(env.root, HaggleMiddlePage)
    await text({} as never, /./)
    await eventually(() => expect(Taro.redirectTo).toHaveBeenCalledWith({ url }))
  })

  it('a prize not started goes to its prize page; an expired haggle is shown as ended with a restart', async () => {
    withQuery({ prize_id: '1' })
    fakeApi({ '/v1/activity/haggle/prize': ok(prize()) })
    await mount(env.root, HaggleMiddlePage)
    await eventually(() => expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/haggle/prize/index?prize_id=1' }))

    env = setUp()
    withQuery({ prize_id: '1' })
    withQuery({ haggle_id: '7' })
    fakeApi({ '/v1/activity/haggle/detail': ok(haggle({ state: 'expired', is_mine: true })) })
    const utils = await mount(env.root, HaggleMiddlePage)
    await text(utils, '砍价已结束')
    await tap(utils, '重新发起砍价')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/haggle/prize/index?prize_id=1' })
  })

  it('a link without ids says so', async () => {
    withQuery({})
    fakeApi({})
    await text(await mount(env.root, HaggleMiddlePage), '链接无效：缺少奖品或砍价编号')
  })
})

describe('prize page', () => {
  it('a visitor is asked to log in and comes back to the prize', async () => {
    withQuery({ prize_id: '1' })
    fakeApi({ '/v1/activity/haggle/prize': ok(prize()) })
    const utils = await mount(env.root, HagglePrizePage)
    await tap(utils, '登录后发起砍价')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=%2Fpages%2Fhaggle%2Fprize%2Findex%3Fprize_id%3D1' })
  })

  it('starts a haggle and opens it; a prize with no stock cannot be started', async () => {
    loggedIn()
    withQuery({ prize_id: '1' })
    const sent = fakeApi({ '/v1/activity/haggle/prize': ok(prize()), '/v1/activity/haggle/start': ok(haggle({ is_mine: true })) })
    const utils = await mount(env.root, HagglePrizePage)
    await tap(utils, '发起砍价')
    expect(sent.find((s) => s.path === '/v1/activity/haggle/start')).toMatchObject({ method: 'POST', data: { prize_id: '1' } })
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/haggle/detail/index?haggle_id=7' })

    env = setUp()
    withQuery({ prize_id: '1' })
    loggedIn()
    fakeApi({ '/v1/activity/haggle/prize': ok(prize({ stock_left: 0 })) })
    await text(await mount(env.root, HagglePrizePage), '已领完，看看其他奖品')
  })

  it('claims a haggle at the floor into the Steam inventory, and explains a missing Steam account', async () => {
    loggedIn()
    withQuery({ haggle_id: '7' })
    let claims = 0
    fakeApi({
      '/v1/activity/haggle/detail': ok(haggle({ is_mine: true, state: 'floor', price: '0.00', progress: 100 })),
      '/v1/activity/haggle/claim': () => (++claims === 1 ? { status: 4000,
        message: '请先绑定 Steam 账号' } : ok(haggle({ is_mine: true, state: 'claimed', price: '0.00', asset_id: '0000000001500000' })))
    })
    const utils = await mount(env.root, HagglePrizePage)
    await tap(utils, '领取到 Steam 库存')
    await text(utils, '请先绑定 Steam 账号')
    expect(shown()).toContain('去绑定 Steam')
    await tap(utils, '领取到 Steam 库存')
    await text(utils, '已领取到 Steam 库存')
    expect(shown()).toContain('资产 ID 0000000001500000')
  })

  it('a haggle not yet at the floor points back to inviting friends', async () => {
    loggedIn()
    withQuery({ haggle_id: '7' })
    fakeApi({ '/v1/activity/haggle/detail': ok(haggle({ is_mine: true })) })
    await text(await mount(env.root, HagglePrizePage), '还没砍到底价')
  })
})

describe('my haggle', () => {
  it('shows price, floor, progress, countdown and helpers, and copies the help link on H5', async () => {
    loggedIn()
    withQuery({ haggle_id: '7' })
    jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    fakeApi({ '/v1/activity/haggle/detail': ok(haggle({ is_mine: true })) })
    const utils = await mount(env.root, HaggleDetailPage)
    await text(utils, '复制链接，邀请好友砍一刀')
    expect(shown()).toContain('¥100.00')
    expect(shown()).toContain('砍到 ¥0.00 免费拿')
    expect(shown()).toMatch(/剩余 0[01]:[0-5]\d:[0-5]\d/)
    expect(shown()).toContain('砍掉 ¥20.00')
    await tap(utils, '复制链接，邀请好友砍一刀')
    expect((Taro.setClipboardData as jest.Mock).mock.calls[0][0].data).toContain('/pages/haggle/power/index?haggle_id=7')
  })

  it('asks a visitor to log in', async () => {
    withQuery({ haggle_id: '7' })
    const sent = fakeApi({})
    await text(await mount(env.root, HaggleDetailPage), '登录后查看我的砍价')
    expect(sent).toEqual([])
  })

  it('an expired haggle offers a restart', async () => {
    loggedIn()
    withQuery({ haggle_id: '7' })
    fakeApi({ '/v1/activity/haggle/detail': ok(haggle({ is_mine: true, state: 'expired' })) })
    await text(await mount(env.root, HaggleDetailPage), '重新发起砍价')
  })
})

describe('help pages', () => {
  it('a friend helps from the share page; a new user is pointed at the bigger help', async () => {
    loggedIn()
    withQuery({ haggle_id: '7' })
    fakeApi({ '/v1/activity/haggle/detail': ok(haggle({ viewer_new_user: true })) })
    const utils = await mount(env.root, HagglePowerPage)
    await text(utils, '演***户 邀请你帮TA砍一刀')
    expect(shown()).toContain('新人专享')
    await tap(utils, '帮TA砍一刀')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/haggle/powering/index?haggle_id=7' })
  })

  it('a visitor logs in and comes back; a friend who helped sees why not again', async () => {
    withQuery({ haggle_id: '7' })
    fakeApi({ '/v1/activity/haggle/detail': ok(haggle({ help_refusal: '登录后才能助力' })) })
    const utils = await mount(env.root, HagglePowerPage)
    await tap(utils, '登录后帮TA砍一刀')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=%2Fpages%2Fhaggle%2Fpower%2Findex%3Fhaggle_id%3D7' })

    env = setUp()
    withQuery({ haggle_id: '7' })
    loggedIn()
    fakeApi({ '/v1/activity/haggle/detail': ok(haggle({ help_refusal: '你已经帮TA砍过了' })) })
    await text(await mount(env.root, HagglePowerPage), '你已经帮TA砍过了')
    expect([...document.querySelectorAll('.haggle-button')].map((button) => button.textContent)).not.toContain('帮TA砍一刀')
  })

  it('the helping page sends one help and shows the cut; a refusal is shown with a way on', async () => {
    loggedIn()
    withQuery({ haggle_id: '7' })
    const sent = fakeApi({ '/v1/activity/haggle/help': ok({ cut: '30.50', new_user: true, haggle: haggle({ price: '69.50' }) }) })
    const utils = await mount(env.root, HagglePoweringPage)
    await text(utils, '你帮TA砍掉了 ¥30.50')
    expect(shown()).toContain('新人助力，砍得更多！')
    expect(sent.filter((s) => s.path === '/v1/activity/haggle/help')).toHaveLength(1)

    env = setUp()
    withQuery({ haggle_id: '7' })
    loggedIn()
    fakeApi({ '/v1/activity/haggle/help': { status: 4009, message: '该砍价已结束' } })
    const again = await mount(env.root, HagglePoweringPage)
    await text(again, '该砍价已结束')
    expect(shown()).toContain('助力未成功')
    expect(shown()).toContain('我也要免费拿')
  })

  it('the new-user page: a new user gets the big help, others the plain one, a visitor the sign-up', async () => {
    loggedIn()
    withQuery({ haggle_id: '7' })
    fakeApi({ '/v1/activity/haggle/detail': ok(haggle({ viewer_new_user: true })) })
    await text(await mount(env.root, HaggleNewUserPage), '新人助力，砍一大刀')

    env = setUp()
    withQuery({ haggle_id: '7' })
    loggedIn()
    fakeApi({ '/v1/activity/haggle/detail': ok(haggle()) })
    await text(await mount(env.root, HaggleNewUserPage), '你已不是新用户，仍可以普通助力')

    env = setUp()
    withQuery({ haggle_id: '7' })
    fakeApi({ '/v1/activity/haggle/detail': ok(haggle({ help_refusal: '登录后才能助力' })) })
    await text(await mount(env.root, HaggleNewUserPage), '注册 / 登录，新人助力')
  })
})

describe('leaderboard', () => {
  it('lists the ranking, and shows empty and error states', async () => {
    fakeApi({ '/v1/activity/haggle/ranking': ok({ list: [{ rank: 1, nickname: '刀***机', avatar: '/a.svg', item_name: 'AK-47 | 红线', helpers: 6,
      cut_total: '120.00', state: 'claimed' }] }) })
    const utils = await mount(env.root, HaggleRankingPage)
    await text(utils, '6 人助力')
    expect(shown()).toContain('已砍 ¥120.00')
    expect(shown()).toContain('已领取')

    env = setUp()
    fakeApi({ '/v1/activity/haggle/ranking': ok({ list: [] }) })
    await text(await mount(env.root, HaggleRankingPage), '还没有人上榜，快去发起砍价吧')

    env = setUp()
    fakeApi({ '/v1/activity/haggle/ranking': { status: 5000, message: '服务器开小差了，请稍后再试' } })
    await text(await mount(env.root, HaggleRankingPage), '服务器开小差了，请稍后再试')
  })
})
