import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { EnvelopeEvent, EnvelopeTask } from '../../../../types/api'
import ListState from '@/components/ListState'
import { useOnShow } from '@/components/useOnShow'
import { claimEnvelope, envelopeEvent } from '@/services/redpack'
import CouponCard from '@/components/CouponCard'
import { goLogin, hasToken } from '@/lib/session'
import { openRoute, problemText, toast } from '@/lib/navigation'
import { formatTime } from '@/lib/beijingTime'
import EnvelopeLinks from '../envelope-parts/EnvelopeLinks'
import '../envelope-parts/envelope.scss'

const HERE = '/pages/topic/red-envelope-event/index'

/** /pages/topic/red-envelope-event/index: the red envelope event — each task earns one envelope, used at payment like a coupon. */
export default function EnvelopeEventPage () {
  const [event, setEvent] = useState<EnvelopeEvent | null>(null)
  const [error, setError] = useState('')
  const [claiming, setClaiming] = useState<number | null>(null)
  const load = () => {
    setError('')
    envelopeEvent().then(setEvent).catch((e: unknown) => setError(problemText(e, '活动加载失败，请稍后重试')))
  }
  useOnShow(load)

  const claim = (task: EnvelopeTask) => {
    setClaiming(task.template_id)
    claimEnvelope(task.template_id)
      .then(() => { toast('领取成功，已放入我的红包'); load() })
      .catch((e: unknown) => { toast(problemText(e, '领取失败，请稍后重试')); load() })
      .finally(() => setClaiming(null))
  }
  const action = (task: EnvelopeTask) => {
    if (task.claimed) return { text: '已领取', onClick: () => undefined, disabled: true }
    if (event!.ended) return { text: '已结束', onClick: () => undefined, disabled: true }
    if (!hasToken()) return { text: '登录领取', onClick: () => { goLogin(HERE) } }
    if (task.done) return { text: claiming === task.template_id ? '领取中' : '立即领取', onClick: () => claim(task), disabled: claiming !== null }
    return { text: '去完成', onClick: () => { void openRoute(task.go_url) } }
  }

  return (
    <View className='envelope-page'>
      <View className='envelope-page__hero'>
        <Text className='envelope-page__hero-title'>{event?.ended ? '红包活动已结束' : '做任务，领红包'}</Text>
        <Text className='envelope-page__hero-note'>
          {event ? `活动时间 ${formatTime(event.start_at)} 至 ${formatTime(event.end_at)}` : '完成任务领取购物红包'}
          {'\n'}红包在下单支付时像优惠券一样抵扣，每单可用一张红包或优惠券
        </Text>
      </View>
      <Text className='envelope-page__section'>赚红包任务</Text>
      {event?.tasks.map((task) => (
        <CouponCard key={task.template_id} name={task.name} discount={task.discount} minAmount={task.min_amount} appid={null}
          dim={task.claimed || event.ended} note={`${task.task_text} · 领取后 ${task.valid_days} 天内有效`} action={action(task)} />
      ))}
      <ListState loading={!event && !error} error={error} count={event?.tasks.length ?? 0} hasMore={false} emptyText='暂无红包任务' onRetry={load} />
      <Text className='envelope-page__section'>还有更多红包</Text>
      <View className='envelope-share'>
        <View className='envelope-share__info'>
          <Text className='envelope-share__title'>好友分享的红包</Text>
          <Text className='envelope-share__note'>打开好友的红包链接即可领取；你也可以发红包给好友，分享一次还能领分享红包</Text>
        </View>
        <Text className='envelope-share__go' onClick={() => { void Taro.navigateTo({ url: '/pages/mine-red-packet/index' }) }}>去发红包</Text>
      </View>
      <EnvelopeLinks here={HERE} />
    </View>
  )
}
