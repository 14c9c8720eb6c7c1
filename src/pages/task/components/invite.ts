import Taro from '@tarojs/taro'
import { requestSettings } from '@/lib/request'

/** The page a friend opens from an invite (server/README.md "Tasks and invites": H5 link and mini-program card). */
export const invitePath = (code: string): string => `/pages/task/invite/index?code=${code}`

/** The mini-program share card (onShareAppMessage). */
export const inviteCard = (code: string): { title: string, path: string } => ({ title: '我在 C5 买卖饰品，送你新人礼，一起来！', path: invitePath(code) })

/** Whether this runtime shares with a card (the mini-program) rather than a copied link. */
export const sharesWithCard = (): boolean => requestSettings().platform.runtime === 'weapp'

/** Copies the full H5 invite link and says so. */
export function copyInviteLink (code: string): void {
  const url = requestSettings().platform.absoluteUrl(invitePath(code))
  void Taro.setClipboardData({ data: `邀请码 ${code}，注册 C5 饰品市场：${url}` })
    .then(() => Taro.showToast({ title: '邀请链接已复制', icon: 'none', duration: 1500 }))
    .catch(() => undefined)
}
