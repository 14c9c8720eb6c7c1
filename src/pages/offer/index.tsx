import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRef, useState } from 'react'
import type { Offer } from '../../../types/api'
import { useStores } from '@/stores/context'
import { acceptOffer, declineOffer } from '@/services/offer'
import { errorText } from '@/lib/errorText'
import ListState from '@/components/ListState'
import ItemImage from '@/components/ItemImage'
import LoginPrompt from '@/components/OrderParts/LoginPrompt'
import { hasToken } from '@/lib/session'
import { formatTime } from '@/lib/beijingTime'
import { markOffersSeen } from '@/lib/offerSeen'
import { useOnShow } from '@/components/useOnShow'
import './index.scss'
import ConfirmSheet from '@/components/ConfirmSheet'

const STATUS: Record<Offer['status'], string> = { wait: '等待卖家发送', sent: '待接受', accepted: '已接受', declined: '已拒绝' }

const ACCEPT = { title: '接受报价', text: '请先在 Steam 中接受该报价。确认后交易完成，货款将结算给卖家。', confirmText: '确认接受' }
const DECLINE = { title: '拒绝报价', text: '拒绝后订单取消，货款退回余额。', confirmText: '拒绝' }

/** Steam trade offers waiting on me; opening this screen clears the offer red dot. */
function OffersPage () {
  const { offer } = useStores()
  const [loggedIn, setLoggedIn] = useState(hasToken)
  const [loading, setLoading] = useState(false)
  const [acting, setActing] = useState('')
  // both answers are final (accept completes the trade, decline cancels and refunds), so each is confirmed first
  const [asking, setAsking] = useState<{ entry: Offer, accept: boolean } | null>(null)
  const busy = useRef(false)

  const load = async () => {
    setLoading(true)
    await offer.load()
    offer.clearDot() // seen: the red dot goes out
    markOffersSeen(offer.list)
    setLoading(false)
  }
  const refresh = () => {
    const now = hasToken()
    setLoggedIn(now)
    if (now) void load()
  }
  // on mount and back on this screen (after login or another screen)
  useOnShow(refresh)

  const act = async (entry: Offer, accept: boolean) => {
    setAsking(null)
    if (busy.current) return
    busy.current = true
    setActing(entry.offer_id)
    try {
      await (accept ? acceptOffer(entry.offer_id) : declineOffer(entry.offer_id))
      void Taro.showToast({ title: accept ? '已接受，交易完成' : '已拒绝', icon: 'success', duration: 1500 })
      await load()
    } catch (failure) {
      void Taro.showToast({ title: errorText(failure, '操作失败'), icon: 'none', duration: 1500 })
    } finally {
      busy.current = false
      setActing('')
    }
  }

  if (!loggedIn) return <View className='offers'><LoginPrompt title='待处理报价' text='登录后查看卖家发来的 Steam 交易报价' returnTo='/pages/offer/index' /></View>
  const waiting = offer.list.filter((entry) => entry.status === 'wait' || entry.status === 'sent')
  const done = offer.list.filter((entry) => entry.status === 'accepted' || entry.status === 'declined')

  return (
    <View className='offers'>
      <View className='offers__tip'><Text>卖家发出 Steam 交易报价后，请在 Steam 中接受，再在这里确认。</Text></View>
      {[...waiting, ...done].map((entry) => (
        <View key={entry.offer_id} className='offer-card'>
          <View className='offer-card__head'>
            <Text className='offer-card__id'>报价 {entry.offer_id}</Text>
            <Text className={`offer-card__status offer-card__status--${entry.status}`}>{STATUS[entry.status]}</Text>
          </View>
          <View className='offer-card__body' onClick={() => { void Taro.navigateTo({ url: `/pages/order/detail/index?id=${entry.order_id}` }) }}>
            <ItemImage className='offer-card__image' src={entry.item.image} name={entry.item.name} accent={entry.item.rarity_color} />
            <View className='offer-card__main'>
              <Text className='offer-card__name'>{entry.item.name}</Text>
              <Text className='offer-card__time'>更新于 {formatTime(entry.updated_at)}</Text>
            </View>
          </View>
          {(entry.status === 'wait' || entry.status === 'sent') && <OfferTrust entry={entry} />}
          {entry.status === 'sent' && (
            <View className='offer-card__actions'>
              <Button className='offer-card__btn' disabled={(acting !== '') || undefined} onClick={() => setAsking({ entry, accept: false })}>拒绝</Button>
              <Button
                className='offer-card__btn is-primary'
                disabled={(acting !== '') || undefined}
                onClick={() => setAsking({ entry, accept: true })}
              >接受报价</Button>
            </View>
          )}
        </View>
      ))}
      {asking && (
        <ConfirmSheet {...(asking.accept ? ACCEPT : DECLINE)} onCancel={() => setAsking(null)} onConfirm={() => { void act(asking.entry, asking.accept) }} />
      )}
      <ListState
        loading={loading && offer.list.length === 0}
        error={offer.errMsg}
        count={offer.list.length}
        hasMore={false}
        emptyText='暂无交易报价'
        onRetry={() => { void load() }}
      />
    </View>
  )
}

/** What the buyer checks before accepting in Steam: who sends the offer, and the code the Steam offer must carry. */
function OfferTrust ({ entry }: { entry: Offer }) {
  const steam = entry.seller_steam
  return (
    <View className='offer-trust'>
      {entry.verify_code && (
        <View className='offer-trust__code-line'>
          <Text className='offer-trust__label'>交易验证码</Text>
          <Text className='offer-trust__code'>{entry.verify_code}</Text>
        </View>
      )}
      {steam && (
        <View className='offer-trust__seller'>
          <Text className='offer-trust__name'>卖家 Steam：{steam.name}{steam.verified ? ' · 已验证' : ' · 未验证'}</Text>
          <Text className='offer-trust__meta'>
            {[
              `Steam ID ${steam.steam_id}`,
              steam.level === null ? '' : `等级 ${steam.level}`,
              `${formatTime(steam.since).slice(0, 10)} 注册`
            ].filter(Boolean).join(' · ')}
          </Text>
        </View>
      )}
      {entry.offer_message && <Text className='offer-trust__message'>Steam 报价留言：{entry.offer_message}</Text>}
      <Text className='offer-trust__hint'>
        {entry.status === 'sent' ? '请在 Steam 中核对：报价留言里的验证码与上方一致、发送人是这位卖家，不一致请拒绝。' : '卖家发送的 Steam 报价会在留言中带上这个验证码。'}
      </Text>
    </View>
  )
}

export default observer(OffersPage)
