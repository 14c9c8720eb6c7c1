import { View, Text } from '@tarojs/components'
import type { SaleRecord } from '../../../../types/api'
import PriceTag from '@/components/PriceTag'
import { wearText } from '@/lib/wear'
import Empty from '@/components/Empty'
import { formatMonthDayTime } from '@/lib/beijingTime'


/** Recent sales: price, float, time. */
export default function SalesRows ({ sales }: { sales: SaleRecord[] }) {
  if (sales.length === 0) return <Empty compact icon='ledger' text='暂无成交记录' />
  return (
    <View className='sales-rows'>
      {sales.map((sale, index) => (
        <View key={`${sale.sold_at}-${index}`} className='sales-row'>
          <PriceTag value={sale.price} size='small' />
          <Text className='sales-row__wear'>{sale.wear ? `磨损 ${wearText(sale.wear)}` : '—'}</Text>
          <Text className='sales-row__time'>{formatMonthDayTime(sale.sold_at)}</Text>
        </View>
      ))}
    </View>
  )
}
