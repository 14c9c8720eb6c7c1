import { View, Text } from '@tarojs/components'
import { openRoute } from '@/lib/navigation'
import './parts.scss'

export interface LinkRow { label: string, note?: string, to: string }

/** A card of tappable rows (≥ 44 px) leading from a campaign to its related screens. */
export default function LinkRows ({ title, rows }: { title?: string, rows: LinkRow[] }) {
  return (
    <View className='promo-panel promo-links'>
      {title && <View className='promo-panel__head'><Text>{title}</Text></View>}
      {rows.map((row) => (
        <View key={row.to} className='promo-links__row' role='link' onClick={() => void openRoute(row.to)}>
          <Text className='promo-links__label'>{row.label}</Text>
          {row.note && <Text className='promo-links__note'>{row.note}</Text>}
          <Text className='promo-links__arrow'>›</Text>
        </View>
      ))}
    </View>
  )
}
