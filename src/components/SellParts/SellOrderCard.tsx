import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import type { SellOrder } from '../../../types/api'
import ItemImage from '../ItemImage'
import PriceTag from '../PriceTag'
import { formatTime } from '@/lib/beijingTime'
import { shortWearName } from '@/lib/wear'
import CountDown from '@/components/CountDown'
import './SellOrderCard.scss'

/** One of the seller's orders: item, price, 到手, status, and the delivery countdown while it waits on the seller. */
export default function SellOrderCard ({ order, onOpen }: { order: SellOrder, onOpen: (order: SellOrder) => void }) {
  const waiting = order.status === 'paid' && order.deliver_deadline !== null
  return (
    <View {...tappable()} className='order-card sell-order-card' onClick={() => onOpen(order)}>
      <View className='order-card__head'>
        <Text className='order-card__kind order-card__kind--sell'>出售</Text>
        <Text className='order-card__time'>{formatTime(order.created_at)}</Text>
        <Text className={`order-card__status order-card__status--${order.status}`}>{waiting ? '待发货' : order.status_text}</Text>
      </View>
      <View className='order-card__body'>
        <ItemImage className='order-card__image' src={order.item.image} name={order.item.name} accent={order.item.rarity_color} />
        <View className='order-card__main'>
          <Text className='order-card__name'>{order.item.name}</Text>
          <Text className='order-card__meta'>{[shortWearName(order.item.exterior), `买家 ${order.buyer_nickname}`].filter(Boolean).join(' · ')}</Text>
          <View className='order-card__amount'>
            <Text className='order-card__amount-label'>售价</Text>
            <PriceTag value={order.price} size='small' />
            <Text className='order-card__amount-label sell-order-card__proceeds'>到手 ¥{order.proceeds}</Text>
          </View>
        </View>
      </View>
      {waiting && order.deliver_deadline !== null && (
        <View className='sell-order-card__deadline'>
          <Text className='sell-order-card__deadline-label'>请尽快发送报价</Text>
          <CountDown deadline={order.deliver_deadline} className='sell-order-card__countdown' />
        </View>
      )}
    </View>
  )
}
