import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import type { Order } from '../../../types/api'
import ItemImage from '../ItemImage'
import PriceTag from '../PriceTag'
import { shortWearName } from '@/lib/wear'
import { formatTime } from '@/lib/beijingTime'
import './index.scss'

const KIND: Record<Order['kind'], string> = { buy: '购买', sell: '出售', rent: '租赁' }

/** One order in a list: item, status, amount paid or to pay. */
export default function OrderCard ({ order, onOpen }: { order: Order, onOpen: (order: Order) => void }) {
  return (
    <View {...tappable()} className='order-card' onClick={() => onOpen(order)}>
      <View className='order-card__head'>
        <Text className={`order-card__kind order-card__kind--${order.kind}`}>{KIND[order.kind]}</Text>
        <Text className='order-card__time'>{formatTime(order.created_at)}</Text>
        <Text className={`order-card__status order-card__status--${order.status}`}>{order.status_text}</Text>
      </View>
      <View className='order-card__body'>
        <ItemImage className='order-card__image' src={order.item.image} name={order.item.name} accent={order.item.rarity_color} />
        <View className='order-card__main'>
          <Text className='order-card__name'>{order.item.name}</Text>
          <Text className='order-card__meta'>
            {[shortWearName(order.item.exterior), order.seller.nickname, order.rent_days ? `租 ${order.rent_days} 天` : ''].filter(Boolean).join(' · ')}
          </Text>
          <View className='order-card__amount'>
            <Text className='order-card__amount-label'>{order.status === 'created' ? '待付' : '实付'}</Text>
            <PriceTag value={order.pay_amount} size='small' />
          </View>
        </View>
      </View>
    </View>
  )
}
