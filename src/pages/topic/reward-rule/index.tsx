import { View, Text } from '@tarojs/components'
import { useState } from 'react'
import type { Campaign, ExchangeTopic } from '../../../../types/api'
import { campaign, exchangeTopic } from '@/services/rewards'
import { errorText } from '@/lib/errorText'
import ListState from '@/components/ListState'
import { formatTime } from '@/lib/beijingTime'
import { useOnShow } from '@/components/useOnShow'
import '@/components/Rewards/index.scss'

/** /pages/topic/reward-rule/index: the exchange topic's and the codes' rules, as the server states and enforces them. */
export default function RewardRulePage () {
  const [rules, setRules] = useState<{ topic: ExchangeTopic, codes: Campaign } | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const load = () => {
    setLoading(true)
    Promise.all([exchangeTopic(), campaign('topic')])
      .then(([topic, codes]) => { setRules({ topic, codes }); setError('') })
      .catch((failure: unknown) => setError(errorText(failure)))
      .finally(() => setLoading(false))
  }
  useOnShow(load)
  if (!rules) return <View className='reward-page'><ListState loading={loading} error={error} count={0} hasMore={false} onRetry={load} /></View>
  return (
    <View className='reward-page'>
      <View className='reward-page__card'>
        <Text className='reward-page__title'>活动时间</Text>
        <Text className='reward-page__rule'>{formatTime(rules.codes.starts_at)} 至 {formatTime(rules.topic.ends_at)}</Text>
      </View>
      <View className='reward-page__card'>
        <Text className='reward-page__title'>积分兑换规则</Text>
        {rules.topic.rules.map((rule, index) => <Text key={rule} className='reward-page__rule'>{index + 1}. {rule}</Text>)}
      </View>
      <View className='reward-page__card'>
        <Text className='reward-page__title'>奖励一览</Text>
        {rules.topic.rewards.map((reward) => (
          <Text key={reward.reward_id} className='reward-page__rule'>{reward.title}：{reward.cost_points} 积分，每人限兑 {reward.per_user_limit} 次</Text>))}
      </View>
      <View className='reward-page__card'>
        <Text className='reward-page__title'>兑换码规则</Text>
        {rules.codes.rules.map((rule, index) => <Text key={rule} className='reward-page__rule'>{index + 1}. {rule}</Text>)}
      </View>
    </View>
  )
}
