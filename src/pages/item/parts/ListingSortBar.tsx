import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import type { ListingSort } from '../../../../types/api'

interface ListingSortBarProps {
  sort: ListingSort
  /** CS2 skins have wear; DOTA2 items only sort by price */
  hasWear: boolean
  onSort: (sort: ListingSort) => void
}

/** 价格 and 磨损 orders of the listings (sorted by the server); tapping the active one flips its direction. */
export default function ListingSortBar ({ sort, hasWear, onSort }: ListingSortBarProps) {
  const keys = hasWear ? (['price', 'wear'] as const) : (['price'] as const)
  return (
    <View className='item-sort'>
      {keys.map((key) => {
        const active = sort.startsWith(key)
        const up = !active || sort.endsWith('asc')
        const label = key === 'price' ? '价格' : '磨损'
        return (
          <Text {...tappable()} key={key} className={`item-sort__option ${active ? 'is-active' : ''}`}
            onClick={() => onSort(active ? `${key}_${up ? 'desc' : 'asc'}` : `${key}_asc`)}>
            {label} {active ? (up ? '↑' : '↓') : '↕'}
          </Text>
        )
      })}
    </View>
  )
}
