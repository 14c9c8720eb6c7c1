import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Coupon } from '../../../../types/api'
import ListState from '@/components/ListState'
import { useOnShow } from '@/components/useOnShow'
import { myEnvelopes } from '@/services/redpack'
import CouponCard from '@/components/CouponCard'
import LoginGate from '@/components/LoginGate'
import { problemText } from '@/lib/navigation'
import { formatTime } from '@/lib/format'
import EnvelopeLinks from '../envelope-parts/EnvelopeLinks'
import '../envelope-parts/envelope.scss'

type Status = Coupon['status']
const HERE = '/pages/topic/red-envelope/index'
const TABS: { key: Status, text: string }[] = [{ key: 'unused', text: '可使用' }, { key: 'used', text: '已使用' }, { key: 'expired', text: '已过期' }]

/** /pages/topic/red-envelope/index: my red envelopes, usable / used / expired (an envelope is a coupon kind). */
function MyEnvelopesPage () {
  const [tab, setTab] = useState<Status>('unused')
  const [list, setList] = useState<Coupon[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const load = (status: Status) => {
    setLoading(true)
    setError('')
    myEnvelopes(status)
      .then((rows) => { setList(rows); setLoading(false) })
      .catch((e: unknown) => { setError(problemText(e, '加载失败，请稍后重试')); setLoading(false) })
  }
  useOnShow(() => load(tab))
  const note = (envelope: Coupon): string =>
    envelope.status === 'unused' ? `${formatTime(envelope.expires_at)} 到期 · 下单支付时选择使用` : envelope.status === 'used' ? '已用于下单，见红包订单' : `已于 ${formatTime(envelope.expires_at)} 过期`

  return (
    <View className='envelope-page'>
      <View className='envelope-page__tabs'>
        {TABS.map((t) => <Text key={t.key} className={`envelope-page__tab${tab === t.key ? ' envelope-page__tab--on' : ''}`} onClick={() => { setTab(t.key); load(t.key) }}>{t.text}</Text>)}
      </View>
      {!loading && list.map((envelope) => (
        <CouponCard key={envelope.coupon_id} name={envelope.name} discount={envelope.discount} minAmount={envelope.min_amount} appid={envelope.appid}
          dim={envelope.status !== 'unused'} note={note(envelope)}
          action={envelope.status === 'unused' ? { text: '去使用', onClick: () => { void Taro.switchTab({ url: '/pages/market/home/index' }) } } : undefined} />
      ))}
      <ListState loading={loading} error={error} count={list.length} hasMore={false}
        emptyText={tab === 'unused' ? '暂无可用红包，去红包活动做任务领取吧' : tab === 'used' ? '还没有用过红包' : '没有过期的红包'} onRetry={() => load(tab)} />
      <EnvelopeLinks here={HERE} />
    </View>
  )
}

export default function Page () {
  return <LoginGate back={HERE} what='我的红包'><MyEnvelopesPage /></LoginGate>
}
