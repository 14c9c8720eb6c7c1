import { View, Text } from '@tarojs/components'
import type { PartnerExchange } from '../../../types/api'
import { formatTime } from '@/lib/beijingTime'

/** One exchange record: which way, what moved on each side, when. */
export default function ExchangeRecordRow ({ record }: { record: PartnerExchange }) {
  const out = record.direction === 'out'
  return (
    <View className='px-record'>
      <View className='px-record__main'>
        <Text className='px-record__title'>{out ? `余额转出到${record.partner_name}` : `${record.points_name}转入余额`}</Text>
        <Text className='px-record__time'>{formatTime(record.created_at)}{out ? '' : ` · 手续费 ¥${record.fee}`}</Text>
      </View>
      <View className='px-record__side'>
        <Text className={`px-record__money${out ? '' : ' px-record__money--in'}`}>{out ? `-¥${record.amount}` : `+¥${record.amount}`}</Text>
        <Text className='px-record__points'>{out ? '+' : '-'}{record.points} {record.points_name} · 已完成</Text>
      </View>
    </View>
  )
}
