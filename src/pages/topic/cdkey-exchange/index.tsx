import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { showDialog } from '@/lib/dialog'
import { useRef, useState } from 'react'
import type { ExchangeReward, ExchangeTopic, Redemption } from '../../../../types/api'
import { exchange, exchangeTopic } from '@/services/rewards'
import { newIdempotencyKey } from '@/services/trade'
import { errorText } from '@/lib/errorText'
import { serverNowSeconds } from '@/lib/serverClock'
import ListState from '@/components/ListState'
import RedeemForm, { GrantCard } from '@/features/Rewards/RedeemForm'
import { goLogin, hasToken } from '@/lib/session'
import { useOnShow } from '@/components/useOnShow'
import Empty from '@/components/Empty'
import Notice from '@/components/Notice'
import '@/components/Rewards/index.scss'
import './index.scss'

const PAGE = '/pages/topic/cdkey-exchange/index'

/** /pages/topic/cdkey-exchange/index: redeem topic codes for points, exchange points for rewards (stock, per-user limit). */
export default function CdkeyExchangePage () {
  const [topic, setTopic] = useState<ExchangeTopic | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const [problem, setProblem] = useState('')
  const [granted, setGranted] = useState<Redemption | null>(null)
  const keys = useRef(new Map<number, string>())
  const busy = useRef(false)

  const load = () => {
    setLoading(true)
    exchangeTopic()
      .then((answer) => { setTopic(answer); setError('') })
      .catch((failure: unknown) => setError(errorText(failure)))
      .finally(() => setLoading(false))
  }
  useOnShow(load)

  const take = async (reward: ExchangeReward) => {
    if (!hasToken()) { goLogin(PAGE); return }
    if (busy.current) return
    const sure = await showDialog({ title: '确认兑换', content: `消耗 ${reward.cost_points} 积分兑换「${reward.title}」？`, confirmText: '兑换', cancelText: '再想想' })
    if (!sure.confirm) return
    // one key per reward until it is exchanged: a retry after a lost answer exchanges once
    const key = keys.current.get(reward.reward_id) ?? newIdempotencyKey()
    keys.current.set(reward.reward_id, key)
    busy.current = true
    setProblem('')
    try {
      setGranted(await exchange(reward.reward_id, key))
      keys.current.delete(reward.reward_id)
      load()
    } catch (failure) {
      setGranted(null)
      setProblem(errorText(failure, '兑换失败，请稍后重试'))
    } finally {
      busy.current = false
    }
  }

  if (!topic) {
    return <View className='reward-page'><ListState loading={loading} error={error} count={0} hasMore={false} emptyText='暂无兑换活动' onRetry={load} /></View>
  }
  const ended = topic.ends_at <= serverNowSeconds()
  return (
    <View className='reward-page'>
      <View className='reward-page__hero'>
        <Text className='reward-page__hero-title'>{topic.title}</Text>
        <Text className='reward-page__hero-note'>{ended ? '本期兑换已结束，感谢参与' : '兑换 CDKey 得积分，积分兑换余额、卡密、饰品与优惠券'}</Text>
        {topic.points === null
          ? <Text className='exchange__login' onClick={() => goLogin(PAGE)}>登录查看我的积分 ›</Text>
          : <Text className='reward-page__hero-figure'>{topic.points} 积分</Text>}
      </View>
      <View className='reward-page__card'>
        <Text className='reward-page__title'>兑换积分码</Text>
        <RedeemForm page={PAGE} campaign='topic' closed={ended ? '活动已结束' : ''} onRedeemed={load} />
      </View>
      <View className='reward-page__card'>
        <Text className='reward-page__title'>积分兑好礼</Text>
        <Notice text={problem} />
        {granted && <GrantCard redemption={granted} />}
        {topic.rewards.length === 0 && <Empty compact icon='gift' text='本期奖励还在准备中' />}
        {topic.rewards.map((reward) => <RewardRow
          key={reward.reward_id}
          reward={reward}
          points={topic.points}
          ended={ended}
          onTake={() => { void take(reward) }}
        />)}
      </View>
      <View className='reward-page__links'>
        <Text
          className='reward-page__link'
          onClick={() => { void Taro.navigateTo({ url: '/pages/topic/cdkey-exchange-history/index?kind=topic' }) }}
        >兑换记录</Text>
        <Text className='reward-page__link' onClick={() => { void Taro.navigateTo({ url: '/pages/topic/reward-rule/index' }) }}>奖励规则</Text>
      </View>
    </View>
  )
}

function RewardRow ({ reward, points, ended, onTake }: { reward: ExchangeReward, points: number | null, ended: boolean, onTake: () => void }) {
  const left = reward.per_user_limit - reward.taken
  const why = ended || reward.ends_at <= serverNowSeconds() ? '已结束'
    : reward.stock <= 0 ? '已兑完'
      : left <= 0 ? '已达上限'
        : points !== null && points < reward.cost_points ? '积分不足' : ''
  return (
    <View className='exchange__row'>
      <View className='exchange__main'>
        <Text className='exchange__name'>{reward.title}</Text>
        <Text className='exchange__sub'>剩余 {reward.stock} · 每人限兑 {reward.per_user_limit} 次{reward.taken > 0 ? ` · 已兑 ${reward.taken}` : ''}</Text>
      </View>
      <View className='exchange__side'>
        <Text className='exchange__cost'>{reward.cost_points} 积分</Text>
        <Button className='exchange__take' disabled={Boolean(why) || undefined} onClick={onTake}>{why || '兑换'}</Button>
      </View>
    </View>
  )
}
