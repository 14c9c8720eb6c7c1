import Taro from '@tarojs/taro'
import GrabListPage from '@/pages/grab/index'
import GrabDetailsPage from '@/pages/grab/details'
import GrabHistoryPage from '@/pages/grab/history'
import GrabInventoryPage from '@/pages/grab/inventory'
import { noteServerTime } from '@/lib/serverClock'
import { fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'
import { drop, loggedIn, order, shown, withQuery } from './fixtures'

let env: Setup
beforeEach(() => { env = setUp(); noteServerTime({ 'x-server-time': String(Math.floor(Date.now() / 1000)) }) })
afterEach(() => noteServerTime({ 'x-server-time': String(Math.floor(Date.now() / 1000)) }))
const ok = (data: unknown) => ({ status: 200, data })
const now = () => Math.floor(Date.now() / 1000)

describe('drop list', () => {
  it('groups live, upcoming and ended drops and counts down on the server clock, not the phone clock', async () => {
    // the phone's clock is a day behind the server: the countdown still shows the 2 hours the server says are left
    noteServerTime({ 'x-server-time': String(now() + 86400) })
    const serverNow = now() + 86400
    fakeApi({
      '/v1/activity/grab/drops': ok({
        list: [
          drop({ starts_at: serverNow - 60, ends_at: serverNow + 7200 }),
          drop({ drop_id: 4, state: 'upcoming', title: '夜场秒杀', starts_at: serverNow + 1800, ends_at: serverNow + 9000 }),
          drop({ drop_id: 5, state: 'sold_out', title: '午间秒杀', left: 0 })
        ]
      })
    })
    const utils = await mount(env.root, GrabListPage)
    await text(utils, '正在疯抢')
    expect(shown()).toContain('即将开抢')
    expect(shown()).toContain('已结束')
    expect(shown()).toMatch(/距结束 (01:59:[0-5]\d|02:00:00)/)
    expect(shown()).toMatch(/距开抢 (00:29:[0-5]\d|00:30:00)/)
    expect(shown()).toContain('剩 19/50')
    await tap(utils, '夜场秒杀')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/grab/details?drop_id=4' })
  })

  it('shows the empty and error states', async () => {
    fakeApi({ '/v1/activity/grab/drops': ok({ list: [] }) })
    await text(await mount(env.root, GrabListPage), '暂无抢购活动，整点再来看看')
    env = setUp()
    fakeApi({ '/v1/activity/grab/drops': { status: 5000, message: '服务器开小差了，请稍后再试' } })
    await text(await mount(env.root, GrabListPage), '服务器开小差了，请稍后再试')
  })
})

describe('drop details', () => {
  it('grabs with an idempotency key, then shows the limit reached; a refusal from the server is shown on screen', async () => {
    loggedIn()
    withQuery({ drop_id: '3' })
    let grabbed = 0
    const sent = fakeApi({
      '/v1/activity/grab/detail': () => ok(drop({ per_user_limit: 1, my_count: grabbed })),
      '/v1/activity/grab/buy': () => (++grabbed === 1 ? ok(order()) : { status: 4009, message: '每人限抢 1 件，你已抢满' })
    })
    const utils = await mount(env.root, GrabDetailsPage)
    await tap(utils, '立即抢购 ¥12.00')
    await text(utils, '抢购成功')
    const buy = sent.find((s) => s.path === '/v1/activity/grab/buy')!
    expect(buy).toMatchObject({ method: 'POST', data: { drop_id: '3' } })
    expect(buy.data.idempotency_key).toMatch(/^[A-Za-z0-9_-]+$/)
    await text(utils, '每人限抢 1 件，你已抢满')
    expect(document.querySelector('.grab-button')?.getAttribute('disabled')).not.toBeNull()
  })

  it('shows a server refusal (sold out) on screen', async () => {
    loggedIn()
    withQuery({ drop_id: '3' })
    fakeApi({ '/v1/activity/grab/detail': ok(drop()), '/v1/activity/grab/buy': { status: 4009, message: '已抢光，下次早点来' } })
    const utils = await mount(env.root, GrabDetailsPage)
    await tap(utils, '立即抢购 ¥12.00')
    await text(utils, '已抢光，下次早点来')
    expect(document.querySelector('.grab-problem')?.getAttribute('role')).toBe('alert')
  })

  it('a visitor is sent to log in and back; an upcoming or ended drop cannot be grabbed', async () => {
    withQuery({ drop_id: '3' })
    const sent = fakeApi({ '/v1/activity/grab/detail': ok(drop()) })
    const utils = await mount(env.root, GrabDetailsPage)
    await tap(utils, '登录后抢购')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=%2Fpages%2Fgrab%2Fdetails%3Fdrop_id%3D3' })
    expect(sent.some((s) => s.path === '/v1/activity/grab/buy')).toBe(false)

    for (const [state, words] of [['upcoming', '即将开抢'], ['ended', '已结束'], ['sold_out', '已抢光']] as const) {
      env = setUp()
      loggedIn()
      withQuery({ drop_id: '3' })
      fakeApi({ '/v1/activity/grab/detail': ok(drop({ state, starts_at: now() + 600 })) })
      const screen = await mount(env.root, GrabDetailsPage)
      await text(screen, words)
      expect(document.querySelector('.grab-button')?.textContent).toBe(words)
      expect(document.querySelector('.grab-button')?.getAttribute('disabled')).not.toBeNull()
    }
  })

  it('an unknown drop shows the error with a retry', async () => {
    withQuery({ drop_id: '99' })
    fakeApi({ '/v1/activity/grab/detail': { status: 4004, message: '抢购活动不存在' } })
    const utils = await mount(env.root, GrabDetailsPage)
    await text(utils, '抢购活动不存在')
    expect(shown()).toContain('重试')
  })
})

describe('my grabs', () => {
  it('history lists grabs with their status, asks a visitor to log in, and has an empty state', async () => {
    loggedIn()
    fakeApi({ '/v1/activity/grab/orders': ok({ list: [order(), order({ grab_no: 'G1760000000000002', status: 'withdrawn', asset_id: '1' })], total: 2, page: 1,
      page_size: 20, has_more: false }) })
    const utils = await mount(env.root, GrabHistoryPage)
    await text(utils, '单号 G1760000000000001')
    expect(shown()).toContain('平台托管中')
    expect(shown()).toContain('已取回到 Steam')

    env = setUp()
    fakeApi({})
    await text(await mount(env.root, GrabHistoryPage), '登录后查看抢购记录')

    env = setUp()
    loggedIn()
    fakeApi({ '/v1/activity/grab/orders': ok({ list: [], total: 0, page: 1, page_size: 20, has_more: false }) })
    await text(await mount(env.root, GrabHistoryPage), '还没有抢购记录，去限时抢看看')
  })

  it('inventory withdraws a held item to Steam, explains the hold, and shows a refusal', async () => {
    loggedIn()
    let withdrawn = false
    let tries = 0
    const sent = fakeApi({
      '/v1/activity/grab/orders': () => ok({ list: [withdrawn ? order({ status: 'withdrawn', asset_id: '7656119800500000' }) : order()], total: 1, page: 1,
        page_size: 20, has_more: false }),
      '/v1/activity/grab/withdraw': () => {
        if (++tries === 1) return { status: 4000, message: '请先绑定 Steam 账号' }
        withdrawn = true
        return ok(order({ status: 'withdrawn', asset_id: '7656119800500000' }))
      }
    })
    const utils = await mount(env.root, GrabInventoryPage)
    await text(utils, '抢到的饰品先由平台托管')
    await text(utils, '平台托管中')
    await tap(utils, '取回到 Steam', '.grab-row__action')
    await text(utils, '请先绑定 Steam 账号')
    expect(shown()).toContain('去绑定 ›')
    await tap(utils, '取回到 Steam', '.grab-row__action')
    await text(utils, '已取回 · 资产 7656119800500000')
    expect(sent.filter((s) => s.path === '/v1/activity/grab/withdraw').map((s) => s.data.grab_no)).toEqual(['G1760000000000001', 'G1760000000000001'])
  })

  it('inventory: visitor and error states', async () => {
    fakeApi({})
    await text(await mount(env.root, GrabInventoryPage), '登录后查看我抢到的饰品')
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/activity/grab/orders': { status: 5000, message: '服务器开小差了，请稍后再试' } })
    await text(await mount(env.root, GrabInventoryPage), '服务器开小差了，请稍后再试')
  })
})
