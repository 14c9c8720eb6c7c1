import { View, Text } from '@tarojs/components'
import type { SaleRecord } from '../../../../types/api'
import PriceTag from '@/components/PriceTag'
import { wearText } from '@/lib/wear'
import Empty from '@/components/Empty'

const when = (seconds: number): string => {
  const date = new Date(seconds * 1000)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** Recent sales: price, float, time. */
export default function SalesRows ({ sales }: { sales: SaleRecord[] }) {
  if (sales.length === 0) return <Empty compact icon='ledger' text='暂无成交记录' />
  return (
    <View className='sales-rows'>
      {sales.map((sale, index) => (
        <View key={`${sale.sold_at}-${index}`} className='sales-row'>
          <PriceTag value={sale.price} size='small' />
          <Text className='sales-row__wear'>{sale.wear ? `磨损 ${wearText(sale.wear)}` : '—'}</Text>
          <Text className='sales-row__time'>{when(sale.sold_at)}</Text>
        </View>
      ))}
    </View>
  )
}
