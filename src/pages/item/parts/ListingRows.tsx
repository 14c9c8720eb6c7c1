import { View, Text, Image } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import { imageAlt } from '@/lib/platform/picture'
import Taro from '@tarojs/taro'
import type { Listing } from '../../../../types/api'
import PriceTag from '@/components/PriceTag'
import { assetUrl } from '@/lib/format'
import { shortWearName, wearText } from '@/lib/wear'
import { floatPercent } from '@/lib/inspectMark'
import InspectChip, { InspectLink } from '@/components/InspectChip'
import { useInspectMarks } from '@/features/useInspectMarks'
import Empty from '@/components/Empty'

interface ListingRowsProps {
  listings: Listing[]
  onBuy: (listing: Listing) => void
  onRent: (listing: Listing) => void
  /** rent view: daily rate and deposit instead of the price */
  rentView?: boolean
  emptyText?: string
}

/** On-sale listings: wear name and float, seller, price; buy and rent entries. */
export default function ListingRows ({ listings, onBuy, onRent, rentView = false, emptyText = '暂无在售' }: ListingRowsProps) {
  const marks = useInspectMarks('listing', listings.filter((listing) => listing.wear !== null).map((listing) => listing.listing_id))
  if (listings.length === 0) return <Empty compact icon='tag' text={emptyText} />
  return (
    <View className='listing-rows'>
      {listings.map((listing) => (
        <View key={listing.listing_id} className='listing-row'>
          <View className='listing-row__main'>
            <View className='listing-row__wear'>
              {listing.exterior && <Text className='listing-row__wear-name'>{shortWearName(listing.exterior)}</Text>}
              {listing.wear && <Text className='listing-row__float'>磨损 {wearText(listing.wear)}</Text>}
              {!listing.exterior && !listing.wear && <Text className='listing-row__float'>无磨损</Text>}
              <InspectChip mark={marks.get(String(listing.listing_id))} />
            </View>
            {listing.wear && (
              <View className='listing-row__bar-line'>
                <View className='listing-row__bar'><View className='listing-row__bar-mark' style={{ left: `${floatPercent(listing.wear)}%` }} /></View>
                <InspectLink mark={marks.get(String(listing.listing_id))} />
              </View>
            )}
            <View {...tappable()} className='listing-row__seller'
              onClick={() => { void Taro.navigateTo({ url: `/pages/market/shop/index?id=${listing.seller.seller_id}` }) }}>
              <Image {...imageAlt('')} className='listing-row__avatar' src={assetUrl(listing.seller.avatar)} lazyLoad />
              <Text className='listing-row__seller-name'>{listing.seller.nickname}</Text>
              <Text className='listing-row__seller-stat'>发货率 {listing.seller.deliver_rate}</Text>
            </View>
          </View>
          <View className='listing-row__side'>
            {rentView
              ? <>
                <Text className='listing-row__rent'>¥{listing.rent_daily}/天</Text>
                <Text className='listing-row__deposit'>押金 ¥{listing.rent_deposit}</Text>
              </>
              : <PriceTag value={listing.price} />}
            <View className='listing-row__actions'>
              {listing.rentable && <Text {...tappable()} className='listing-row__btn listing-row__btn--ghost' onClick={() => onRent(listing)}>租赁</Text>}
              {!rentView && <Text {...tappable()} className='listing-row__btn' onClick={() => onBuy(listing)}>购买</Text>}
            </View>
          </View>
        </View>
      ))}
    </View>
  )
}
