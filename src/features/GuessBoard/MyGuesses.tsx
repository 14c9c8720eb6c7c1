import { View, Text } from '@tarojs/components'
import type { MyGuess } from '../../../types/api'
import ListState from '@/components/ListState'
import { usePaged } from '@/components/usePaged'
import { useOnShow } from '@/components/useOnShow'
import { formatTime } from '@/lib/beijingTime'
import { myGuesses, type GuessGame } from '@/services/guess'

const RESULT = { pending: '待开奖', won: '猜中', lost: '未猜中' } as const

/** My picks in this event, newest first, with what each paid back. */
export default function MyGuesses ({ game }: { game: GuessGame }) {
  const paged = usePaged<MyGuess>((page) => myGuesses(game, page))
  useOnShow(() => void paged.reload())
  return (
    <View>
      {paged.list.length > 0 && (
        <View className='guess-card'>
          {paged.list.map((pick) => (
            <View key={pick.pick_id} className='guess-mine'>
              <View className='guess-mine__body'>
                <Text className='guess-mine__match'>{`${pick.team_a} VS ${pick.team_b}${pick.score ? ` ${pick.score}` : ''}`}</Text>
                <Text className='guess-mine__meta'>{`${pick.stage} · ${formatTime(pick.starts_at)} · 押 ${pick.picked_team} @${pick.odds}`}</Text>
              </View>
              <View className='guess-mine__side'>
                <Text className='guess-mine__stake'>{`${pick.stake} 积分`}</Text>
                <Text className={`guess-mine__result guess-mine__result--${pick.result}`}>
                  {pick.result === 'won' ? `${RESULT.won} +${pick.payout ?? 0}` : RESULT[pick.result]}
                </Text>
              </View>
            </View>
          ))}
        </View>
      )}
      <ListState loading={paged.loading} error={paged.error} count={paged.list.length} hasMore={paged.hasMore}
        emptyText='还没有竞猜记录，去赛程选一支队伍吧' onRetry={() => void paged.reload()} />
    </View>
  )
}
