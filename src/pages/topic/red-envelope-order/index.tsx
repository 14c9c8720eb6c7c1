import { View, Text, Image } from '@tarojs/components'
import { imageAlt } from '@/lib/platform/picture'
import Taro, { useReachBottom } from '@tarojs/taro'
import ListState from '@/components/ListState'
import { useOnShow } from '@/components/useOnShow'
import { envelopeOrders } from '@/services/redpack'
import LoginGate from '@/components/LoginGate'
import { usePaged } from '@/components/usePaged'
import { assetUrl } from '@/lib/format'
import { formatTime } from '@/lib/beijingTime'
import EnvelopeLinks from '../envelope-parts/EnvelopeLinks'
import '../envelope-parts/envelope.scss'

const HERE = '/pages/topic/red-envelope-order/index'

/** /pages/topic/red-envelope-order/index: orders that used one of my red envelopes, newest first; a row opens the order. */
function EnvelopeOrdersPage () {
  const orders = usePaged(envelopeOrders)
  useOnShow(() => { void orders.reload() })
  useReachBottom(() => orders.more())
  return (
    <View className='envelope-page'>
      {orders.list.map((order) => (
        <View
          key={order.order_id}
          className='envelope-order'
          onClick={() => { void Taro.navigateTo({ url: `/pages/order/detail/index?id=${order.order_id}` }) }}
        >
          <Image {...imageAlt(order.item_name)} className='envelope-order__image' src={assetUrl(order.item_image)} mode='aspectFit' />
          <View className='envelope-order__info'>
            <View className='envelope-order__top'>
              <Text className='envelope-order__name'>{order.item_name}</Text>
              <Text className='envelope-order__status'>{order.status_text}</Text>
            </View>
            <Text className='envelope-order__meta'>{order.envelope_name} · {formatTime(order.created_at)}</Text>
            <View className='envelope-order__money'>
              <Text>价格 ¥{order.price}</Text>
              <Text className='envelope-order__discount'>红包 -¥{order.discount}</Text>
              <Text className='envelope-order__pay'>实付 ¥{order.pay_amount}</Text>
            </View>
          </View>
        </View>
      ))}
      <ListState loading={orders.loading} error={orders.error} count={orders.list.length} hasMore={orders.hasMore}
        emptyText='还没有使用红包的订单，下单支付时选择红包即可抵扣' onRetry={() => { void orders.reload() }} />
      <EnvelopeLinks here={HERE} />
    </View>
  )
}

export default function Page () {
  return <LoginGate back={HERE} what='红包订单'><EnvelopeOrdersPage /></LoginGate>
}
