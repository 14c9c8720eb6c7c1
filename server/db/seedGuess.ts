import { hasTable, type Db } from './database'
import { payoutOf } from '../domain/guess'

/** Seed for the tournament match guess (server/README.md "Tournament match guess"): finished, live and upcoming matches of both events. */

type Seeded = [stage: string, bestOf: number, teamA: string, teamB: string, oddsA: number, oddsB: number, startsIn: number, winner: 'a' | 'b', score: string]

const H = 3600
// startsIn < 0: started; a match lasts 3 h (BO3) or 5 h (BO5): its result is in after that
const MAJOR: Seeded[] = [
  ['八强赛', 3, 'Vitality', 'The MongolZ', 14500, 27000, -26 * H, 'a', '2:0'],
  ['八强赛', 3, 'MOUZ', 'FaZe', 17000, 21000, -22 * H, 'b', '1:2'],
  ['八强赛', 3, 'NAVI', 'Spirit', 19000, 18500, -1 * H, 'a', '2:1'],
  ['八强赛', 3, 'Falcons', 'G2', 17500, 20000, 2 * H, 'a', '2:1'],
  ['半决赛', 3, 'Vitality', 'FaZe', 15500, 24000, 26 * H, 'a', '2:1'],
  ['决赛', 5, '待定', '待定', 19000, 19000, 50 * H, 'a', '3:1']
]
const TI: Seeded[] = [
  ['胜者组第一轮', 3, 'Team Spirit', 'Tundra', 16500, 22000, -30 * H, 'a', '2:1'],
  ['胜者组第一轮', 3, 'Xtreme Gaming', 'Team Liquid', 21000, 17000, -27 * H, 'a', '2:0'],
  ['败者组第一轮', 3, 'Gaimin Gladiators', 'BetBoom', 18000, 20000, 3 * H, 'b', '1:2'],
  ['胜者组半决赛', 3, 'Team Spirit', 'Xtreme Gaming', 17000, 21000, 28 * H, 'a', '2:1']
]

export function seedGuess (db: Db, now: number, users: { demo: number, demo2: number, sellers: number[] }): void {
  if (!hasTable(db, 'guess_matches')) return
  const match = db.prepare(`INSERT INTO guess_matches (game, stage, best_of, team_a, team_b, odds_a_bp, odds_b_bp, starts_at, winner, score, finished_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const pick = db.prepare('INSERT INTO guess_picks (match_id, user_id, side, stake, odds_bp, payout, created_at, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  for (const [game, list] of [['major', MAJOR], ['ti', TI]] as const) {
    list.forEach(([stage, bestOf, teamA, teamB, oddsA, oddsB, startsIn, winner, score], index) => {
      const startsAt = now + startsIn
      const finishedAt = startsAt + (bestOf === 5 ? 5 : 3) * H
      const id = Number(match.run(game, stage, bestOf, teamA, teamB, oddsA, oddsB, startsAt, winner, score, finishedAt).lastInsertRowid)
      if (startsIn > 0) return
      // other players picked every started match (the leaderboard); a finished match's picks are settled already
      const settled = finishedAt <= now
      users.sellers.forEach((userId, k) => {
        const side = (k + index) % 3 === 0 ? (winner === 'a' ? 'b' : 'a') : winner
        const stake = [50, 100, 200, 30, 500, 80, 150, 20][k % 8]
        const odds = side === 'a' ? oddsA : oddsB
        pick.run(
          id,
          userId,
          side,
          stake,
          odds,
          settled ? (side === winner ? payoutOf(stake, odds) : 0) : null,
          startsAt - 3 * H - k * 60,
          settled ? finishedAt : null
        )
      })
      // the demo user won one Major match and waits on the live one
      if (game === 'major' && (index === 0 || index === 2)) {
        const odds = oddsA
        pick.run(id, users.demo, 'a', 50, odds, settled ? payoutOf(50, odds) : null, startsAt - 2 * H, settled ? finishedAt : null)
      }
    })
  }
}
