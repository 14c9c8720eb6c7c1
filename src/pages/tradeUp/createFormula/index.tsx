import { useEffect, useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { InventoryPage, TradeUpPool } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import Result from '@/components/Result'
import { goLogin } from '@/lib/session'
import { useOnShow } from '@/components/useOnShow'
import { inventory } from '@/services/selling'
import { createTradeUpFormula, tradeUpPreview } from '@/services/tradeUp'
import { backOrReplace, problemText } from '@/lib/navigation'
import { hasToken } from '@/lib/session'
import PoolView from '../parts/PoolView'
import { Loading } from '@/components/ListState'
import '../parts/tradeUp.scss'
import { wearText } from '@/lib/wear'
import { INPUT_RARITIES, kindOf, rarityOf, TRADE_UP_INPUTS, usableInput } from '@/lib/tradeUp'
import { buyInputs } from '@/features/TradeUpStock'

const HERE = '/pages/tradeUp/createFormula/index'
const INPUTS = TRADE_UP_INPUTS

/**
 * /pages/tradeUp/createFormula/index: pick 10 tradable CS2 skins of one rarity (StatTrak™ apart) from my inventory; the
 * outcome pool and odds follow each pick (server preview); saving makes a formula to execute on the next screen.
 */
export default function CreateFormulaPage () {
  const [page, setPage] = useState<InventoryPage | null>(null)
  const [error, setError] = useState('')
  // ?kind=受限: the kind chosen on the trade-up screen
  const [kind, setKind] = useState(() => decodeURIComponent(Taro.getCurrentInstance().router?.params.kind ?? ''))
  const [picked, setPicked] = useState<string[]>([])
  const [pool, setPool] = useState<TradeUpPool | null>(null)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const signedIn = hasToken()
  const load = async () => {
    if (!hasToken()) return
    try {
      setPage(await inventory({ appid: 730, state: 'tradable' }, 1, 100))
      setError('')
    } catch (e) {
      setError(problemText(e, '库存加载失败，请稍后重试'))
    }
  }
  useOnShow(() => { void load() })
  useEffect(() => {
    if (picked.length === 0) { setPool(null); return }
    let live = true
    tradeUpPreview(picked)
      .then((answer) => { if (live) { setPool(answer); setProblem('') } })
      .catch((e: unknown) => { if (live) { setPool(null); setProblem(problemText(e, '无法计算产出，请稍后重试')) } })
    return () => { live = false }
  }, [picked])

  if (!signedIn) return <View className='tu-page'>
    <Result title='登录后用库存创建配方' note='汰换合同使用你 Steam 库存中可交易的 CS2 饰品' actions={[{ text: '去登录', onClick: () => goLogin(HERE) }]} />
  </View>
  if (error && !page) return <View className='tu-page'>
    <Result tone='error' title='无法读取库存' note={error} actions={[{ text: '重试', onClick: () => void load() }]} />
  </View>
  if (!page) return <View className='tu-page'><Loading /></View>
  if (page.state === 'not_bound' || page.state === 'private') {
    return <View className='tu-page'>
      <Result
        title='暂不能创建配方'
        note={page.state_text}
        actions={page.state === 'not_bound' ? [{ text: '去绑定 Steam', onClick: () => void Taro.navigateTo({ url: '/pages/user/steambind' }) }] : []}
      />
    </View>
  }
  const assets = page.list.filter(usableInput)
  // plain before StatTrak™, low rarity first
  const kinds = [...new Set(assets.map(kindOf))].sort((a, b) => Number(a.startsWith('StatTrak')) - Number(b.startsWith('StatTrak'))
    || INPUT_RARITIES.indexOf(rarityOf(a)) - INPUT_RARITIES.indexOf(rarityOf(b)))
  if (kinds.length === 0) {
    return <View className='tu-page'>
      <Result
        title='库存中没有可汰换的饰品'
        note='需要可交易、有磨损、稀有度为消费级至保密的 CS2 武器皮肤'
        actions={[
          kind
            ? { text: `去市场买入${rarityOf(kind)}`, onClick: () => buyInputs(kind) }
            : { text: '选择稀有度去市场买入', onClick: () => void backOrReplace('/pages/tradeUp/index') }
        ]}
      />
    </View>
  }
  const current = kinds.includes(kind) ? kind : kinds[0]
  const shown = assets.filter((asset) => kindOf(asset) === current)
  const toggle = (assetId: string) => {
    setPicked((now) => now.includes(assetId) ? now.filter((id) => id !== assetId) : now.length >= INPUTS ? now : [...now, assetId])
  }
  const save = async () => {
    if (busy || picked.length !== INPUTS) return
    setBusy(true)
    try {
      const formula = await createTradeUpFormula(picked)
      void Taro.redirectTo({ url: `/pages/tradeUp/extract/index?formula_id=${formula.id}` })
    } catch (e) {
      setProblem(problemText(e, '创建失败，请稍后重试'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className='tu-page'>
      <View className='tu-tabs'>
        {kinds.map((name) => (
          <Text key={name} className={`tu-tab${name === current ? ' tu-tab--on' : ''}`} onClick={() => { setKind(name); setPicked([]) }}>
            {name}（{assets.filter((asset) => kindOf(asset) === name).length}）
          </Text>
        ))}
      </View>
      {problem !== '' && <View className='tu-problem' role='alert'><Text>{problem}</Text></View>}
      <View className='tu-card'>
        {shown.length < INPUTS && (
          <View className='tu-short'>
            <Text className='tu-note'>该稀有度只有 {shown.length} 件，还差 {INPUTS - shown.length} 件才能创建配方</Text>
            <Button className='tu-button tu-button--plain tu-short__buy' onClick={() => buyInputs(current)}>去市场买入</Button>
          </View>
        )}
        {shown.map((asset) => {
          const on = picked.includes(asset.asset_id)
          return (
            <View key={asset.asset_id} className='tu-row' onClick={() => toggle(asset.asset_id)} aria-checked={on} role='checkbox'>
              <ItemImage className='tu-row__image' src={asset.item.image} name={asset.item.name} accent={asset.item.rarity_color} />
              <View className='tu-row__text'>
                <Text className='tu-row__name'>{asset.item.name}</Text>
                <Text className='tu-row__sub'>磨损 {wearText(asset.wear)} · 在售最低 ¥{asset.item.min_price}</Text>
              </View>
              <Text className={`tu-row__check${on ? ' tu-row__check--on' : ''}`}>{on ? '✓' : ''}</Text>
            </View>
          )
        })}
      </View>
      {pool && <><Text className='tu-section'>可能产出</Text><View className='tu-card'><PoolView pool={pool} /></View></>}
      <View className='tu-bar'>
        <Text className='tu-bar__text'>已选 {picked.length}/{INPUTS}</Text>
        <Button className={`tu-button${picked.length === INPUTS && !busy ? '' : ' tu-button--off'}`} onClick={() => void save()}>
          {busy ? '创建中…' : '保存配方'}
        </Button>
      </View>
    </View>
  )
}
