import Taro from '@tarojs/taro'
import { loginPageUrl, requestSettings } from '@/lib/request'

/** A visitor's call to action: this runtime's login page, which comes back to `back` (this screen with its query). */
export function loginThenBack (back: string): void {
  void Taro.navigateTo({ url: loginPageUrl(requestSettings().platform, back) })
}
