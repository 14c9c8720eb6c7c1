import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { useShareAppMessage } from '@tarojs/taro'
import type { RedPacket } from '../../../types/api'
import { useOnShow } from '@/components/useOnShow'
import Result from '@/components/Result'
import { isApiError } from '@/lib/request'
import { packetDetail, openPacket } from '@/services/redpack'
import { goLogin, hasToken } from '@/lib/session'
import { problemText, usePageParams } from '@/lib/navigation'
import { formatTime } from '@/lib/beijingTime'
import PacketCover, { type CoverAction } from './PacketCover'
import SplitProof from './SplitProof'
import { copyPacketLink, packetCard, packetPath, sharesWithCard } from './share'
import Empty from '@/components/Empty'
import { Loading } from '@/components/ListState'
import './index.scss'

const MY_PACKETS = { text: '查看我的红包', onClick: () => { void Taro.navigateTo({ url: '/pages/mine-red-packet/index' }) } }

const CODE = /^[A-HJ-NP-Z2-9]{8}$/

/**
 * /pages/redpack/index?code=: a shared red packet. Anyone sees it; a visitor logs in and comes back here
 * to open it; an opener sees their share at once; empty, expired and one's own packet say so; the split is verified here.
 */
export default function RedPackPage () {
  const code = (usePageParams().code ?? '').trim().toUpperCase()
  const [packet, setPacket] = useState<RedPacket | null>(null)
  const [error, setError] = useState('')
  const [refusal, setRefusal] = useState('')
  const [opening, setOpening] = useState(false)
  const valid = CODE.test(code)

  const load = () => {
    if (!valid) return
    setError('')
    packetDetail(code).then(setPacket).catch((e: unknown) => setError(problemText(e, '红包加载失败，请稍后重试')))
  }
  useOnShow(load)
  useShareAppMessage(() => packetCard(packet, code))

  const open = () => {
    setOpening(true)
    setRefusal('')
    openPacket(code)
      .then((opened) => setPacket(opened.packet))
      .catch((e: unknown) => {
        // a refusal (opened already, empty, expired) is the packet's news: show it and the packet as it is now
        setRefusal(problemText(e, '领取失败，请稍后重试'))
        if (isApiError(e) && e.status !== 401) load()
      })
      .finally(() => setOpening(false))
  }

  if (!valid) return <View className='redpack-page'><Result tone='error' title='红包链接无效' note='请确认链接完整，或向好友重新索取' actions={[MY_PACKETS]} /></View>
  if (error && !packet) {
    const actions = [{ text: '重试', onClick: load }, { ...MY_PACKETS, plain: true }]
    return <View className='redpack-page'><Result tone='error' title='红包打不开' note={error} actions={actions} /></View>
  }
  if (!packet) return <View className='redpack-page'><Loading /></View>

  const action: CoverAction | null = packet.my_share !== null || refusal
    ? null
    : packet.mine
      ? (packet.state === 'open' ? { kind: 'share', card: sharesWithCard(), onClick: () => { if (!sharesWithCard()) copyPacketLink(packet) } } : null)
      : packet.state !== 'open'
        ? null
        : hasToken()
          ? { kind: 'open', busy: opening, onClick: open }
          : { kind: 'login', onClick: () => { goLogin(packetPath(code)) } }

  return (
    <View className='redpack-page'>
      <PacketCover packet={packet} refusal={refusal} action={action} />
      <View className='redpack-claims'>
        <Text className='redpack-claims__head'>已领取 {packet.opened_count}/{packet.count} 份，共 ¥{packet.opened_total}/¥{packet.total}{packet.state === 'open'
          ? ` · ${formatTime(packet.expires_at)} 过期`
          : ''}</Text>
        {packet.claims.length === 0 && <Empty compact icon='packet' text={packet.state === 'open' ? '还没有人领取，快来抢第一个' : '没有人领取'} />}
        {packet.claims.map((claim, index) => (
          <View key={`${claim.claimed_at}-${index}`} className='redpack-claims__row'>
            <View className='redpack-claims__who'>
              <Text className='redpack-claims__nick'>{claim.nickname}</Text>
              <Text className='redpack-claims__time'>{formatTime(claim.claimed_at)}</Text>
            </View>
            <View className='redpack-claims__money'>
              <Text className='redpack-claims__amount'>¥{claim.amount}</Text>
              {claim.best && <Text className='redpack-claims__best'>手气最佳</Text>}
            </View>
          </View>
        ))}
      </View>
      <SplitProof packet={packet} />
      <View className='redpack-links'>
        <Text className='redpack-links__link' onClick={() => { void Taro.navigateTo({ url: '/pages/mine-red-packet/index' }) }}>我的红包</Text>
        <Text className='redpack-links__link' onClick={() => { void Taro.navigateTo({ url: '/pages/topic/red-envelope-event/index' }) }}>红包活动</Text>
      </View>
    </View>
  )
}
