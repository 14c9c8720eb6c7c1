import { View, Text } from '@tarojs/components'
import type { SmeltCandidate } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import './smelt.scss'
import { wearText } from '@/lib/wear'

/** An inventory item in the furnace picker: tappable when usable, else greyed with the reason it cannot go in. */
export default function CandidateRow ({ candidate, picked, onToggle }: { candidate: SmeltCandidate, picked: boolean, onToggle: () => void }) {
  const { item, usable, reason } = candidate
  return (
    <View
      className={`sm-row${usable ? '' : ' sm-row--off'}`}
      onClick={usable ? onToggle : undefined}
      role='checkbox'
      aria-checked={picked}
      aria-disabled={!usable}
    >
      <ItemImage className='sm-row__image' src={item.image} name={item.name} accent={item.rarity_color} />
      <View className='sm-row__text'>
        <Text className='sm-row__name'>{item.name}</Text>
        <Text className='sm-row__sub'>{item.wear === null ? '' : `磨损 ${wearText(item.wear)} · `}参考价 ¥{item.value}</Text>
        {!usable && <Text className='sm-row__reason'>{reason}</Text>}
      </View>
      {usable && <Text className={`sm-row__check${picked ? ' sm-row__check--on' : ''}`}>{picked ? '✓' : ''}</Text>}
    </View>
  )
}
