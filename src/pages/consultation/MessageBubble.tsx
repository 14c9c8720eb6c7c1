import { View, Text } from '@tarojs/components'
import type { ConsultMessage } from '../../../types/api'
import { formatTime } from '@/lib/beijingTime'
import { formatYuan } from '@/lib/money'

/** One message: the user's on the right, the service's on the left, with the order it asks about. */
export default function MessageBubble ({ message }: { message: Pick<ConsultMessage, 'sender' | 'content' | 'order' | 'created_at'> }) {
  const mine = message.sender === 'user'
  return (
    <View className={`consult-msg consult-msg--${mine ? 'user' : 'service'}`}>
      {!mine && <Text className='consult-msg__avatar'>客服</Text>}
      <View className='consult-msg__body'>
        {message.order && (
          <View className='consult-msg__order'>
            <Text className='consult-msg__order-name'>{message.order.item_name}</Text>
            <Text className='consult-msg__order-meta'>订单 {message.order.order_id} · {message.order.status_text} · ¥{formatYuan(message.order.pay_amount)}</Text>
          </View>
        )}
        <Text className='consult-msg__text'>{message.content}</Text>
        {message.created_at > 0 && <Text className='consult-msg__time'>{formatTime(message.created_at)}</Text>}
      </View>
    </View>
  )
}
