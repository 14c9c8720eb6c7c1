import type { Deps } from '../deps'
import { fail, Status } from '../domain/status'
import { GUESS_EVENTS, STAKE_MAX, STAKE_MIN, oddsText, payoutOf, stateOf, type GuessGame, type GuessSide } from '../domain/guess'
import { maskNickname } from '../domain/nickname'

/** The tournament match guess (server/README.md "Tournament match guess"): one engine for every event, points as stakes. */

interface MatchRow {
  id: number, game: GuessGame, stage: string, best_of: number, team_a: string, team_b: string, odds_a_bp: number, odds_b_bp: number,
  starts_at: number, winner: GuessSide | null, score: string | null, finished_at: number | null
}
interface PickRow {
  id: number,
  match_id: number,
  side: GuessSide,
  stake: number,
  odds_bp: number,
  payout: number | null,
  settled_at: number | null,
  created_at: number
}

const pointsOf = (deps: Deps, userId: number): number =>
  (deps.db.prepare('SELECT points FROM reward_points WHERE user_id = ?').get(userId) as { points: number } | undefined)?.points ?? 0

const resultOf = (pick: { payout: number | null, settled_at: number | null }): 'pending' | 'won' | 'lost' =>
  pick.settled_at === null ? 'pending' : (pick.payout ?? 0) > 0 ? 'won' : 'lost'

/**
 * Settles every pick of a finished match once, on read: the UPDATE checks settled_at is still null, so parallel readers
 * pay a winner once. A correct pick gets stake × odds back as points; a wrong one nothing (its stake was taken at the pick).
 */
export function settleFinished (deps: Deps): void {
  const { db } = deps
  const now = deps.now()
  const due = db.prepare(`SELECT p.id, p.user_id, p.side, p.stake, p.odds_bp, m.winner FROM guess_picks p JOIN guess_matches m ON m.id = p.match_id
    WHERE p.settled_at IS NULL AND m.winner IS NOT NULL AND m.finished_at <= ?`).all(now) as {
      id: number,
      user_id: number,
      side: GuessSide,
      stake: number,
      odds_bp: number,
      winner: GuessSide
    }[]
  if (due.length === 0) return
  db.transaction(() => {
    for (const pick of due) {
      const payout = pick.side === pick.winner ? payoutOf(pick.stake, pick.odds_bp) : 0
      if (db.prepare('UPDATE guess_picks SET payout = ?, settled_at = ? WHERE id = ? AND settled_at IS NULL').run(payout, now, pick.id).changes !== 1) continue
      if (payout > 0) {
        db.prepare('INSERT INTO reward_points (user_id, points) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET points = points + excluded.points').run(
          pick.user_id,
          payout
        )
      }
    }
  }).immediate()
}

function matchView (deps: Deps, match: MatchRow, mine: PickRow | undefined) {
  const state = stateOf(match, deps.now())
  const counts = deps.db.prepare(`SELECT COALESCE(SUM(side = 'a'), 0) AS a, COALESCE(SUM(side = 'b'), 0) AS b FROM guess_picks
      WHERE match_id = ?`).get(match.id) as {
    a: number,
    b: number
  }
  return {
    match_id: match.id, stage: match.stage, best_of: match.best_of, team_a: match.team_a, team_b: match.team_b,
    odds_a: oddsText(match.odds_a_bp), odds_b: oddsText(match.odds_b_bp), starts_at: match.starts_at, state,
    // the result shows only once it is in (a seeded live match may know its winner ahead)
    winner: state === 'finished' ? match.winner : null,
    score: state === 'finished' ? match.score : null,
    picks_a: counts.a, picks_b: counts.b,
    my_pick: mine ? { side: mine.side, stake: mine.stake, potential: payoutOf(mine.stake, mine.odds_bp), payout: mine.payout, result: resultOf(mine) } : null
  }
}

/** The event's matches (upcoming first by start, then finished newest first), each with the viewer's pick. */
export function guessBoard (deps: Deps, userId: number | null, game: GuessGame) {
  settleFinished(deps)
  const matches = deps.db.prepare('SELECT * FROM guess_matches WHERE game = ? ORDER BY starts_at').all(game) as MatchRow[]
  const picks = userId === null
    ? []
    : deps.db.prepare('SELECT p.* FROM guess_picks p JOIN guess_matches m ON m.id = p.match_id WHERE p.user_id = ? AND m.game = ?').all(
      userId,
      game
    ) as PickRow[]
  const views = matches.map((match) => matchView(deps, match, picks.find((p) => p.match_id === match.id)))
  const order = { open: 0, locked: 0, finished: 1 }
  views.sort((x, y) => order[x.state] - order[y.state] || (x.state === 'finished' ? y.starts_at - x.starts_at : x.starts_at - y.starts_at))
  return { game, ...GUESS_EVENTS[game], points: userId === null ? null : pointsOf(deps, userId), stake_min: STAKE_MIN, stake_max: STAKE_MAX, matches: views }
}

/**
 * Places the user's one pick on a match before it starts: the stake leaves their points in the same immediate transaction
 * (never below 0), the odds are fixed at the pick, and UNIQUE (match, user) makes parallel picks count once.
 */
export function placePick (deps: Deps, userId: number, matchId: number, side: GuessSide, stake: number) {
  const { db } = deps
  return db.transaction(() => {
    const match = db.prepare('SELECT * FROM guess_matches WHERE id = ?').get(matchId) as MatchRow | undefined
    if (!match) fail(Status.notFound, '比赛不存在')
    if (deps.now() >= match!.starts_at) fail(Status.conflict, '比赛已开始，竞猜已截止')
    if (db.prepare('SELECT 1 FROM guess_picks WHERE match_id = ? AND user_id = ?').get(matchId, userId)) fail(Status.conflict, '你已竞猜过本场比赛')
    if (db.prepare('UPDATE reward_points SET points = points - ? WHERE user_id = ? AND points >= ?').run(stake, userId, stake).changes !== 1) {
      fail(Status.balance, `积分不足，本次需要 ${stake} 积分`)
    }
    const odds = side === 'a' ? match!.odds_a_bp : match!.odds_b_bp
    db.prepare('INSERT INTO guess_picks (match_id, user_id, side, stake, odds_bp, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      matchId,
      userId,
      side,
      stake,
      odds,
      deps.now()
    )
    return { match_id: matchId, side, stake, potential: payoutOf(stake, odds), points: pointsOf(deps, userId) }
  }).immediate()
}

/** The user's picks in this event, newest first, with their results. */
export function myGuesses (deps: Deps, userId: number, game: GuessGame, page: number, pageSize: number) {
  settleFinished(deps)
  const { n: total } = deps.db.prepare(`SELECT COUNT(*) AS n FROM guess_picks p JOIN guess_matches m ON m.id = p.match_id WHERE p.user_id = ?
      AND m.game = ?`).get(
    userId,
    game
  ) as { n: number }
  const rows = deps.db.prepare(`SELECT p.*, m.stage, m.team_a, m.team_b, m.starts_at, m.score, m.winner, m.finished_at FROM guess_picks p
      JOIN guess_matches m ON m.id = p.match_id
    WHERE p.user_id = ? AND m.game = ? ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`).all(
      userId,
      game,
      pageSize,
      (page - 1) * pageSize
    ) as Array<PickRow & MatchRow & { match_id: number }>
  return {
    list: rows.map((row) => ({
      pick_id: row.id, match_id: row.match_id, stage: row.stage, team_a: row.team_a, team_b: row.team_b, starts_at: row.starts_at,
      score: row.settled_at === null ? null : row.score,
      picked_team: row.side === 'a' ? row.team_a : row.team_b, odds: oddsText(row.odds_bp), stake: row.stake, payout: row.payout,
      result: resultOf(row), created_at: row.created_at
    })),
    total, page, page_size: pageSize, has_more: page * pageSize < total
  }
}

/** Net points won (payouts − stakes of settled picks) per user in this event, the top 20 and the viewer's own row. */
export function guessRanking (deps: Deps, userId: number | null, game: GuessGame) {
  settleFinished(deps)
  const rows = deps.db.prepare(`SELECT p.user_id, u.nickname, SUM(p.payout - p.stake) AS won, COUNT(*) AS picks, SUM(p.payout > 0) AS hits
    FROM guess_picks p JOIN guess_matches m ON m.id = p.match_id JOIN users u ON u.id = p.user_id
    WHERE m.game = ? AND p.settled_at IS NOT NULL GROUP BY p.user_id ORDER BY won DESC, hits DESC, p.user_id`).all(game) as {
      user_id: number,
      nickname: string,
      won: number,
      picks: number,
      hits: number
    }[]
  const ranked = rows.map((row, index) => ({
    user_id: row.user_id,
    rank: index + 1,
    nickname: maskNickname(row.nickname),
    won: row.won,
    picks: row.picks,
    hits: row.hits
  }))
  const strip = ({ user_id: _id, ...row }: typeof ranked[number]) => row
  const mine = userId === null ? undefined : ranked.find((row) => row.user_id === userId)
  return { list: ranked.slice(0, 20).map(strip), mine: mine ? strip(mine) : null }
}

/** Development: the result of a started match comes in now (picks settle on the next read). */
export function setResult (deps: Deps, matchId: number, winner: GuessSide, score: string) {
  const match = deps.db.prepare('SELECT * FROM guess_matches WHERE id = ?').get(matchId) as MatchRow | undefined
  if (!match) fail(Status.notFound, '比赛不存在')
  if (deps.now() < match!.starts_at) fail(Status.conflict, '比赛尚未开始')
  deps.db.prepare('UPDATE guess_matches SET winner = ?, score = ?, finished_at = ? WHERE id = ?').run(winner, score, deps.now(), matchId)
  settleFinished(deps)
  return { match_id: matchId, winner, score }
}
