import { View, Text, Button } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { Order, OrderOperation } from '../../../../types/api'
import { useStores } from '@/stores/context'
import { cancelOrder } from '@/services/trade'
import { receiveOffer, remindSeller, returnRental } from '@/services/buy'
import { declineOffer } from '@/services/offer'
import { errorText } from '@/lib/errorText'
import BottomSheet from '@/components/BottomSheet'
import PayPanel from '@/features/PayPanel'
import ItemImage from '@/components/ItemImage'
import { deadlineText, formatTime } from '@/lib/beijingTime'
import { serverNowSeconds } from '@/lib/serverClock'
import { shortWearName } from '@/lib/wear'
import CountDown from '@/components/CountDown'
import { DetailRow, OrderTimeline } from '@/components/OrderParts/DetailParts'
import { BuyerAmounts, RentPeriod } from '@/components/OrderParts/BuyerAmounts'
import { cancelWords, endingWords } from '@/components/OrderParts/buyerAmounts'
import { Loading } from '@/components/ListState'
import Result from '@/components/Result'
import ConfirmSheet from '@/components/ConfirmSheet'

const STEP_TEXT: Record<Order['status'], string> = {
  created: '下单',
  paid: '支付成功',
  offer_sent: '卖家已发报价',
  completed: '交易完成',
  cancelled: '订单取消',
  timed_out: '超时关闭'
}
const CHANNEL: Record<string, string> = { balance: '余额', wechat: '微信支付', card: '银行卡' }
const ACTION: Record<OrderOperation, string> = { pay: '立即支付', cancel: '取消订单', notify: '提醒发货', receive: '确认收货', decline: '拒绝报价', return: '归还饰品' }
const ORDERS_TAB = '/pages/order/index'
const ACTION_ORDER: OrderOperation[] = ['cancel', 'decline', 'return', 'notify', 'receive', 'pay']

/** One order: status and timeline, item, amounts, and the actions its state allows. */
function OrderDetailPage () {
  const { order: orders } = useStores()
  const { params } = useRouter()
  const orderId = params.id ?? ''
  const [loading, setLoading] = useState(Boolean(orderId))
  const [error, setError] = useState(orderId ? '' : '链接缺少订单号')
  const [paying, setPaying] = useState(false)
  const [acting, setActing] = useState<OrderOperation | null>(null)
  const [asking, setAsking] = useState<'cancel' | 'decline' | 'receive' | null>(null)
  const busy = useRef(false)
  const current = orders.detail.item?.order_id === orderId ? orders.detail.item : null

  const load = async () => {
    if (!orderId) return
    setLoading(true)
    await orders.loadDetail(orderId)
    setError(orders.detail.item?.order_id === orderId ? '' : orders.errMsg || '订单加载失败')
    setLoading(false)
  }
  useEffect(() => { void load() }, [orderId]) // eslint-disable-line react-hooks/exhaustive-deps

  // an action that ends the trade (cancel, decline, receive) is confirmed in a sheet first
  const ask = (operation: OrderOperation) => {
    if (operation === 'pay') setPaying(true)
    else if (operation === 'cancel' || operation === 'decline' || operation === 'receive') setAsking(operation)
    else void act(operation)
  }

  const act = async (operation: OrderOperation) => {
    setAsking(null)
    if (!current || busy.current) return
    busy.current = true
    setActing(operation)
    const cancelled = cancelWords(current).done
    try {
      const id = current.order_id
      if (operation === 'cancel') orders.mergeOrder(await cancelOrder(id))
      if (operation === 'notify') orders.mergeOrder(await remindSeller(id))
      if (operation === 'receive') orders.mergeOrder(await receiveOffer(id))
      if (operation === 'return') orders.mergeOrder(await returnRental(id))
      if (operation === 'decline' && current.offer) await declineOffer(current.offer.offer_id)
      await orders.loadDetail(id) // the server's word on the new state and its actions
      if (operation === 'cancel') void Taro.showToast({ title: cancelled, icon: 'none', duration: 1500 })
      else void Taro.showToast({ title: operation === 'notify' ? '已提醒卖家' : '操作成功', icon: 'success', duration: 1500 })
    } catch (failure) {
      setError('')
      void Taro.showToast({ title: errorText(failure, '操作失败，请稍后重试'), icon: 'none', duration: 1500 })
    } finally {
      busy.current = false
      setActing(null)
    }
  }

  if (!current) {
    if (loading) return <View className='order-detail'><Loading /></View>
    const toOrders = { text: '返回订单', plain: Boolean(orderId), onClick: () => { void Taro.switchTab({ url: ORDERS_TAB }) } }
    return (
      <View className='order-detail'>
        <Result tone='error' title={error || '订单不存在'} actions={orderId ? [{ text: '重试', onClick: () => { void load() } }, toOrders] : [toOrders]} />
      </View>
    )
  }

  const order = current
  const operations = ACTION_ORDER.filter((operation) => orders.detail.operation.includes(operation))
  return (
    <View className='order-detail'>
      <View className={`order-detail__status order-detail__status--${order.status}`}>
        <Text className='order-detail__status-text'>{order.status_text}</Text>
        <Text className='order-detail__status-note'>{statusNote(order)}</Text>
        {order.status === 'paid' && order.deliver_deadline && (
          <View className='order-detail__deadline'>
            <Text>卖家需在 {deadlineText(order.deliver_deadline, serverNowSeconds())}（北京时间）前发货，</Text>
            <CountDown deadline={order.deliver_deadline} className='order-detail__countdown' />
          </View>
        )}
      </View>

      <OrderTimeline steps={order.timeline} text={STEP_TEXT} />

      <View {...tappable()} className='order-detail__card order-detail__item'
        onClick={() => { void Taro.navigateTo({ url: `/pages/item/index?id=${order.item.item_id}` }) }}>
        <ItemImage className='order-detail__image' src={order.item.image} name={order.item.name} accent={order.item.rarity_color} />
        <View className='order-detail__item-main'>
          <Text className='order-detail__item-name'>{order.item.name}</Text>
          <Text className='order-detail__item-meta'>{[shortWearName(order.item.exterior), `卖家 ${order.seller.nickname}`].filter(Boolean).join(' · ')}</Text>
        </View>
      </View>

      <View className='order-detail__card'>
        <BuyerAmounts order={order} />
      </View>
      {order.kind === 'rent' && <View className='order-detail__card'><RentPeriod order={order} /></View>}

      <View className='order-detail__card'>
        <DetailRow label='订单号'><Text className='order-detail__value'>{order.order_id}</Text></DetailRow>
        <DetailRow label='下单时间'><Text className='order-detail__value'>{formatTime(order.created_at)}</Text></DetailRow>
        {order.paid_at && <DetailRow label='支付时间'><Text className='order-detail__value'>{formatTime(order.paid_at)}</Text></DetailRow>}
        {order.pay_channel && <DetailRow label='支付方式'><Text className='order-detail__value'>{CHANNEL[order.pay_channel]}</Text></DetailRow>}
        {order.offer && <DetailRow label='交易报价'><Text className='order-detail__value'>{order.offer.offer_id}</Text></DetailRow>}
      </View>

      {operations.length > 0 && (
        <View className='order-detail__bar'>
          {operations.map((operation) => (
            <Button {...tappable({ disabled: (acting !== null) })}
              key={operation} className={`order-detail__action ${['pay', 'receive', 'notify'].includes(operation) ? 'is-primary' : ''}`}
              disabled={(acting !== null) || undefined} onClick={() => ask(operation)}>{ACTION[operation]}</Button>
          ))}
        </View>
      )}
      {asking && <ConfirmSheet {...endingWords(asking, order)} onConfirm={() => { void act(asking) }} onCancel={() => setAsking(null)} />}
      {paying && (
        <BottomSheet title='支付订单' onClose={() => setPaying(false)}>
          <PayPanel order={order} onPaid={(result) => { setPaying(false); orders.mergeOrder(result); void orders.loadDetail(order.order_id) }} />
        </BottomSheet>
      )}
    </View>
  )
}

function statusNote (order: Order): string {
  switch (order.status) {
    case 'created': return `请在 ${deadlineText(order.expires_at, serverNowSeconds())}（北京时间）前完成支付，超时订单将自动关闭`
    case 'paid': return order.deliver_deadline ? '等待卖家发送 Steam 交易报价，超时未发货将自动退款' : '等待卖家发送 Steam 交易报价'
    case 'offer_sent': return '卖家已发送报价，请在 Steam 中接受后确认收货'
    case 'completed': return order.kind === 'rent' && !order.rent_returned_at ? '租赁中，到期请归还饰品，押金将退回余额' : '交易已完成'
    case 'cancelled': return order.paid_at ? '订单已取消，款项已退回余额' : '订单已取消'
    default: return '订单超时未支付，已自动关闭'
  }
}

export default observer(OrderDetailPage)
