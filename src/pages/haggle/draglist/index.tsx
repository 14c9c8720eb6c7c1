import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { imageAlt } from '@/lib/platform/picture'
import type { HaggleRank } from '@/contract/deals'
import ListState from '@/components/ListState'
import { useShownData } from '@/components/useShownData'
import { assetUrl } from '@/lib/format'
import { yuan } from '@/components/DealParts/money'
import { haggleRanking } from '@/services/deals'
import '../components/haggle.scss'
import './index.scss'

const STATE_TEXT = { running: '砍价中', floor: '已砍成', claimed: '已领取', expired: '已结束' } as const

/** /pages/haggle/draglist/index 砍价排行: the haggles with the most helpers. */
export default function HaggleRankingPage () {
  const { data: rows, loading, error, reload: load } = useShownData<HaggleRank[]>(() => haggleRanking(), [])
  return (
    <View className='haggle-page'>
      <View className='haggle-banner'>
        <Text className='haggle-banner__title'>砍价排行榜</Text>
        <Text className='haggle-banner__note'>按助力好友人数排名</Text>
      </View>
      <View className='haggle-rank'>
        {rows.map((row) => (
          <View key={row.rank} className='haggle-rank__row'>
            <Text className={`haggle-rank__no${row.rank <= 3 ? ' haggle-rank__no--top' : ''}`}>{row.rank}</Text>
            <Image {...imageAlt('')} className='haggle-rank__avatar' src={assetUrl(row.avatar)} />
            <View className='haggle-rank__text'>
              <Text className='haggle-rank__name'>
                {row.nickname}
                <Text className={`haggle-rank__state haggle-rank__state--${row.state}`}>{STATE_TEXT[row.state]}</Text>
              </Text>
              <Text className='haggle-rank__item'>{row.item_name}</Text>
            </View>
            <View className='haggle-rank__score'>
              <Text className='haggle-rank__helpers'>{row.helpers} 人助力</Text>
              <Text className='haggle-rank__cut'>已砍 {yuan(row.cut_total)}</Text>
            </View>
          </View>
        ))}
        <ListState loading={loading} error={error} count={rows.length} hasMore={false} emptyText='还没有人上榜，快去发起砍价吧' emptyIcon='trophy'
          emptyAction={{ text: '去发起砍价', onClick: () => { void Taro.navigateTo({ url: '/pages/haggle/index' }) } }} onRetry={() => void load()} />
      </View>
    </View>
  )
}
