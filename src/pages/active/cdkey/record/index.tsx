import { View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { Redemption } from '../../../../../types/api'
import { redemptionHistory } from '@/services/rewards'
import ListState from '@/components/ListState'
import RedemptionList from '@/components/Rewards/RedemptionList'
import { useOnShow } from '@/components/useOnShow'
import { usePaged } from '@/components/usePaged'
import LoginGate from '@/components/LoginGate'
import '@/components/Rewards/index.scss'

/** /pages/active/cdkey/record/index: my activity CD-key redemptions, newest first. */
export default function ActivityCdkeyRecordPage () {
  return (
    <LoginGate back='/pages/active/cdkey/record/index' what='活动 CDKey 记录'>
      <Records />
    </LoginGate>
  )
}

function Records () {
  const records = usePaged<Redemption>((page) => redemptionHistory('activity', page))
  useOnShow(() => { void records.reload() })
  useReachBottom(() => records.more())
  return (
    <View className='reward-page'>
      {records.list.length > 0 && <RedemptionList list={records.list} />}
      <ListState
        loading={records.loading}
        error={records.error}
        count={records.list.length}
        hasMore={records.hasMore}
        emptyText='还没有兑换过活动 CDKey'
        onRetry={() => { void records.reload() }}
      />
    </View>
  )
}
