import Taro from '@tarojs/taro'
import { requestSettings } from '@/lib/request'

/** The help page a friend opens from a share (server/README.md "Haggle and grab": H5 link and mini-program card). */
export const powerPath = (haggleId: number): string => `/pages/haggle/power/index?haggle_id=${haggleId}`

/** The mini-program share card (onShareAppMessage). */
export const shareCard = (haggleId: number, itemName: string): { title: string, path: string } =>
  ({ title: `帮我砍一刀，${itemName} 免费拿！`, path: powerPath(haggleId) })

/** Whether this runtime shares with a card (the mini-program) rather than a copied link. */
export const sharesWithCard = (): boolean => requestSettings().platform.runtime === 'weapp'

/** Copies the H5 help link (full address) and says so. */
export function copyHelpLink (haggleId: number, itemName: string): void {
  const url = requestSettings().platform.absoluteUrl(powerPath(haggleId))
  void Taro.setClipboardData({ data: `帮我砍一刀，${itemName} 免费拿！${url}` })
    .then(() => Taro.showToast({ title: '链接已复制，发给好友吧', icon: 'none', duration: 1500 }))
    .catch(() => undefined)
}
