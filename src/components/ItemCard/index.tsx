import { View, Text } from '@tarojs/components'
import type { ItemSummary } from '../../../types/api'
import PriceTag from '../PriceTag'
import ItemImage from '../ItemImage'
import { shortWearName } from '@/lib/wear'
import './index.scss'

interface ItemCardProps {
  item: ItemSummary
  onOpen: (item: ItemSummary) => void
  /** on the first screen: its picture loads at once */
  eager?: boolean
}

/** One item in a grid: picture, name, wear and quality tags, lowest price and on-sale count. */
export default function ItemCard ({ item, onOpen, eager = false }: ItemCardProps) {
  const wear = shortWearName(item.exterior)
  const quality = item.quality && !['普通', '标准'].includes(item.quality) ? shortWearName(item.quality) : ''
  return (
    <View className='item-card' onClick={() => onOpen(item)}>
      <ItemImage className='item-card__image' src={item.image} accent={item.rarity_color} eager={eager} />
      <Text className='item-card__name'>{item.name}</Text>
      <View className='item-card__tags'>
        {wear && <Text className='item-card__tag'>{wear}</Text>}
        {quality && <Text className='item-card__tag item-card__tag--quality'>{quality}</Text>}
        <Text className='item-card__tag item-card__tag--rarity' style={{ color: item.rarity_color, borderColor: item.rarity_color }}>{item.rarity}</Text>
      </View>
      <View className='item-card__foot'>
        <PriceTag value={item.min_price} size='normal' />
        <Text className='item-card__count'>在售 {item.on_sale_count}</Text>
      </View>
    </View>
  )
}
