import { View, Text } from '@tarojs/components'
import Taro, { useReachBottom, usePullDownRefresh } from '@tarojs/taro'
import type { Favorite } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import ListState from '@/components/ListState'
import PriceTag from '@/components/PriceTag'
import { useOnShow } from '@/components/useOnShow'
import { favoriteList, setFavorite } from '@/services/favorites'
import { shortWearName } from '@/lib/wear'
import { usePaged } from '@/components/usePaged'
import LoginGate from '@/components/LoginGate'
import './index.scss'

/** /pages/user/favorites/index (收藏): the kept items, the latest first, each with its lowest price now. */
function FavoritesPage () {
  const kept = usePaged((page) => favoriteList(page))
  // back from an item page the price or the kept state may have moved
  useOnShow(() => { void kept.reload() })
  usePullDownRefresh(() => { void kept.reload().finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => kept.more())
  const open = (item: Favorite) => { void Taro.navigateTo({ url: `/pages/item/index?id=${item.item_id}` }) }
  const drop = (item: Favorite) => { setFavorite(item.item_id, false).then(() => kept.reload()).catch(() => undefined) }

  return (
    <View className='favorites'>
      {kept.list.map((item) => (
        <View key={item.item_id} className='favorites__row' onClick={() => open(item)}>
          <ItemImage className='favorites__image' src={item.image} name={item.name} accent={item.rarity_color} />
          <View className='favorites__main'>
            <Text className='favorites__name'>{item.name}</Text>
            <Text className='favorites__tags'>{[item.rarity, shortWearName(item.exterior)].filter(Boolean).join(' · ')}</Text>
            <View className='favorites__price'>
              {item.on_sale_count > 0
                ? <>
                  <Text className='favorites__label'>最低在售</Text>
                  <PriceTag value={item.min_price} />
                  <Text className='favorites__count'>在售 {item.on_sale_count} 件</Text>
                </>
                : <Text className='favorites__none'>暂无在售</Text>}
            </View>
          </View>
          <Text className='favorites__drop' onClick={(event) => { event.stopPropagation(); drop(item) }}>取消收藏</Text>
        </View>
      ))}
      <ListState loading={kept.loading} error={kept.error} count={kept.list.length} hasMore={kept.hasMore}
        emptyText='还没有收藏的饰品' emptyNote='在饰品详情页点「收藏」，就能在这里看到它的最低价' emptyIcon='star'
        emptyAction={{ text: '去逛逛', onClick: () => { void Taro.switchTab({ url: '/pages/market/home/index' }) } }} onRetry={() => void kept.reload()} />
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/user/favorites/index' what='我的收藏'><FavoritesPage /></LoginGate>
}
