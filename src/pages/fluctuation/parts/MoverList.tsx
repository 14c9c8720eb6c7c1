import { View, Text } from '@tarojs/components'
import Taro, { useReachBottom, usePullDownRefresh } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { PriceMover } from '../../../../types/api'
import ListState from '@/components/ListState'
import { usePaged } from '@/components/usePaged'
import { priceMovers, type MoveKind, type MovePeriod } from '@/services/priceWatch'
import MoverRow from './MoverRow'

interface MoverListProps { appid: number, kind: MoveKind, period: MovePeriod }

/** One ranking (game × list × period), paged; mounted afresh for each choice so an old answer never fills a new list. */
export default function MoverList ({ appid, kind, period }: MoverListProps) {
  const [windowDays, setWindowDays] = useState<number | null>(null)
  const movers = usePaged((page) => priceMovers({ appid, period, kind, page }).then((answer) => { setWindowDays(answer.window_days); return answer }))
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page once; the parent remounts this list for another choice
  useEffect(() => { void movers.load(1) }, [])
  usePullDownRefresh(() => { void movers.reload().finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => movers.more())
  const open = (mover: PriceMover) => { void Taro.navigateTo({ url: `/pages/item/index?id=${mover.item.item_id}` }) }
  return (
    <>
      <Text className='fluctuation__rule'>
        {windowDays === null ? '按成交价计算涨跌' : `参考价为近 ${windowDays} 天成交价中位数，对比 ${period} 天前同样时长的中位数；两边各不足 2 笔成交的饰品不上榜`}
      </Text>
      <View className='fluctuation__list'>
        {movers.list.map((mover, index) => <MoverRow key={mover.item.item_id} mover={mover} rank={index + 1} onOpen={open} />)}
      </View>
      <ListState loading={movers.loading} error={movers.error} count={movers.list.length} hasMore={movers.hasMore}
        emptyText={`近 ${period} 天成交太少，暂无${kind === 'up' ? '上涨' : '下跌'}的饰品，换个周期或游戏看看`} onRetry={() => void movers.reload()} />
    </>
  )
}
