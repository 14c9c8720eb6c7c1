import { View, Text } from '@tarojs/components'
import type { ItemSummary } from '../../../types/api'
import PriceTag from '../PriceTag'
import ItemImage from '../ItemImage'
import { shortWearName } from '@/lib/wear'
import { cardName } from './cardName'
import './index.scss'

interface ItemCardProps {
  item: ItemSummary
  onOpen: (item: ItemSummary) => void
  /** on the first screen: its picture loads at once */
  eager?: boolean
}

/** One item in a grid: picture with wear, quality and rarity chips, the whole name (cardName), lowest price and on-sale count.
 * Recycled by the market grid's virtual list (issue 12.4): every element here is updated on each new row, so the card
 * keeps to the fewest Taro components (the chips sit over the picture from the card itself, no wrapper). */
export default function ItemCard ({ item, onOpen, eager = false }: ItemCardProps) {
  const wear = shortWearName(item.exterior)
  const quality = item.quality && !['普通', '标准'].includes(item.quality) ? shortWearName(item.quality) : ''
  const name = cardName(item.name, item.exterior)
  return (
    <View className='item-card' onClick={() => onOpen(item)}>
      <ItemImage className='item-card__image' src={item.image} accent={item.rarity_color} eager={eager} />
      <View className='item-card__tags'>
        {wear && <Text className='item-card__tag'>{wear}</Text>}
        {quality && <Text className='item-card__tag item-card__tag--quality'>{quality}</Text>}
        <Text className='item-card__tag' style={{ color: item.rarity_color }}>{item.rarity}</Text>
      </View>
      <Text className={`item-card__name${name.small ? ' item-card__name--small' : ''}`}>{name.text}</Text>
      <View className='item-card__foot'>
        <PriceTag value={item.min_price} size='normal' />
        <Text className='item-card__count'>在售 {item.on_sale_count}</Text>
      </View>
    </View>
  )
}
