import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import Taro from '@tarojs/taro'
import type { ItemDetail } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import PriceTag from '@/components/PriceTag'
import { shortWearName } from '@/lib/wear'

/** Picture, name, tags, lowest price beside the highest buy order; the item's other exteriors to switch to. */
export default function ItemHero ({ item }: { item: ItemDetail }) {
  const tags = [
    item.rarity,
    item.quality && !['普通', '标准'].includes(item.quality) ? shortWearName(item.quality) : '',
    shortWearName(item.exterior),
    item.category
  ].filter(Boolean)
  return (
    <View className='item-hero'>
      <ItemImage className='item-hero__image' src={item.provider_image ?? item.image} name={item.name} fallback={item.image} accent={item.rarity_color} />
      <Text className='item-hero__name'>{item.name}</Text>
      <Text className='item-hero__hash'>{item.market_hash_name}</Text>
      <View className='item-hero__tags'>
        {tags.map((tag, index) => (
          <Text key={tag} className='item-hero__tag' style={index === 0 ? { color: item.rarity_color, borderColor: item.rarity_color } : undefined}>{tag}</Text>
        ))}
      </View>
      <View className='item-hero__price'>
        <Text className='item-hero__price-label'>最低在售</Text>
        <PriceTag value={item.min_price} size='large' />
        <Text className='item-hero__bid'>最高求购 <Text className='item-hero__bid-value'>
          {item.highest_buy_order ? `¥${item.highest_buy_order}` : '暂无'}
        </Text></Text>
        <Text className='item-hero__count'>在售 {item.on_sale_count} 件</Text>
      </View>
      {item.wears.length > 1 && (
        <View className='item-hero__wears'>
          {item.wears.map((wear) => (
            <View {...tappable()} key={wear.item_id} className={`item-hero__wear ${wear.item_id === item.item_id ? 'is-active' : ''}`}
              onClick={() => { if (wear.item_id !== item.item_id) void Taro.redirectTo({ url: `/pages/item/index?id=${wear.item_id}` }) }}>
              <Text className='item-hero__wear-name'>{shortWearName(wear.exterior)}</Text>
              <Text className='item-hero__wear-price'>¥{wear.min_price}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
