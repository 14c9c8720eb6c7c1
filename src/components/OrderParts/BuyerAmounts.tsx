import { Text } from '@tarojs/components'
import type { Order } from '../../../types/api'
import PriceTag from '@/components/PriceTag'
import { buyerAmounts } from './buyerAmounts'
import { DetailRow } from './DetailParts'
import { formatTime } from '@/lib/beijingTime'

/** The buyer's sum, line by line; it adds up to the total shown (buyerAmounts). */
export function BuyerAmounts ({ order }: { order: Order }) {
  const { lines } = buyerAmounts(order)
  return (
    <>
      {lines.map((line) => (
        <DetailRow key={line.label} label={line.label}>
          {line.tone === 'discount'
            ? <Text className='order-detail__discount amount-line'>-¥{line.value.slice(1)}</Text>
            : <PriceTag
              value={line.value}
              size={line.tone === 'total' ? 'normal' : 'small'}
              className={`amount-line ${line.tone === 'total' ? 'amount-total' : 'order-detail__plain'}`}
            />}
        </DetailRow>
      ))}
    </>
  )
}

/** A rental's start, end and return (server/README.md: it starts when the buyer accepts the offer). */
export function RentPeriod ({ order }: { order: Order }) {
  if (order.kind !== 'rent') return null
  const value = (text: string) => <Text className='order-detail__value'>{text}</Text>
  return (
    <>
      <DetailRow label='起租时间'>{value(order.rent_start_at ? formatTime(order.rent_start_at) : '确认收货后开始计租')}</DetailRow>
      <DetailRow label='到期时间'>{value(order.rent_end_at ? formatTime(order.rent_end_at) : `起租后 ${order.rent_days ?? 0} 天`)}</DetailRow>
      <DetailRow label='归还时间'>{value(order.rent_returned_at ? formatTime(order.rent_returned_at) : order.rent_start_at ? '未归还' : '—')}</DetailRow>
    </>
  )
}
