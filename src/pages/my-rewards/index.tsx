import { View, Text } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import type { MyReward } from '../../../types/api'
import { myRewards } from '@/services/rewards'
import ListState from '@/components/ListState'
import { formatTime } from '@/lib/beijingTime'
import { useOnShow } from '@/components/useOnShow'
import { usePaged } from '@/components/usePaged'
import LoginGate from '@/components/LoginGate'
import '@/components/Rewards/index.scss'

const STATE_TEXT: Record<MyReward['state'], string> = { claimed: '已到账', unclaimed: '待领取', expired: '已过期' }
const STATE_CLASS: Record<MyReward['state'], string> = { claimed: '', unclaimed: 'reward-row__state--wait', expired: 'reward-row__state--gone' }

/** /pages/my-rewards/index: everything I have won or redeemed (CDK, activity codes, exchanges; the draws as they join), with its state and where it is. */
export default function MyRewardsPage () {
  return (
    <LoginGate back='/pages/my-rewards/index' what='我的奖励'>
      <Rewards />
    </LoginGate>
  )
}

function Rewards () {
  const rewards = usePaged<MyReward>((page) => myRewards(page))
  useOnShow(() => { void rewards.reload() })
  useReachBottom(() => rewards.more())
  return (
    <View className='reward-page'>
      {rewards.list.length > 0 && (
        <View className='reward-rows'>
          {rewards.list.map((reward) => (
            <View key={reward.reward_key} className='reward-row' onClick={() => { void Taro.navigateTo({ url: reward.link }) }}>
              <View className='reward-row__main'>
                <Text className='reward-row__title'>{reward.grant_text}</Text>
                <Text className='reward-row__sub'>{reward.title === reward.source_text ? reward.source_text : `${reward.source_text} · ${reward.title}`}</Text>
              </View>
              <View className='reward-row__side'>
                <Text className={`reward-row__state ${STATE_CLASS[reward.state]}`}>{STATE_TEXT[reward.state]} ›</Text>
                <Text className='reward-row__time'>{formatTime(reward.created_at)}</Text>
              </View>
            </View>
          ))}
        </View>)}
      <ListState
        loading={rewards.loading}
        error={rewards.error}
        count={rewards.list.length}
        hasMore={rewards.hasMore}
        emptyText='还没有奖励，去兑换 CDK 或参加活动吧'
        onRetry={() => { void rewards.reload() }}
      />
      {!rewards.loading && !rewards.error && rewards.list.length === 0 && (
        <View className='reward-page__links'>
          <Text className='reward-page__link' onClick={() => { void Taro.navigateTo({ url: '/pages/cdk/index' }) }}>兑换 CDK</Text>
          <Text className='reward-page__link' onClick={() => { void Taro.navigateTo({ url: '/pages/topic/cdkey-exchange/index' }) }}>积分兑换</Text>
        </View>)}
    </View>
  )
}
