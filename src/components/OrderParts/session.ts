import Taro from '@tarojs/taro'
import { loginPageUrl, requestSettings } from '@/lib/request'
import { readToken } from '@/lib/token'

/** Whether a token is kept (a visitor gets a login prompt instead of a 401 bounce on their own screens). */
export function isLoggedIn (): boolean {
  try {
    return readToken(requestSettings().platform) !== ''
  } catch {
    return false
  }
}

/** The login page of this runtime, coming back to `returnTo` after (DESIGN 2/4: redirect_url). */
export function goLogin (returnTo: string): void {
  void Taro.navigateTo({ url: loginPageUrl(requestSettings().platform, returnTo) }).catch(() => undefined)
}

export function formatTime (seconds: number | null | undefined): string {
  if (!seconds) return '—'
  const date = new Date(seconds * 1000)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}
