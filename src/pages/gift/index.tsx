import { useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { GiftDrawResult, GiftPool } from '../../../types/api'
import ItemImage from '@/components/ItemImage'
import PriceTag from '@/components/PriceTag'
import FairnessRecord from '@/components/FairnessRecord'
import ReturnLine from '@/components/ReturnLine'
import Result from '@/components/Result'
import Empty from '@/components/Empty'
import ConfirmSheet from '@/components/ConfirmSheet'
import { useOnShow } from '@/components/useOnShow'
import { ppmPercent } from '@/lib/fairness'
import { formatYuan, multiply } from '@/lib/money'
import { compareWire } from '@/lib/moneyText'
import { isApiError } from '@/lib/request'
import { drawGift, giftPools } from '@/services/gift'
import { newIdempotencyKey } from '@/services/trade'
import { hasToken, goLogin } from '@/lib/session'
import { problemText } from '@/lib/navigation'
import { formatTime } from '@/lib/beijingTime'
import { Loading } from '@/components/ListState'
import './gift.scss'

const TO_SHOP = { text: '去商城逛逛', onClick: () => { void Taro.switchTab({ url: '/pages/market/home/index' }) } }

const HERE = '/pages/gift/index'

/**
 * /pages/gift/index: random gift draws — a pool's cost and odds table, draw ×1 / ×5 from the balance, the
 * prizes shown as soon as the answer comes (the reveal animation plays over them, never before them), each with its
 * fairness record; records and my prizes a tap away.
 */
export default function GiftPage () {
  const [pools, setPools] = useState<GiftPool[] | null>(null)
  const [error, setError] = useState('')
  const [chosen, setChosen] = useState(0)
  const [result, setResult] = useState<GiftDrawResult | null>(null)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState('')
  // the balance is spent only once the amount is confirmed
  const [asking, setAsking] = useState<number | null>(null)
  // one key per attempt: a retry after a lost answer is the same draw and is not charged twice
  const attempt = useRef<{ what: string, key: string } | null>(null)
  const load = () => { giftPools().then((list) => { setPools(list); setError('') }).catch((e: unknown) => setError(problemText(e, '加载失败，请稍后重试'))) }
  useOnShow(load)

  if (error && !pools) return <View className='gift-page'><Result tone='error' title='活动加载失败' note={error} actions={[{ text: '重试', onClick: load }]} /></View>
  if (!pools) return <View className='gift-page'><Loading /></View>
  if (pools.length === 0) return <View className='gift-page'><Empty icon='gift' text='暂无随机礼物活动' action={TO_SHOP} /></View>
  const pool = pools[Math.min(chosen, pools.length - 1)]

  const draw = (times: number) => {
    const what = `${pool.pool_id}:${times}`
    if (attempt.current?.what !== what) attempt.current = { what, key: newIdempotencyKey() }
    setBusy(true)
    setRefusal('')
    drawGift(pool.pool_id, times, attempt.current.key)
      .then((done) => { attempt.current = null; setResult(done) })
      .catch((e: unknown) => { if (isApiError(e) && e.kind === 'business') attempt.current = null; setRefusal(problemText(e, '抽取失败，请稍后重试')) })
      .finally(() => setBusy(false))
  }
  const labels = pool.prizes.map((prize) => prize.item.name)

  return (
    <View className='gift-page'>
      {pools.length > 1 && (
        <View className='gift-page__tabs'>
          {pools.map((p, index) => (
            <Text
              key={p.pool_id}
              className={`gift-page__tab${p.pool_id === pool.pool_id ? ' gift-page__tab--on' : ''}`}
              onClick={() => { setChosen(index); setResult(null); setRefusal('') }}
            >
              {p.name}
            </Text>
          ))}
        </View>
      )}
      <View className='gift-hero'>
        <Text className='gift-hero__name'>{pool.name}</Text>
        <Text className='gift-hero__sub'>每次 ¥{pool.cost} · 最高可得 ¥{pool.prizes.reduce(
          (top, prize) => (compareWire(prize.value, top) > 0 ? prize.value : top),
          '0.00'
        )}</Text>
        <Text className='gift-hero__sub'>{formatTime(pool.starts_at)} 至 {formatTime(pool.ends_at)}（北京时间）</Text>
        <ReturnLine rtp={pool.return_to_player} />
      </View>
      <View className='gift-actions'>
        {pool.state === 'ended' && <Text className='gift-actions__state'>活动已结束，可在我的奖品中查看已得奖品</Text>}
        {pool.state === 'upcoming' && <Text className='gift-actions__state'>活动 {formatTime(pool.starts_at)} 开始</Text>}
        {pool.state === 'paused' && <Text className='gift-actions__state'>奖池暂停，暂不能抽取</Text>}
        {pool.state === 'live' && !hasToken() && <Text className='gift-actions__button' onClick={() => { goLogin(HERE) }}>登录后抽取</Text>}
        {pool.state === 'live' && hasToken() && pool.times.map((times) => (
          <Text key={times} className={`gift-actions__button${busy ? ' gift-actions__button--off' : ''}`} onClick={busy ? undefined : () => setAsking(times)}>
            {busy ? '抽取中…' : `抽 ${times} 次 ¥${formatYuan(multiply(pool.cost, times))}`}
          </Text>
        ))}
      </View>
      {asking !== null && (
        <ConfirmSheet title='确认抽取' text={`支付 ¥${formatYuan(multiply(pool.cost, asking))} 抽取 ${asking} 次`} confirmText='确认支付'
          onConfirm={() => { setAsking(null); draw(asking) }} onCancel={() => setAsking(null)} />
      )}
      {refusal !== '' && (
        <View className='gift-refusal' role='alert'>
          <Text>{refusal}</Text>
          {refusal === '余额不足'
            && <Text className='gift-refusal__link' onClick={() => { void Taro.navigateTo({ url: '/pages/user/recharge/index' }) }}>去充值</Text>}
        </View>
      )}
      {result && result.wins[0]?.pool_id === pool.pool_id && (
        <View className='gift-result'>
          <Text className='gift-page__section'>抽中 {result.wins.length} 件 · 已放入我的奖品</Text>
          {result.wins.map((win, index) => (
            <View key={win.win_id} className='gift-result__win' style={{ animationDelay: `${index * 120}ms` }}>
              <View className='gift-result__head'>
                <ItemImage className='gift-result__image' src={win.item.image} name={win.item.name} accent={win.item.rarity_color} />
                <View className='gift-result__text'>
                  <Text className='gift-result__name'>{win.item.name}</Text>
                  <PriceTag value={win.value} size='small' />
                </View>
              </View>
              <FairnessRecord record={win.record} labels={labels} />
            </View>
          ))}
          <Text className='gift-page__link' onClick={() => { void Taro.navigateTo({ url: '/pages/gift/myprize/index' }) }}>去领取或回收 ›</Text>
        </View>
      )}
      <Text className='gift-page__section'>奖品与概率</Text>
      <View className='gift-odds'>
        {pool.prizes.map((prize) => (
          <View key={prize.prize_id} className='gift-odds__row'>
            <ItemImage className='gift-odds__image' src={prize.item.image} name={prize.item.name} accent={prize.item.rarity_color} />
            <View className='gift-odds__text'>
              <Text className='gift-odds__name'>{prize.item.name}</Text>
              <Text className='gift-odds__meta'>价值 ¥{prize.value} · {prize.sell_back ? `可回收 ¥${prize.sell_back}` : '不可回收'}</Text>
            </View>
            <Text className='gift-odds__chance'>{ppmPercent(prize.weight_ppm)}</Text>
          </View>
        ))}
        <Text className='gift-odds__note'>概率合计 100%。抽取前平台已公布服务端种子的哈希，结果由种子算出、按上表概率落点，平台事后无法改动；更换种子后可在抽奖记录中逐条验证，公式见记录的「高级」。</Text>
      </View>
      <View className='gift-links'>
        <Text className='gift-links__link' onClick={() => { void Taro.navigateTo({ url: '/pages/gift/record' }) }}>抽奖记录</Text>
        <Text className='gift-links__link' onClick={() => { void Taro.navigateTo({ url: '/pages/gift/myprize/index' }) }}>我的奖品</Text>
      </View>
    </View>
  )
}
