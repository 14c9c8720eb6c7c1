import { Text, View } from '@tarojs/components'
import type { RollSummary } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import PriceTag from '@/components/PriceTag'
import { conditionText } from './text'
import RoomClock from './RoomClock'
import './RollCard.scss'

/** One room in a list: the best prize, the total, entrants, the condition and the time left. */
export default function RollCard ({ room, onOpen }: { room: RollSummary, onOpen: () => void }) {
  return (
    <View className='roll-card' onClick={onOpen}>
      <ItemImage className='roll-card__image' src={room.cover.image} name={room.cover.name} accent={room.cover.rarity_color} />
      <View className='roll-card__body'>
        <Text className='roll-card__title'>{room.title}</Text>
        <View className='roll-card__tags'>
          <Text className={`roll-card__tag roll-card__tag--${room.condition.kind}`}>{conditionText(room.condition)}</Text>
          {room.joined && <Text className='roll-card__tag roll-card__tag--joined'>已参与</Text>}
        </View>
        <View className='roll-card__meta'>
          <Text className='roll-card__host'>{room.host_name} · {room.prize_count}件奖品 · {room.entrant_count}人参与</Text>
        </View>
        <View className='roll-card__foot'>
          <PriceTag value={room.total_value} size='small' className='roll-card__value' />
          <Text className={`roll-card__time${room.state === 'drawn' ? ' roll-card__time--done' : ''}`}>
            {room.state === 'drawn' ? '已开奖' : <RoomClock endsAt={room.ends_at} />}
          </Text>
        </View>
      </View>
    </View>
  )
}
