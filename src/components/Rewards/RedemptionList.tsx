import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Redemption } from '../../../types/api'
import { formatTime } from '@/lib/beijingTime'
import './index.scss'

/** Rows of redemptions and exchanges (histories, activity records). */
export default function RedemptionList ({ list }: { list: Redemption[] }) {
  return (
    <View className='reward-rows'>
      {list.map((row) => (
        <View key={row.redemption_id} className='reward-row' onClick={() => { void Taro.navigateTo({ url: row.link }) }}>
          <View className='reward-row__main'>
            <Text className='reward-row__title'>{row.grant_text}</Text>
            <Text className='reward-row__sub'>{row.code ?? `消耗 ${row.points_spent} 积分`} · {row.campaign_title}</Text>
          </View>
          <View className='reward-row__side'>
            <Text className='reward-row__state'>已发放</Text>
            <Text className='reward-row__time'>{formatTime(row.created_at)}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
