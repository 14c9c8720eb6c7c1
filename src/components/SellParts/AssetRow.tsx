import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import type { InspectMark, InventoryAsset } from '../../../types/api'
import ItemImage from '@/components/ItemImage'
import InspectChip, { InspectLink } from '@/components/InspectChip'
import { formatTime } from '@/lib/beijingTime'
import { shortWearName, wearText } from '@/lib/wear'

/** What an inventory item's state lets the seller do, in words. */
export function assetMark (asset: InventoryAsset): string {
  if (asset.state === 'hold') return `冷却中 · 可交易时间 ${formatTime(asset.tradable_at)}`
  if (asset.state === 'listed') return asset.price ? `在售中 · ¥${asset.price}` : '在售中'
  if (asset.state === 'trading') return '交易中'
  return '可交易'
}

/**
 * One inventory item: image, name, wear (with its Fade % / phase and 检视 link when given) and state; a tradable one can
 * be selected when selling is possible.
 */
export default function AssetRow ({ asset, selectable, selected, onTap, mark }: {
  asset: InventoryAsset,
  selectable: boolean,
  selected: boolean,
  onTap?: () => void,
  mark?: InspectMark
}) {
  const canPick = selectable && asset.state === 'tradable'
  return (
    <View {...tappable()} className={`asset-row${selected ? ' is-selected' : ''}${canPick ? '' : ' is-fixed'}`} onClick={canPick ? onTap : undefined}>
      {canPick && <View className={`asset-row__check${selected ? ' is-on' : ''}`}>{selected ? '✓' : ''}</View>}
      <ItemImage
        className='asset-row__image'
        src={asset.item.provider_image ?? asset.item.image}
        name={asset.item.name}
        fallback={asset.item.image}
        accent={asset.item.rarity_color}
      />
      <View className='asset-row__main'>
        <Text className='asset-row__name'>{asset.item.name}</Text>
        <View className='asset-row__line'>
          <Text className='asset-row__meta'>
            {[shortWearName(asset.item.exterior), asset.wear ? `磨损 ${wearText(asset.wear)}` : '', asset.item.rarity].filter(Boolean).join(' · ')}
          </Text>
          <InspectChip mark={mark} />
          <InspectLink mark={mark} />
        </View>
        <View className='asset-row__line'>
          <Text className={`asset-row__mark is-${asset.state}`}>{assetMark(asset)}</Text>
          <Text className='asset-row__price'>参考价 ¥{asset.market_price}</Text>
        </View>
      </View>
    </View>
  )
}
