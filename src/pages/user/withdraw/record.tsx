import { View, Text } from '@tarojs/components'
import Taro, { useReachBottom, usePullDownRefresh } from '@tarojs/taro'
import ListState from '@/components/ListState'
import { useOnShow } from '@/components/useOnShow'
import { formatYuan } from '@/lib/money'
import { withdrawals } from '@/services/withdraw'
import { formatTime } from '@/lib/beijingTime'
import { usePaged } from '@/components/usePaged'
import LoginGate from '@/components/LoginGate'
import './record.scss'

/** /pages/user/withdraw/record: the user's withdrawals, newest first, page by page. */
function WithdrawRecordPage () {
  const records = usePaged((page) => withdrawals(page))
  useOnShow(() => { void records.reload() })
  usePullDownRefresh(() => { void records.reload().finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => records.more())

  return (
    <View className='withdraw-record'>
      {records.list.map((w) => (
        <View key={w.withdraw_no} className='withdraw-record__row'
          onClick={() => Taro.navigateTo({ url: `/pages/user/withdraw/result?withdraw_no=${w.withdraw_no}` })}>
          <View className='withdraw-record__main'>
            <Text className='withdraw-record__to'>提现到{w.channel_name} {w.account}</Text>
            <Text className='withdraw-record__amount'>¥{formatYuan(w.amount)}</Text>
          </View>
          <View className='withdraw-record__sub'>
            <Text>{formatTime(w.created_at)}</Text>
            <Text className={`withdraw-record__status withdraw-record__status--${w.status}`}>
              {w.status === 'success' ? `成功 · 到账 ¥${formatYuan(w.arrive_amount)}` : '失败 · 已退回'}
            </Text>
          </View>
        </View>
      ))}
      <ListState loading={records.loading} error={records.error} count={records.list.length} hasMore={records.hasMore}
        emptyText='暂无提现记录' onRetry={() => void records.reload()} />
      {records.hasMore && !records.loading && !records.error && records.list.length > 0 && (
        <Text className='withdraw-record__more' onClick={records.more}>加载更多</Text>
      )}
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/user/withdraw/record' what='提现记录'><WithdrawRecordPage /></LoginGate>
}
