import { View, Text } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import ItemImage from '@/components/ItemImage'
import ListState from '@/components/ListState'
import { usePaged } from '@/components/usePaged'
import { useOnShow } from '@/components/useOnShow'
import { formatTime } from '@/lib/beijingTime'
import { mySmelts } from '@/services/smeltRuns'
import './smelt.scss'

/** 我的熔炼: my smelts, newest first, each opening its details. */
export default function SmeltRecords () {
  const paged = usePaged(mySmelts)
  useOnShow(() => { void paged.load(1) })
  useReachBottom(() => paged.more())
  return (
    <View className='sm-card'>
      {paged.list.map((smelt) => (
        <View key={smelt.id} className='sm-row' onClick={() => void Taro.navigateTo({ url: `/pages/smelt/details?smelt_id=${smelt.id}` })}>
          <ItemImage className='sm-row__image' src={smelt.output.item.image} name={smelt.output.item.name} accent={smelt.output.item.rarity_color} />
          <View className='sm-row__text'>
            <Text className='sm-row__name'>{smelt.output.item.name}</Text>
            <Text className='sm-row__sub'>{formatTime(smelt.created_at)} · 投入 {smelt.input_count} 件 ¥{smelt.input_value} → ¥{smelt.output.item.value}</Text>
          </View>
          <Text className='sm-row__more'>详情</Text>
        </View>
      ))}
      <ListState
        loading={paged.loading}
        error={paged.error}
        count={paged.list.length}
        hasMore={paged.hasMore}
        emptyText='还没有熔炼记录'
        onRetry={() => void paged.reload()}
      />
    </View>
  )
}
