import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import ItemImage from '@/components/ItemImage'
import ListState from '@/components/ListState'
import LoginGate from '@/components/LoginGate'
import { usePaged } from '@/components/usePaged'
import { formatTime } from '@/lib/beijingTime'
import { fadeText, phaseText } from '@/lib/inspectMark'
import { myInspections } from '@/services/inspect'
import { SubmitButton } from '@/components/FormField'
import { VERIFY_HOME, VERIFY_LIST, detailUrl } from '../parts/links'
import '../parts/verify.scss'

/** /pages/verfiy/list/index: my inspection records, newest first, 20 a page; each opens its detail. */
function VerifyList () {
  const records = usePaged(myInspections)
  useEffect(() => { void records.reload() }, []) // eslint-disable-line react-hooks/exhaustive-deps
  useReachBottom(() => records.more())
  return (
    <View className='vf-page'>
      {records.list.length > 0 && (
        <View className='vf-card'>
          {records.list.map((record) => (
            <View key={record.id} className='vf-row' onClick={() => { void Taro.navigateTo({ url: detailUrl(record.id) }) }}>
              <ItemImage className='vf-row__image' src={record.item.image} name={record.item.name} accent={record.item.rarity_color} />
              <View className='vf-row__text'>
                <Text className='vf-row__name'>{record.item.name}</Text>
                <Text className='vf-row__float'>
                  {record.float}
                  {record.fade && <Text className='vf-chip'>{fadeText(record.fade.percentage)}</Text>}
                  {record.phase && <Text className='vf-chip vf-chip--phase'>{phaseText(record.phase.name)}</Text>}
                </Text>
                <Text className='vf-row__sub'>图案模板 {record.paint_seed} · {formatTime(record.created_at)}</Text>
              </View>
              <Text className='vf-row__go'>›</Text>
            </View>
          ))}
        </View>
      )}
      <ListState
        loading={records.loading}
        error={records.error}
        count={records.list.length}
        hasMore={records.hasMore}
        emptyText='还没有检视记录'
        onRetry={() => void records.reload()}
      />
      {!records.loading && !records.error && records.list.length === 0 && (
        <View className='vf-actions'><SubmitButton text='去检视饰品' onClick={() => { void Taro.navigateTo({ url: VERIFY_HOME }) }} /></View>
      )}
    </View>
  )
}

export default function Page () {
  return <LoginGate back={VERIFY_LIST} what='检视记录'><VerifyList /></LoginGate>
}
