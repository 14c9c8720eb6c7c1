import { useState } from 'react'
import type { Coupon } from '../../../types/api'
import { problemText } from '@/lib/navigation'
import { useOnShow } from '@/components/useOnShow'

export type CouponStatus = Coupon['status']
export const COUPON_TABS: { key: CouponStatus, text: string }[] = [
  { key: 'unused', text: '可使用' },
  { key: 'used', text: '已使用' },
  { key: 'expired', text: '已过期' }
]

/** My coupons or envelopes by status tab (usable / used / expired), read again on each show and on a tab change. */
export function useCouponTabs (fetch: (status: CouponStatus) => Promise<Coupon[]>) {
  const [tab, setTab] = useState<CouponStatus>('unused')
  const [list, setList] = useState<Coupon[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const load = (status: CouponStatus) => {
    setLoading(true)
    setError('')
    fetch(status)
      .then((rows) => { setList(rows); setLoading(false) })
      .catch((e: unknown) => { setError(problemText(e, '加载失败，请稍后重试')); setLoading(false) })
  }
  useOnShow(() => load(tab))
  const choose = (status: CouponStatus) => { setTab(status); load(status) }
  return { tab, choose, list, loading, error, reload: () => load(tab) }
}
