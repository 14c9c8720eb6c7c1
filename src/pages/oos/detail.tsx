import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { OosOrder } from '../../../types/api'
import Result from '@/components/Result'
import LoginGate from '@/components/LoginGate'
import { SubmitButton } from '@/components/FormField'
import ItemImage from '@/components/ItemImage'
import { useShownData } from '@/components/useShownData'
import { formatTime } from '@/lib/beijingTime'
import { openRoute, usePageParams } from '@/lib/navigation'
import { oosOrder } from '@/services/partner'
import { ORDER_STATE } from './parts'
import { Loading } from '@/components/ListState'
import './oos.scss'

/** /pages/oos/detail?order_id=…: one OOS exchange record with its state: the skin's asset in the Steam inventory, or the code to copy. */
function DetailPage ({ orderId }: { orderId: number }) {
  const { data: order, error, reload } = useShownData<OosOrder | null>(() => oosOrder(orderId), null)
  if (error && !order) return <View className='oos-page oos-page--plain'>
    <Result
      tone='error'
      title='无法查看兑换记录'
      note={error}
      actions={[{ text: '重试', onClick: reload }, { text: '返回兑换', plain: true, onClick: () => void openRoute('/pages/oos/exchange') }]}
    />
  </View>
  if (!order) return <View className='oos-page oos-page--plain'><Loading /></View>
  const item = order.kind === 'item'
  return (
    <View className='oos-page'>
      <View className='oos-status'>
        <Text className='oos-status__mark'>✓</Text>
        <Text className='oos-status__title'>{ORDER_STATE[order.state]}</Text>
        <Text className='oos-status__note'>{item ? '饰品已进入你绑定的 Steam 库存，可在「我的库存」中查看或出售' : '复制兑换码后到对应平台使用，兑换码仅显示给你本人'}</Text>
      </View>
      <View className='oos-card'>
        <View className='oos-card__item'>
          {order.image ? <ItemImage className='oos-pic' src={order.image} name={order.title} /> : <View className='oos-pic oos-pic--code'><Text>码</Text></View>}
          <Text className='oos-card__title'>{order.title}</Text>
        </View>
        {order.code && (
          <View className='oos-code'>
            <Text className='oos-code__value' userSelect>{order.code}</Text>
          </View>
        )}
        <View className='oos-line'><Text>兑换编号</Text><Text>{order.order_id}</Text></View>
        <View className='oos-line'><Text>消耗积分</Text><Text>{order.points} OOS 积分</Text></View>
        <View className='oos-line'><Text>兑换时间</Text><Text>{formatTime(order.created_at)}</Text></View>
        {order.asset_id && <View className='oos-line'><Text>库存编号</Text><Text>{order.asset_id}</Text></View>}
      </View>
      <View className='oos-actions'>
        {order.code
          ? <SubmitButton text='复制兑换码' onClick={() => void Taro.setClipboardData({ data: order.code ?? '' })} />
          : <SubmitButton text='查看我的库存' onClick={() => void openRoute('/pages/sell/inventory/index')} />}
        <View className='oos-actions__gap' />
        <SubmitButton text='继续兑换' plain onClick={() => void openRoute('/pages/oos/exchange')} />
      </View>
    </View>
  )
}

export default function Page () {
  const params = usePageParams()
  const orderId = Number(params.order_id)
  if (!Number.isSafeInteger(orderId) || orderId <= 0) {
    return <View className='oos-page oos-page--plain'>
      <Result tone='error' title='兑换记录不存在' note='链接缺少兑换编号' actions={[{ text: '返回兑换', onClick: () => void openRoute('/pages/oos/exchange') }]} />
    </View>
  }
  return <LoginGate back={`/pages/oos/detail?order_id=${orderId}`} what='兑换详情'><DetailPage orderId={orderId} /></LoginGate>
}
