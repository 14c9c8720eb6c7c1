import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { TradeUpRecipes } from '../../../types/api'
import Result from '@/components/Result'
import Empty from '@/components/Empty'
import { goLogin } from '@/lib/session'
import { useOnShow } from '@/components/useOnShow'
import { tradeUpRecipes } from '@/services/tradeUp'
import { problemText } from '@/lib/navigation'
import { hasToken } from '@/lib/session'
import { lossText } from '@/lib/tradeUp'
import TradeUpStock from '@/features/TradeUpStock'
import PoolView from './parts/PoolView'
import { Loading } from '@/components/ListState'
import './parts/tradeUp.scss'
import { wearText } from '@/lib/wear'

const HERE = '/pages/tradeUp/index'

/**
 * /pages/tradeUp/index: the trade-up rules, the player's inputs by rarity with the way to the missing ones (TradeUpStock), and
 * sample formulas (the ten cheapest listings → outcomes with odds), each saying its inputs' cost, its expected output and a loss.
 */
export default function TradeUpPage () {
  const [data, setData] = useState<TradeUpRecipes | null>(null)
  const [error, setError] = useState('')
  const [open, setOpen] = useState(0)
  const load = async () => {
    try {
      setData(await tradeUpRecipes())
      setError('')
    } catch (e) {
      setError(problemText(e, '加载失败，请稍后重试'))
    }
  }
  useOnShow(() => { void load() })
  const go = (url: string) => hasToken() ? void Taro.navigateTo({ url }) : goLogin(HERE)

  if (error && !data) return <View className='tu-page'>
    <Result tone='error' title='无法加载汰换合同' note={error} actions={[{ text: '重试', onClick: () => void load() }]} />
  </View>
  if (!data) return <View className='tu-page'><Loading /></View>
  const signedIn = hasToken()
  return (
    <View className='tu-page'>
      <View className='tu-card'>
        <Text className='tu-title'>汰换合同 · {data.input_count} 换 1</Text>
        <Text className='tu-note'>{data.description}</Text>
        <View className='tu-links'>
          <Button className='tu-button' onClick={() => go('/pages/tradeUp/createFormula/index')}>{signedIn ? '用我的库存创建配方' : '登录后创建配方'}</Button>
          {signedIn && <Button className='tu-button tu-button--plain' onClick={() => go('/pages/tradeUp/myformula/index')}>我的配方</Button>}
        </View>
      </View>
      {signedIn
        && <TradeUpStock
          offered={data.recipes.map((recipe) => `${recipe.stattrak ? 'StatTrak™ ' : ''}${recipe.rarity}`)}
          onCreate={(kind) => go(`/pages/tradeUp/createFormula/index?kind=${encodeURIComponent(kind)}`)}
        />}
      <Text className='tu-section'>参考配方</Text>
      <Text className='tu-note'>按市场上最便宜的 10 件在售饰品计算，按期望返还从高到低排列</Text>
      {data.recipes.length === 0 && <Empty icon='swap' text='暂无参考配方' note='饰品目录中暂无可汰换的稀有度' />}
      {data.recipes.map((recipe, index) => (
        <View key={`${recipe.rarity}${recipe.stattrak ? '-st' : ''}`} className='tu-card'>
          <View className='tu-toggle' onClick={() => setOpen(open === index ? -1 : index)}>
            <Text className='tu-title'>{recipe.input_count} 件{recipe.stattrak
              ? ' StatTrak™ '
              : ''}{recipe.rarity} → {recipe.outcomes.length} 种{recipe.next_rarity}</Text>
            <Text className='tu-toggle__more'>{open === index ? '收起' : '展开'}</Text>
          </View>
          {open !== index && lossText(recipe) !== '' && <Text className='tu-loss'>{lossText(recipe)}</Text>}
          {open === index
            ? <PoolView pool={recipe} />
            : <Text className='tu-note'>投入参考价 ¥{recipe.cost} · 产出期望 ¥{recipe.expected} · 平均磨损 {wearText(recipe.average_wear)}{recipe.return_to_player?.paused
              ? ' · 暂停'
              : ''}</Text>}
        </View>
      ))}
    </View>
  )
}
