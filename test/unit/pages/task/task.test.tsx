import Taro from '@tarojs/taro'
import type { InviteInfo, TaskCentre, TaskView } from '../../../../types/api'
import TaskCentrePage from '@/pages/task/award/index'
import InvitePage from '@/pages/task/invite/index'
import { fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'
import { loggedIn, shown, withQuery } from '../deals/fixtures'

let env: Setup
beforeEach(() => { env = setUp() })
const ok = (data: unknown) => ({ status: 200, data })
const task = (extra: Partial<TaskView>): TaskView => ({
  key: 'daily_login', kind: 'daily', title: '每日登录', desc: '今天登录一次 C5', progress: 1, target: 1, state: 'claimable', reward_kind: 'balance', reward_text: '¥0.10',
    action_url: '/pages/index/index', ...extra
})
const centre = (extra: Partial<TaskCentre> = {}): TaskCentre => ({
  daily: [task({}), task({ key: 'daily_listing', title: '今日上架 3 件饰品', progress: 1, target: 3, state: 'todo', action_url: '/pages/sell/inventory/index' })],
  newbie: [task({ key: 'first_recharge', kind: 'newbie', title: '首次充值', reward_text: '¥5.00', state: 'claimed' })],
  earned: '5.00',
  ...extra
})
const info = (extra: Partial<InviteInfo> = {}): InviteInfo => ({ code: 'ABC123', reward_per_invitee: '5.00', earned: '0.00', invited_by_me: false, invitees: [],
  ...extra })

describe('task centre', () => {
  it('a visitor is asked to log in and nothing is called', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, TaskCentrePage)
    await text(utils, '登录后查看任务中心')
    expect(sent).toEqual([])
  })

  it('shows progress and states; claims a reward once and shows it claimed', async () => {
    loggedIn()
    let claimed = false
    const sent = fakeApi({
      '/v1/task/list': () => ok(centre(claimed ? { daily: [task({ state: 'claimed' }), centre().daily[1]] } : {})),
      '/v1/task/claim': () => { claimed = true; return ok(task({ state: 'claimed' })) }
    })
    const utils = await mount(env.root, TaskCentrePage)
    await text(utils, '今日上架 3 件饰品')
    expect(shown()).toContain('1/3')
    expect(shown()).toContain('已全部完成')
    await tap(utils, '领取', '.task-row__btn')
    await text(utils, '已领取')
    expect(sent.filter((s) => s.path === '/v1/task/claim')).toEqual([expect.objectContaining({ method: 'POST',
      data: expect.objectContaining({ task_key: 'daily_login' }) })])
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已领取 ¥0.10' }))
    await tap(utils, '去完成', '.task-row__btn')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/sell/inventory/index' })
  })

  it('a purchase not yet settled is shown pending beside its task (issue 25); an invitee whose purchase is pending says so', async () => {
    loggedIn()
    fakeApi({ '/v1/task/list': () => ok(centre({ newbie: [task({ key: 'first_purchase', kind: 'newbie', title: '完成首笔购买', progress: 0, pending_progress: 2,
      state: 'todo' })] })) })
    const utils = await mount(env.root, TaskCentrePage)
    await text(utils, '待结算 2 笔，过保护期后计入')
    setUp()
    loggedIn()
    fakeApi({ '/v1/invite/info': () => ok(info({ invitees: [{ invitee_id: 7, nickname: '小*', avatar: '', joined_at: 1, state: 'waiting', reward: '5.00',
      pending: true }] })) })
    await mount(env.root, InvitePage)
    await text(utils, '首单待结算')
  })

  it('a refused claim says why; a failed load offers a retry; all done says so', async () => {
    loggedIn()
    let down = true
    fakeApi({
      '/v1/task/list': () => down ? { status: 5000,
        message: '服务繁忙' } : ok(centre({ daily: [task({ state: 'claimed' })], newbie: [task({ key: 'x', kind: 'newbie', state: 'claimed' })] })),
      '/v1/task/claim': { status: 4009, message: '奖励已领取' }
    })
    const utils = await mount(env.root, TaskCentrePage)
    await text(utils, '无法加载任务')
    down = false
    await tap(utils, '重试')
    await text(utils, '今日任务已全部完成，明天再来')
    expect(shown()).toContain('已全部完成')
  })
})

describe('invite page', () => {
  it('a visitor from a friend\'s link sees the invite and logs in back to it', async () => {
    withQuery({ code: 'xyz789' })
    const sent = fakeApi({})
    const utils = await mount(env.root, InvitePage)
    await text(utils, '好友邀请你加入 C5 饰品市场')
    expect(shown()).toContain('XYZ789')
    await tap(utils, '登录 / 注册')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/user/login?redirect_url=${encodeURIComponent('/pages/task/invite/index?code=XYZ789')}` })
    expect(sent).toEqual([])
  })

  it('shows my code, copies the link, lists no invitees yet', async () => {
    loggedIn()
    jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    fakeApi({ '/v1/invite/info': ok(info()) })
    const utils = await mount(env.root, InvitePage)
    await text(utils, 'ABC123')
    expect(shown()).toContain('还没有邀请好友')
    await tap(utils, '复制邀请链接', '.submit-button')
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: expect.stringContaining('/pages/task/invite/index?code=ABC123') })
  })

  it('claims a friend\'s reward after their first purchase; waiting friends show 待首单', async () => {
    loggedIn()
    let claimed = false
    const friend = { invitee_id: 9, nickname: '用*', avatar: '/a.svg', joined_at: 1760000000, reward: '5.00' }
    const sent = fakeApi({
      '/v1/invite/info': () => ok(info({ earned: claimed ? '5.00' : '0.00',
        invitees: [{ ...friend, state: claimed ? 'claimed' : 'claimable' }, { ...friend, invitee_id: 10, state: 'waiting' }] })),
      '/v1/invite/claim': () => { claimed = true; return ok({ invitee_id: 9, reward: '5.00' }) }
    })
    const utils = await mount(env.root, InvitePage)
    await text(utils, '待首单')
    await tap(utils, '领取 ¥5.00', '.task-row__btn')
    await text(utils, '已领取')
    expect(sent.filter((s) => s.path === '/v1/invite/claim').map((s) => s.data.invitee_id)).toEqual(['9'])
  })

  it('a new user accepts a friend\'s code; a refusal is shown', async () => {
    loggedIn()
    withQuery({ code: 'XYZ789' })
    fakeApi({ '/v1/invite/info': ok(info()), '/v1/invite/bind': { status: 4009, message: '仅限注册 24 小时内且未购买过的新用户接受邀请' } })
    const utils = await mount(env.root, InvitePage)
    await text(utils, '好友邀请你加入')
    await tap(utils, '接受邀请', '.submit-button')
    await text(utils, '仅限注册 24 小时内且未购买过的新用户接受邀请')
  })
})
