import { DEMO2, startApi, type TestApi } from './apiClient'
import { oddsText, payoutOf, stateOf } from '../../server/domain/guess'

let api: TestApi
let token: string
beforeEach(async () => { api = await startApi(); token = await api.login() })
afterEach(() => api.close())

interface Match {
  match_id: number,
  state: string,
  team_a: string,
  team_b: string,
  starts_at: number,
  winner: string | null,
  score: string | null,
  odds_a: string,
  my_pick: { side: string, stake: number, potential: number, payout: number | null, result: string } | null
}
interface Board { title: string, points: number | null, matches: Match[] }
const board = (game: string, as: string | null = token) => api.ok<Board>('/v1/guess/board', { game }, as ? { token: as } : {})
const pick = (params: Record<string, unknown>, as = token) => api.call('/v1/guess/pick', params, { token: as, method: 'POST' })

describe('guess rules', () => {
  it('payout is stake × odds rounded down; odds read as decimals; a match is open, locked, then finished', () => {
    expect(payoutOf(50, 14500)).toBe(72)
    expect(payoutOf(10, 18500)).toBe(18)
    expect([oddsText(14500), oddsText(27000), oddsText(10500)]).toEqual(['1.45', '2.70', '1.05'])
    expect(stateOf({ starts_at: 100, winner: 'a', finished_at: 200 }, 99)).toBe('open')
    expect(stateOf({ starts_at: 100, winner: 'a', finished_at: 200 }, 100)).toBe('locked')
    expect(stateOf({ starts_at: 100, winner: null, finished_at: null }, 500)).toBe('locked')
    expect(stateOf({ starts_at: 100, winner: 'a', finished_at: 200 }, 200)).toBe('finished')
  })
})

describe('tournament match guess', () => {
  it('one engine, two events: seeded open, live and finished matches; a live match hides its result; the visitor sees no points', async () => {
    const major = await board('major')
    expect(major.title).toBe('CS2 Major 竞猜')
    expect(major.points).toBe(100)
    expect(major.matches.map((m) => m.state)).toEqual(['locked', 'open', 'open', 'open', 'finished', 'finished'])
    expect(major.matches[0]).toMatchObject({ team_a: 'NAVI', winner: null, score: null, my_pick: { side: 'a', stake: 50, result: 'pending', payout: null } })
    expect(major.matches.find((m) => m.team_a === 'Vitality' && m.state === 'finished')).toMatchObject({
      winner: 'a',
      score: '2:0',
      my_pick: { result: 'won', payout: 72 }
    })
    const ti = await board('ti', null)
    expect(ti.points).toBeNull()
    expect(ti.matches.every((m) => m.my_pick === null)).toBe(true)
    expect(ti.matches.map((m) => m.team_a)).toContain('Team Spirit')
    expect((await api.call('/v1/guess/board', { game: 'lol' })).status).toBe(4000)
  })

  it('a pick takes its stake from the points once, even when fired in parallel; a second pick is refused', async () => {
    const open = (await board('major')).matches.find((m) => m.state === 'open')!
    const answers = await Promise.all([1, 2, 3, 4].map(() => pick({ match_id: open.match_id, side: 'a', stake: 30 })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 4009).map((a) => a.message)).toEqual(['你已竞猜过本场比赛', '你已竞猜过本场比赛', '你已竞猜过本场比赛'])
    const after = await board('major')
    expect(after.points).toBe(70)
    expect(after.matches.find((m) => m.match_id === open.match_id)!.my_pick).toMatchObject({ side: 'a', stake: 30, result: 'pending' })
  })

  it('refuses a stake outside 10-1000, more points than held, a started match and a visitor', async () => {
    const open = (await board('major')).matches.filter((m) => m.state === 'open')
    expect(await pick({ match_id: open[0].match_id, side: 'a', stake: 5 })).toMatchObject({ status: 4000, message: '竞猜积分超出范围' })
    expect(await pick({ match_id: open[0].match_id, side: 'c', stake: 50 })).toMatchObject({ status: 4000 })
    expect(await pick({ match_id: open[0].match_id, side: 'b', stake: 500 })).toMatchObject({ status: 4201, message: '积分不足，本次需要 500 积分' })
    const live = (await board('major')).matches.find((m) => m.state === 'locked')!
    expect(await pick({ match_id: live.match_id, side: 'b', stake: 10 })).toMatchObject({ status: 4009, message: '比赛已开始，竞猜已截止' })
    expect(await pick({ match_id: 9999, side: 'a', stake: 10 })).toMatchObject({ status: 4004 })
    expect((await api.call('/v1/guess/pick', { match_id: open[0].match_id, side: 'a', stake: 10 }, { method: 'POST' })).status).toBe(401)
    expect((await board('major')).points).toBe(100)
  })

  it('picks lock at the start and settle once the result is in: the winner gets stake × odds, the loser nothing, once', async () => {
    const second = await api.login(DEMO2.phone, DEMO2.password)
    const open = (await board('major')).matches.find((m) => m.state === 'open')!
    expect((await pick({ match_id: open.match_id, side: 'a', stake: 40 })).status).toBe(200)
    expect((await pick({ match_id: open.match_id, side: 'b', stake: 20 }, second)).status).toBe(200)
    expect((await api.call(
      '/dev/guess/result',
      { match_id: open.match_id, winner: 'a' },
      { method: 'POST' }
    ))).toMatchObject({ status: 4009, message: '比赛尚未开始' })
    const serverNow = Number((await api.raw({ method: 'GET', url: '/api/v1/open/health' })).headers['x-server-time'])
    api.advance(open.starts_at - serverNow)
    const third = await api.login('13700137000')
    expect(await pick({ match_id: open.match_id, side: 'b', stake: 10 }, third)).toMatchObject({ status: 4009, message: '比赛已开始，竞猜已截止' })
    expect((await api.call('/dev/guess/result', { match_id: open.match_id, winner: 'a', score: '2:1' }, { method: 'POST' })).status).toBe(200)
    // parallel readers settle it once
    const boards = await Promise.all([1, 2, 3].map(() => board('major')))
    const mine = boards[0].matches.find((m) => m.match_id === open.match_id)!
    expect(mine).toMatchObject({
      state: 'finished',
      winner: 'a',
      score: '2:1',
      my_pick: { result: 'won', payout: Math.floor(40 * Number(mine.odds_a.replace('.', '')) / 100) }
    })
    // the seeded live match (NAVI, started an hour before) ended meanwhile: its known result settled on read too
    const live = boards[0].matches.find((m) => m.team_a === 'NAVI')!
    expect(live).toMatchObject({ state: 'finished', winner: 'a', my_pick: { result: 'won', payout: payoutOf(50, 19000) } })
    expect((await board('major')).points).toBe(100 - 40 + mine.my_pick!.payout! + payoutOf(50, 19000))
    const theirs = (await board('major', second)).matches.find((m) => m.match_id === open.match_id)!
    expect(theirs.my_pick).toMatchObject({ result: 'lost', payout: 0 })
    expect((await board('major', second)).points).toBe(20 - 20)
    const history = await api.ok<{ list: Array<{ match_id: number, result: string, picked_team: string }> }>('/v1/guess/mine', { game: 'major' }, { token })
    expect(history.list[0]).toMatchObject({ match_id: open.match_id, result: 'won', picked_team: open.team_a })
  })

  it('the leaderboard ranks net points won in the event and shows my row', async () => {
    const ranking = await api.ok<{
      list: Array<{ rank: number, nickname: string, won: number }>,
      mine: { rank: number, won: number } | null
    }>('/v1/guess/ranking', { game: 'major' }, { token })
    expect(ranking.list.length).toBeGreaterThan(3)
    expect(ranking.list.map((r) => r.won)).toEqual([...ranking.list.map((r) => r.won)].sort((a, b) => b - a))
    expect(ranking.list[0].nickname).toContain('*')
    expect(ranking.mine).toMatchObject({ won: 22 })
    expect((await api.ok<{ mine: unknown }>('/v1/guess/ranking', { game: 'ti' })).mine).toBeNull()
  })
})
