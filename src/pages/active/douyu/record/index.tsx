import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import LoginGate from '@/components/LoginGate'
import ListState from '@/components/ListState'
import { usePaged } from '@/components/usePaged'
import { useOnShow } from '@/components/useOnShow'
import { promotionRecords } from '@/services/promotions'
import { formatTime } from '@/lib/beijingTime'
import { usePageParams } from '@/lib/navigation'
import { DOUYU, DOUYU_RECORDS, douyuOf } from '../../parts/douyu'
import '../../parts/parts.scss'

const KEY = /^[a-z0-9_-]{1,40}$/

/**
 * /pages/active/douyu/record/index?key: my claimed promotion rewards, newest first (/v1/promotion/records). Without a key
 * or with a 斗鱼 key it shows the 斗鱼 family with a tab per game; another campaign's key (a seasonal event) lists that one.
 */
export default function Page () {
  const asked = usePageParams().key ?? ''
  const key = KEY.test(asked) ? asked : ''
  return <LoginGate back={key ? `${DOUYU_RECORDS}?key=${key}` : DOUYU_RECORDS} what='领奖记录'><Records first={key || DOUYU.cs.key} /></LoginGate>
}

function Records ({ first }: { first: string }) {
  const [key, setKey] = useState(first)
  const tabs = douyuOf(first) ? [DOUYU.cs, DOUYU.dota] : []
  return (
    <View className='promo-sub'>
      {tabs.length > 0 && (
        <View className='promo-tabs' role='tablist'>
          {tabs.map((side) => (
            <View
              key={side.key}
              role='tab'
              aria-selected={side.key === key}
              className={`promo-tabs__tab${side.key === key ? ' promo-tabs__tab--on' : ''}`}
              onClick={() => setKey(side.key)}
            >
              <Text>{`斗鱼 ${side.game}`}</Text>
            </View>
          ))}
        </View>
      )}
      {/* a tab is its own list: switching remounts it, so no answer of the other tab lands here */}
      <RecordList key={key} promotionKey={key} />
    </View>
  )
}

function RecordList ({ promotionKey }: { promotionKey: string }) {
  const records = usePaged((page) => promotionRecords(page, promotionKey).then((answer) => ({ ...answer, page, page_size: 20 })))
  useOnShow(() => { void records.reload() })
  usePullDownRefresh(() => { void records.reload().finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => records.more())
  return (
    <View className='promo-panel'>
      {records.list.map((record) => (
        <View key={`${record.promotion_key}:${record.tier}`} className='promo-row'>
          <View className='promo-row__body'>
            <Text className='promo-row__title'>{record.title} · 第 {record.tier + 1} 档</Text>
            <Text className='promo-row__reward'>{record.reward_text}</Text>
          </View>
          <Text className='promo-row__state'>{formatTime(record.claimed_at)}</Text>
        </View>
      ))}
      <ListState
        loading={records.loading}
        error={records.error}
        count={records.list.length}
        hasMore={records.hasMore}
        emptyText='暂无领奖记录，完成活动任务后领取的奖励会显示在这里'
        onRetry={() => void records.reload()}
      />
    </View>
  )
}
