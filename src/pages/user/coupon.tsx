import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import ListState from '@/components/ListState'
import { myCoupons } from '@/services/content'
import CouponCard from '@/components/CouponCard'
import { formatTime } from '@/lib/beijingTime'
import './coupon.scss'
import LoginGate from '@/components/LoginGate'
import { COUPON_TABS, useCouponTabs } from '@/components/CouponCard/useCouponTabs'

/** /pages/user/coupon: my coupons, usable / used / expired. */
function MyCouponsPage () {
  const { tab, choose, list, loading, error, reload } = useCouponTabs(myCoupons)

  return (
    <View className='coupon-page'>
      <View className='coupon-page__tabs'>
        {COUPON_TABS.map((t) => (
          <Text key={t.key} className={`coupon-page__tab${tab === t.key ? ' coupon-page__tab--on' : ''}`} onClick={() => choose(t.key)}>{t.text}</Text>
        ))}
      </View>
      {!loading && list.map((c) => (
        <CouponCard key={c.coupon_id} name={c.name} discount={c.discount} minAmount={c.min_amount} appid={c.appid} dim={c.status !== 'unused'}
          note={c.status === 'unused' ? `${formatTime(c.expires_at)} 到期` : c.status === 'used' ? '已使用' : '已过期'}
          action={c.status === 'unused' ? { text: '去使用', onClick: () => { void Taro.switchTab({ url: '/pages/market/home/index' }) } } : undefined}
        />
      ))}
      <ListState loading={loading} error={error} count={list.length} hasMore={false} emptyText={tab === 'unused' ? '暂无可用优惠券' : '暂无记录'} onRetry={reload} />
      <Text className='coupon-page__centre' onClick={() => Taro.navigateTo({ url: '/pages/coupon/index' })}>去领券中心领取更多 ›</Text>
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/user/coupon' what='优惠券'><MyCouponsPage /></LoginGate>
}
