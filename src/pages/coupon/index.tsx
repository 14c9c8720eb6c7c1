import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { CouponTemplate } from '../../../types/api'
import ListState from '@/components/ListState'
import { claimCoupon, couponCentre } from '@/services/content'
import CouponCard from '@/components/CouponCard'
import { goLogin, hasToken } from '@/lib/session'
import { problemText, toast } from '@/lib/navigation'
import '../user/coupon.scss'
import './index.scss'
import { useOnShow } from '@/components/useOnShow'

/** /pages/coupon/index: the coupon centre — claim coupons (one of each per user, limited stock). */
export default function CouponCentrePage () {
  const [list, setList] = useState<CouponTemplate[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const [claiming, setClaiming] = useState<number | null>(null)

  const load = () => {
    setError('')
    couponCentre()
      .then((templates) => { setList(templates); setLoading(false) })
      .catch((e: unknown) => { setError(problemText(e, '加载失败，请稍后重试')); setLoading(false) })
  }
  useOnShow(load)

  const claim = async (t: CouponTemplate) => {
    if (!hasToken()) { goLogin('/pages/coupon/index'); return }
    setClaiming(t.template_id)
    try {
      await claimCoupon(t.template_id)
      toast('领取成功，已放入我的优惠券')
      setList((now) => now.map((x) => (x.template_id === t.template_id ? { ...x, claimed: true, remaining: x.remaining - 1 } : x)))
    } catch (e) {
      toast(problemText(e, '领取失败，请稍后重试'))
      load()
    } finally {
      setClaiming(null)
    }
  }

  return (
    <View className='coupon-page'>
      <View className='coupon-page__hero'>
        <Text className='coupon-page__hero-title'>领券中心</Text>
        <Text className='coupon-page__hero-note'>每种优惠券每人限领一张，下单时自动抵扣</Text>
      </View>
      {list.map((t) => (
        <CouponCard key={t.template_id} name={t.name} discount={t.discount} minAmount={t.min_amount} appid={t.appid}
          dim={!t.claimed && t.remaining <= 0}
          note={`领取后\u00a0${t.valid_days}\u00a0天内有效 · 剩余\u00a0${Math.max(0, t.remaining)}\u00a0张`}
          action={t.claimed
            ? { text: '已领取', onClick: () => undefined, disabled: true }
            : t.remaining <= 0
              ? { text: '已领完', onClick: () => undefined, disabled: true }
              : { text: claiming === t.template_id ? '领取中' : '立即领取', onClick: () => void claim(t), disabled: claiming !== null }}
        />
      ))}
      <ListState loading={loading} error={error} count={list.length} hasMore={false} emptyText='暂无可领取的优惠券' onRetry={load} />
      <Text className='coupon-page__centre' onClick={() => Taro.navigateTo({ url: '/pages/user/coupon' })}>查看我的优惠券 ›</Text>
    </View>
  )
}
