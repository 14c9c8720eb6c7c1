import { View, Text } from '@tarojs/components'
import type { InspectRecord } from '../../../../types/api'
import { phaseText } from '@/lib/inspectMark'

/** The BUFF-style facts of one inspection: seed, index, Fade %, phase, the float's rank among listings, stickers. */
export default function RecordFacts ({ record }: { record: InspectRecord }) {
  const rank = record.float_rank
  return (
    <View>
      <View className='vf-grid'>
        <Cell label='图案模板' value={String(record.paint_seed)} />
        <Cell label='涂装编号' value={String(record.paint_index)} />
        {record.fade && <Cell label='渐变比例' value={`${record.fade.percentage}%`} hint={`${record.fade.of} 个模板中第 ${record.fade.rank}`} />}
        {record.phase
          && <Cell label={record.phase.finish === 'Gamma Doppler' ? '伽玛多普勒' : '多普勒'} value={`${phaseText(record.phase.name)}（${record.phase.name}）`} />}
        <Cell label='磨损范围' value={`${record.skin_min} – ${record.skin_max}`} />
        {rank
          ? <Cell label='低磨损排名' value={`第 ${rank.rank} / ${rank.total}`} hint={`在售同款中前 ${Math.max(1, Math.ceil((rank.rank * 100) / rank.total))}%`} />
          : <Cell label='低磨损排名' value='暂无在售同款' />}
      </View>
      <View className='vf-section'>
        <Text className='vf-section__title'>印花 / 贴纸</Text>
        <Text className='vf-section__note'>{record.stickers.length ? `${record.stickers.length} 个` : '无'}</Text>
      </View>
      {record.stickers.map((sticker) => (
        <View key={sticker.slot} className='vf-sticker'>
          <Text className='vf-sticker__slot'>槽位 {sticker.slot}</Text>
          <Text className='vf-sticker__name'>{sticker.name}</Text>
          <Text className='vf-sticker__wear'>{sticker.wear === 0 ? '完好' : `磨损 ${sticker.wear}%`}</Text>
        </View>
      ))}
    </View>
  )
}

function Cell ({ label, value, hint }: { label: string, value: string, hint?: string }) {
  return (
    <View className='vf-cell'>
      <Text className='vf-cell__label'>{label}</Text>
      <Text className='vf-cell__value'>{value}</Text>
      {hint && <Text className='vf-cell__hint'>{hint}</Text>}
    </View>
  )
}
