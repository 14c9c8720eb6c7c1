import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { HagglePrize } from '@/contract/deals'
import ItemImage from '@/components/ItemImage'
import Result from '@/components/Result'
import { useOnShow } from '@/components/useOnShow'
import { yuan } from '@/components/DealParts/money'
import { goLogin } from '@/lib/session'
import { hagglePrize, startHaggle } from '@/services/deals'
import { problemText, usePageParams } from '@/lib/navigation'
import { hasToken } from '@/lib/session'
import { haggleIdOf } from '../components/useHaggle'
import ClaimView from './ClaimView'
import { Loading } from '@/components/ListState'
import '../components/haggle.scss'
import './index.scss'

/** /pages/haggle/prize/index: ?prize_id → the prize and 发起砍价; ?haggle_id → the prize of my haggle and its claim. */
export default function HagglePrizePage () {
  const params = usePageParams()
  const haggleId = haggleIdOf(params)
  if (haggleId) return <ClaimView haggleId={haggleId} />
  return <PrizeView prizeId={Number(params.prize_id ?? 0) || 0} />
}

function PrizeView ({ prizeId }: { prizeId: number }) {
  const [prize, setPrize] = useState<HagglePrize | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const load = async () => {
    if (!prizeId) return setError('链接无效：缺少奖品编号')
    try {
      setPrize(await hagglePrize(prizeId))
      setError('')
    } catch (e) {
      setError(problemText(e, '加载失败，请稍后重试'))
    }
  }
  useOnShow(() => { void load() })
  const start = async () => {
    if (busy) return
    setBusy(true)
    try {
      const haggle = await startHaggle(prizeId)
      void Taro.redirectTo({ url: `/pages/haggle/detail/index?haggle_id=${haggle.haggle_id}` })
    } catch (e) {
      setError(problemText(e, '发起失败，请稍后重试'))
    } finally {
      setBusy(false)
    }
  }

  if (error) return <View className='haggle-page haggle-page--plain'>
    <Result
      tone='error'
      title='无法发起砍价'
      note={error}
      actions={[
        { text: '重试', onClick: () => void load() },
        { text: '返回奖品列表', plain: true, onClick: () => void Taro.redirectTo({ url: '/pages/haggle/index' }) }
      ]}
    />
  </View>
  if (!prize) return <View className='haggle-page haggle-page--plain'><Loading /></View>
  const out = prize.stock_left === 0 && !prize.my_haggle_id
  const visitor = !hasToken()
  return (
    <View className='haggle-page'>
      <View className='haggle-prize-hero'>
        <ItemImage className='haggle-prize-hero__image' src={prize.item.image} name={prize.item.name} accent={prize.item.rarity_color} eager />
        <Text className='haggle-prize-hero__name'>{prize.item.name}</Text>
        <Text
          className='haggle-prize-hero__price'
        >{yuan(prize.floor_price)} 拿 <Text className='haggle-prize-hero__was'>原价 {yuan(prize.start_price)}</Text></Text>
        <View className='haggle-prize-hero__rules'>
          <Text>· 发起后 {prize.hours} 小时内邀请好友助力，砍到 {yuan(prize.floor_price)} 即可领取</Text>
          <Text>· 每位好友可助力一次，新用户助力砍得更多</Text>
          <Text>· 领取后饰品直接进入你的 Steam 库存（需先绑定 Steam）</Text>
          <Text>· 剩余 {prize.stock_left} 份，先砍到先得</Text>
        </View>
      </View>
      <View className='haggle-actions'>
        {out && <Button className='haggle-button haggle-button--off' disabled>已领完，看看其他奖品</Button>}
        {!out && visitor && <Button className='haggle-button' onClick={() => goLogin(`/pages/haggle/prize/index?prize_id=${prizeId}`)}>登录后发起砍价</Button>}
        {!out
          && !visitor
          && <Button className='haggle-button' disabled={busy} onClick={() => void start()}>{prize.my_haggle_id ? '继续我的砍价' : busy ? '发起中…' : '发起砍价'}</Button>}
      </View>
    </View>
  )
}
