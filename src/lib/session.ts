import Taro from '@tarojs/taro'
import { loginPageUrl, openPartnerLogin, requestSettings } from './request'
import { readToken } from './token'

/** Whether this runtime keeps a login token: a visitor gets a login prompt instead of a 401 bounce on their own screens. */
export function hasToken (): boolean {
  try {
    return readToken(requestSettings().platform) !== ''
  } catch {
    // before start-up has configured the platform: nobody is logged in yet
    return false
  }
}

/**
 * Sends a visitor to log in, coming back to `back` (this screen with its query) after. Client id 8 logs in at the
 * partner's page, like the request pipeline's 401 hand-off; everyone else on this runtime's login page.
 */
export function goLogin (back: string): void {
  const { platform, partnerLoginUrl } = requestSettings()
  if (openPartnerLogin(platform, partnerLoginUrl, back)) return
  void Taro.navigateTo({ url: loginPageUrl(platform, back) }).catch(() => undefined)
}
