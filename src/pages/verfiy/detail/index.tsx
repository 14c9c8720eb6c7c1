import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { InspectRecord } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import LoginGate from '@/components/LoginGate'
import Result from '@/components/Result'
import { formatTime } from '@/lib/beijingTime'
import { problemText, usePageParams } from '@/lib/navigation'
import { inspection } from '@/services/inspect'
import WearBar from '../parts/WearBar'
import RecordFacts from '../parts/RecordFacts'
import ReportForm from '../parts/ReportForm'
import { VERIFY_HOME, VERIFY_LIST, VERIFY_PARAMETER } from '../parts/links'
import { Loading } from '@/components/ListState'
import '../parts/verify.scss'

const SOURCE_TEXT = { link: '检视链接', asset: '我的库存', listing: '在售饰品' } as const

/** /pages/verfiy/detail/index?id=: one inspection: the exact float on the wear bands, pattern, Fade / phase, stickers, report. */
function VerifyDetail () {
  const id = Number(usePageParams().id)
  const valid = Number.isSafeInteger(id) && id > 0
  const [record, setRecord] = useState<InspectRecord | null>(null)
  const [error, setError] = useState(valid ? '' : '链接缺少检视记录编号')
  const [round, setRound] = useState(0)
  useEffect(() => {
    if (!valid) return
    let live = true
    setError('')
    inspection(id).then((found) => { if (live) setRecord(found) }).catch((e: unknown) => { if (live) setError(problemText(e, '检视结果加载失败，请稍后重试')) })
    return () => { live = false }
  }, [id, valid, round])

  if (error) {
    return (
      <View className='vf-page'>
        <Result tone='error' title='无法查看检视结果' note={error} actions={[
          ...(valid ? [{ text: '重试', onClick: () => setRound((n) => n + 1) }] : []),
          { text: '返回检视记录', plain: true, onClick: () => { void Taro.redirectTo({ url: VERIFY_LIST }) } }
        ]} />
      </View>
    )
  }
  if (!record) return <View className='vf-page'><Loading /></View>
  return (
    <View className='vf-page'>
      <View className='vf-card'>
        <View className='vf-hero'>
          <ItemImage className='vf-hero__image' src={record.item.image} name={record.item.name} accent={record.item.rarity_color} eager />
          <View className='vf-hero__text'>
            <Text className='vf-hero__name'>{record.item.name}</Text>
            <Text className='vf-hero__sub'>{record.item.exterior} · {record.item.rarity}</Text>
          </View>
        </View>
        <View className='vf-float'>
          <Text className='vf-float__label'>磨损值</Text>
          <Text className='vf-float__value'>{record.float}</Text>
        </View>
        <WearBar float={record.float} min={record.skin_min} max={record.skin_max} exterior={record.item.exterior} />
      </View>
      <View className='vf-card'><RecordFacts record={record} /></View>
      <View className='vf-card'>
        <Text className='vf-note'>来源：{SOURCE_TEXT[record.source]} · {formatTime(record.created_at)}</Text>
        <Text className='vf-link-text'>{record.link}</Text>
      </View>
      <View className='vf-card'><ReportForm record={record} onSent={setRecord} /></View>
      <View className='vf-links'>
        <Text className='vf-link' onClick={() => { void Taro.navigateTo({ url: VERIFY_PARAMETER }) }}>参数说明</Text>
        <Text className='vf-link' onClick={() => { void Taro.navigateTo({ url: VERIFY_HOME }) }}>再检视一件</Text>
      </View>
    </View>
  )
}

export default function Page () {
  const { id } = usePageParams()
  return <LoginGate back={`/pages/verfiy/detail/index?id=${id ?? ''}`} what='检视结果'><VerifyDetail /></LoginGate>
}
