import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { GuessMatch } from '../../../types/api'
import BottomSheet from '@/components/BottomSheet'
import { SubmitButton } from '@/components/FormField'
import { openRoute } from '@/lib/navigation'
import { potentialOf } from '@/services/guess'
import Notice from '@/components/Notice'

const CHIPS = [10, 50, 100, 200, 500, 1000]

interface StakeSheetProps {
  match: GuessMatch
  side: 'a' | 'b'
  points: number
  min: number
  max: number
  busy: boolean
  /** the server's refusal, shown in the sheet */
  problem: string
  onConfirm: (stake: number) => void
  onClose: () => void
}

/** How many points to stake on a side: chips within the rules and the user's points, what a win pays back. */
export default function StakeSheet ({ match, side, points, min, max, busy, problem, onConfirm, onClose }: StakeSheetProps) {
  const choices = CHIPS.filter((chip) => chip >= min && chip <= max)
  const [stake, setStake] = useState(choices[0] ?? min)
  const odds = side === 'a' ? match.odds_a : match.odds_b
  const short = points < min
  return (
    <BottomSheet title={`竞猜 ${side === 'a' ? match.team_a : match.team_b} 胜`} onClose={onClose}>
      <View className='guess-stake'>
        <Text className='guess-stake__line'>{`${match.team_a} VS ${match.team_b} · 赔率 ${odds} · 我的积分 ${points}`}</Text>
        {short
          ? (
            <View className='guess-stake__short' role='alert'>
              <Text>{`积分不足，每场至少 ${min} 积分。`}</Text>
              <Text className='guess-stake__link' onClick={() => void openRoute('/pages/cdk/index')}>去兑换积分 ›</Text>
            </View>
            )
          : (
            <View className='guess-stake__chips'>
              {choices.map((chip) => (
                <View key={chip} role='button' aria-disabled={chip > points}
                  className={`guess-stake__chip${chip === stake ? ' guess-stake__chip--on' : ''}${chip > points ? ' guess-stake__chip--off' : ''}`}
                  onClick={() => { if (chip <= points) setStake(chip) }}>{`${chip}`}</View>
              ))}
            </View>
            )}
        {!short && <Text className='guess-stake__line'>{`猜中可得 ${potentialOf(stake, odds)} 积分（含本金），开赛后不可更改`}</Text>}
        <Notice text={problem} />
        <SubmitButton text={`确认竞猜 ${stake} 积分`} busy={busy} disabled={short || stake > points} onClick={() => onConfirm(stake)} />
      </View>
    </BottomSheet>
  )
}
