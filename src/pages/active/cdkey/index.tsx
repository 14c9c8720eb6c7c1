import { View, Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import type { Campaign } from '../../../../types/api'
import { campaign } from '@/services/rewards'
import { errorText } from '@/lib/errorText'
import ListState from '@/components/ListState'
import RedeemForm from '@/features/Rewards/RedeemForm'
import { formatTime } from '@/lib/beijingTime'
import { useOnShow } from '@/components/useOnShow'
import '@/components/Rewards/index.scss'

/** The activity shown when the link names none: the live one of the seed (server/db/seedRewards.ts). */
export const DEFAULT_ACTIVITY = 'newyear2027'
const STATUS_TEXT: Record<Campaign['status'], string> = { upcoming: '即将开始', live: '进行中', ended: '已结束' }

/** /pages/active/cdkey/index?campaign=: an activity's CD keys — its period and rules, and a redeem form for its codes only. */
export default function ActivityCdkeyPage () {
  const { params } = useRouter()
  const id = params.campaign ?? DEFAULT_ACTIVITY
  const [info, setInfo] = useState<Campaign | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const load = () => {
    setLoading(true)
    campaign(id)
      .then((answer) => { setInfo(answer); setError('') })
      .catch((failure: unknown) => setError(errorText(failure)))
      .finally(() => setLoading(false))
  }
  useOnShow(load)
  if (!info) return <View className='reward-page'><ListState loading={loading} error={error} count={0} hasMore={false} onRetry={load} /></View>
  const closed = info.status === 'ended' ? '活动已结束' : info.status === 'upcoming' ? '活动未开始' : ''
  const page = `/pages/active/cdkey/index?campaign=${info.campaign_id}`
  return (
    <View className='reward-page'>
      <View className='reward-page__hero'>
        <Text className='reward-page__hero-title'>{info.title}</Text>
        <Text className='reward-page__hero-note'>{info.description}</Text>
        <Text className='reward-page__hero-note'>{formatTime(info.starts_at)} 至 {formatTime(info.ends_at)}</Text>
        <Text className={`reward-page__badge ${info.status === 'live' ? '' : 'reward-page__badge--ended'}`}>{STATUS_TEXT[info.status]}</Text>
      </View>
      <View className='reward-page__card'>
        <Text className='reward-page__title'>兑换活动 CDKey</Text>
        <RedeemForm page={page} campaign={info.campaign_id} closed={closed} onRedeemed={load} />
      </View>
      <View className='reward-page__links'>
        <Text
          className='reward-page__link'
          onClick={() => { void Taro.navigateTo({ url: '/pages/active/cdkey/record/index' }) }}
        >我的记录{info.redeemed > 0 ? `（${info.redeemed}）` : ''}</Text>
        <Text className='reward-page__link' onClick={() => { void Taro.navigateTo({ url: '/pages/my-rewards/index' }) }}>我的奖励</Text>
      </View>
      <View className='reward-page__card'>
        <Text className='reward-page__title'>活动规则</Text>
        {info.rules.map((rule, index) => <Text key={rule} className='reward-page__rule'>{index + 1}. {rule}</Text>)}
      </View>
    </View>
  )
}
