import type { Api } from '../http/context'
import { int, oneOf, optional, parse, str } from '../http/validate'
import { STAKE_MAX, STAKE_MIN } from '../domain/guess'
import { guessBoard, guessRanking, myGuesses, placePick, setResult } from '../model/guess'

const GAMES = ['major', 'ti'] as const
const SIDES = ['a', 'b'] as const
const game = () => oneOf('赛事', GAMES)

/** Tournament match guess (server/README.md "Tournament match guess"): one engine, the game is a parameter. */
export function guessRoutes (api: Api): void {
  const { deps } = api
  api.route('/v1/guess/board', (call) => guessBoard(deps, call.viewer?.id ?? null, parse(call.params, { game: game() }).game))
  api.route('/v1/guess/ranking', (call) => guessRanking(deps, call.viewer?.id ?? null, parse(call.params, { game: game() }).game))
  api.route('/v1/guess/mine', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { game: game(), page: optional(int('页码', 1, 100000), 1), page_size: optional(int('每页数量', 1, 50), 20) })
    return myGuesses(deps, userId, q.game, q.page, q.page_size)
  })
  api.write('/v1/guess/pick', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { match_id: int('比赛', 1), side: oneOf('竞猜队伍', SIDES), stake: int('竞猜积分', STAKE_MIN, STAKE_MAX) })
    return placePick(deps, userId, q.match_id, q.side, q.stake)
  })
  if (deps.dev) {
    api.write('/dev/guess/result', (call) => {
      const q = parse(call.params, {
        match_id: int('比赛', 1),
        winner: oneOf('胜方', SIDES),
        score: optional(str('比分', { max: 10, pattern: /^\d{1,2}:\d{1,2}$/ }), '2:1')
      })
      return setResult(deps, q.match_id, q.winner, q.score)
    })
  }
}
