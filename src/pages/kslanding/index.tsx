import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { LandingOffer } from '../../../types/api'
import ListState from '@/components/ListState'
import { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import { useOnShow } from '@/components/useOnShow'
import { formatYuan } from '@/lib/money'
import { keepLanding, keptLanding, landingParamsOf, landingQuery, LANDING_KEYS } from '@/lib/landing'
import { openRoute, problemText, toast, usePageParams } from '@/lib/navigation'
import { serverNowSeconds } from '@/lib/serverClock'
import { goLogin, hasToken } from '@/lib/session'
import { attributeLanding, claimLanding, landingOffer } from '@/services/landing'
import './index.scss'

const SHOP = '/pages/market/home/index'
const POINTS = [['Steam 报价交易', '饰品经 Steam 官方交易报价转入库存'], ['12 小时发货', '卖家超时未发货自动取消并退款'], ['费用透明', '下单前显示实付金额与优惠']]

/**
 * /pages/kslanding/index: the ad landing page. Keeps the link's utm_*, channel and clickid (lib/landing) through the login,
 * binds them to the account once logged in (the server attributes the first order to them), offers the new-user coupon
 * and leads into the shop.
 */
export default function LandingPage () {
  const query = usePageParams()
  const [params] = useState(() => {
    const fromLink = landingParamsOf(query)
    if (LANDING_KEYS.some((key) => fromLink[key])) { keepLanding(fromLink, serverNowSeconds()); return keptLanding() }
    return keptLanding()
  })
  const [offer, setOffer] = useState<LandingOffer | null>(null)
  const [error, setError] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const [loggedIn, setLoggedIn] = useState(hasToken)

  const load = () => {
    setError('')
    landingOffer().then(setOffer).catch((e: unknown) => setError(problemText(e, '活动加载失败，请稍后重试')))
  }
  useOnShow(() => { setLoggedIn(hasToken()); load() })
  useEffect(() => {
    if (loggedIn && LANDING_KEYS.some((key) => params[key])) attributeLanding(params).catch(() => undefined)
  }, [loggedIn]) // eslint-disable-line react-hooks/exhaustive-deps -- bound once per login; the server keeps the first touch

  const claim = async () => {
    if (!loggedIn) { goLogin(`/pages/kslanding/index${landingQuery(params)}`); return }
    setBusy(true)
    setProblem('')
    try {
      setOffer(await claimLanding(params))
      toast('领取成功，已放入我的优惠券')
    } catch (e) {
      setProblem(problemText(e, '领取失败，请稍后重试'))
      load()
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='ks-landing'>
      <View className='ks-landing__hero'>
        <Text className='ks-landing__kicker'>C5 饰品交易 · 新人专享</Text>
        <Text className='ks-landing__headline'>首单立减，放心买饰品</Text>
        <Text className='ks-landing__sub'>CS2 / DOTA2 饰品 · 玩家之间直接交易</Text>
      </View>
      {!offer
        ? <View className='ks-landing__card'><ListState loading={!error} error={error} count={0} hasMore={false} onRetry={load} /></View>
        : (
          <View className='ks-landing__card'>
            <View className='ks-coupon'>
              <View className='ks-coupon__value'>
                <Text className='ks-coupon__yen'>¥</Text>
                <Text className='ks-coupon__amount'>{formatYuan(offer.discount)}</Text>
              </View>
              <View className='ks-coupon__text'>
                <Text className='ks-coupon__name'>{offer.name}</Text>
                <Text className='ks-coupon__rule'>满 {formatYuan(offer.min_amount)} 元可用 · 领取后 {offer.valid_days} 天有效</Text>
                <Text className='ks-coupon__left'>{offer.remaining > 0 ? `剩余 ${offer.remaining} 张` : '已领完'}</Text>
              </View>
            </View>
            <Notice text={problem || (offer.claimed ? null : offer.reason)} tone={offer.claimed ? 'ok' : 'error'} />
            {offer.claimed && <Notice tone='ok' text='新人券已在您的账户中，下单时自动可选' />}
            <View className='ks-landing__action'>
              {offer.claimed || !offer.eligible
                ? <SubmitButton text={offer.claimed ? '去商城使用' : '去商城逛逛'} onClick={() => { void openRoute(SHOP) }} />
                : <SubmitButton text={loggedIn ? '立即领取' : '登录领取新人券'} busy={busy} onClick={() => { void claim() }} />}
            </View>
          </View>
          )}
      <View className='ks-landing__points'>
        {POINTS.map(([title, note]) => (
          <View key={title} className='ks-landing__point'>
            <Text className='ks-landing__point-title'>{title}</Text>
            <Text className='ks-landing__point-note'>{note}</Text>
          </View>
        ))}
      </View>
      <Text className='ks-landing__shop' onClick={() => { void openRoute(SHOP) }}>先逛逛商城 ›</Text>
    </View>
  )
}
