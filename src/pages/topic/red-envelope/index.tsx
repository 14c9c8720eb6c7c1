import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Coupon } from '../../../../types/api'
import ListState from '@/components/ListState'
import { myEnvelopes } from '@/services/redpack'
import CouponCard from '@/components/CouponCard'
import LoginGate from '@/components/LoginGate'
import { COUPON_TABS, useCouponTabs } from '@/components/CouponCard/useCouponTabs'
import { formatTime } from '@/lib/beijingTime'
import EnvelopeLinks from '../envelope-parts/EnvelopeLinks'
import '../envelope-parts/envelope.scss'

const HERE = '/pages/topic/red-envelope/index'

/** /pages/topic/red-envelope/index: my red envelopes, usable / used / expired (an envelope is a coupon kind). */
function MyEnvelopesPage () {
  const { tab, choose, list, loading, error, reload } = useCouponTabs(myEnvelopes)
  const note = (envelope: Coupon): string =>
    envelope.status === 'unused'
      ? `${formatTime(envelope.expires_at)} 到期 · 下单支付时选择使用`
      : envelope.status === 'used' ? '已用于下单，见红包订单' : `已于 ${formatTime(envelope.expires_at)} 过期`

  return (
    <View className='envelope-page'>
      <View className='envelope-page__tabs'>
        {COUPON_TABS.map((t) => <Text
          key={t.key}
          className={`envelope-page__tab${tab === t.key ? ' envelope-page__tab--on' : ''}`}
          onClick={() => choose(t.key)}
        >
          {t.text}
        </Text>)}
      </View>
      {!loading && list.map((envelope) => (
        <CouponCard key={envelope.coupon_id} name={envelope.name} discount={envelope.discount} minAmount={envelope.min_amount} appid={envelope.appid}
          dim={envelope.status !== 'unused'} note={note(envelope)}
          action={envelope.status === 'unused' ? { text: '去使用', onClick: () => { void Taro.switchTab({ url: '/pages/market/home/index' }) } } : undefined} />
      ))}
      <ListState loading={loading} error={error} count={list.length} hasMore={false}
        emptyText={tab === 'unused' ? '暂无可用红包，去红包活动做任务领取吧' : tab === 'used' ? '还没有用过红包' : '没有过期的红包'} onRetry={reload} />
      <EnvelopeLinks here={HERE} />
    </View>
  )
}

export default function Page () {
  return <LoginGate back={HERE} what='我的红包'><MyEnvelopesPage /></LoginGate>
}
