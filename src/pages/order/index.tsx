import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import Taro, { useDidShow, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { Order, OrderKind, OrderStatus, SellOrder } from '../../../types/api'
import { useStores } from '@/stores/context'
import ListState from '@/components/ListState'
import OrderCard from '@/components/OrderParts/OrderCard'
import LoginPrompt from '@/components/OrderParts/LoginPrompt'
import { hasToken } from '@/lib/session'
import { hasUnseenOffer } from '@/lib/offerSeen'
import { takeOrdersStatus } from '@/lib/ordersTabStatus'
import SellOrderCard from '@/components/SellParts/SellOrderCard'
import { hasOrdersToDeliver, useSellOrders } from '@/features/useSellOrders'
import './index.scss'

const KINDS: { kind: OrderKind, label: string }[] = [{ kind: 'buy', label: '购买' }, { kind: 'sell', label: '出售' }, { kind: 'rent', label: '租赁' }]
const STATUSES: { status: OrderStatus | '', label: string }[] = [
  { status: '', label: '全部' }, { status: 'created', label: '待支付' }, { status: 'paid', label: '待发货' },
  { status: 'offer_sent', label: '待收货' }, { status: 'completed', label: '已完成' }, { status: 'cancelled', label: '已取消' }
]
const goShopping = { text: '去商城逛逛', onClick: () => { void Taro.switchTab({ url: '/pages/market/home/index' }) } }
const goSelling = { text: '去库存上架', onClick: () => { void Taro.navigateTo({ url: '/pages/sell/inventory/index' }) } }
const openOrder = (order: Order) => { void Taro.navigateTo({ url: `/pages/order/detail/index?id=${order.order_id}` }) }
const openSellOrder = (order: SellOrder) => { void Taro.navigateTo({ url: `/pages/sell/order/index?id=${order.order_id}` }) }

/** Orders tab: buying / selling / renting, a status filter, cursor pages (pointer 0 replaces). */
function OrdersTab () {
  const { order, offer } = useStores()
  const [loggedIn, setLoggedIn] = useState(hasToken)
  const [kind, setKind] = useState<OrderKind>('buy')
  const [status, setStatus] = useState<OrderStatus | ''>('')
  const filter = status ? { status } : {}
  const sell = useSellOrders()
  const loadSell = sell.load
  const [toDeliver, setToDeliver] = useState(false)

  const reload = () => {
    if (!hasToken()) return
    void order.loadList(true, filter)
    if (kind === 'sell') void sell.load(true, status)
    void hasOrdersToDeliver().then(setToDeliver)
  }
  useEffect(() => { if (loggedIn) void order.loadList(true, status ? { status } : {}) }, [status, loggedIn, order])
  useEffect(() => { if (loggedIn && kind === 'sell') void loadSell(true, status) }, [status, loggedIn, kind, loadSell])
  useEffect(() => { if (loggedIn) void hasOrdersToDeliver().then(setToDeliver) }, [loggedIn, kind])
  useDidShow(() => {
    // the mine tab's 待付款 / 待发货 / 待收货 open the buying orders on that status (the status change reloads the list)
    const asked = takeOrdersStatus()
    if (asked) { setKind('buy'); setStatus(asked) }
    const now = hasToken()
    setLoggedIn(now)
    if (now) {
      reload() // back from paying or an order's detail: show the new state
      // spec 4 lights the dot for waiting offers; once the offers screen has shown them, only a newer one re-lights it
      void offer.load().then(() => { if (!hasUnseenOffer(offer.list)) offer.clearDot() })
    }
  })

  useReachBottom(() => {
    if (!loggedIn) return
    if (kind === 'sell') { if (!sell.error) void sell.load(false, status) } else if (!order.errMsg) void order.loadList(false, filter)
  })

  // the API lists the orders the user bought or rented; the two tabs split them by kind
  const shown = order.list.filter((entry) => entry.kind === kind)
  const short = loggedIn && kind !== 'sell' && shown.length < 5 && order.hasMore && !order.loading && !order.errMsg
  useEffect(() => { if (short) void order.loadList(false, filter) })

  if (!loggedIn) return <View className='orders'><LoginPrompt title='我的订单' text='登录后查看购买、租赁订单和交易报价' returnTo='/pages/order/index' /></View>

  return (
    <View className='orders'>
      <View className='orders__head'>
        <View className='orders__entries'>
          <View {...tappable()} className='orders__entry' onClick={() => { void Taro.navigateTo({ url: '/pages/offer/index' }) }}>
            <Text className='orders__entry-text'>待处理报价</Text>
            {offer.dot && <View className='orders__dot' />}
          </View>
          <View {...tappable()} className='orders__entry' onClick={() => { void Taro.navigateTo({ url: '/pages/target/index' }) }}>
            <Text className='orders__entry-text'>我的求购</Text>
          </View>
        </View>
        <View className='orders__kinds'>
          {KINDS.map((entry) => (
            <View {...tappable()} key={entry.kind} className={`orders__kind ${kind === entry.kind ? 'is-active' : ''}`} onClick={() => setKind(entry.kind)}>
              <Text>{entry.label}</Text>
              {entry.kind === 'sell' && toDeliver && <View className='orders__dot orders__dot--kind' role='img' aria-label='有待发货的出售订单' />}
            </View>
          ))}
        </View>
        <View className='orders__statuses'>
          {STATUSES.map((entry) => (
            <Text
              {...tappable()}
              key={entry.status || 'all'}
              className={`orders__status ${status === entry.status ? 'is-active' : ''}`}
              onClick={() => setStatus(entry.status)}
            >
              {entry.label}
            </Text>
          ))}
        </View>
      </View>
      <View className='orders__list'>
        {kind === 'sell'
          ? <>
            {sell.list.map((entry) => <SellOrderCard key={entry.order_id} order={entry} onOpen={openSellOrder} />)}
            <ListState loading={sell.loading} error={sell.error} count={sell.list.length} hasMore={sell.hasMore}
              emptyText='暂无出售订单' emptyAction={goSelling} onRetry={() => { void sell.load(sell.list.length === 0, status) }} />
            {sell.hasMore && !sell.loading && !sell.error && sell.list.length > 0 && (
              <Text {...tappable()} className='orders__more' onClick={() => { void sell.load(false, status) }}>加载更多</Text>
            )}
          </>
          : <>
            {shown.map((entry) => <OrderCard key={entry.order_id} order={entry} onOpen={openOrder} />)}
            <ListState loading={order.loading} error={order.errMsg} count={shown.length} hasMore={order.hasMore}
              emptyText={kind === 'rent'
                ? '暂无租赁订单'
                : '暂无购买订单'} emptyAction={goShopping} onRetry={() => { void order.loadList(order.list.length === 0, filter) }} />
            {order.hasMore && !order.loading && !order.errMsg && shown.length > 0 && (
              <Text {...tappable()} className='orders__more' onClick={() => { void order.loadList(false, filter) }}>加载更多</Text>
            )}
          </>}
      </View>
    </View>
  )
}

export default observer(OrdersTab)
