import { View, Text } from '@tarojs/components'
import type { SmeltRun } from '../../../../types/api'
import BottomSheet from '@/components/BottomSheet'
import ItemImage from '@/components/ItemImage'
import FairnessRecord from '@/components/FairnessRecord'
import './smelt.scss'
import { wearText } from '@/lib/wear'

/** What came out of the furnace, with the draw's fairness record; ways on: details, inventory, smelt again. */
export default function ResultSheet ({ run, onClose, onDetails, onInventory }: {
  run: SmeltRun,
  onClose: () => void,
  onDetails: () => void,
  onInventory: () => void
}) {
  const { item } = run.output
  return (
    <BottomSheet title='熔炼结果' onClose={onClose}>
      <View className='sm-result'>
        <Text className='sm-note'>{run.inputs.length} 件饰品已熔炼 · 产出已放入库存</Text>
        <ItemImage className='sm-result__image' src={item.image} name={item.name} accent={item.rarity_color} eager />
        <Text className='sm-result__name'>{item.name}</Text>
        <Text className='sm-result__sub'>{item.wear === null ? '' : `磨损 ${wearText(item.wear)} · `}参考价 ¥{item.value} · 投入 ¥{run.pool.input_value}</Text>
      </View>
      <FairnessRecord record={run.record} labels={run.pool.outcomes.map((outcome) => outcome.item.name)} />
      <View className='sm-buttons'>
        <View className='sm-button sm-button--plain' role='button' onClick={onInventory}>去库存</View>
        <View className='sm-button' role='button' onClick={onDetails}>查看详情</View>
      </View>
    </BottomSheet>
  )
}
