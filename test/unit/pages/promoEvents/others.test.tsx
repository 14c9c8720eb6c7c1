import Taro from '@tarojs/taro'
import type { InviteInfo } from '../../../../types/api'
import LiverInvite from '@/pages/active/liverInvite/index'
import Recall from '@/pages/active/recall/index'
import Allowance from '@/pages/allowance/index'
import { fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'
import { loggedIn, shown } from '../deals/fixtures'
import { me, ok, promo, tier } from './fixtures'

/** Streamer invite, win-back and allowance: the one promotion screen with what is special to each. */
let env: Setup
beforeEach(() => { env = setUp() })
const info = (extra: Partial<InviteInfo> = {}): InviteInfo => ({ code: 'K7P2QX', reward_per_invitee: '5.00', earned: '0.00', invited_by_me: false, invitees: [],
  ...extra })

describe('streamer invite', () => {
  it('shows my invite code beside the campaign\'s invitee tiers, copies it, and leads to the invite page', async () => {
    loggedIn()
    const copied = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    const sent = fakeApi({
      '/v1/promotion/detail': ok(promo('liver_invite', { title: '主播邀请计划', metric_label: '邀请好友',
        me: me({ progress_text: '1 人', next_text: '再邀请好友 2 人 可得 账户余额 ¥8.00' }), tiers: [tier(0, 'claimable', '邀请好友 1 人')] })),
      '/v1/invite/info': ok(info())
    })
    const utils = await mount(env.root, LiverInvite)
    await text(utils, 'K7P2QX')
    expect(shown()).toContain('再邀请好友 2 人 可得 账户余额 ¥8.00')
    expect(shown()).toContain('已邀请 0 人')
    await tap(utils, '复制邀请码')
    expect(copied).toHaveBeenCalledWith({ data: 'K7P2QX' })
    await tap(utils, '邀请好友', '.promo-links__row')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/task/invite/index' })
    expect(sent.find((s) => s.path === '/v1/promotion/detail')?.data.key).toBe('liver_invite')
  })

  it('a visitor sees the campaign and no code (nothing asked of the invite API); a failed code says so', async () => {
    const sent = fakeApi({ '/v1/promotion/detail': ok(promo('liver_invite', { me: null })) })
    const utils = await mount(env.root, LiverInvite)
    await text(utils, '登录后参加')
    expect(shown()).not.toContain('我的邀请码')
    expect(sent.map((s) => s.path)).toEqual(['/v1/promotion/detail'])
    setUp()
    loggedIn()
    fakeApi({ '/v1/promotion/detail': ok(promo('liver_invite')), '/v1/invite/info': { status: 5000, message: '服务繁忙' } })
    await mount(env.root, LiverInvite)
    await text(utils, '邀请码加载失败')
  })
})

describe('win-back', () => {
  it('an active user is told who may join; a returning one gets the welcome gift on joining', async () => {
    loggedIn()
    fakeApi({ '/v1/promotion/detail': ok(promo('recall', { me: me({ joined: false, eligible: false, reason: '仅限 30 天内没有交易的回归用户参与' }) })) })
    const utils = await mount(env.root, Recall)
    await text(utils, '仅限 30 天内没有交易的回归用户参与')
    expect(shown()).toContain('暂不符合参与条件')
    setUp()
    loggedIn()
    fakeApi({ '/v1/promotion/detail': ok(promo('recall',
      { me: me({ progress_text: '0 件' }), tiers: [tier(0, 'claimable', '报名即得', '账户余额 ¥5.00'), tier(1, 'locked')] })) })
    await mount(env.root, Recall)
    await text(utils, '报名即得')
    await tap(utils, '去商城逛逛')
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/market/home/index' })
  })
})

describe('allowance', () => {
  it('a new user sees the allowance tiers and progress; the balance and records are one tap away', async () => {
    loggedIn()
    const sent = fakeApi({ '/v1/promotion/detail': ok(promo('allowance', { title: '新人补贴金', metric_label: '购买金额', me: me({ progress_text: '¥210.00' }),
      tiers: [tier(0, 'claimed', '购买金额满 ¥50.00'), tier(1, 'claimable', '购买金额满 ¥200.00')] })) })
    const utils = await mount(env.root, Allowance)
    await text(utils, '新人补贴金')
    expect(shown()).toContain('¥210.00')
    expect(sent[0].data.key).toBe('allowance')
    await tap(utils, '补贴金到账明细')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/balance/index' })
    await tap(utils, '我的领奖记录')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/active/douyu/record/index?key=allowance' })
  })

  it('an old account is told the allowance is for new users', async () => {
    loggedIn()
    fakeApi({ '/v1/promotion/detail': ok(promo('allowance', { me: me({ joined: false, eligible: false, reason: '仅限注册 30 天内的新用户参与' }) })) })
    const utils = await mount(env.root, Allowance)
    await text(utils, '仅限注册 30 天内的新用户参与')
  })
})
