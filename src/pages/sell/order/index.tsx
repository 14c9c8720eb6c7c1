import { View, Text, Button } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import Taro, { useRouter } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { SellOrder, SellOrderOperation } from '../../../../types/api'
import { cancelSellOrder, sellOrderDetail, sendOffer } from '@/services/sellOrders'
import { errorText } from '@/lib/errorText'
import ItemImage from '@/components/ItemImage'
import PriceTag from '@/components/PriceTag'
import LoginPrompt from '@/components/OrderParts/LoginPrompt'
import { hasToken } from '@/lib/session'
import { deadlineText, formatTime } from '@/lib/beijingTime'
import { serverNowSeconds } from '@/lib/serverClock'
import CountDown from '@/components/CountDown'
import { useOnShow } from '@/components/useOnShow'
import { shortWearName, wearText } from '@/lib/wear'
import { DetailRow, OrderTimeline } from '@/components/OrderParts/DetailParts'
import '@/components/SellParts/index.scss'
import { showDialog } from '@/lib/dialog'
import { requestSettings } from '@/lib/request'
import { copyText } from '@/lib/platform/clipboard'
import { Loading } from '@/components/ListState'
import Result from '@/components/Result'

const STEP_TEXT: Record<SellOrder['status'], string> = {
  created: '买家下单',
  paid: '买家已付款',
  offer_sent: '已发送报价',
  completed: '交易完成',
  cancelled: '订单取消',
  timed_out: '超时关闭'
}
// a sale that did not happen pays nothing: the amount is what it would have been
const PROCEEDS_LABEL: Record<SellOrder['status'], string> = {
  created: '预计到手',
  paid: '预计到手',
  offer_sent: '预计到手',
  completed: '到手',
  cancelled: '到手（未成交）',
  timed_out: '到手（未成交）'
}
const ACTION: Record<SellOrderOperation, string> = { send_offer: '发送报价', cancel: '取消订单' }
const ACTION_ORDER: SellOrderOperation[] = ['cancel', 'send_offer']
const CONFIRM: Record<SellOrderOperation, { title: string, content: string }> = {
  send_offer: { title: '发送报价', content: '确认向买家发送 Steam 交易报价？请确保饰品仍在库存中。' },
  cancel: { title: '取消订单', content: '取消后买家的货款将全额退回，此单计为未发货，您的发货率会下降。' }
}

/** 出售订单详情: the seller's side of one order — timeline, price, fee, 到手, masked buyer, delivery countdown, proceeds hold, send offer / cancel. */
export default function SellOrderScreen () {
  const { params } = useRouter()
  const orderId = params.id ?? ''
  const [loggedIn, setLoggedIn] = useState(hasToken)
  const [order, setOrder] = useState<SellOrder | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState(orderId ? '' : '链接缺少订单号')
  const [acting, setActing] = useState(false)
  const busy = useRef(false)

  const load = async () => {
    if (!orderId) return
    setLoading(true)
    try {
      setOrder(await sellOrderDetail(orderId))
      setError('')
    } catch (failure) {
      setError(errorText(failure, '订单加载失败'))
    } finally {
      setLoading(false)
    }
  }
  useOnShow(() => {
    const now = hasToken()
    setLoggedIn(now)
    if (now) void load()
  })

  const act = async (operation: SellOrderOperation) => {
    if (!order || busy.current) return
    const answer = await showDialog({ ...CONFIRM[operation], cancelText: '再想想', confirmText: '确定' })
    if (!answer.confirm) return
    busy.current = true
    setActing(true)
    try {
      setOrder(operation === 'send_offer' ? await sendOffer(order.order_id) : await cancelSellOrder(order.order_id))
      void Taro.showToast({ title: operation === 'send_offer' ? '报价已发送' : '订单已取消', icon: 'success', duration: 1500 })
    } catch (failure) {
      void showDialog({ title: '操作未完成', content: errorText(failure, '操作失败，请稍后重试'), showCancel: false, confirmText: '知道了' })
      void load() // the server's word on what is true now
    } finally {
      busy.current = false
      setActing(false)
    }
  }

  if (!loggedIn) return <View className='order-detail'>
    <LoginPrompt title='出售订单' text='登录后查看出售订单并发货' returnTo={`/pages/sell/order/index?id=${orderId}`} />
  </View>
  if (!order) {
    if (loading || !error) return <View className='order-detail'><Loading /></View>
    const toOrders = { text: '返回订单', plain: Boolean(orderId), onClick: () => { void Taro.switchTab({ url: '/pages/order/index' }) } }
    return (
      <View className='order-detail'>
        <Result tone='error' title={error} actions={orderId ? [{ text: '重试', onClick: () => { void load() } }, toOrders] : [toOrders]} />
      </View>
    )
  }

  const waiting = order.status === 'paid' && order.deliver_deadline !== null
  const operations = ACTION_ORDER.filter((operation) => order.operation.includes(operation))
  return (
    <View className='order-detail sell-order-detail'>
      <View className={`order-detail__status order-detail__status--${order.status}`}>
        <Text className='order-detail__status-text'>{waiting ? '待发货' : order.status_text}</Text>
        <Text className='order-detail__status-note'>{statusNote(order)}</Text>
        {waiting && order.deliver_deadline !== null && (
          <View className='sell-order-detail__deadline'>
            <Text>请在 {deadlineText(order.deliver_deadline, serverNowSeconds())}（北京时间）前发送报价，</Text>
            <CountDown deadline={order.deliver_deadline} className='sell-order-detail__countdown' />
          </View>
        )}
      </View>

      {(order.buyer_trade_url || order.verify_code) && (
        <View className='order-detail__card sell-offer-card'>
          <Text className='sell-offer-card__title'>在 Steam 向买家发送报价</Text>
          {order.verify_code && (
            <DetailRow label='交易验证码'><Text className='sell-offer-card__code'>{order.verify_code}</Text></DetailRow>
          )}
          {order.buyer_trade_url && (
            <>
              <Text className='sell-offer-card__label'>买家交易链接</Text>
              <Text className='sell-offer-card__link' selectable>{order.buyer_trade_url}</Text>
              <Text className='sell-offer-card__note'>在报价留言中填写验证码 {order.verify_code}，买家会核对它。</Text>
              <Button
                className='order-detail__action is-primary sell-offer-card__open'
                onClick={() => openTradeLink(order.buyer_trade_url!)}
              >在 Steam 中打开</Button>
            </>
          )}
        </View>
      )}

      <OrderTimeline steps={order.timeline} text={STEP_TEXT} />

      <View className='order-detail__card order-detail__item'>
        <ItemImage className='order-detail__image' src={order.item.image} name={order.item.name} accent={order.item.rarity_color} />
        <View className='order-detail__item-main'>
          <Text className='order-detail__item-name'>{order.item.name}</Text>
          <Text className='order-detail__item-meta'>
            {[shortWearName(order.item.exterior), order.wear ? `磨损 ${wearText(order.wear)}` : '', `买家 ${order.buyer_nickname}`].filter(Boolean).join(' · ')}
          </Text>
        </View>
      </View>

      <View className='order-detail__card'>
        <DetailRow label='售价'><PriceTag value={order.price} size='small' className='order-detail__plain' /></DetailRow>
        <DetailRow label='手续费'><Text className='order-detail__value'>-¥{order.fee}</Text></DetailRow>
        <DetailRow label={PROCEEDS_LABEL[order.status]}><PriceTag value={order.proceeds} /></DetailRow>
        {order.proceeds_release_at !== null && (
          <DetailRow label={order.proceeds_released ? '货款已到账' : '货款冻结中'}>
            <Text className='order-detail__value'>
              {order.proceeds_released ? formatTime(order.proceeds_release_at) : `交易保护期至 ${formatTime(order.proceeds_release_at)}`}
            </Text>
          </DetailRow>
        )}
      </View>

      <View className='order-detail__card'>
        <DetailRow label='订单号'><Text className='order-detail__value'>{order.order_id}</Text></DetailRow>
        <DetailRow label='买家'><Text className='order-detail__value'>{order.buyer_nickname}</Text></DetailRow>
        <DetailRow label='下单时间'><Text className='order-detail__value'>{formatTime(order.created_at)}</Text></DetailRow>
        {order.paid_at && <DetailRow label='付款时间'><Text className='order-detail__value'>{formatTime(order.paid_at)}</Text></DetailRow>}
        {order.offer_sent_at && <DetailRow label='发货时间'><Text className='order-detail__value'>{formatTime(order.offer_sent_at)}</Text></DetailRow>}
        {order.offer
          && order.offer.status !== 'wait'
          && <DetailRow label='交易报价'><Text className='order-detail__value'>{order.offer.offer_id}</Text></DetailRow>}
        {order.cancel_reason_text && <DetailRow label='取消原因'><Text className='order-detail__value'>{order.cancel_reason_text}</Text></DetailRow>}
      </View>

      {operations.length > 0 && (
        <View className='order-detail__bar'>
          {operations.map((operation) => (
            <Button {...tappable({ disabled: acting })} key={operation} className={`order-detail__action ${operation === 'send_offer' ? 'is-primary' : ''}`}
              disabled={acting || undefined} onClick={() => { void act(operation) }}>{ACTION[operation]}</Button>
          ))}
        </View>
      )}
    </View>
  )
}

/** A mini-program cannot open outside links: there the link is copied for the Steam app; elsewhere the platform opens it. */
function openTradeLink (url: string): void {
  const { platform } = requestSettings()
  if (platform.runtime === 'weapp') {
    void copyText(url, '交易链接已复制，请在 Steam 中打开')
  } else {
    platform.openExternal(url)
  }
}

function statusNote (order: SellOrder): string {
  switch (order.status) {
    case 'created': return '买家尚未付款'
    case 'paid': return order.deliver_deadline === null ? '平台发货中' : '买家已付款，请在 Steam 发送交易报价'
    case 'offer_sent': return '报价已发送，等待买家接受'
    case 'completed': return order.proceeds_released ? '交易完成，货款已到账' : '交易完成，交易保护期结束后货款到账'
    case 'cancelled': return order.paid_at ? '订单已取消，货款已退回买家' : '订单已取消'
    default: return '买家超时未支付，订单已关闭'
  }
}
