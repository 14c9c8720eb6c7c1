import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { InspectMark, InventoryAsset } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import Result from '@/components/Result'
import { useShownData } from '@/components/useShownData'
import { inventory } from '@/services/selling'
import { assetMarks } from '@/services/inspect'
import { inspectMarkText } from '@/lib/inspectMark'
import { shortWearName, wearText } from '@/lib/wear'
import { Loading } from '@/components/ListState'

interface Picked { state: string, stateText: string, assets: InventoryAsset[], marks: Map<string, InspectMark> }
const NONE: Picked = { state: 'ok', stateText: '', assets: [], marks: new Map() }

/** My CS2 skins (items with a wear) to inspect with one tap; not bound / private / empty / error are said plainly. */
export default function InventoryPicker ({ busy, onPick }: { busy: boolean, onPick: (asset: InventoryAsset) => void }) {
  const [chosen, setChosen] = useState('')
  const { data, loading, error, reload } = useShownData<Picked>(async () => {
    const page = await inventory({ appid: 730 }, 1, 100)
    const assets = page.list.filter((asset) => asset.wear !== null)
    const marks = await assetMarks(assets.slice(0, 50).map((asset) => asset.asset_id)).catch(() => [])
    return { state: page.state, stateText: page.state_text, assets, marks: new Map(marks.map((mark) => [mark.key, mark])) }
  }, NONE)

  if (error) return <Result tone='error' title='库存加载失败' note={error} actions={[{ text: '重试', onClick: reload }]} />
  if (loading && data.assets.length === 0) return <Loading />
  if (data.state === 'not_bound' || data.state === 'private') return <Text className='vf-note'>{data.stateText}</Text>
  if (data.assets.length === 0) return <Text className='vf-note'>库存中没有可检视的 CS2 饰品（枪械、刀具、手套），可粘贴检视链接检视</Text>
  return (
    <View>
      {data.assets.map((asset) => {
        const mark = inspectMarkText(data.marks.get(asset.asset_id))
        return (
          <View key={asset.asset_id} className='vf-row' onClick={() => { if (!busy) { setChosen(asset.asset_id); onPick(asset) } }}>
            <ItemImage className='vf-row__image' src={asset.item.image} name={asset.item.name} accent={asset.item.rarity_color} />
            <View className='vf-row__text'>
              <Text className='vf-row__name'>{asset.item.name}</Text>
              <Text className='vf-row__float'>{shortWearName(asset.item.exterior)} {wearText(asset.wear)}{mark
                && <Text className='vf-chip'>{mark}</Text>}</Text>
            </View>
            <Text className='vf-row__go'>{busy && chosen === asset.asset_id ? '检视中…' : '检视 ›'}</Text>
          </View>
        )
      })}
    </View>
  )
}
