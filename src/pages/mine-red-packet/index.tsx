import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import type { RedPacket, RedPacketPromotion } from '../../../types/api'
import ListState from '@/components/ListState'
import Notice from '@/components/Notice'
import { useOnShow } from '@/components/useOnShow'
import { createPacket, myPackets, packetPromotions } from '@/services/redpack'
import LoginGate from '@/components/LoginGate'
import { usePaged } from '@/components/usePaged'
import { problemText, toast } from '@/lib/navigation'
import { formatTime } from '@/lib/beijingTime'
import './index.scss'

type Tab = 'received' | 'created'
const TABS: { key: Tab, text: string }[] = [{ key: 'received', text: '我领到的' }, { key: 'created', text: '我分享的' }]
const STATE_TEXT: Record<RedPacket['state'], string> = { open: '领取中', empty: '已领完', expired: '已过期' }
const openPacket = (code: string) => { void Taro.navigateTo({ url: `/pages/redpack/index?code=${code}` }) }

/** /pages/mine-red-packet/index: packets I opened and packets I shared, and promotions to share a new one from. */
function MyPacketsPage () {
  const [tab, setTab] = useState<Tab>('received')
  const received = usePaged((page) => myPackets('received', page))
  const created = usePaged((page) => myPackets('created', page))
  const list = tab === 'received' ? received : created
  useOnShow(() => { void list.reload() })
  useReachBottom(() => list.more())
  const pick = (next: Tab) => { setTab(next); void (next === 'received' ? received : created).reload() }

  return (
    <View className='my-packets'>
      <Promotions onMade={(packet) => { openPacket(packet.code) }} />
      <View className='my-packets__tabs'>
        {TABS.map((t) => <Text key={t.key} className={`my-packets__tab${tab === t.key ? ' my-packets__tab--on' : ''}`} onClick={() => pick(t.key)}>
          {t.text}
        </Text>)}
      </View>
      {list.list.map((packet) => <PacketRow key={packet.code} packet={packet} tab={tab} />)}
      <ListState loading={list.loading} error={list.error} count={list.list.length} hasMore={list.hasMore}
        emptyText={tab === 'received' ? '还没有领到红包，好友分享的红包会出现在这里' : '还没有分享过红包，从上方活动发一个吧'} onRetry={() => { void list.reload() }} />
    </View>
  )
}

function PacketRow ({ packet, tab }: { packet: RedPacket, tab: Tab }) {
  return (
    <View className='my-packets__row' onClick={() => openPacket(packet.code)}>
      <View className='my-packets__icon'><Text>红</Text></View>
      <View className='my-packets__info'>
        <Text className='my-packets__name'>{packet.name}</Text>
        <Text className='my-packets__meta'>{tab === 'received' ? `${packet.creator.nickname} 分享` : `口令 ${packet.code}`} · {formatTime(packet.created_at)}</Text>
        <Text className='my-packets__meta'>{STATE_TEXT[packet.state]} · 已领 {packet.opened_count}/{packet.count} 份 · {packet.kind === 'balance'
          ? '余额红包'
          : '购物红包'}</Text>
      </View>
      <Text className='my-packets__amount'>{tab === 'received' ? `¥${packet.my_share ?? '0.00'}` : `¥${packet.total}`}</Text>
    </View>
  )
}

/** Running promotions: each shares a new packet (the platform pays for it) up to the user's allowance. */
function Promotions ({ onMade }: { onMade: (packet: RedPacket) => void }) {
  const [list, setList] = useState<RedPacketPromotion[]>([])
  const [error, setError] = useState('')
  const [busy, setBusy] = useState<number | null>(null)
  const load = () => { packetPromotions().then((rows) => { setList(rows); setError('') }).catch((e: unknown) => setError(problemText(e, '红包活动加载失败'))) }
  useOnShow(load)
  const make = (promotion: RedPacketPromotion) => {
    setBusy(promotion.promotion_id)
    createPacket(promotion.promotion_id)
      .then((packet) => { load(); onMade(packet) })
      .catch((e: unknown) => toast(problemText(e, '红包创建失败，请稍后重试')))
      .finally(() => setBusy(null))
  }
  if (error) return <Notice text={error} action={{ text: '重试', onClick: load }} />
  if (list.length === 0) return null
  return (
    <View className='my-packets__promos'>
      <Text className='my-packets__title'>发红包给好友</Text>
      {list.map((promotion) => (
        <View key={promotion.promotion_id} className='my-packets__promo'>
          <View className='my-packets__info'>
            <Text className='my-packets__name'>{promotion.name}</Text>
            <Text className='my-packets__meta'>¥{promotion.total} 分 {promotion.count} 份 · {promotion.kind === 'balance'
              ? '存入余额'
              : `满 ¥${promotion.min_amount} 可用`} · {promotion.open_hours} 小时内有效</Text>
          </View>
          <Text className={`my-packets__make${promotion.left === 0 || busy !== null ? ' my-packets__make--off' : ''}`}
            onClick={() => { if (promotion.left > 0 && busy === null) make(promotion) }}>
            {promotion.left === 0 ? '已发完' : busy === promotion.promotion_id ? '创建中' : `发红包（剩 ${promotion.left} 次）`}
          </Text>
        </View>
      ))}
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/mine-red-packet/index' what='我的红包'><MyPacketsPage /></LoginGate>
}
