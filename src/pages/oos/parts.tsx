import { View, Text } from '@tarojs/components'
import type { OosOffer, OosOrder } from '../../../types/api'
import ItemImage from '@/components/ItemImage'
import { formatTime } from '@/lib/beijingTime'

/** What an offer's button says and whether it can be pressed, for the user's points (null: a visitor, who logs in first). */
export function offerAction (offer: OosOffer, points: number | null): { text: string, disabled: boolean } {
  if (offer.state === 'sold_out') return { text: '已兑完', disabled: true }
  if (offer.state === 'limit_reached') return { text: '已达上限', disabled: true }
  if (points === null) return { text: '登录兑换', disabled: false }
  if (points < offer.points) return { text: '积分不足', disabled: true }
  return { text: '兑换', disabled: false }
}

export const ORDER_STATE: Record<OosOrder['state'], string> = { delivered: '已发放到 Steam 库存', issued: '兑换码已发放' }

function Picture ({ image, kind, title }: { image: string | null, kind: OosOffer['kind'], title: string }) {
  if (image) return <ItemImage className='oos-pic' src={image} name={title} />
  return <View className={`oos-pic oos-pic--${kind}`}><Text>码</Text></View>
}

export function OfferCard ({ offer, points, busy, onExchange }: { offer: OosOffer, points: number | null, busy: boolean, onExchange: () => void }) {
  const action = offerAction(offer, points)
  return (
    <View className='oos-offer'>
      <Picture image={offer.image} kind={offer.kind} title={offer.title} />
      <View className='oos-offer__body'>
        <Text className='oos-offer__title'>{offer.title}</Text>
        <Text className='oos-offer__note'>{offer.note}</Text>
        <Text className='oos-offer__meta'>剩余 {offer.stock} · 每人限兑 {offer.per_user}{offer.mine > 0 ? ` · 已兑 ${offer.mine}` : ''}</Text>
        <View className='oos-offer__foot'>
          <Text className='oos-offer__points'>{offer.points}<Text className='oos-offer__unit'> 积分</Text></Text>
          <View role='button' aria-disabled={action.disabled} className={`oos-offer__btn${action.disabled ? ' oos-offer__btn--off' : ''}`} onClick={onExchange}>
            {busy ? '兑换中' : action.text}
          </View>
        </View>
      </View>
    </View>
  )
}

export function OrderRow ({ order, onOpen }: { order: OosOrder, onOpen: () => void }) {
  return (
    <View className='oos-order' role='button' onClick={onOpen}>
      <Picture image={order.image} kind={order.kind} title={order.title} />
      <View className='oos-order__body'>
        <Text className='oos-order__title'>{order.title}</Text>
        <Text className='oos-order__meta'>{formatTime(order.created_at)} · -{order.points} 积分</Text>
      </View>
      <Text className={`oos-order__state oos-order__state--${order.state}`}>{ORDER_STATE[order.state]} ›</Text>
    </View>
  )
}
