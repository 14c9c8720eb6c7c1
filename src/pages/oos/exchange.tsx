import { useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { OosMall, OosOffer } from '../../../types/api'
import Result from '@/components/Result'
import ListState from '@/components/ListState'
import { usePaged } from '@/components/usePaged'
import { useShownData } from '@/components/useShownData'
import { useOnShow } from '@/components/useOnShow'
import { showDialog } from '@/lib/dialog'
import { openRoute, problemText, toast } from '@/lib/navigation'
import { goLogin, hasToken } from '@/lib/session'
import { oosExchange, oosMall, oosOrders } from '@/services/partner'
import { newIdempotencyKey } from '@/services/trade'
import { OfferCard, OrderRow, offerAction } from './parts'
import { Loading } from '@/components/ListState'
import './oos.scss'

const BACK = '/pages/oos/exchange'
type Tab = 'offers' | 'orders'

/**
 * /pages/oos/exchange: the OOS partner's points mall. Items go into the bound Steam inventory, codes are shown on the
 * record; a visitor sees the offers and logs in to exchange. 我的兑换 lists the records; each opens /pages/oos/detail.
 */
export default function Page () {
  const [tab, setTab] = useState<Tab>('offers')
  const { data, error, reload } = useShownData<OosMall | null>(oosMall, null)
  const orders = usePaged(oosOrders)
  const [busy, setBusy] = useState(0)
  const attempt = useRef<{ offer: number, key: string } | null>(null)
  const loggedIn = hasToken()
  useOnShow(() => { if (hasToken()) void orders.reload() })
  useReachBottom(() => { if (tab === 'orders') orders.more() })

  const exchange = async (offer: OosOffer) => {
    if (!loggedIn) return goLogin(BACK)
    if (busy || offerAction(offer, data?.points ?? null).disabled) return
    const sure = await showDialog({
      title: '确认兑换',
      content: `使用 ${offer.points} OOS 积分兑换「${offer.title}」？${offer.kind === 'item' ? '饰品将发放到你绑定的 Steam 库存。' : ''}`,
      confirmText: '兑换',
      cancelText: '取消'
    })
      .catch(() => ({ confirm: false }))
    if (!sure.confirm) return
    if (attempt.current?.offer !== offer.offer_id) attempt.current = { offer: offer.offer_id, key: newIdempotencyKey() }
    setBusy(offer.offer_id)
    try {
      const order = await oosExchange(offer.offer_id, attempt.current.key)
      attempt.current = null
      toast('兑换成功')
      void openRoute(`/pages/oos/detail?order_id=${order.order_id}`)
    } catch (e) {
      toast(problemText(e, '兑换失败，请稍后重试'))
      reload()
    } finally {
      setBusy(0)
    }
  }

  if (error && !data) return <View className='oos-page oos-page--plain'>
    <Result tone='error' title='无法加载兑换商品' note={error} actions={[{ text: '重试', onClick: reload }]} />
  </View>
  if (!data) return <View className='oos-page oos-page--plain'><Loading /></View>
  return (
    <View className='oos-page'>
      <View className='oos-hero'>
        <View className='oos-hero__main'>
          <Text className='oos-hero__label'>我的 OOS 积分</Text>
          <Text className='oos-hero__value'>{data.points === null ? '--' : data.points}</Text>
        </View>
        {data.points === null
          ? <View role='button' className='oos-hero__link' onClick={() => goLogin(BACK)}>登录查看积分</View>
          : <View role='button' className='oos-hero__link' onClick={() => void openRoute('/pages/thirdexchange/index')}>余额换积分 ›</View>}
      </View>
      <View className='oos-tabs'>
        <View role='button' className={`oos-tabs__tab${tab === 'offers' ? ' oos-tabs__tab--on' : ''}`} onClick={() => setTab('offers')}>兑换商品</View>
        <View role='button' className={`oos-tabs__tab${tab === 'orders' ? ' oos-tabs__tab--on' : ''}`} onClick={() => setTab('orders')}>我的兑换</View>
      </View>
      {tab === 'offers' && (
        <View className='oos-list'>
          {data.offers.map((offer) => <OfferCard
            key={offer.offer_id}
            offer={offer}
            points={data.points}
            busy={busy === offer.offer_id}
            onExchange={() => void exchange(offer)}
          />)}
          {data.offers.length === 0 && <ListState loading={false} error='' count={0} hasMore={false} emptyText='暂无可兑换的商品，稍后再来看看' />}
        </View>
      )}
      {tab === 'orders' && (loggedIn
        ? (
          <View className='oos-list'>
            {orders.list.map((order) => <OrderRow
              key={order.order_id}
              order={order}
              onOpen={() => void openRoute(`/pages/oos/detail?order_id=${order.order_id}`)}
            />)}
            <ListState
              loading={orders.loading}
              error={orders.error}
              count={orders.list.length}
              hasMore={orders.hasMore}
              emptyText='还没有兑换记录'
              onRetry={() => void orders.reload()}
            />
          </View>
          )
        : <Result title='登录后查看兑换记录' actions={[{ text: '登录 / 注册', onClick: () => void goLogin(BACK) }]} />)}
    </View>
  )
}
