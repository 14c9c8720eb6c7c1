import { View, Text } from '@tarojs/components'
import type { SmeltPool } from '../../../../types/api'
import OddsRow from '@/components/OddsRow'
import ReturnLine from '@/components/ReturnLine'
import './smelt.scss'

/** The value band the inputs pick and its published outcomes with odds (expected = the stated share of the input value). */
export default function SmeltPoolCard ({ pool, wonItemId }: { pool: SmeltPool, wonItemId?: number }) {
  return (
    <View className='sm-card'>
      <View className='sm-facts'>
        <Text>投入 {pool.input_count} 件 · 价值 <Text className='sm-facts__strong'>¥{pool.input_value}</Text></Text>
        <Text>产出期望 ¥{pool.expected}（{pool.return_pct}%）</Text>
      </View>
      <View className='sm-facts'>
        <Text>价值区间 ¥{pool.band_low} – ¥{pool.band_high}</Text>
        <Text>{pool.outcomes.length} 种可能</Text>
      </View>
      <ReturnLine rtp={pool.return_to_player} />
      {pool.outcomes.map((outcome, index) => (
        <OddsRow key={outcome.item.item_id} item={outcome.item} oddsPpm={outcome.odds_ppm} place={index + 1} won={wonItemId === outcome.item.item_id} />
      ))}
    </View>
  )
}
