import { View, Text } from '@tarojs/components'
import type { TradeUpPool } from '../../../../types/api'
import OddsRow from '@/components/OddsRow'
import ReturnLine from '@/components/ReturnLine'
import './tradeUp.scss'
import { wearText } from '@/lib/wear'
import { lossText } from '@/lib/tradeUp'

/** A trade-up's possible outputs: each skin at the exact wear it would come out with, its odds, cost, expected value and return (暂停 over the cap). */
export default function PoolView ({ pool, highlight }: { pool: TradeUpPool, highlight?: number }) {
  return (
    <View className='tu-pool'>
      <View className='tu-pool__facts'>
        <Text>{pool.stattrak ? 'StatTrak™ ' : ''}{pool.rarity} → {pool.next_rarity}</Text>
        <Text>平均磨损 {wearText(pool.average_wear)}</Text>
      </View>
      <View className='tu-pool__facts'>
        <Text>投入参考价 ¥{pool.cost}</Text>
        <Text>产出期望 ¥{pool.expected}</Text>
      </View>
      {lossText(pool) !== '' && <Text className='tu-loss'>{lossText(pool)}：产出的期望价值低于投入</Text>}
      <ReturnLine rtp={pool.return_to_player} />
      {pool.outcomes.map((outcome, index) => (
        <OddsRow key={outcome.item.item_id} item={outcome.item} oddsPpm={outcome.odds_ppm} place={index + 1} won={highlight === outcome.item.item_id} />
      ))}
    </View>
  )
}
