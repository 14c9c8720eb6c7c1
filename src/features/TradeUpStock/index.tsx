import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { InventoryPage } from '../../../types/api'
import Result from '@/components/Result'
import Empty from '@/components/Empty'
import { Loading } from '@/components/ListState'
import { shopLink } from '@/components/MarketFilter'
import { useOnShow } from '@/components/useOnShow'
import { inventory } from '@/services/selling'
import { problemText } from '@/lib/navigation'
import { closestKind, inputCounts, rarityOf, TRADE_UP_INPUTS } from '@/lib/tradeUp'
import './index.scss'

const CS2 = 730

/** Opens the shop on CS2 with the kind's rarity set: where the missing inputs are bought. */
export const buyInputs = (kind: string): void => { void Taro.reLaunch({ url: shopLink(CS2, rarityOf(kind)) }) }

/**
 * The player's trade-up inputs by rarity: a filter over the kinds (those the shop offers, `offered`, and those held) with
 * how many of the 10 are held, and the way on for the one chosen (去市场买入 with that rarity set, or 创建配方 once there
 * are 10). Loads the inventory each time it shows.
 */
export default function TradeUpStock ({ offered, onCreate }: { offered: string[], onCreate: (kind: string) => void }) {
  const [page, setPage] = useState<InventoryPage | null>(null)
  const [error, setError] = useState('')
  const [chosen, setChosen] = useState('')
  const load = async () => {
    try {
      setPage(await inventory({ appid: CS2, state: 'tradable' }, 1, 100))
      setError('')
    } catch (e) {
      setError(problemText(e, '库存加载失败，请稍后重试'))
    }
  }
  useOnShow(() => { void load() })

  if (error && !page) return <Result tone='error' title='无法读取库存' note={error} actions={[{ text: '重试', onClick: () => void load() }]} />
  if (!page) return <View className='tus'><Loading /></View>
  if (page.state === 'not_bound' || page.state === 'private') {
    return <Result
      title='暂不能读取库存'
      note={page.state_text}
      actions={page.state === 'not_bound' ? [{ text: '去绑定 Steam', onClick: () => void Taro.navigateTo({ url: '/pages/user/steambind' }) }] : []}
    />
  }
  const counts = inputCounts(page.list, offered)
  if (counts.length === 0) return <Empty compact icon='swap' text='市场上暂无可汰换的饰品' note='稍后再来看看' />
  const current = counts.find((entry) => entry.kind === chosen) ?? counts.find((entry) => entry.kind === closestKind(counts, offered))!
  const empty = counts.every((entry) => entry.count === 0)
  return (
    <View className='tus'>
      <Text className='tus__title'>我的汰换材料</Text>
      <Text className='tus__note'>同一稀有度集齐 {TRADE_UP_INPUTS} 件可交易的 CS2 武器皮肤即可创建配方（StatTrak™ 只与 StatTrak™ 汰换）</Text>
      <View className='tus__kinds' role='tablist' aria-label='按稀有度筛选'>
        {counts.map((entry) => (
          <View key={entry.kind} role='tab' aria-selected={entry.kind === current.kind}
            className={`tus__kind${entry.kind === current.kind ? ' tus__kind--on' : ''}${entry.missing === 0 ? ' tus__kind--full' : ''}`}
            onClick={() => setChosen(entry.kind)}>
            <Text className='tus__kind-name'>{entry.kind}</Text>
            <Text className='tus__kind-count'>{entry.count}/{TRADE_UP_INPUTS}</Text>
          </View>
        ))}
      </View>
      {empty
        ? <Empty compact icon='swap' text='库存中还没有可汰换的饰品' note={`先买入 ${TRADE_UP_INPUTS} 件同一稀有度的 CS2 武器皮肤，例如 ${current.kind}`}
            action={{ text: `去市场买入${rarityOf(current.kind)}`, onClick: () => buyInputs(current.kind) }} />
        : (
          <View className='tus__way' role='status'>
            <Text className='tus__count'>
              {current.kind}：已有 {current.count} 件{current.missing > 0 ? `，还差 ${current.missing} 件` : '，可以创建配方'}
            </Text>
            <View className='tus__actions'>
              <Button className={`tus__button${current.missing === 0 ? ' tus__button--plain' : ''}`} onClick={() => buyInputs(current.kind)}>去市场买入</Button>
              {current.missing === 0 && <Button className='tus__button' onClick={() => onCreate(current.kind)}>创建配方</Button>}
            </View>
          </View>
          )}
    </View>
  )
}
