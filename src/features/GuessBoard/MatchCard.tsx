import { View, Text } from '@tarojs/components'
import type { GuessMatch } from '../../../types/api'
import { useSecondsLeft } from '@/components/CountDown/useSecondsLeft'
import { countdownText } from '@/lib/serverClock'
import { formatTime } from '@/lib/beijingTime'

const RESULT = { pending: '待开奖', won: '猜中', lost: '未猜中' } as const

interface MatchCardProps {
  match: GuessMatch
  /** tap on a side of an open match */
  onPick: (match: GuessMatch, side: 'a' | 'b') => void
  /** the start passed on screen: read the board again (the match locks) */
  onStart: () => void
}

/** What my pick won, or stands to win while the match is open: after the stake and the result words. */
function pickOutcome (pick: NonNullable<GuessMatch['my_pick']>): string {
  if (pick.result === 'won') return ` +${pick.payout ?? 0}`
  return pick.result === 'pending' ? ` · 猜中得 ${pick.potential}` : ''
}

/** One match: teams with their odds (tap a side to pick while open), the server-time countdown, the result and my pick. */
export default function MatchCard ({ match, onPick, onStart }: MatchCardProps) {
  const left = useSecondsLeft(match.state === 'open' ? match.starts_at : null, onStart)
  const open = match.state === 'open' && left > 0 && !match.my_pick
  const side = (key: 'a' | 'b') => {
    const team = key === 'a' ? match.team_a : match.team_b
    const won = match.winner === key
    const mine = match.my_pick?.side === key
    return (
      <View className={`guess-side${open ? ' guess-side--open' : ''}${won ? ' guess-side--won' : ''}${mine ? ' guess-side--mine' : ''}`}
        role='button' aria-disabled={!open} onClick={() => { if (open) onPick(match, key) }}>
        <Text className='guess-side__team'>{team}</Text>
        <Text className='guess-side__odds'>赔率 {key === 'a' ? match.odds_a : match.odds_b}</Text>
        <Text className='guess-side__count'>{key === 'a' ? match.picks_a : match.picks_b} 人支持{mine ? ' · 我的竞猜' : ''}</Text>
      </View>
    )
  }
  const status = match.state === 'finished'
    ? `已结束 ${match.score ?? ''}`
    : match.state === 'locked' || left === 0 ? '比赛进行中 · 已封盘' : `距开赛 ${countdownText(left)}`
  return (
    <View className={`guess-match guess-match--${match.state}`}>
      <View className='guess-match__head'>
        <Text>{match.stage} · BO{match.best_of}</Text>
        <Text className='guess-match__time'>{formatTime(match.starts_at)}</Text>
      </View>
      <View className='guess-match__sides'>
        {side('a')}
        <Text className='guess-match__vs'>VS</Text>
        {side('b')}
      </View>
      <View className='guess-match__foot'>
        <Text className={`guess-match__status guess-match__status--${match.state}`}>{status}</Text>
        {match.my_pick
          ? <Text className={`guess-match__mine guess-match__mine--${match.my_pick.result}`}>
            {`${match.my_pick.stake} 积分 · ${RESULT[match.my_pick.result]}${pickOutcome(match.my_pick)}`}
          </Text>
          : open && <Text className='guess-match__hint'>点击队伍参与竞猜</Text>}
      </View>
    </View>
  )
}
