import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Coupon } from '../../../types/api'
import ListState from '@/components/ListState'
import { myCoupons } from '@/services/content'
import CouponCard from '@/components/CouponCard'
import { formatTime } from '@/lib/format'
import { problemText } from '@/lib/navigation'
import './coupon.scss'
import { useOnShow } from '@/components/useOnShow'
import LoginGate from '@/components/LoginGate'

type Status = Coupon['status']
const TABS: { key: Status, text: string }[] = [{ key: 'unused', text: '可使用' }, { key: 'used', text: '已使用' }, { key: 'expired', text: '已过期' }]

/** /pages/user/coupon: my coupons, usable / used / expired. */
function MyCouponsPage () {
  const [tab, setTab] = useState<Status>('unused')
  const [list, setList] = useState<Coupon[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')

  const load = (status: Status) => {
    setLoading(true)
    setError('')
    myCoupons(status)
      .then((coupons) => { setList(coupons); setLoading(false) })
      .catch((e: unknown) => { setError(problemText(e, '加载失败，请稍后重试')); setLoading(false) })
  }
  useOnShow(() => load(tab))

  return (
    <View className='coupon-page'>
      <View className='coupon-page__tabs'>
        {TABS.map((t) => (
          <Text key={t.key} className={`coupon-page__tab${tab === t.key ? ' coupon-page__tab--on' : ''}`} onClick={() => { setTab(t.key); load(t.key) }}>{t.text}</Text>
        ))}
      </View>
      {!loading && list.map((c) => (
        <CouponCard key={c.coupon_id} name={c.name} discount={c.discount} minAmount={c.min_amount} appid={c.appid} dim={c.status !== 'unused'}
          note={c.status === 'unused' ? `${formatTime(c.expires_at)} 到期` : c.status === 'used' ? '已使用' : '已过期'}
          action={c.status === 'unused' ? { text: '去使用', onClick: () => { void Taro.switchTab({ url: '/pages/market/home/index' }) } } : undefined}
        />
      ))}
      <ListState loading={loading} error={error} count={list.length} hasMore={false} emptyText={tab === 'unused' ? '暂无可用优惠券' : '暂无记录'} onRetry={() => load(tab)} />
      <Text className='coupon-page__centre' onClick={() => Taro.navigateTo({ url: '/pages/coupon/index' })}>去领券中心领取更多 ›</Text>
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/user/coupon' what='优惠券'><MyCouponsPage /></LoginGate>
}
