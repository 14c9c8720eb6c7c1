import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import { useCallback, useRef } from 'react'
import type { ItemSummary } from '../../../types/api'
import PriceTag from '../PriceTag'
import ItemImage from '../ItemImage'
import { cardName, cardTags } from '@/lib/cardName'
import './index.scss'

interface ItemCardProps {
  item: ItemSummary
  onOpen: (item: ItemSummary) => void
  /** on the first screen: its picture loads at once */
  eager?: boolean
}

/** One item in a grid: picture with wear, quality and rarity chips, the whole name (cardName), lowest price and on-sale count.
 * Recycled by the market grid's virtual list (see docs/decisions.md, 'Virtual list'): every element here is updated on each new row, so the card
 * keeps to the fewest Taro components (the chips sit over the picture from the card itself, no wrapper) and never
 * mounts or unmounts one for another item (a chip an item lacks is hidden, not removed). */
export default function ItemCard ({ item, onOpen, eager = false }: ItemCardProps) {
  const { wear, quality } = cardTags(item)
  const name = cardName(item.name, item.exterior)
  // one click handler for the card's life: Taro's H5 wrapper re-binds the listener whenever the handler changes
  const shown = useRef(item)
  shown.current = item
  const open = useCallback(() => onOpen(shown.current), [onOpen])
  return (
    <View {...tappable()} className='item-card' onClick={open}>
      <ItemImage
        className='item-card__image'
        src={item.provider_image ?? item.image}
        name={item.name}
        fallback={item.image}
        accent={item.rarity_color}
        eager={eager}
      />
      <View className='item-card__tags'>
        <Text className={`item-card__tag${wear ? '' : ' item-card__tag--none'}`}>{wear}</Text>
        <Text className={`item-card__tag item-card__tag--quality${quality ? '' : ' item-card__tag--none'}`}>{quality}</Text>
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
