import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { Order } from '../../../types/api'
import BottomSheet from '@/components/BottomSheet'
import ListState from '@/components/ListState'
import { formatYuan } from '@/lib/money'
import { problemText } from '@/lib/navigation'
import { orderList } from '@/services/trade'

/** 选择订单: the user's recent purchases, to ask about one of them. */
export default function OrderPicker ({ onPick, onClose }: { onPick: (order: Order) => void, onClose: () => void }) {
  const [orders, setOrders] = useState<Order[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const load = () => {
    setLoading(true)
    orderList({ pointer: 0, page_size: 20 })
      .then((page) => { setOrders(page.list); setError('') })
      .catch((failure: unknown) => setError(problemText(failure, '订单加载失败')))
      .finally(() => setLoading(false))
  }
  useEffect(load, [])
  return (
    <BottomSheet title='选择要咨询的订单' onClose={onClose}>
      <View className='consult-orders'>
        {orders.map((order) => (
          <View key={order.order_id} className='consult-orders__row' onClick={() => onPick(order)}>
            <View className='consult-orders__main'>
              <Text className='consult-orders__name'>{order.item.name}</Text>
              <Text className='consult-orders__meta'>{order.order_id} · {order.status_text}</Text>
            </View>
            <Text className='consult-orders__price'>¥{formatYuan(order.pay_amount)}</Text>
          </View>
        ))}
        <ListState loading={loading} error={error} count={orders.length} hasMore={false} emptyText='暂无订单' onRetry={load} />
      </View>
    </BottomSheet>
  )
}
