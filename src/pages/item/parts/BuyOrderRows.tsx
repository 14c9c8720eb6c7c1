import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import { useState } from 'react'
import type { ItemDetail, PublicBuyOrder } from '../../../../types/api'
import PriceTag from '@/components/PriceTag'
import SellToBuyOrderSheet from './SellToBuyOrderSheet'
import { fitsWear, useItemBuyOrders } from './useItemBuyOrders'
import Notice from '@/components/Notice'
import { Loading } from '@/components/ListState'

/** The item's public buy orders (price, quantity, wear range; the highest first); 出售给求购 when the user holds a matching item. */
export default function BuyOrderRows ({ item }: { item: ItemDetail }) {
  const { orders, error, mine, reload } = useItemBuyOrders(item.item_id, item.appid, item.market_hash_name)
  const [selling, setSelling] = useState<PublicBuyOrder | null>(null)
  if (error) return <Notice text={error} action={{ text: '重试', onClick: reload }} />
  if (!orders) return <Loading />
  return (
    <View className='buy-order-rows'>
      <Text className='buy-order-rows__head'>{orders.highest ? `最高求购 ¥${orders.highest} · 共求购 ${orders.total_remaining} 件` : '暂无求购'}</Text>
      {orders.list.map((order) => {
        const matching = mine.filter((asset) => fitsWear(order, asset.wear))
        return (
          <View key={order.buy_order_id} className='buy-order-row'>
            <View className='buy-order-row__main'>
              <PriceTag value={order.price} />
              <Text className='buy-order-row__meta'>求购 {order.remaining} 件{order.min_wear || order.max_wear
                ? ` · 磨损 ${order.min_wear ?? '0'}-${order.max_wear ?? '1'}`
                : ''}</Text>
            </View>
            {matching.length > 0 && <Text {...tappable()} className='buy-order-row__sell' onClick={() => setSelling(order)}>出售给求购</Text>}
          </View>
        )
      })}
      {selling && (
        <SellToBuyOrderSheet
          order={selling}
          assets={mine.filter((asset) => fitsWear(selling, asset.wear))}
          onClose={() => setSelling(null)}
          onSold={() => { setSelling(null); reload() }}
        />
      )}
    </View>
  )
}
