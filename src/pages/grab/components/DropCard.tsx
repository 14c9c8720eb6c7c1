import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { GrabDrop } from '@/contract/deals'
import ItemImage from '@/components/ItemImage'
import ProgressBar from '@/components/DealParts/ProgressBar'
import { useSecondsLeft } from '@/components/CountDown/useSecondsLeft'
import { yuan } from '@/components/DealParts/money'
import { dropClockText, dropDeadline, soldPercent } from './dropClock'
import './grab.scss'

const ACTION = { upcoming: '即将开抢', live: '马上抢', sold_out: '已抢光', ended: '已结束' } as const

/** One drop in the list: price against the reference, sold share, and the server-clock countdown; opens its details. */
export default function DropCard ({ drop, onClockZero }: { drop: GrabDrop, onClockZero: () => void }) {
  const left = useSecondsLeft(dropDeadline(drop), onClockZero)
  return (
    <View className={`grab-card grab-card--${drop.state}`} onClick={() => void Taro.navigateTo({ url: `/pages/grab/details?drop_id=${drop.drop_id}` })}>
      <ItemImage className='grab-card__image' src={drop.item.image} name={drop.item.name} accent={drop.item.rarity_color} />
      <View className='grab-card__text'>
        <Text className='grab-card__title'>{drop.title}</Text>
        <Text className='grab-card__name'>{drop.item.name}</Text>
        <View className='grab-card__stock'>
          <ProgressBar className='grab-card__bar' percent={soldPercent(drop)} />
          <Text className='grab-card__left'>剩 {drop.left}/{drop.stock}</Text>
        </View>
        <View className='grab-card__foot'>
          <Text className='grab-card__price'>{yuan(drop.price)}<Text className='grab-card__ref'>{yuan(drop.ref_price)}</Text></Text>
          <Text className={`grab-card__go grab-card__go--${drop.state}`}>{ACTION[drop.state]}</Text>
        </View>
        <Text className='grab-card__clock'>{dropClockText(drop, left)} · 每人限 {drop.per_user_limit} 件</Text>
      </View>
    </View>
  )
}
