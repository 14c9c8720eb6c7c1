import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { Input, Text, View } from '@tarojs/components'
import type { FairRecord } from '../../../types/api'
import FairnessRecord from '@/components/FairnessRecord'
import { changeSeed, fairRecords, seedPair } from '../../services/draws'
import { problemText } from '@/lib/navigation'
import Empty from '@/components/Empty'
import { useStores } from '@/stores/context'
import { SeedPairStore } from '@/stores/seedPair'

interface MyRecordsProps {
  kind: 'box' | 'koi'
  labels: readonly string[]
  /** changes after each opening or reveal, so the list reloads */
  version: number
  onChanged: () => void
}

/** My seed pair (hash, client seed, next nonce; set a new client seed) and my latest draws of this kind, each verifiable. */
function MyRecords ({ kind, labels, version, onChanged }: MyRecordsProps) {
  // the pair is shared (stores/seedPair): the last known one shows at once, a failed load keeps it
  const seeds = useStores().shared(SeedPairStore)
  const pair = seeds.pair
  const [records, setRecords] = useState<FairRecord[]>([])
  const [draft, setDraft] = useState('')
  const [note, setNote] = useState('')
  useEffect(() => {
    seeds.load(seedPair).catch(() => undefined)
    fairRecords(kind, 1).then((page) => setRecords(page.list.slice(0, 5))).catch(() => setRecords([]))
  }, [kind, version, seeds])

  const save = () => {
    setNote('')
    seeds.change(() => changeSeed(draft.trim()))
      .then(() => { setDraft(''); setNote('已更换，原服务端种子已公开'); onChanged() })
      .catch((e: unknown) => setNote(problemText(e, '更换失败，请稍后重试')))
  }

  return (
    <View className='box-draw__mine'>
      <Text className='box-draw__section'>我的种子与记录</Text>
      {pair && (
        <View className='box-draw__pair'>
          <Text className='box-draw__pair-row'>已公布的服务端种子哈希：{pair.server_seed_hash}</Text>
          <Text className='box-draw__pair-row'>你的客户端种子：{pair.client_seed} · 这对种子已抽 {pair.nonce} 次</Text>
          <View className='box-draw__pair-edit'>
            <Input
              className='box-draw__pair-input'
              value={draft}
              maxlength={64}
              placeholder='新的客户端种子（字母、数字、_ 或 -）'
              onInput={(event) => setDraft(event.detail.value)}
            />
            <Text className='box-draw__pair-save' onClick={draft.trim() ? save : undefined}>更换</Text>
          </View>
          {note !== '' && <Text className='box-draw__pair-note'>{note}</Text>}
        </View>
      )}
      {records.length === 0 && <Empty compact icon='dice' text='还没有抽取记录' />}
      {records.map((record) => <View key={record.id} className='box-draw__record'><FairnessRecord record={record} labels={labels} /></View>)}
    </View>
  )
}

export default observer(MyRecords)
