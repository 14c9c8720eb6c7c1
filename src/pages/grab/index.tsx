import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { GrabDrop } from '@/contract/deals'
import ListState from '@/components/ListState'
import { useShownData } from '@/components/useShownData'
import { grabDrops } from '@/services/deals'
import DropCard from './components/DropCard'
import './components/grab.scss'

const SECTIONS: Array<{ title: string, states: Array<GrabDrop['state']> }> = [
  { title: '正在疯抢', states: ['live'] },
  { title: '即将开抢', states: ['upcoming'] },
  { title: '已结束', states: ['sold_out', 'ended'] }
]

/** /pages/grab/index 限时抢: live and upcoming drops with countdowns on the server's clock; a countdown at 0 reloads the list. */
export default function GrabListPage () {
  const { data: drops, loading, error, reload: load } = useShownData<GrabDrop[]>(() => grabDrops(), [])
  const open = (url: string) => void Taro.navigateTo({ url })
  return (
    <View className='grab-page'>
      <View className='grab-head'>
        <View>
          <Text className='grab-head__title'>限时抢</Text>
          <Text className='grab-head__note'>整点开抢 · 余额支付 · 每人限购</Text>
        </View>
        <View className='grab-head__links'>
          <Text className='grab-head__link' onClick={() => open('/pages/grab/history')}>抢购记录</Text>
          <Text className='grab-head__link' onClick={() => open('/pages/grab/inventory')}>我抢到的</Text>
        </View>
      </View>
      {SECTIONS.map((section) => {
        const shown = drops.filter((drop) => section.states.includes(drop.state))
        if (shown.length === 0) return null
        return (
          <View key={section.title}>
            <Text className='grab-section'>{section.title}</Text>
            {shown.map((drop) => <DropCard key={drop.drop_id} drop={drop} onClockZero={() => void load()} />)}
          </View>
        )
      })}
      <ListState loading={loading} error={error} count={drops.length} hasMore={false} emptyText='暂无抢购活动，整点再来看看' onRetry={() => void load()} />
    </View>
  )
}
