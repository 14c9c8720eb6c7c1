/** Tournament match guess rules (server/README.md "Tournament match guess"): pure, no database. */

export type GuessGame = 'major' | 'ti'
export type GuessSide = 'a' | 'b'
export type GuessState = 'open' | 'locked' | 'finished'

/** One engine, two events: the game is data. */
export const GUESS_EVENTS: Record<GuessGame, { title: string, subtitle: string }> = {
  major: { title: 'CS2 Major 竞猜', subtitle: '2026 科隆 Major · 冠军赛阶段' },
  ti: { title: 'TI 勇士令状竞猜', subtitle: 'DOTA2 国际邀请赛 2026 · 淘汰赛' }
}

/** Stakes are points (积分), whole numbers in this range. */
export const STAKE_MIN = 10
export const STAKE_MAX = 1000

/** Points back on a correct pick: stake × odds, rounded down (the stake is included). */
export const payoutOf = (stake: number, oddsBp: number): number => Math.floor(stake * oddsBp / 10000)

/** 18500 → "1.85". */
export const oddsText = (oddsBp: number): string => `${Math.floor(oddsBp / 10000)}.${String(Math.floor(oddsBp % 10000 / 100)).padStart(2, '0')}`

/** Open before the start, locked from the start until the result is in, finished once it is (finished_at reached). */
export function stateOf (match: { starts_at: number, winner: string | null, finished_at: number | null }, now: number): GuessState {
  if (match.winner !== null && match.finished_at !== null && match.finished_at <= now) return 'finished'
  return now < match.starts_at ? 'open' : 'locked'
}
