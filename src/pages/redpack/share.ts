import Taro from '@tarojs/taro'
import type { RedPacket } from '../../../types/api'
import { requestSettings } from '@/lib/request'
import { toast } from '@/lib/navigation'

/** The share link of a packet: this page with its code (H5 link and mini-program card alike). */
export const packetPath = (code: string): string => `/pages/redpack/index?code=${code}`

/** The mini-program share card (onShareAppMessage). */
export const packetCard = (packet: RedPacket | null, code: string): { title: string, path: string } =>
  ({ title: packet ? `${packet.name}：¥${packet.total} 分成 ${packet.count} 份，手快有手慢无` : '送你一个红包，快来领取', path: packetPath(code) })

/** Whether this runtime shares with a card (the mini-program) rather than a copied link. */
export const sharesWithCard = (): boolean => requestSettings().platform.runtime === 'weapp'

/** Copies the H5 link with a line of text and says so. */
export function copyPacketLink (packet: RedPacket): void {
  const url = requestSettings().platform.absoluteUrl(packetPath(packet.code))
  void Taro.setClipboardData({ data: `${packetCard(packet, packet.code).title} ${url}` })
    .then(() => toast('红包链接已复制，发给好友吧'))
    .catch(() => undefined)
}
