import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import ConfirmSheet from '@/components/ConfirmSheet'
import type { TradeUpFormula } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import FairnessRecord from '@/components/FairnessRecord'
import Result from '@/components/Result'
import { goLogin } from '@/lib/session'
import { useOnShow } from '@/components/useOnShow'
import RevealSeed from '@/features/RevealSeed'
import { runTradeUp, tradeUpFormula } from '@/services/tradeUp'
import { problemText, usePageParams } from '@/lib/navigation'
import { hasToken } from '@/lib/session'
import PoolView from '../parts/PoolView'
import { Loading } from '@/components/ListState'
import '../parts/tradeUp.scss'
import { wearText } from '@/lib/wear'

/**
 * /pages/tradeUp/extract/index?formula_id: one formula — its ten inputs and outcomes with odds; confirming executes it
 * (inputs consumed, the output drawn and put in the inventory at once) and shows the result with its fairness record.
 */
export default function ExtractPage () {
  const formulaId = Number(usePageParams().formula_id ?? 0) || 0
  const here = `/pages/tradeUp/extract/index?formula_id=${formulaId}`
  const [formula, setFormula] = useState<TradeUpFormula | null>(null)
  const [error, setError] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  // the inputs are consumed for good, so the contract runs only once confirmed
  const [asking, setAsking] = useState(false)
  const load = async () => {
    if (!hasToken()) return
    if (!formulaId) return setError('链接无效：缺少配方编号')
    try {
      setFormula(await tradeUpFormula(formulaId))
      setError('')
    } catch (e) {
      setError(problemText(e, '加载失败，请稍后重试'))
    }
  }
  useOnShow(() => { void load() })

  const run = async () => {
    setAsking(false)
    if (busy || !formula) return
    setBusy(true)
    setProblem('')
    try {
      setFormula(await runTradeUp(formula.id))
    } catch (e) {
      setProblem(problemText(e, '执行失败，请稍后重试'))
      void load()
    } finally {
      setBusy(false)
    }
  }

  const toMine = { text: '我的配方', plain: true, onClick: () => void Taro.redirectTo({ url: '/pages/tradeUp/myformula/index' }) }
  if (!hasToken()) return <View className='tu-page'><Result title='登录后查看配方' actions={[{ text: '去登录', onClick: () => goLogin(here) }]} /></View>
  if (error) return <View className='tu-page'>
    <Result tone='error' title='无法打开配方' note={error} actions={[{ text: '重试', onClick: () => void load() }, toMine]} />
  </View>
  if (!formula) return <View className='tu-page'><Loading /></View>
  const result = formula.result
  return (
    <View className='tu-page'>
      {problem !== '' && <View className='tu-problem' role='alert'><Text>{problem}</Text></View>}
      {result && (
        <View className='tu-card tu-result'>
          <Text className='tu-note'>合同已执行 · 产出已放入库存</Text>
          <ItemImage className='tu-result__image' src={result.item.image} name={result.item.name} accent={result.item.rarity_color} eager />
          <Text className='tu-result__name'>{result.item.name}</Text>
          <Text className='tu-result__sub'>磨损 {result.item.wear === null ? '—' : wearText(result.item.wear)} · 参考价 ¥{result.item.value}</Text>
          <FairnessRecord record={result.record} labels={formula.pool.outcomes.map((outcome) => outcome.item.name)} />
          {result.record.server_seed === null && <RevealSeed className='tu-verify' onRevealed={load} onProblem={setProblem} />}
        </View>
      )}
      {formula.state === 'unavailable'
        && <Result
          title='配方暂不能执行'
          note={formula.unavailable_text}
          actions={[{ text: '重新创建配方', onClick: () => void Taro.redirectTo({ url: '/pages/tradeUp/createFormula/index' }) }]}
        />}
      {formula.state === 'paused' && <Result title='配方暂停执行' note={formula.unavailable_text} />}
      <View className='tu-card'>
        <Text className='tu-title'>{formula.name}</Text>
        <Text className='tu-note'>投入 {formula.inputs.length} 件 · 参考价 ¥{formula.pool.cost}</Text>
        {formula.inputs.map((input) => (
          <View key={input.asset_id} className='tu-row'>
            <ItemImage className='tu-row__image' src={input.item.image} name={input.item.name} accent={input.item.rarity_color} />
            <View className='tu-row__text'>
              <Text className='tu-row__name'>{input.item.name}</Text>
              <Text className='tu-row__sub'>磨损 {input.item.wear === null ? '—' : wearText(input.item.wear)} · ¥{input.item.value}</Text>
            </View>
          </View>
        ))}
      </View>
      <Text className='tu-section'>可能产出</Text>
      <View className='tu-card'><PoolView pool={formula.pool} highlight={result?.item.item_id} /></View>
      {formula.state === 'ready' && (
        <View className='tu-bar'>
          <Text className='tu-bar__text'>期望 ¥{formula.pool.expected}</Text>
          <Button className={`tu-button${busy ? ' tu-button--off' : ''}`} onClick={() => { if (!busy) setAsking(true) }}>{busy ? '执行中…' : '执行合同'}</Button>
        </View>
      )}
      {asking && (
        <ConfirmSheet title='确认执行合同' text={`${formula.inputs.length} 件饰品将被消耗，换取 1 件${formula.pool.next_rarity}饰品，执行后不可撤销`}
          lines={[['投入参考价', `¥${formula.pool.cost}`], ['产出期望', `¥${formula.pool.expected}`]]} confirmText='确认执行'
          onConfirm={() => void run()} onCancel={() => setAsking(false)} />
      )}
    </View>
  )
}
