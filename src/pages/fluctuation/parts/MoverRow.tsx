import { View, Text } from '@tarojs/components'
import type { PriceMover } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import PriceTag from '@/components/PriceTag'
import Sparkline from '@/components/PriceChart/Sparkline'
import { cardName } from '@/lib/cardName'
import { signedYuan } from '@/lib/format'
import { shortWearName } from '@/lib/wear'

interface MoverRowProps { mover: PriceMover, rank: number, onOpen: (mover: PriceMover) => void }

/** One riser or faller: rank, picture, name (its wear in the tags below, as on a card), 参考价, the sparkline of its recent days and the change in yuan and %. */
export default function MoverRow ({ mover, rank, onOpen }: MoverRowProps) {
  const trend = mover.change.startsWith('-') ? 'down' : 'up'
  const { item } = mover
  return (
    <View className='mover' onClick={() => onOpen(mover)}>
      <Text className={`mover__rank ${rank <= 3 ? 'is-top' : ''}`}>{rank}</Text>
      <ItemImage className='mover__image' src={item.image} name={item.name} accent={item.rarity_color} />
      <View className='mover__main'>
        <Text className='mover__name'>{cardName(item.name, item.exterior).text}</Text>
        <Text className='mover__tags'>{[shortWearName(item.exterior), `成交 ${mover.sales} 笔`].filter(Boolean).join(' · ')}</Text>
        <View className='mover__price'><Text className='mover__label'>参考价</Text><PriceTag value={mover.price} size='small' /></View>
      </View>
      <Sparkline className='mover__spark' days={mover.spark} trend={trend} />
      <View className={`mover__change is-${trend}`}>
        <Text className='mover__pct'>{trend === 'up' ? '+' : ''}{mover.change_pct}%</Text>
        <Text className='mover__yuan'>{signedYuan(mover.change)}</Text>
      </View>
    </View>
  )
}
