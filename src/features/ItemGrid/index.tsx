import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { memo, useCallback, useDeferredValue, useEffect, useMemo } from 'react'
import type { ItemListQuery, ItemSummary } from '../../../types/api'
import type { MarketStore } from '@/stores/market'
import VirtualList from '@/components/VirtualList'
import ItemCard from '@/components/ItemCard'
import ListState from '@/components/ListState'
import './index.scss'

interface ItemGridProps {
  store: MarketStore
  /** the list query without the page; a new query starts over */
  query: Omit<ItemListQuery, 'page'>
  emptyText?: string
}

/** Row height of two cards side by side, in design px (ItemCard: 12 + picture 196 + 10 + name 64 + price 40 + 12, a 16 gap, rounded up). */
export const ITEM_ROW_HEIGHT = 356

const openItem = (item: ItemSummary) => { void Taro.navigateTo({ url: `/pages/item/index?id=${item.item_id}` }) }

/** Two cards side by side; memoised, so scrolling renders only the rows that come into the window (see docs/decisions.md, 'Virtual list').
 * Cells are keyed by place, not item: the virtual list recycles rows, and a recycled card updates in place. */
const GridRow = memo(function GridRow ({ pair, eager }: { pair: ItemSummary[], eager: boolean }) {
  return (
    <View className='item-grid__row'>
      {pair.map((item, place) => <View key={place} className='item-grid__cell'><ItemCard item={item} onOpen={openItem} eager={eager} /></View>)}
      {pair.length === 1 && <View className='item-grid__cell' />}
    </View>
  )
})

/** The market's item grid: two cards a row through the virtual list, paging by the market store's rules.
 * Where the list has not drawn its rows (a fling), the spacer shows card skeletons (index.scss). */
function ItemGrid ({ store, query, emptyText = '没有符合条件的饰品' }: ItemGridProps) {
  const key = JSON.stringify(query)
  useEffect(() => {
    store.reset()
    void store.loadMore(query)
  }, [store, key]) // eslint-disable-line react-hooks/exhaustive-deps

  // a new page of items arrives through MobX, whose updates React renders at once, in one task; the rows
  // follow a step behind as a transition, which React renders in slices of a few ms (the first screen's cards
  // were one task of ~250 ms unthrottled, the largest of the start)
  const list = useDeferredValue(store.list)
  const rows = useMemo(() => {
    const pairs: ItemSummary[][] = []
    for (let index = 0; index < list.length; index += 2) pairs.push(list.slice(index, index + 2))
    return pairs
  }, [list])

  const renderRow = useCallback((pair: ItemSummary[], index: number) => <GridRow pair={pair} eager={index < 2} />, [])

  const refresh = async () => {
    store.reset()
    await store.loadMore(query)
  }

  return (
    <VirtualList
      className='item-grid'
      items={rows}
      rowHeight={ITEM_ROW_HEIGHT}
      renderRow={renderRow}
      onReachEnd={() => { if (!store.errMsg) void store.loadMore(query) }}
      onRefresh={refresh}
      footer={(
        <ListState loading={store.loading} error={store.errMsg} count={store.list.length} hasMore={store.hasMore}
          emptyText={emptyText} onRetry={() => void store.loadMore(query)} />
      )}
    />
  )
}

export default observer(ItemGrid)
