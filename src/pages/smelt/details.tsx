import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { SmeltRun } from '../../../types/api'
import ItemImage from '@/components/ItemImage'
import FairnessRecord from '@/components/FairnessRecord'
import Result from '@/components/Result'
import { goLogin } from '@/lib/session'
import { useOnShow } from '@/components/useOnShow'
import { formatTime } from '@/lib/beijingTime'
import { problemText, usePageParams } from '@/lib/navigation'
import RevealSeed from '@/features/RevealSeed'
import { smeltDetail } from '@/services/smeltRuns'
import { hasToken } from '@/lib/session'
import SmeltPoolCard from './parts/SmeltPoolCard'
import { Loading } from '@/components/ListState'
import './parts/smelt.scss'
import { wearText } from '@/lib/wear'

/**
 * /pages/smelt/details?smelt_id: one smelt — the output (in my inventory), its inputs, the pool with the odds it was drawn
 * with, and the fairness record (revealing the server seed verifies it on this device).
 */
export default function SmeltDetailsPage () {
  const smeltId = Number(usePageParams().smelt_id ?? 0) || 0
  const here = `/pages/smelt/details?smelt_id=${smeltId}`
  const [run, setRun] = useState<SmeltRun | null>(null)
  const [error, setError] = useState('')
  const [problem, setProblem] = useState('')
  const load = async () => {
    if (!hasToken()) return
    if (!smeltId) return setError('链接无效：缺少熔炼记录编号')
    try {
      setRun(await smeltDetail(smeltId))
      setError('')
    } catch (e) {
      setError(problemText(e, '加载失败，请稍后重试'))
    }
  }
  useOnShow(() => { void load() })

  const toFurnace = { text: '返回熔炼', plain: true, onClick: () => void Taro.redirectTo({ url: '/pages/smelt/index' }) }
  if (!hasToken()) return <View className='sm-page'><Result title='登录后查看熔炼详情' actions={[{ text: '去登录', onClick: () => goLogin(here) }]} /></View>
  if (error) return <View className='sm-page'>
    <Result tone='error' title='无法打开熔炼记录' note={error} actions={[{ text: '重试', onClick: () => void load() }, toFurnace]} />
  </View>
  if (!run) return <View className='sm-page'><Loading /></View>
  const { item } = run.output
  return (
    <View className='sm-page'>
      {problem !== '' && <View className='sm-problem' role='alert'><Text>{problem}</Text></View>}
      <View className='sm-card sm-result'>
        <Text className='sm-note'>{formatTime(run.created_at)} · 产出已放入库存</Text>
        <ItemImage className='sm-result__image' src={item.image} name={item.name} accent={item.rarity_color} eager />
        <Text className='sm-result__name'>{item.name}</Text>
        <Text className='sm-result__sub'>{item.wear === null ? '' : `磨损 ${wearText(item.wear)} · `}参考价 ¥{item.value}</Text>
        <Text className='sm-link' onClick={() => void Taro.navigateTo({ url: '/pages/sell/inventory/index' })}>在我的库存中查看</Text>
      </View>
      <Text className='sm-section'>投入饰品（{run.inputs.length} 件）</Text>
      <View className='sm-card'>
        {run.inputs.map((input) => (
          <View key={input.asset_id} className='sm-row'>
            <ItemImage className='sm-row__image' src={input.item.image} name={input.item.name} accent={input.item.rarity_color} />
            <View className='sm-row__text'>
              <Text className='sm-row__name'>{input.item.name}</Text>
              <Text className='sm-row__sub'>{input.item.wear === null ? '' : `磨损 ${wearText(input.item.wear)} · `}参考价 ¥{input.item.value}</Text>
            </View>
          </View>
        ))}
      </View>
      <Text className='sm-section'>产出概率</Text>
      <SmeltPoolCard pool={run.pool} wonItemId={item.item_id} />
      <Text className='sm-section'>公平性验证</Text>
      <View className='sm-card'>
        <FairnessRecord record={run.record} labels={run.pool.outcomes.map((outcome) => outcome.item.name)} />
        {run.record.server_seed === null && <RevealSeed className='sm-link' onRevealed={load} onProblem={setProblem} />}
      </View>
    </View>
  )
}
