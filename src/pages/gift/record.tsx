import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import type { GiftPool } from '../../../types/api'
import ListState from '@/components/ListState'
import FairnessRecord from '@/components/FairnessRecord'
import { useOnShow } from '@/components/useOnShow'
import { giftPools, giftWins } from '@/services/gift'
import { changeSeed } from '@/services/draws'
import LoginGate from '@/components/LoginGate'
import { usePaged } from '@/components/usePaged'
import { problemText, toast } from '@/lib/navigation'
import { useStores } from '@/stores/context'
import { SeedPairStore } from '@/stores/seedPair'
import { formatTime } from '@/lib/beijingTime'
import './gift.scss'

/**
 * /pages/gift/record: my gift draws, newest first, each with its fairness record recomputed on the device; 公开种子 reveals
 * the current server seed (a new pair starts), after which every earlier draw shows 已验证 or 验证失败.
 */
function GiftRecordsPage () {
  const wins = usePaged((page) => giftWins(undefined, page))
  const seeds = useStores().shared(SeedPairStore)
  const [pools, setPools] = useState<GiftPool[]>([])
  useOnShow(() => { void wins.reload(); giftPools().then(setPools).catch(() => undefined) })
  useReachBottom(() => wins.more())
  const labelsOf = (poolId: number) => pools.find((pool) => pool.pool_id === poolId)?.prizes.map((prize) => prize.item.name)
  const reveal = () => {
    seeds.change(changeSeed).then(() => { toast('种子已公开，已开始新的种子'); void wins.reload() }).catch((e: unknown) => toast(problemText(e, '公开种子失败，请稍后重试')))
  }
  return (
    <View className='gift-page'>
      <View className='gift-hero'>
        <Text className='gift-hero__name'>抽奖记录</Text>
        <Text className='gift-hero__sub'>每次抽取都记录服务端种子哈希、客户端种子和序号；公开种子后可逐条验证</Text>
      </View>
      <Text className='gift-page__link' onClick={reveal}>公开当前种子并验证 ›</Text>
      {wins.list.map((win) => (
        <View key={win.win_id} className='gift-result__win'>
          <Text className='gift-prize__meta'>{win.pool_name} · {formatTime(win.created_at)} · 抽中 {win.item.name}（¥{win.value}）</Text>
          <FairnessRecord record={win.record} labels={labelsOf(win.pool_id)} />
        </View>
      ))}
      <ListState loading={wins.loading} error={wins.error} count={wins.list.length} hasMore={wins.hasMore} emptyText='还没有抽奖记录，去随机礼物抽一次吧' emptyIcon='gift'
        emptyAction={{ text: '去抽一次', onClick: () => { void Taro.navigateTo({ url: '/pages/gift/index' }) } }} onRetry={() => { void wins.reload() }} />
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/gift/record' what='抽奖记录'><GiftRecordsPage /></LoginGate>
}
