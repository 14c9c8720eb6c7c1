import { useRef, useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { GrabDrop, GrabOrder } from '@/contract/deals'
import ItemImage from '@/components/ItemImage'
import ProgressBar from '@/components/DealParts/ProgressBar'
import Result from '@/components/Result'
import { useSecondsLeft } from '@/components/CountDown/useSecondsLeft'
import { goLogin } from '@/lib/session'
import { yuan } from '@/components/DealParts/money'
import { useOnShow } from '@/components/useOnShow'
import { grab, grabDrop } from '@/services/deals'
import { newIdempotencyKey } from '@/services/trade'
import { problemText, usePageParams } from '@/lib/navigation'
import { hasToken } from '@/lib/session'
import { dropClockText, dropDeadline, grabButton, soldPercent } from './components/dropClock'
import { Loading } from '@/components/ListState'
import './components/grab.scss'
import './details.scss'

/** /pages/grab/details?drop_id: one drop — price, stock left, per-user limit, countdown (server clock) and the grab itself. */
export default function GrabDetailsPage () {
  const dropId = Number(usePageParams().drop_id ?? 0) || 0
  const [drop, setDrop] = useState<GrabDrop | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const [won, setWon] = useState<GrabOrder | null>(null)
  // one key per intended grab: a retry after a lost answer grabs once; a new key after each answer
  const key = useRef(newIdempotencyKey())
  const load = async () => {
    if (!dropId) return setError('链接无效：缺少抢购编号')
    try {
      setDrop(await grabDrop(dropId))
      setError('')
    } catch (e) {
      setError(problemText(e, '加载失败，请稍后重试'))
    }
  }
  useOnShow(() => { void load() })
  const left = useSecondsLeft(drop ? dropDeadline(drop) : null, () => void load())

  const take = async () => {
    if (busy || !drop) return
    if (!hasToken()) return goLogin(`/pages/grab/details?drop_id=${dropId}`)
    setBusy(true)
    setProblem('')
    try {
      setWon(await grab(dropId, key.current))
      key.current = newIdempotencyKey()
    } catch (e) {
      setProblem(problemText(e, '抢购失败，请稍后重试'))
      key.current = newIdempotencyKey()
    } finally {
      setBusy(false)
      void load()
    }
  }

  if (error) return <View className='grab-page grab-page--plain'>
    <Result
      tone='error'
      title='无法打开抢购'
      note={error}
      actions={[{ text: '重试', onClick: () => void load() }, { text: '返回限时抢', plain: true, onClick: () => void Taro.redirectTo({ url: '/pages/grab/index' }) }]}
    />
  </View>
  if (!drop) return <View className='grab-page grab-page--plain'><Loading /></View>
  const button = grabButton(drop, !hasToken())
  return (
    <View className='grab-page'>
      <View className='grab-hero'>
        <ItemImage className='grab-hero__image' src={drop.item.image} name={drop.item.name} accent={drop.item.rarity_color} eager />
        <Text className='grab-hero__title'>{drop.title}</Text>
        <Text className='grab-hero__name'>{drop.item.name}</Text>
        <Text className='grab-hero__price'>{yuan(drop.price)}<Text className='grab-hero__ref'>参考价 {yuan(drop.ref_price)}</Text></Text>
        <Text className={`grab-hero__clock grab-hero__clock--${drop.state}`}>{dropClockText(drop, left)}</Text>
        <View className='grab-hero__stock'><ProgressBar percent={soldPercent(drop)} /></View>
        <View className='grab-hero__facts'>
          <Text>剩余 {drop.left}/{drop.stock} 件</Text>
          <Text>每人限抢 {drop.per_user_limit} 件{hasToken() ? ` · 已抢 ${drop.my_count}` : ''}</Text>
        </View>
      </View>
      {won && (
        <Result tone='ok' title='抢购成功' note={`已从余额支付 ${yuan(won.price)}，饰品由平台托管，可在「我抢到的」取回到 Steam`}
          actions={[{ text: '查看我抢到的', onClick: () => void Taro.navigateTo({ url: '/pages/grab/inventory' }) }]} />
      )}
      {problem && <View className='grab-problem' role='alert'>{problem}</View>}
      <View className='grab-actions'>
        <Button className={`grab-button${button.enabled ? '' : ' grab-button--off'}`} disabled={!button.enabled || busy} onClick={() => void take()}>
          {busy ? '抢购中…' : button.text}
        </Button>
        <Text className='grab-actions__note'>抢购从余额支付，不需要支付密码；抢到的饰品先由平台托管，取回后进入你的 Steam 库存</Text>
      </View>
    </View>
  )
}
