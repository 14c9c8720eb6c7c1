import { View, Text } from '@tarojs/components'
import type { Haggle } from '@/contract/deals'
import ItemImage from '@/components/ItemImage'
import ProgressBar from '@/components/DealParts/ProgressBar'
import CountDown from '@/components/CountDown'
import { yuan } from '@/components/DealParts/money'
import './haggle.scss'

const STATE_TEXT = { running: '砍价中', floor: '已砍到底价', claimed: '已领取', expired: '已结束' } as const

/** A haggle at a glance: the item, price now against the floor, progress and the time left (server clock). */
export default function HaggleCard ({ haggle, onDeadline }: { haggle: Haggle, onDeadline?: () => void }) {
  const { item } = haggle.prize
  return (
    <View className='haggle-card'>
      <View className='haggle-card__item'>
        <ItemImage className='haggle-card__image' src={item.image} name={item.name} accent={item.rarity_color} eager />
        <View className='haggle-card__text'>
          <Text className='haggle-card__name'>{item.name}</Text>
          <Text className='haggle-card__sub'>原价 {yuan(haggle.start_price)} · 砍到 {yuan(haggle.floor_price)} 免费拿</Text>
          <Text className={`haggle-card__state haggle-card__state--${haggle.state}`}>{STATE_TEXT[haggle.state]}</Text>
        </View>
      </View>
      <View className='haggle-card__prices'>
        <View className='haggle-card__now'>
          <Text className='haggle-card__label'>当前价</Text>
          <Text className='haggle-card__price'>{yuan(haggle.price)}</Text>
        </View>
        <View className='haggle-card__cut'>
          <Text className='haggle-card__label'>已砍</Text>
          <Text className='haggle-card__cut-value'>{yuan(haggle.cut_total)}</Text>
        </View>
      </View>
      <ProgressBar percent={haggle.progress} />
      <View className='haggle-card__foot'>
        <Text>已完成 {haggle.progress}%</Text>
        {haggle.state === 'running'
          ? <CountDown deadline={haggle.expires_at} endedText='已结束' className='haggle-card__clock' onZero={onDeadline} />
          : <Text>{haggle.helpers.length} 位好友助力</Text>}
      </View>
    </View>
  )
}
