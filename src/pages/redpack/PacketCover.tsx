import { View, Text, Button, Image } from '@tarojs/components'
import { imageAlt } from '@/lib/platform/picture'
import type { RedPacket } from '../../../types/api'
import { assetUrl } from '@/lib/format'

export interface CoverAction {
  kind: 'open' | 'login' | 'share'
  busy?: boolean
  /** share with the mini-program's card (a share button) instead of a copied link */
  card?: boolean
  onClick: () => void
}

/** What the packet says now: the viewer's share, a refusal, the state, or the way to open it. */
function coverNote (packet: RedPacket, refusal: string): { big?: string, text: string } {
  if (packet.my_share !== null) {
    return {
      big: `¥${packet.my_share}`,
      text: packet.kind === 'balance' ? '已存入余额，可直接用于购买饰品' : `已放入我的红包，购买满 ¥${packet.min_amount} 可用`
    }
  }
  if (refusal) return { text: refusal }
  if (packet.mine) return { text: packet.state === 'open' ? '这是你分享的红包，发给好友来领取吧' : '这是你分享的红包' }
  if (packet.state === 'empty') return { text: '来晚了，红包已被领完' }
  if (packet.state === 'expired') return { text: '红包已过期，未领取的金额不再发放' }
  return { text: packet.kind === 'balance' ? '领取后金额直接存入余额' : `领取后放入我的红包，购买满 ¥${packet.min_amount} 可用` }
}

/** The red cover of a packet: who shared it, what it is, and its one action. */
export default function PacketCover ({ packet, refusal, action }: { packet: RedPacket, refusal: string, action: CoverAction | null }) {
  const note = coverNote(packet, refusal)
  return (
    <View className='redpack-cover'>
      <View className='redpack-cover__who'>
        <Image {...imageAlt('')} className='redpack-cover__avatar' src={assetUrl(packet.creator.avatar)} mode='aspectFill' />
        <Text className='redpack-cover__nick'>{packet.mine ? '我' : packet.creator.nickname} 的红包</Text>
      </View>
      <Text className='redpack-cover__name'>{packet.name}</Text>
      <Text className='redpack-cover__sum'>共 ¥{packet.total} · {packet.count} 份{packet.kind === 'envelope' ? ' · 购物红包' : ' · 余额红包'}</Text>
      {note.big && <Text className='redpack-cover__big'>{note.big}</Text>}
      <Text className='redpack-cover__note'>{note.text}</Text>
      {action?.kind === 'open' && <Button className='redpack-cover__open' disabled={action.busy} onClick={action.onClick}>{action.busy ? '…' : '開'}</Button>}
      {action?.kind === 'login' && <Button className='redpack-cover__button' onClick={action.onClick}>登录后领取</Button>}
      {action?.kind === 'share'
        && <Button className='redpack-cover__button' openType={action.card ? 'share' : undefined} onClick={action.onClick}>
          {action.card ? '分享给好友' : '复制链接分享'}
        </Button>}
    </View>
  )
}
