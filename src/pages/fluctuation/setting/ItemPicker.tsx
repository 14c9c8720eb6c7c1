import { View, Text, Input } from '@tarojs/components'
import { useState } from 'react'
import type { ItemSummary } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import PriceTag from '@/components/PriceTag'
import { onValue } from '@/components/inputValue'
import { problemText } from '@/lib/navigation'
import { shortWearName } from '@/lib/wear'
import { itemList } from '@/services/store'

interface ItemPickerProps { onPick: (item: ItemSummary) => void }

/** Finds an item by name in both games (the shop's own search) and hands the tapped one back. */
export default function ItemPicker ({ onPick }: ItemPickerProps) {
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<ItemSummary[] | null>(null)
  const [state, setState] = useState<'idle' | 'busy' | string>('idle')
  const search = () => {
    const words = keyword.trim()
    if (!words) { setState('请输入饰品名称'); return }
    setState('busy')
    Promise.all([730, 570].map((appid) => itemList({ appid, keyword: words, page_size: 6 })))
      .then((pages) => { setFound(pages.flatMap((page) => page.list)); setState('idle') })
      .catch((failure: unknown) => setState(problemText(failure, '搜索失败，请重试')))
  }
  return (
    <View className='alert-picker'>
      <View className='alert-picker__bar'>
        <Input className='alert-picker__input' value={keyword} placeholder='搜索饰品名称，如 AK-47' confirmType='search'
          onInput={onValue(setKeyword)} onConfirm={search} />
        <Text className='alert-picker__go' onClick={search}>搜索</Text>
      </View>
      {state === 'busy' && <Text className='alert-picker__note'>搜索中…</Text>}
      {state !== 'busy' && state !== 'idle' && <View className='alert-picker__note is-error' role='alert'><Text>{state}</Text></View>}
      {state === 'idle' && found?.length === 0 && <Text className='alert-picker__note'>没有找到相关饰品，换个关键词试试</Text>}
      {state === 'idle' && found?.map((item) => (
        <View key={item.item_id} className='alert-picker__row' onClick={() => onPick(item)}>
          <ItemImage className='alert-picker__image' src={item.image} name={item.name} accent={item.rarity_color} />
          <View className='alert-picker__main'>
            <Text className='alert-picker__name'>{item.name}</Text>
            <Text className='alert-picker__tags'>{[item.appid === 570 ? 'DOTA2' : 'CS2', shortWearName(item.exterior)].filter(Boolean).join(' · ')}</Text>
          </View>
          <PriceTag value={item.min_price} size='small' />
        </View>
      ))}
    </View>
  )
}
