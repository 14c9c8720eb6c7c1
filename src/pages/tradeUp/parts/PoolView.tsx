import { View, Text } from '@tarojs/components'
import type { TradeUpPool } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import { ppmPercent } from '@/lib/fairness'
import './tradeUp.scss'

/** A trade-up's possible outputs: each skin at the exact wear it would come out with, its odds, cost and expected value. */
export default function PoolView ({ pool, highlight }: { pool: TradeUpPool, highlight?: number }) {
  return (
    <View className='tu-pool'>
      <View className='tu-pool__facts'>
        <Text>{pool.stattrak ? 'StatTrak™ ' : ''}{pool.rarity} → {pool.next_rarity}</Text>
        <Text>平均磨损 {pool.average_wear}</Text>
      </View>
      <View className='tu-pool__facts'>
        <Text>投入参考价 ¥{pool.cost}</Text>
        <Text>产出期望 ¥{pool.expected}</Text>
      </View>
      {pool.outcomes.map((outcome, index) => (
        <View key={outcome.item.item_id} className={`tu-row${highlight === outcome.item.item_id ? ' tu-row--won' : ''}`}>
          <ItemImage className='tu-row__image' src={outcome.item.image} accent={outcome.item.rarity_color} />
          <View className='tu-row__text'>
            <Text className='tu-row__name'>{outcome.item.name}</Text>
            <Text className='tu-row__sub'>磨损 {outcome.item.wear ?? '—'} · ¥{outcome.item.value}</Text>
          </View>
          <Text className='tu-row__odds' aria-label={`第 ${index + 1} 项概率`}>{ppmPercent(outcome.odds_ppm)}</Text>
        </View>
      ))}
    </View>
  )
}
