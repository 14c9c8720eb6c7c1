import type { GuessBoard, GuessPlaced, GuessRanking, MyGuess, Page } from '../../types/api'
import { GuessBoardSchema, GuessPlacedSchema, GuessRankingSchema, MyGuessPageSchema } from '../contract/guess'
import { request } from '../lib/request'
import { answer } from './shape'

/** The tournament match guess's calls, one engine for Major and TI (server/README.md "Tournament match guess"). */

export type GuessGame = GuessBoard['game']

const BOARD = '/v1/guess/board'
export function guessBoard (game: GuessGame): Promise<GuessBoard> {
  return request<unknown>(BOARD, { data: { game }, toast: false }).then(answer(GuessBoardSchema, BOARD))
}
const RANKING = '/v1/guess/ranking'
export function guessRanking (game: GuessGame): Promise<GuessRanking> {
  return request<unknown>(RANKING, { data: { game }, toast: false }).then(answer(GuessRankingSchema, RANKING))
}
const MINE = '/v1/guess/mine'
export function myGuesses (game: GuessGame, page: number): Promise<Page<MyGuess>> {
  return request<unknown>(MINE, { data: { game, page, page_size: 20 }, toast: false }).then(answer(MyGuessPageSchema, MINE))
}
const PICK = '/v1/guess/pick'
/** The page says why a pick was refused itself (no toast). */
export function placeGuess (matchId: number, side: 'a' | 'b', stake: number): Promise<GuessPlaced> {
  return request<unknown>(PICK, { method: 'POST', data: { match_id: matchId, side, stake }, toast: false }).then(answer(GuessPlacedSchema, PICK))
}

/** Points back on a win: stake × odds ("1.85"), rounded down like the server (payoutOf), in whole numbers. */
export function potentialOf (stake: number, odds: string): number {
  const [whole, frac = ''] = odds.split('.')
  return Math.floor(stake * (Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2))) / 100)
}
