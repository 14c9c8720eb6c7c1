import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { TradeUpFormula } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import Result from '@/components/Result'
import Empty from '@/components/Empty'
import { goLogin } from '@/lib/session'
import { useOnShow } from '@/components/useOnShow'
import { myTradeUpFormulas } from '@/services/tradeUp'
import { problemText } from '@/lib/navigation'
import { hasToken } from '@/lib/session'
import { Loading } from '@/components/ListState'
import '../parts/tradeUp.scss'

const STATE_TEXT: Record<TradeUpFormula['state'], string> = { ready: '可执行', unavailable: '不可执行', paused: '暂停', done: '已执行' }

/** /pages/tradeUp/myformula/index: my formulas, newest first, with their state and, once executed, what they gave. */
export default function MyFormulaPage () {
  const [list, setList] = useState<TradeUpFormula[] | null>(null)
  const [error, setError] = useState('')
  const load = async () => {
    if (!hasToken()) return
    try {
      setList(await myTradeUpFormulas())
      setError('')
    } catch (e) {
      setError(problemText(e, '加载失败，请稍后重试'))
    }
  }
  useOnShow(() => { void load() })
  const create = { text: '创建配方', onClick: () => void Taro.navigateTo({ url: '/pages/tradeUp/createFormula/index' }) }

  if (!hasToken()) return <View className='tu-page'>
    <Result title='登录后查看我的配方' actions={[{ text: '去登录', onClick: () => goLogin('/pages/tradeUp/myformula/index') }]} />
  </View>
  if (error && !list) return <View className='tu-page'>
    <Result tone='error' title='无法加载我的配方' note={error} actions={[{ text: '重试', onClick: () => void load() }]} />
  </View>
  if (!list) return <View className='tu-page'><Loading /></View>
  if (list.length === 0) return <View className='tu-page'><Empty icon='swap' text='还没有配方' note='用库存中 10 件同一稀有度的 CS2 饰品创建第一个汰换配方' action={create} /></View>
  return (
    <View className='tu-page'>
      <View className='tu-card'>
        {list.map((formula) => {
          const shown = formula.result?.item ?? formula.inputs[0].item
          return (
            <View key={formula.id} className='tu-row' onClick={() => void Taro.navigateTo({ url: `/pages/tradeUp/extract/index?formula_id=${formula.id}` })}>
              <ItemImage className='tu-row__image' src={shown.image} name={shown.name} accent={shown.rarity_color} />
              <View className='tu-row__text'>
                <Text className='tu-row__name'>{formula.name}</Text>
                <Text className='tu-row__sub'>
                  {formula.result ? `产出 ${formula.result.item.name}` : `${formula.pool.rarity} → ${formula.pool.next_rarity} · 期望 ¥${formula.pool.expected}`}
                </Text>
              </View>
              <Text className={`tu-row__tag tu-row__tag--${formula.state}`}>{STATE_TEXT[formula.state]}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}
