import Taro from '@tarojs/taro'
import { showDialog } from '../dialog'

/**
 * The request pipeline's toast and dialog, in their own chunk, out of the first load: Taro's H5 toast and modal code is
 * 6.4 KB gzip that the first screen never uses. feedback.ts loads this once the first page shows, so a later
 * failure (offline included) finds it already loaded.
 */
export function showToastNow (title: string, duration: number): Promise<unknown> {
  return Taro.showToast({ title, icon: 'none', duration })
}

export { showDialog }
