import { View, Text } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import ItemImage from '@/components/ItemImage'
import ListState from '@/components/ListState'
import { useOnShow } from '@/components/useOnShow'
import { yuan } from '@/components/DealParts/money'
import { grabOrders } from '@/services/deals'
import { formatTime } from '@/lib/beijingTime'
import { usePaged } from '@/components/usePaged'
import LoginGate from '@/components/LoginGate'
import './components/grab.scss'

/** /pages/grab/history 抢购记录: every grab of mine, newest first, page by page. */
function GrabHistory () {
  const orders = usePaged((page) => grabOrders(page))
  useOnShow(() => { void orders.reload() })
  useReachBottom(() => orders.more())
  return (
    <View className='grab-page grab-page--list'>
      {orders.list.map((order) => (
        <View key={order.grab_no} className='grab-row' onClick={() => void Taro.navigateTo({ url: `/pages/grab/details?drop_id=${order.drop_id}` })}>
          <View className='grab-row__main'>
            <ItemImage className='grab-row__image' src={order.item.image} name={order.item.name} accent={order.item.rarity_color} />
            <View className='grab-row__text'>
              <Text className='grab-row__name'>{order.item.name}</Text>
              <Text className='grab-row__sub'>{formatTime(order.created_at)} · 余额支付</Text>
            </View>
            <Text className='grab-row__price'>{yuan(order.price)}</Text>
          </View>
          <View className='grab-row__foot'>
            <Text>单号 {order.grab_no}</Text>
            <Text className={`grab-row__status grab-row__status--${order.status}`}>{order.status === 'held' ? '平台托管中' : '已取回到 Steam'}</Text>
          </View>
        </View>
      ))}
      <ListState loading={orders.loading} error={orders.error} count={orders.list.length} hasMore={orders.hasMore}
        emptyText='还没有抢购记录，去限时抢看看' emptyIcon='bolt'
        emptyAction={{ text: '去限时抢', onClick: () => { void Taro.navigateTo({ url: '/pages/grab/index' }) } }} onRetry={() => void orders.reload()} />
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/grab/history' what='抢购记录'><GrabHistory /></LoginGate>
}
