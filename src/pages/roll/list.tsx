import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import type { RollSummary } from '../../../types/api'
import ListState from '@/components/ListState'
import { rollList, type RollTab } from '@/services/draws'
import { problemText } from '@/lib/navigation'
import RollCard from './components/RollCard'
import './list.scss'

const TABS: { key: RollTab, label: string }[] = [{ key: 'open', label: '进行中' }, { key: 'ending', label: '即将结束' }, { key: 'ended', label: '已结束' }]

/** /pages/roll/list: roll rooms by tab; ended rooms are drawn by the server when listed (server/README.md "Roll rooms"). */
export default function RollListPage () {
  const [tab, setTab] = useState<RollTab>('open')
  const [rooms, setRooms] = useState<RollSummary[]>([])
  const [page, setPage] = useState(0)
  const [hasMore, setHasMore] = useState(true)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')

  const load = (which: RollTab, next: number) => {
    setLoading(true)
    setError('')
    rollList(which, next)
      .then((answer) => {
        setRooms((shown) => next === 1 ? answer.list : [...shown, ...answer.list])
        setPage(next)
        setHasMore(answer.has_more)
      })
      .catch((e: unknown) => setError(problemText(e, 'Roll 房加载失败')))
      .finally(() => setLoading(false))
  }
  useEffect(() => { setRooms([]); load(tab, 1) }, [tab])
  useReachBottom(() => { if (hasMore && !loading && !error) load(tab, page + 1) })

  return (
    <View className='roll-list'>
      <View className='roll-list__tabs'>
        {TABS.map((entry) => (
          <Text key={entry.key} className={`roll-list__tab${entry.key === tab ? ' roll-list__tab--on' : ''}`} onClick={() => setTab(entry.key)}>
            {entry.label}
          </Text>
        ))}
        <Text className='roll-list__mine' onClick={() => { void Taro.navigateTo({ url: '/pages/roll/mylist' }) }}>我的Roll</Text>
      </View>
      <View className='roll-list__rows'>
        {rooms.map((room) => <RollCard key={room.id} room={room} onOpen={() => { void Taro.navigateTo({ url: `/pages/roll/index?id=${room.id}` }) }} />)}
      </View>
      <ListState
        loading={loading}
        error={error}
        count={rooms.length}
        hasMore={hasMore}
        emptyText={tab === 'ended' ? '还没有已结束的房间' : '暂时没有进行中的房间'}
        onRetry={() => load(tab, rooms.length ? page + 1 : 1)}
      />
    </View>
  )
}
