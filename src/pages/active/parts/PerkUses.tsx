import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import type { PromotionPerkPage } from '../../../../types/api'
import { useShownData } from '@/components/useShownData'
import { promotionPerks } from '@/services/promotionPerks'
import { formatTime } from '@/lib/beijingTime'
import './parts.scss'
import './perkUses.scss'

interface PerkUsesProps {
  promotionKey: string
  /** the card's title, e.g. 我的返利 */
  title: string
  /** what the total means, e.g. 累计返还 */
  totalLabel: string
  /** shown when nothing has been paid yet: how to get the first one */
  emptyText: string
  /** whether the viewer is logged in and joined (the list is theirs only then) */
  joined: boolean
}

/**
 * The fee and rent perks this campaign paid me (waived fees, rebates, subsidies), newest first, with the total
 * (/v1/promotion/perks): shown once the viewer has joined; loading, empty and error states designed.
 */
export default function PerkUses ({ promotionKey, title, totalLabel, emptyText, joined }: PerkUsesProps) {
  const shown = useShownData<PromotionPerkPage | null>(async () => joined ? await promotionPerks(promotionKey) : null, null)
  // the campaign view tells whether the viewer joined after this card first read: read again when it turns true
  useEffect(() => { if (joined) shown.reload() }, [joined]) // eslint-disable-line react-hooks/exhaustive-deps
  if (!joined) return null
  const page = shown.data
  return (
    <View className='promo-panel perk-uses'>
      <View className='promo-panel__head'><Text>{title}</Text>{page && <Text className='promo-panel__note'>{page.total} 笔</Text>}</View>
      {page && (
        <View className='promo-stats'>
          <View className='promo-stats__cell'>
            <Text className='promo-stats__value'>¥{page.total_amount}</Text>
            <Text className='promo-stats__label'>{totalLabel}</Text>
          </View>
          <View className='promo-stats__cell'><Text className='promo-stats__value'>{page.total}</Text><Text className='promo-stats__label'>订单数</Text></View>
        </View>
      )}
      {page?.list.map((use) => (
        <View key={`${use.order_id}-${use.perk}`} className='promo-row'>
          <View className='promo-row__body'>
            <Text className='promo-row__title'>{use.perk_text}</Text>
            <Text className='promo-row__sub'>订单 {use.order_id} · {formatTime(use.created_at)}</Text>
          </View>
          <Text className='promo-row__state perk-uses__amount'>+¥{use.amount}</Text>
        </View>
      ))}
      {page?.list.length === 0 && <Text className='promo-panel__text'>{emptyText}</Text>}
      {page === null && shown.loading && <Text className='promo-panel__text'>加载中…</Text>}
      {shown.error && (
        <View className='promo-row' role='alert' onClick={shown.reload}>
          <Text className='promo-row__body promo-row__sub'>{shown.error}</Text>
          <Text className='promo-row__state promo-row__state--claimable'>重试</Text>
        </View>
      )}
    </View>
  )
}
