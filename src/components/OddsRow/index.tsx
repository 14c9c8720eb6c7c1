import { View, Text } from '@tarojs/components'
import type { RollSummary } from '../../../types/api'
import ItemImage from '@/components/ItemImage'
import { ppmPercent } from '@/lib/fairness'
import './index.scss'
import { wearText } from '@/lib/wear'

/** a prize item (contract/draws PrizeItemSchema) */
type PrizeItem = RollSummary['cover']

/** One published outcome of a draw from inventory items (trade-up, smelting): the item at its wear, its value and odds; `won` marks the drawn one. */
export default function OddsRow ({ item, oddsPpm, place, won = false }: { item: PrizeItem, oddsPpm: number, place: number, won?: boolean }) {
  return (
    <View className={`odds-row${won ? ' odds-row--won' : ''}`}>
      <ItemImage className='odds-row__image' src={item.image} name={item.name} accent={item.rarity_color} />
      <View className='odds-row__text'>
        <Text className='odds-row__name'>{item.name}</Text>
        <Text className='odds-row__sub'>{item.wear === null ? '' : `磨损 ${wearText(item.wear)} · `}¥{item.value}</Text>
      </View>
      <Text className='odds-row__odds' aria-label={`第 ${place} 项概率`}>{ppmPercent(oddsPpm)}</Text>
    </View>
  )
}
