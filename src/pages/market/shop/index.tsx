import { View, Text, Image } from '@tarojs/components'
import { imageAlt } from '@/lib/platform/picture'
import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ItemSummary, Listing, SellerBrief } from '../../../../types/api'
import { sellerShop } from '@/services/market'
import { errorText } from '@/lib/errorText'
import ListState from '@/components/ListState'
import ItemImage from '@/components/ItemImage'
import PriceTag from '@/components/PriceTag'
import { assetUrl } from '@/lib/format'
import { shortWearName, wearText } from '@/lib/wear'
import './index.scss'

type ShopListing = Listing & { item: ItemSummary }

/** A seller's shop: profile, delivery stats and their listings, page by page. */
export default function SellerShopPage () {
  const { params } = useRouter()
  const sellerId = Number(params.id)
  const valid = Number.isSafeInteger(sellerId) && sellerId > 0
  const [seller, setSeller] = useState<SellerBrief | null>(null)
  const [total, setTotal] = useState(0)
  const [list, setList] = useState<ShopListing[]>([])
  const [page, setPage] = useState(1)
  const [hasMore, setHasMore] = useState(valid)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState(valid ? '' : '链接缺少店铺编号')
  const busy = useRef(false)

  const load = useCallback(async (next: number) => {
    if (!valid || busy.current) return
    busy.current = true
    setLoading(true)
    try {
      const shop = await sellerShop(sellerId, next)
      setSeller(shop.seller)
      setTotal(shop.listings.total)
      setList((current) => (next === 1 ? shop.listings.list : [...current, ...shop.listings.list]))
      setPage(next + 1)
      setHasMore(shop.listings.has_more)
      setError('')
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      busy.current = false
      setLoading(false)
    }
  }, [sellerId, valid])

  useEffect(() => { void load(1) }, [load])
  useReachBottom(() => { if (hasMore && !error) void load(page) })

  return (
    <View className='seller-shop'>
      {seller && (
        <View className='seller-shop__head'>
          <Image {...imageAlt('')} className='seller-shop__avatar' src={assetUrl(seller.avatar)} />
          <View className='seller-shop__who'>
            <Text className='seller-shop__name'>{seller.nickname}</Text>
            <View className='seller-shop__stats'>
              <Stat label='发货率' value={seller.deliver_rate} />
              <Stat label='平均发货' value={`${seller.avg_deliver_minutes} 分钟`} />
              <Stat label='在售' value={`${total} 件`} />
            </View>
          </View>
        </View>
      )}
      <View className='seller-shop__list'>
        {list.map((listing) => (
          <View
            key={listing.listing_id}
            className='seller-shop__row'
            onClick={() => { void Taro.navigateTo({ url: `/pages/item/index?id=${listing.item_id}` }) }}
          >
            <ItemImage className='seller-shop__image' src={listing.item.image} name={listing.item.name} accent={listing.item.rarity_color} />
            <View className='seller-shop__main'>
              <Text className='seller-shop__item-name'>{listing.item.name}</Text>
              <Text className='seller-shop__meta'>
                {[
                  shortWearName(listing.exterior),
                  listing.wear ? `磨损 ${wearText(listing.wear)}` : '',
                  listing.rentable ? '可租赁' : ''
                ].filter(Boolean).join(' · ')
                  || listing.item.rarity}
              </Text>
              <PriceTag value={listing.price} />
            </View>
          </View>
        ))}
        <ListState
          loading={loading}
          error={error}
          count={list.length}
          hasMore={hasMore}
          emptyText='该卖家暂无在售饰品'
          onRetry={valid ? () => { void load(page) } : undefined}
        />
      </View>
    </View>
  )
}

function Stat ({ label, value }: { label: string, value: string }) {
  return (
    <View className='seller-shop__stat'>
      <Text className='seller-shop__stat-value'>{value}</Text>
      <Text className='seller-shop__stat-label'>{label}</Text>
    </View>
  )
}
