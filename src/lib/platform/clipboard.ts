import Taro from '@tarojs/taro'

/** Copies text to the system clipboard (browser and mini-program alike) and says so in a short toast. */
export function copyText (data: string, done = '已复制'): Promise<void> {
  return Taro.setClipboardData({ data })
    .then(() => Taro.showToast({ title: done, icon: 'none', duration: 1500 }))
    .then(() => undefined)
    .catch(() => undefined)
}
