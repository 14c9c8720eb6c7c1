import Taro from '@tarojs/taro'
import type { GuessBoard, GuessMatch } from '../../../../types/api'
import MajorPage from '@/pages/major/index'
import TiPage from '@/pages/tidivine/index'
import { potentialOf } from '@/services/guess'
import { fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'
import { loggedIn, shown } from '../deals/fixtures'

let env: Setup
beforeEach(() => { env = setUp() })
const ok = (data: unknown) => ({ status: 200, data })
const FAR = 4102444800 // 2100: an open match stays open
const match = (extra: Partial<GuessMatch> = {}): GuessMatch => ({
  match_id: 1, stage: '八强赛', best_of: 3, team_a: 'Vitality', team_b: 'FaZe', odds_a: '1.45', odds_b: '2.70', starts_at: FAR, state: 'open',
  winner: null, score: null, picks_a: 12, picks_b: 5, my_pick: null, ...extra
})
const board = (extra: Partial<GuessBoard> = {}): GuessBoard => ({
  game: 'major', title: 'CS2 Major 竞猜', subtitle: '2026 科隆 Major', points: 100, stake_min: 10, stake_max: 1000,
  matches: [match(), match({ match_id: 2, team_a: 'NAVI', team_b: 'Spirit', state: 'finished', starts_at: 1763780000, winner: 'a', score: '2:1',
    my_pick: { side: 'a', stake: 50, potential: 95, payout: 95, result: 'won' } })],
  ...extra
})

describe('tournament match guess', () => {
  it('potential payout is stake × odds rounded down, like the server', () => {
    expect(potentialOf(50, '1.45')).toBe(72)
    expect(potentialOf(10, '1.85')).toBe(18)
    expect(potentialOf(100, '2.7')).toBe(270)
  })

  it('a visitor sees the schedule, is sent to log in on a pick and to a login gate on 我的竞猜', async () => {
    const sent = fakeApi({ '/v1/guess/board': ok(board({ points: null })) })
    const utils = await mount(env.root, MajorPage)
    await text(utils, 'CS2 Major 竞猜')
    expect(shown()).toContain('登录后参与竞猜')
    await tap(utils, 'Vitality')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/user/login?redirect_url=${encodeURIComponent('/pages/major/index')}` })
    await tap(utils, '我的竞猜')
    await text(utils, '登录后查看我的竞猜')
    expect(sent.map((s) => s.path)).toEqual(['/v1/guess/board'])
    expect(sent[0].data.game).toBe('major')
  })

  it('picks a side with a stake: the sheet shows what a win pays, the pick is sent once and the board reads again', async () => {
    loggedIn()
    let picked = false
    const sent = fakeApi({
      '/v1/guess/board': () => ok(board(picked ? { points: 50,
        matches: [match({ my_pick: { side: 'b', stake: 50, potential: 135, payout: null, result: 'pending' } })] } : {})),
      '/v1/guess/pick': () => { picked = true; return ok({ match_id: 1, side: 'b', stake: 50, potential: 135, points: 50 }) }
    })
    const utils = await mount(env.root, MajorPage)
    await text(utils, '我的积分 100')
    expect(shown()).toContain('已结束 2:1')
    expect(shown()).toContain('猜中 +95')
    await tap(utils, 'FaZe')
    await text(utils, '竞猜 FaZe 胜')
    await tap(utils, '50')
    await text(utils, '猜中可得 135 积分（含本金），开赛后不可更改')
    await tap(utils, '确认竞猜 50 积分')
    await text(utils, '50 积分 · 待开奖 · 猜中得 135')
    expect(sent.filter((s) => s.path === '/v1/guess/pick')).toEqual([expect.objectContaining({ method: 'POST',
      data: expect.objectContaining({ match_id: '1', side: 'b', stake: '50' }) })])
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '竞猜成功' }))
  })

  it('not eligible: too few points says so in the sheet; a refused pick shows the server\'s reason', async () => {
    loggedIn()
    fakeApi({ '/v1/guess/board': ok(board({ points: 5 })) })
    let utils = await mount(env.root, MajorPage)
    await tap(utils, 'Vitality')
    await text(utils, '积分不足，每场至少 10 积分。')
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/guess/board': ok(board()), '/v1/guess/pick': { status: 4009, message: '比赛已开始，竞猜已截止' } })
    utils = await mount(env.root, MajorPage)
    await tap(utils, 'Vitality')
    await tap(utils, '确认竞猜 10 积分')
    await text(utils, '比赛已开始，竞猜已截止')
  })

  it('ended: every match finished shows the ended banner; empty: no schedule yet; locked: no picking', async () => {
    loggedIn()
    fakeApi({ '/v1/guess/board': ok(board({ matches: [board().matches[1]] })) })
    let utils = await mount(env.root, TiPage)
    await text(utils, '本届赛事竞猜已结束')
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/guess/board': ok(board({ matches: [] })) })
    utils = await mount(env.root, TiPage)
    await text(utils, '赛程即将公布')
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/guess/board': ok(board({ matches: [match({ state: 'locked', starts_at: 1763780000 })] })) })
    utils = await mount(env.root, TiPage)
    await text(utils, '比赛进行中 · 已封盘')
    await tap(utils, 'Vitality')
    expect(document.querySelector('.bottom-sheet')).toBeNull()
  })

  it('loading, then an error with a retry that works', async () => {
    loggedIn()
    jest.spyOn(Taro, 'request').mockImplementationOnce((() => new Promise(() => undefined)) as never)
    await text(await mount(env.root, MajorPage), '加载中…')
    env = setUp()
    loggedIn()
    let down = true
    fakeApi({ '/v1/guess/board': () => down ? { status: 5000, message: '服务繁忙' } : ok(board()) })
    const utils = await mount(env.root, MajorPage)
    await text(utils, '无法加载赛程')
    down = false
    await tap(utils, '重试')
    await text(utils, 'Vitality')
  })

  it('my picks list results; the leaderboard ranks net points with my row', async () => {
    loggedIn()
    fakeApi({
      '/v1/guess/board': ok(board()),
      '/v1/guess/mine': ok({ list: [{ pick_id: 7, match_id: 2, stage: '八强赛', team_a: 'NAVI', team_b: 'Spirit', starts_at: 1763780000, score: '2:1',
        picked_team: 'NAVI', odds: '1.90', stake: 50, payout: 95, result: 'won',
          created_at: 1763770000 }], total: 1, page: 1, page_size: 20, has_more: false }),
      '/v1/guess/ranking': ok({ list: [{ rank: 1, nickname: '刀***客', won: 340, picks: 3, hits: 2 }, { rank: 2, nickname: '演***户', won: 45, picks: 1, hits: 1 }],
        mine: { rank: 2, nickname: '演***户', won: 45, picks: 1, hits: 1 } })
    })
    const utils = await mount(env.root, MajorPage)
    await tap(utils, '我的竞猜')
    await text(utils, '押 NAVI @1.90')
    expect(shown()).toContain('猜中 +95')
    await tap(utils, '排行榜')
    await text(utils, '我 · 第2名')
    expect(shown()).toContain('+340')
  })
})
