import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { HagglePrize } from '@/contract/deals'
import ItemImage from '@/components/ItemImage'
import ListState from '@/components/ListState'
import { useShownData } from '@/components/useShownData'
import { yuan } from '@/components/DealParts/money'
import { hagglePrizes } from '@/services/deals'
import './components/haggle.scss'
import './index.scss'

/** /pages/haggle/index 砍价免费拿: the prizes; a prize opens the routing page, which picks start, detail or claim. */
export default function HagglePrizesPage () {
  const { data: prizes, loading, error, reload: load } = useShownData<HagglePrize[]>(() => hagglePrizes(), [])
  const open = (prize: HagglePrize) => Taro.navigateTo({
    url: prize.my_haggle_id ? `/pages/haggle/middle?haggle_id=${prize.my_haggle_id}` : `/pages/haggle/middle?prize_id=${prize.prize_id}`
  })

  return (
    <View className='haggle-page'>
      <View className='haggle-banner'>
        <Text className='haggle-banner__title'>砍价免费拿</Text>
        <Text className='haggle-banner__note'>邀请好友助力，砍到 0 元饰品直接进库存</Text>
        <Text className='haggle-banner__link' onClick={() => Taro.navigateTo({ url: '/pages/haggle/draglist/index' })}>砍价排行榜 ›</Text>
      </View>
      {prizes.map((prize) => {
        const out = prize.stock_left === 0 && !prize.my_haggle_id
        return (
          <View key={prize.prize_id} className='haggle-prize' onClick={() => { if (!out) void open(prize) }}>
            <ItemImage className='haggle-prize__image' src={prize.item.image} name={prize.item.name} accent={prize.item.rarity_color} />
            <View className='haggle-prize__text'>
              <Text className='haggle-prize__name'>{prize.item.name}</Text>
              <Text className='haggle-prize__meta'>原价 {yuan(prize.start_price)} · 限时 {prize.hours} 小时 · 剩余 {prize.stock_left} 份</Text>
              <View className='haggle-prize__foot'>
                <Text className='haggle-prize__free'>{yuan(prize.floor_price)}拿</Text>
                <Button className={`haggle-prize__go${out ? ' haggle-prize__go--off' : ''}`} disabled={out}>
                  {out ? '已领完' : prize.my_haggle_id ? '继续砍价' : '免费拿'}
                </Button>
              </View>
            </View>
          </View>
        )
      })}
      <ListState loading={loading} error={error} count={prizes.length} hasMore={false} emptyText='暂无砍价奖品，晚点再来看看' onRetry={() => void load()} />
    </View>
  )
}
