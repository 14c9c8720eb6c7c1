import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { SmeltInventory, SmeltPool, SmeltRun } from '../../../types/api'
import Result from '@/components/Result'
import { goLogin } from '@/lib/session'
import { useOnShow } from '@/components/useOnShow'
import ConfirmSheet from '@/components/ConfirmSheet'
import { sum } from '@/lib/money'
import { problemText } from '@/lib/navigation'
import { runSmelt, smeltInventory, smeltPreview } from '@/services/smeltRuns'
import { newIdempotencyKey } from '@/services/trade'
import { hasToken } from '@/lib/session'
import CandidateRow from './parts/CandidateRow'
import ResultSheet from './parts/ResultSheet'
import RulesCard from './parts/RulesCard'
import SmeltPoolCard from './parts/SmeltPoolCard'
import SmeltRecords from './parts/SmeltRecords'
import { Loading } from '@/components/ListState'
import './parts/smelt.scss'

const HERE = '/pages/smelt/index'
const GAMES = [{ appid: 730, name: 'CS2' }, { appid: 570, name: 'DOTA2' }]
const INVENTORY = '/pages/sell/inventory/index'

/**
 * /pages/smelt/index: pick 3–10 tradable low-value items of one game from my inventory (disabled rows say why), see their
 * value, the band's outcomes and odds (server preview), confirm (no money moves, so no pay password) and see the result
 * with its fairness record; the 我的熔炼 tab lists my smelts.
 */
export default function SmeltPage () {
  const [tab, setTab] = useState<'furnace' | 'records'>('furnace')
  const [appid, setAppid] = useState(730)
  const [stock, setStock] = useState<SmeltInventory | null>(null)
  const [error, setError] = useState('')
  const [picked, setPicked] = useState<string[]>([])
  const [pool, setPool] = useState<SmeltPool | null>(null)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  // the inputs are consumed for good, so smelting starts only once confirmed
  const [asking, setAsking] = useState(false)
  const [result, setResult] = useState<SmeltRun | null>(null)
  // one key per attempt: a retry of the same picks smelts once
  const key = useRef(newIdempotencyKey())
  const load = async (game = appid) => {
    if (!hasToken()) return
    try {
      setStock(await smeltInventory(game))
      setError('')
    } catch (e) {
      setError(problemText(e, '库存加载失败，请稍后重试'))
    }
  }
  useOnShow(() => { void load() })
  const rules = stock?.rules
  useEffect(() => {
    key.current = newIdempotencyKey()
    if (!rules || picked.length < rules.min_inputs) { setPool(null); setProblem(''); return }
    let live = true
    smeltPreview(picked)
      .then((answer) => { if (live) { setPool(answer); setProblem('') } })
      .catch((e: unknown) => { if (live) { setPool(null); setProblem(problemText(e, '无法计算产出，请稍后重试')) } })
    return () => { live = false }
  }, [picked, rules])

  const switchGame = (game: number) => { setAppid(game); setPicked([]); setStock(null); void load(game) }
  const toggle = (assetId: string) => {
    if (!rules) return
    setPicked((now) => now.includes(assetId) ? now.filter((id) => id !== assetId) : now.length >= rules.max_inputs ? now : [...now, assetId])
  }
  const smelt = async () => {
    setAsking(false)
    if (busy || !pool) return
    setBusy(true)
    try {
      setResult(await runSmelt(picked, key.current))
      setPicked([])
      void load()
    } catch (e) {
      setProblem(problemText(e, '熔炼失败，请稍后重试'))
      void load()
    } finally {
      setBusy(false)
    }
  }

  const tabs = (
    <View className='sm-tabs'>
      <Text className={`sm-tab${tab === 'furnace' ? ' sm-tab--on' : ''}`} onClick={() => setTab('furnace')}>熔炼炉</Text>
      <Text className={`sm-tab${tab === 'records' ? ' sm-tab--on' : ''}`} onClick={() => setTab('records')}>我的熔炼</Text>
    </View>
  )
  if (!hasToken()) {
    return <View className='sm-page'>
      <RulesCard />
      <Result title='登录后使用熔炼' note='熔炼使用你 Steam 库存中可交易的饰品' actions={[{ text: '去登录', onClick: () => goLogin(HERE) }]} />
    </View>
  }
  if (tab === 'records') return <View className='sm-page'>{tabs}<SmeltRecords /></View>
  const games = (
    <View className='sm-games'>
      {GAMES.map((game) => <Text key={game.appid} className={`sm-game${game.appid === appid ? ' sm-game--on' : ''}`} onClick={() => switchGame(game.appid)}>
        {game.name}
      </Text>)}
    </View>
  )
  const head = <>{tabs}<RulesCard />{games}</>
  if (error && !stock) return <View className='sm-page'>
    {head}
    <Result tone='error' title='无法读取库存' note={error} actions={[{ text: '重试', onClick: () => void load() }]} />
  </View>
  if (!stock) return <View className='sm-page'>{head}<Loading /></View>
  if (stock.state === 'not_bound' || stock.state === 'private') {
    return <View className='sm-page'>
      {head}
      <Result
        title='暂不能熔炼'
        note={stock.state_text}
        actions={stock.state === 'not_bound' ? [{ text: '去绑定 Steam', onClick: () => void Taro.navigateTo({ url: '/pages/user/steambind' }) }] : []}
      />
    </View>
  }
  const toMarket = { text: '去市场看看', onClick: () => void Taro.switchTab({ url: '/pages/market/home/index' }) }
  const gameName = GAMES.find((game) => game.appid === appid)!.name
  if (stock.items.length === 0) return <View className='sm-page'>{head}<Result title={`库存中没有 ${gameName} 饰品`} note='买入或取回饰品后再来熔炼' actions={[toMarket]} /></View>
  const usable = stock.items.filter((item) => item.usable).length
  const chosen = stock.items.filter((item) => picked.includes(item.asset_id))
  const ready = pool !== null && picked.length >= stock.rules.min_inputs && !busy
  return (
    <View className='sm-page'>
      {head}
      {usable < stock.rules.min_inputs
        && <View className='sm-hint' role='status'>
          <Text>可熔炼的饰品不足 {stock.rules.min_inputs} 件（现有 {usable} 件）：需要可交易、单件参考价不超过 ¥{stock.rules.max_item_value} 的饰品</Text>
        </View>}
      {problem !== '' && <View className='sm-problem' role='alert'><Text>{problem}</Text></View>}
      <Text className='sm-section'>选择饰品（{stock.rules.min_inputs}–{stock.rules.max_inputs} 件）</Text>
      <View className='sm-card'>
        {stock.items.map((candidate) => <CandidateRow
          key={candidate.asset_id}
          candidate={candidate}
          picked={picked.includes(candidate.asset_id)}
          onToggle={() => toggle(candidate.asset_id)}
        />)}
      </View>
      {pool && <><Text className='sm-section'>可能产出</Text><SmeltPoolCard pool={pool} /></>}
      <View className='sm-bar'>
        <View className='sm-bar__text'>
          <Text className='sm-bar__main'>已选 {picked.length}/{stock.rules.max_inputs} · 价值 ¥{sum(chosen.map((item) => item.item.value)).toFixed(2)}</Text>
          <Text className='sm-bar__sub'>不涉及余额，无需支付密码</Text>
        </View>
        {/* a plain view: the H5 Button's own width rule would take the whole bar */}
        <View className={`sm-button${ready ? '' : ' sm-button--off'}`} role='button' onClick={() => { if (!busy && pool) setAsking(true) }}>
          {busy ? '熔炼中…' : '熔炼'}
        </View>
      </View>
      {asking && pool && (
        <ConfirmSheet title='确认熔炼' confirmText='开始熔炼' onConfirm={() => void smelt()} onCancel={() => setAsking(false)}
          text={`${pool.input_count} 件饰品（¥${pool.input_value}）将被熔炼，随机产出 1 件 ¥${pool.band_low}–¥${pool.band_high} 的饰品，熔炼后不可撤销`} />
      )}
      {result && (
        <ResultSheet run={result} onClose={() => setResult(null)}
          onDetails={() => void Taro.navigateTo({ url: `/pages/smelt/details?smelt_id=${result.id}` })}
          onInventory={() => void Taro.navigateTo({ url: INVENTORY })} />
      )}
    </View>
  )
}
